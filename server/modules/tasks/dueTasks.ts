import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { projectEnums, projects, tasks } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { isDoneStatus, isOpenStatus, visibleProjectsCondition, type ProjectViewer } from '../projects';

/** A task with a due date, as the calendar shows it (its work layer, the iCalendar feed). */
export interface DueTask {
  id: string;
  number: number;
  title: string;
  dueDate: string;
  projectId: string;
  projectName: string;
  projectKey: string;
  status: string;
  statusColor: string;
  isDone: boolean;
}

const dueColumns = {
  id: tasks.id,
  number: tasks.number,
  title: tasks.title,
  dueDate: tasks.dueDate,
  projectId: tasks.projectId,
  projectName: projects.name,
  projectKey: projects.key,
  status: projectEnums.name,
  statusColor: projectEnums.color,
  isDone: isDoneStatus,
};

/** Both reads ask only for tasks with a due date, which the column's type cannot know. */
const withDueDate = <T extends { dueDate: string | null }>(rows: T[]) => rows.filter((row): row is T & { dueDate: string } => row.dueDate !== null);

/** Tasks due on days [fromDay, toDay) in the projects the viewer can open (optionally one), by day, project and number. */
export async function tasksDueIn(tx: DbOrTx, viewer: ProjectViewer, window: { fromDay: string; toDay: string; projectId?: string }): Promise<DueTask[]> {
  const rows = await tx
    .select(dueColumns)
    .from(tasks)
    .innerJoin(projects, and(visibleProjectsCondition(tx, viewer), eq(projects.id, tasks.projectId), window.projectId ? eq(projects.id, window.projectId) : undefined))
    .innerJoin(projectEnums, eq(projectEnums.id, tasks.statusId))
    .where(inOrganization(tasks, viewer.organizationId, isNotNull(tasks.dueDate), gte(tasks.dueDate, window.fromDay), lt(tasks.dueDate, window.toDay)))
    .orderBy(asc(tasks.dueDate), asc(tasks.projectId), asc(tasks.number));
  return withDueDate(rows);
}

/** The viewer's own unfinished tasks with a due date, in projects they can still open, soonest first. */
export async function openTasksDueFor(tx: DbOrTx, viewer: ProjectViewer): Promise<DueTask[]> {
  const rows = await tx
    .select(dueColumns)
    .from(tasks)
    .innerJoin(projects, and(eq(projects.id, tasks.projectId), visibleProjectsCondition(tx, viewer)))
    .innerJoin(projectEnums, and(eq(projectEnums.id, tasks.statusId), isOpenStatus))
    .where(inOrganization(tasks, viewer.organizationId, eq(tasks.assigneeId, viewer.userId), isNotNull(tasks.dueDate)))
    .orderBy(asc(tasks.dueDate));
  return withDueDate(rows);
}
