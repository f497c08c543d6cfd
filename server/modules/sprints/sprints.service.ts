import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { datesAfterEdit, groupBySprint, sprintDatesProblem } from '../../../domain/sprints/sprintPlanning';
import {
  SPRINT_MESSAGES,
  type Sprint,
  type SprintAddBody,
  type SprintCompleteBody,
  type SprintCompleteResult,
  type SprintPlan,
  type SprintTasksQuery,
  type SprintUpdateBody,
  type TaskSummary,
} from '../../../domain/sprints/sprints';
import type { SprintReport } from '../../../domain/sprints/sprintReport';
import type { Task } from '../../../domain/tasks/tasks';
import type { OrgActor } from '../../platform/auth/access';
import { type Db, type DbOrTx, isUniqueViolation } from '../../platform/db/database';
import { type projects, sprints, tasks } from '../../platform/db/schema';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { projectFor } from '../projects/projectAccess';
import { createProjectEvents } from '../projects/projectEvents';
import { presentTask } from '../tasks/tasks.presenter';
import { reportOfSprint } from './sprintReport';
import { presentSprint, type SprintRow } from './sprints.presenter';
import {
  activeRow,
  carryOverUnfinished,
  countsFor,
  openSprints,
  plannedTasks,
  presentOne,
  sprintFor,
  sprintInProject,
  sprintsInListOrder,
} from './sprintStore';
import { taskCounts } from './summary';

const anotherActive = () => conflict(SPRINT_MESSAGES.anotherActive);

/** The columns an edit changes; starting a planned sprint also stamps when it started. */
async function editOf(tx: DbOrTx, sprint: SprintRow, body: SprintUpdateBody): Promise<Partial<SprintRow>> {
  if (sprint.status === 'completed') throw conflict(SPRINT_MESSAGES.completedLocked);
  const next: Partial<SprintRow> = {};
  if (body.name !== undefined) next.name = body.name;
  if (body.goal !== undefined) next.goal = body.goal;
  if (body.startDate !== undefined) next.startDate = body.startDate === null ? null : new Date(body.startDate);
  if (body.endDate !== undefined) next.endDate = body.endDate === null ? null : new Date(body.endDate);

  const starting = body.status === 'active' && sprint.status === 'planned';
  const problem = sprintDatesProblem(datesAfterEdit(sprint, next), starting || sprint.status === 'active');
  if (problem) throw badRequest(`${problem.field}: ${problem.message}`, { field: problem.field });
  if (starting) {
    if (await activeRow(tx, sprint.projectId, sprint.id)) throw anotherActive();
    next.status = 'active';
    next.startedAt = new Date();
  }
  return next;
}

/** Where a completing sprint's unfinished tasks go: the backlog (null) or a planned sprint of the project. */
async function carryOverTarget(tx: DbOrTx, projectId: string, moveTo: SprintCompleteBody['moveTo']): Promise<string | null> {
  if (moveTo === 'backlog') return null;
  const target = await sprintInProject(tx, projectId, moveTo);
  if (!target || target.status !== 'planned') throw badRequest(`moveTo: ${SPRINT_MESSAGES.moveTo}`, { field: 'moveTo' });
  return target.id;
}

export function createSprintsService(deps: { db: Db; realtime?: Realtime }) {
  const { db, realtime } = deps;

  /** Open boards, backlogs and summaries of the project refetch (spec: tasks listed by sprint). */
  const projectEvents = createProjectEvents(db, realtime);
  const changed = (actor: OrgActor, projectId: string, taskIds: string[]) => projectEvents.tasksChanged(actor.organizationId, projectId, taskIds);

  const listTasks = async (projectId: string, condition: SQL, key: string) => {
    const rows = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.projectId, projectId), condition))
      .orderBy(asc(tasks.rank), asc(tasks.number));
    return rows.map((row) => presentTask(row, key));
  };

  /** The running sprint's totals and its burndown (the same as its report's), or null. */
  const activeSprintSummary = async (project: typeof projects.$inferSelect, now: Date) => {
    const active = await activeRow(db, project.id);
    if (!active) return null;
    const [sprint, report] = await Promise.all([presentOne(db, active), reportOfSprint(db, project, active, now)]);
    const { taskCount, doneCount, points, donePoints } = sprint;
    return { active: { sprint, total: taskCount, done: doneCount, points, donePoints }, burndown: report?.burndown ?? [] };
  };

  return {
    sprintFor,

    async add(actor: OrgActor, body: SprintAddBody): Promise<Sprint> {
      const row = await db.transaction(async (tx) => {
        const project = await projectFor(tx, actor, body.projectId);
        const [row] = await tx
          .insert(sprints)
          .values({
            organizationId: actor.organizationId,
            projectId: project.id,
            name: body.name,
            goal: body.goal ?? '',
            startDate: body.startDate ? new Date(body.startDate) : null,
            endDate: body.endDate ? new Date(body.endDate) : null,
          })
          .returning();
        return row!;
      });
      await changed(actor, row.projectId, []);
      return presentSprint(row);
    },

    /** Edits a planned or active sprint; `status: 'active'` starts a planned one (one active sprint per project). */
    async update(actor: OrgActor, sprintId: string, body: SprintUpdateBody): Promise<Sprint> {
      const sprint = await db
        .transaction(async (tx) => {
          const { sprint } = await sprintFor(tx, actor, sprintId, { lock: true });
          const next = await editOf(tx, sprint, body);
          const [updated] = await tx
            .update(sprints)
            .set({ ...next, updatedAt: new Date() })
            .where(eq(sprints.id, sprint.id))
            .returning();
          return updated!;
        })
        .catch((error: unknown) => {
          // The partial unique index sprints_one_active_per_project catches what slipped past the check.
          if (isUniqueViolation(error)) throw anotherActive();
          throw error;
        });
      await changed(actor, sprint.projectId, []);
      return presentOne(db, sprint);
    },

    /**
     * Completes the active sprint: its unfinished tasks go to the backlog or to a planned
     * sprint of the same project, finished ones stay. One transaction, history written.
     */
    async complete(actor: OrgActor, sprintId: string, body: SprintCompleteBody): Promise<SprintCompleteResult> {
      const { completed, movedIds } = await db.transaction(async (tx) => {
        const { sprint, project } = await sprintFor(tx, actor, sprintId, { lock: true });
        if (sprint.status !== 'active') throw conflict(SPRINT_MESSAGES.onlyActiveCompletes);
        const targetId = await carryOverTarget(tx, project.id, body.moveTo);
        const now = new Date();
        const movedIds = await carryOverUnfinished(tx, {
          organizationId: actor.organizationId,
          actorId: actor.userId,
          projectId: project.id,
          sprintId: sprint.id,
          targetId,
          now,
        });
        const [completed] = await tx
          .update(sprints)
          .set({ status: 'completed', completedAt: now, updatedAt: now })
          .where(eq(sprints.id, sprint.id))
          .returning();
        return { completed: completed!, movedIds };
      });
      await changed(actor, completed.projectId, movedIds);
      return { sprint: await presentOne(db, completed), movedTasks: movedIds.length };
    },

    /** Planned and active sprints in creation order, then completed ones, newest first. */
    async list(actor: OrgActor, projectId: string): Promise<Sprint[]> {
      const project = await projectFor(db, actor, projectId);
      const [rows, counts] = await Promise.all([sprintsInListOrder(db, project.id), countsFor(db, project.id)]);
      return rows.map((row) => presentSprint(row, counts.get(row.id)));
    },

    async active(actor: OrgActor, projectId: string): Promise<Sprint | null> {
      const project = await projectFor(db, actor, projectId);
      const row = await activeRow(db, project.id);
      return row ? presentOne(db, row) : null;
    },

    /** One sprint's tasks, or the backlog's ('backlog'), ordered by rank. */
    async tasksOf(actor: OrgActor, query: Required<SprintTasksQuery>): Promise<Task[]> {
      const project = await projectFor(db, actor, query.projectId);
      if (query.sprintId === 'backlog') return listTasks(project.id, isNull(tasks.sprintId), project.key);
      const sprint = await sprintInProject(db, project.id, query.sprintId);
      if (!sprint) throw notFound(SPRINT_MESSAGES.notFound);
      return listTasks(project.id, eq(tasks.sprintId, sprint.id), project.key);
    },

    /** The backlog screen: planned and active sprints with their tasks, and the backlog, in two queries. */
    async plan(actor: OrgActor, projectId: string): Promise<SprintPlan> {
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
    },

    /** The Summary tab: counts by status, priority, type and assignee, the active sprint and its burndown. */
    async summary(actor: OrgActor, projectId: string, now = new Date()): Promise<TaskSummary> {
      const project = await projectFor(db, actor, projectId);
      const [counts, activeSprint] = await Promise.all([taskCounts(db, project.id), activeSprintSummary(project, now)]);
      return { ...counts, activeSprint: activeSprint?.active ?? null, burndown: activeSprint?.burndown ?? [] };
    },

    /** A started sprint's report: scope at the start, changes after it, finished and carried over, burndown. */
    async report(actor: OrgActor, sprintId: string, now = new Date()): Promise<SprintReport> {
      const { sprint, project } = await sprintFor(db, actor, sprintId);
      const report = await reportOfSprint(db, project, sprint, now);
      if (!report) throw conflict(SPRINT_MESSAGES.reportNotStarted);
      return { ...report, sprint: await presentOne(db, sprint), startedAt: report.startedAt.toISOString() };
    },
  };
}

export type SprintsService = ReturnType<typeof createSprintsService>;
