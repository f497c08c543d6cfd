import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { groupBySprint } from '../../../domain/sprints/sprintPlanning';
import { SPRINT_MESSAGES, type Sprint, type SprintPlan, type SprintTasksQuery, type TaskSummary } from '../../../domain/sprints/sprints';
import type { SprintReport } from '../../../domain/sprints/sprintReport';
import type { Task } from '../../../domain/tasks/tasks';
import type { OrgActor } from '../../platform/auth/access';
import type { Db } from '../../platform/db/database';
import { type projects, tasks } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/http/errors';
import { projectFor } from '../projects';
import { presentTask } from '../tasks';
import { reportOfSprint } from './sprintReport';
import { presentSprint } from './sprints.presenter';
import { activeRow, countsFor, openSprints, plannedTasks, presentOne, sprintFor, sprintInProject, sprintsInListOrder } from './sprintStore';
import { taskCounts } from './summary';

/** What the sprint screens read: the list, the backlog plan, a sprint's tasks, the summary and the report. */

async function listTasks(db: Db, projectId: string, condition: SQL, key: string) {
  const rows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), condition))
    .orderBy(asc(tasks.rank), asc(tasks.number));
  return rows.map((row) => presentTask(row, key));
}

/** The running sprint's totals and its burndown (the same as its report's), or null. */
async function activeSprintSummary(db: Db, project: typeof projects.$inferSelect, now: Date) {
  const active = await activeRow(db, project.id);
  if (!active) return null;
  const [sprint, report] = await Promise.all([presentOne(db, active), reportOfSprint(db, project, active, now)]);
  const { taskCount, doneCount, points, donePoints } = sprint;
  return { active: { sprint, total: taskCount, done: doneCount, points, donePoints }, burndown: report?.burndown ?? [] };
}

/** Planned and active sprints in creation order, then completed ones, newest first. */
export async function list(db: Db, actor: OrgActor, projectId: string): Promise<Sprint[]> {
  const project = await projectFor(db, actor, projectId);
  const [rows, counts] = await Promise.all([sprintsInListOrder(db, project.id), countsFor(db, project.id)]);
  return rows.map((row) => presentSprint(row, counts.get(row.id)));
}

export async function active(db: Db, actor: OrgActor, projectId: string): Promise<Sprint | null> {
  const project = await projectFor(db, actor, projectId);
  const row = await activeRow(db, project.id);
  return row ? presentOne(db, row) : null;
}

/** One sprint's tasks, or the backlog's ('backlog'), ordered by rank. */
export async function tasksOf(db: Db, actor: OrgActor, query: Required<SprintTasksQuery>): Promise<Task[]> {
  const project = await projectFor(db, actor, query.projectId);
  if (query.sprintId === 'backlog') return listTasks(db, project.id, isNull(tasks.sprintId), project.key);
  const sprint = await sprintInProject(db, project.id, query.sprintId);
  if (!sprint) throw notFound(SPRINT_MESSAGES.notFound);
  return listTasks(db, project.id, eq(tasks.sprintId, sprint.id), project.key);
}

/** The backlog screen: planned and active sprints with their tasks, and the backlog, in two queries. */
export async function plan(db: Db, actor: OrgActor, projectId: string): Promise<SprintPlan> {
  const project = await projectFor(db, actor, projectId);
  const open = await openSprints(db, project.id);
  const rows = await plannedTasks(
    db,
    project.id,
    open.map((row) => row.id),
  );
  const { bySprint, backlog } = groupBySprint(
    open.map((row) => row.id),
    rows.map(({ task, done }) => ({ sprintId: task.sprintId, storyPoints: task.storyPoints, done, task: presentTask(task, project.key) })),
  );
  return {
    sprints: open.map((row) => ({ sprint: presentSprint(row, bySprint.get(row.id)!.counts), tasks: bySprint.get(row.id)!.tasks })),
    backlog,
  };
}

/** The Summary tab: counts by status, priority, type and assignee, the active sprint and its burndown. */
export async function summary(db: Db, actor: OrgActor, projectId: string, now = new Date()): Promise<TaskSummary> {
  const project = await projectFor(db, actor, projectId);
  const [counts, activeSprint] = await Promise.all([taskCounts(db, project.id), activeSprintSummary(db, project, now)]);
  return { ...counts, activeSprint: activeSprint?.active ?? null, burndown: activeSprint?.burndown ?? [] };
}

/** A started sprint's report: scope at the start, changes after it, finished and carried over, burndown. */
export async function report(db: Db, actor: OrgActor, sprintId: string, now = new Date()): Promise<SprintReport> {
  const { sprint, project } = await sprintFor(db, actor, sprintId);
  const report = await reportOfSprint(db, project, sprint, now);
  if (!report) throw conflict(SPRINT_MESSAGES.reportNotStarted);
  return { ...report, sprint: await presentOne(db, sprint), startedAt: report.startedAt.toISOString() };
}
