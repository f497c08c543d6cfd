import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { SprintCounts } from '../../../domain/sprints/sprintPlanning';
import { SPRINT_MESSAGES } from '../../../domain/sprints/sprints';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { projectEnums, sprints, tasks } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { AppError, notFound } from '../../platform/http/errors';
import { isDoneStatus, projectFor } from '../projects';
import { presentSprint, type SprintRow } from './sprints.presenter';

/** The sprint queries the service's actions share. */

/** Statuses of the 'done' category in a project, as a subquery. */
export const doneStatusesOf = (tx: DbOrTx, projectId: string) =>
  tx
    .select({ id: projectEnums.id })
    .from(projectEnums)
    .where(and(eq(projectEnums.projectId, projectId), eq(projectEnums.kind, 'status'), eq(projectEnums.category, 'done')));

/** Task counts and points per sprint of a project in one grouped query. */
export async function countsFor(tx: DbOrTx, projectId: string, sprintIds?: string[]): Promise<Map<string, SprintCounts>> {
  if (sprintIds && sprintIds.length === 0) return new Map<string, SprintCounts>();
  const rows = await tx
    .select({
      sprintId: tasks.sprintId,
      taskCount: sql<number>`count(*)::int`.mapWith(Number),
      doneCount: sql<number>`(count(*) filter (where ${isDoneStatus}))::int`.mapWith(Number),
      points: sql<number>`coalesce(sum(${tasks.storyPoints}), 0)::int`.mapWith(Number),
      donePoints: sql<number>`coalesce(sum(${tasks.storyPoints}) filter (where ${isDoneStatus}), 0)::int`.mapWith(Number),
    })
    .from(tasks)
    .innerJoin(projectEnums, eq(projectEnums.id, tasks.statusId))
    .where(and(eq(tasks.projectId, projectId), sprintIds ? inArray(tasks.sprintId, sprintIds) : sql`${tasks.sprintId} is not null`))
    .groupBy(tasks.sprintId);
  return new Map(rows.map(({ sprintId, ...counts }) => [sprintId!, counts]));
}

/** Sprints with their task counts. */
export async function presentMany(tx: DbOrTx, projectId: string, rows: SprintRow[]) {
  const counts = await countsFor(
    tx,
    projectId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentSprint(row, counts.get(row.id)));
}

export async function presentOne(tx: DbOrTx, row: SprintRow) {
  const [presented] = await presentMany(tx, row.projectId, [row]);
  return presented!;
}

/** The sprint with its project, if the caller may see that project; otherwise "not found". */
export async function sprintFor(tx: DbOrTx, actor: OrgActor, sprintId: string, options: { lock?: boolean } = {}) {
  const byId = inOrganization(sprints, actor.organizationId, eq(sprints.id, sprintId));
  const [found] = await tx.select({ projectId: sprints.projectId }).from(sprints).where(byId).limit(1);
  if (!found) throw notFound(SPRINT_MESSAGES.notFound);
  const project = await projectFor(tx, actor, found.projectId, options).catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === 404 ? notFound(SPRINT_MESSAGES.notFound) : error;
  });
  // Read again once the project row is locked: sprint changes of a project run one at a time.
  const query = tx.select().from(sprints).where(byId).limit(1);
  const [sprint] = options.lock ? await query.for('update') : await query;
  if (!sprint) throw notFound(SPRINT_MESSAGES.notFound);
  return { sprint, project };
}

/** The sprint of that id in the project, if there is one. */
export async function sprintInProject(tx: DbOrTx, projectId: string, sprintId: string) {
  const [sprint] = await tx
    .select({ id: sprints.id, status: sprints.status })
    .from(sprints)
    .where(and(eq(sprints.projectId, projectId), eq(sprints.id, sprintId)))
    .limit(1);
  return sprint;
}

/** The project's running sprint row, if one runs (other than `except`). */
export async function activeRow(tx: DbOrTx, projectId: string, except?: string) {
  const [row] = await tx
    .select()
    .from(sprints)
    .where(and(eq(sprints.projectId, projectId), eq(sprints.status, 'active'), except ? ne(sprints.id, except) : undefined))
    .limit(1);
  return row;
}

/** Planned and active sprints in creation order, then completed ones, newest first. */
export async function sprintsInListOrder(tx: DbOrTx, projectId: string) {
  return tx
    .select()
    .from(sprints)
    .where(eq(sprints.projectId, projectId))
    .orderBy(
      asc(sql`${sprints.status} = 'completed'`),
      asc(sql`case when ${sprints.status} = 'completed' then null else ${sprints.createdAt} end`),
      desc(sprints.completedAt),
      desc(sprints.createdAt),
    );
}

export async function openSprints(tx: DbOrTx, projectId: string) {
  return tx
    .select()
    .from(sprints)
    .where(and(eq(sprints.projectId, projectId), ne(sprints.status, 'completed')))
    .orderBy(asc(sprints.createdAt));
}

/** The tasks of the open sprints and of the backlog, by rank, each with whether it is done. */
export async function plannedTasks(tx: DbOrTx, projectId: string, openIds: string[]) {
  return tx
    .select({ task: tasks, done: sql<boolean>`coalesce(${isDoneStatus}, false)` })
    .from(tasks)
    .innerJoin(projectEnums, eq(projectEnums.id, tasks.statusId))
    .where(and(eq(tasks.projectId, projectId), openIds.length ? or(isNull(tasks.sprintId), inArray(tasks.sprintId, openIds)) : isNull(tasks.sprintId)))
    .orderBy(asc(tasks.rank), asc(tasks.number));
}

