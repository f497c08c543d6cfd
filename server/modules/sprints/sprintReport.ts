import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { sprintReport, type SprintReportBody, type TaskEvent, type TaskHistory } from '../../../domain/sprints/sprintReport';
import { taskKey } from '../../../domain/tasks/tasks';
import type { DbOrTx } from '../../platform/db/database';
import { projectEnums, sprints, taskActivity, tasks } from '../../platform/db/schema';
import { isDoneStatus } from '../projects';

type SprintRow = typeof sprints.$inferSelect;
type Project = { id: string; key: string; organizationId: string };

/** The history fields the report reads, as task_activity names them. */
const REPORT_FIELDS: TaskEvent['field'][] = ['sprint', 'status', 'storyPoints'];

/** Every task of the project that is in the sprint now or was ever moved into or out of it. */
async function tasksOfSprint(tx: DbOrTx, project: Project, sprintId: string) {
  const movedThrough = tx
    .select({ taskId: taskActivity.taskId })
    .from(taskActivity)
    .where(
      and(eq(taskActivity.organizationId, project.organizationId), eq(taskActivity.field, 'sprint'), or(eq(taskActivity.fromValue, sprintId), eq(taskActivity.toValue, sprintId))),
    );
  return tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.projectId, project.id), or(eq(tasks.sprintId, sprintId), inArray(tasks.id, movedThrough))))
    .orderBy(asc(tasks.rank), asc(tasks.number));
}

/** Their changes of sprint, status and points, oldest first, by task. */
async function eventsOf(tx: DbOrTx, taskIds: string[]) {
  const byTask = new Map<string, TaskEvent[]>();
  if (taskIds.length === 0) return byTask;
  const rows = await tx
    .select({ taskId: taskActivity.taskId, field: taskActivity.field, from: taskActivity.fromValue, to: taskActivity.toValue, at: taskActivity.createdAt })
    .from(taskActivity)
    .where(and(inArray(taskActivity.taskId, taskIds), inArray(taskActivity.field, REPORT_FIELDS)))
    .orderBy(asc(taskActivity.createdAt));
  for (const { taskId, ...event } of rows) {
    const list = byTask.get(taskId) ?? [];
    list.push(event as TaskEvent);
    byTask.set(taskId, list);
  }
  return byTask;
}

async function doneStatusIds(tx: DbOrTx, projectId: string) {
  const rows = await tx
    .select({ id: projectEnums.id })
    .from(projectEnums)
    .where(and(eq(projectEnums.projectId, projectId), eq(projectEnums.kind, 'status'), isDoneStatus));
  return new Set(rows.map((row) => row.id));
}

/**
 * A started sprint's report (domain/sprints/sprintReport) from its tasks' history; null for a
 * sprint that has not started. Sprints started before started_at existed count from their start date.
 */
export async function reportOfSprint(tx: DbOrTx, project: Project, sprint: SprintRow, now: Date): Promise<(SprintReportBody & { startedAt: Date }) | null> {
  const startedAt = sprint.startedAt ?? sprint.startDate;
  if (sprint.status === 'planned' || !startedAt || !sprint.startDate || !sprint.endDate) return null;
  const [rows, done] = await Promise.all([tasksOfSprint(tx, project, sprint.id), doneStatusIds(tx, project.id)]);
  const events = await eventsOf(
    tx,
    rows.map((row) => row.id),
  );
  const history: TaskHistory[] = rows.map((row) => ({
    _id: row.id,
    key: taskKey(project.key, row.number),
    title: row.title,
    type: row.type,
    createdAt: row.createdAt,
    sprintId: row.sprintId,
    statusId: row.statusId,
    storyPoints: row.storyPoints,
    completedAt: row.completedAt,
    events: events.get(row.id) ?? [],
  }));
  const body = sprintReport({
    sprintId: sprint.id,
    startedAt,
    startDate: sprint.startDate,
    endDate: sprint.endDate,
    completedAt: sprint.completedAt,
    now,
    doneStatusIds: done,
    tasks: history,
  });
  return { ...body, startedAt };
}
