import { and, asc, desc, eq, getTableColumns, gt, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import type { TaskListQuery, TaskMoveBody } from '../../../domain/tasks/tasks';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { projectEnums, projectMembers, type projects, sprints, taskActivity, tasks, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { badRequest, notFound } from '../../platform/http/errors';
import { projectFor } from '../projects';
import type { TaskRow } from './tasks.presenter';

/** The task queries the service's actions share. */

type ProjectRow = typeof projects.$inferSelect;

/** Description saves by one person this close together are one edit in the history. */
const DESCRIPTION_SITTING_MS = 10 * 60_000;

/** The task with its project, if the caller may see that project; otherwise "not found". */
export async function taskFor(tx: DbOrTx, actor: OrgActor, taskId: string, lock = false) {
  const query = tx.select().from(tasks).where(inOrganization(tasks, actor.organizationId, eq(tasks.id, taskId))).limit(1);
  const [task] = lock ? await query.for('update') : await query;
  if (!task) throw notFound('Task not found');
  const project = await projectFor(tx, actor, task.projectId).catch(() => {
    throw notFound('Task not found');
  });
  return { task, project };
}

/** Which of `userIds` can see the project (active members, owners, admins): projectAudience's rule, for a few given people. */
export async function whoCanSee(tx: DbOrTx, project: ProjectRow, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .leftJoin(projectMembers, and(eq(projectMembers.userId, users.id), eq(projectMembers.projectId, project.id)))
    .where(
      and(
        inArray(users.id, userIds),
        eq(users.organizationId, project.organizationId),
        eq(users.status, 'active'),
        or(sql`${projectMembers.userId} is not null`, inArray(users.role, ['owner', 'admin'])),
      ),
    );
  return rows.map((row) => row.id);
}

/** Checks that every referenced id belongs to this project (or is a member of it). */
export async function assertReferences(
  tx: DbOrTx,
  project: ProjectRow,
  refs: { status?: string; epic?: string | null; assignee?: string | null; sprintId?: string | null },
): Promise<void> {
  const enumIds = [refs.status, refs.epic].filter((v): v is string => !!v);
  if (enumIds.length) {
    const found = await tx.select().from(projectEnums).where(and(eq(projectEnums.projectId, project.id), inArray(projectEnums.id, enumIds)));
    if (refs.status && !found.some((row) => row.id === refs.status && row.kind === 'status')) throw badRequest('status: Choose a status of this project');
    if (refs.epic && !found.some((row) => row.id === refs.epic && row.kind === 'epic')) throw badRequest('epic: Choose an epic of this project');
  }
  if (refs.assignee && (await whoCanSee(tx, project, [refs.assignee])).length === 0) {
    throw badRequest('assignee: The assignee must be a member of this project');
  }
  if (refs.sprintId) {
    const [sprint] = await tx.select().from(sprints).where(and(eq(sprints.projectId, project.id), eq(sprints.id, refs.sprintId))).limit(1);
    if (!sprint) throw badRequest('sprintId: Choose a sprint of this project');
    if (sprint.status === 'completed') throw badRequest('sprintId: This sprint is completed');
  }
}

/**
 * Whether this description change continues the actor's own edit of a moment ago (the
 * task's last history entry): then that entry's time moves on instead of a new one.
 */
export async function continuesDescriptionEdit(tx: DbOrTx, actor: OrgActor, taskId: string): Promise<boolean> {
  const [last] = await tx.select().from(taskActivity).where(eq(taskActivity.taskId, taskId)).orderBy(desc(taskActivity.createdAt)).limit(1);
  const continues = last?.field === 'description' && last.actorId === actor.userId && Date.now() - last.createdAt.getTime() < DESCRIPTION_SITTING_MS;
  if (continues) await tx.update(taskActivity).set({ createdAt: new Date() }).where(eq(taskActivity.id, last.id));
  return continues;
}

/** When a task entering this status was completed: now for a done-category status, otherwise never. */
export async function completedAtFor(tx: DbOrTx, statusId: string): Promise<Date | null> {
  const [status] = await tx.select().from(projectEnums).where(eq(projectEnums.id, statusId)).limit(1);
  return status?.category === 'done' ? new Date() : null;
}

/** The project's first status: where a task goes when none is chosen. */
export async function firstStatusId(tx: DbOrTx, projectId: string): Promise<string | undefined> {
  const [first] = await tx
    .select({ id: projectEnums.id })
    .from(projectEnums)
    .where(and(eq(projectEnums.projectId, projectId), eq(projectEnums.kind, 'status')))
    .orderBy(asc(projectEnums.position))
    .limit(1);
  return first?.id;
}

/** The rank after the last card of a column: a new or re-statused task goes to the bottom. */
export async function bottomRank(tx: DbOrTx, projectId: string, statusId: string, exceptId?: string): Promise<string> {
  const [last] = await tx
    .select({ rank: tasks.rank })
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), eq(tasks.statusId, statusId), exceptId ? ne(tasks.id, exceptId) : undefined))
    .orderBy(desc(tasks.rank))
    .limit(1);
  return generateKeyBetween(last?.rank ?? null, null);
}

/** The rank of the card just below `after`, just above `before`, or at the top of the column (the moving card aside). */
async function adjacentRank(tx: DbOrTx, projectId: string, statusId: string, exceptId: string, bound: { after?: string; before?: string }): Promise<string | null> {
  const [next] = await tx
    .select({ rank: tasks.rank })
    .from(tasks)
    .where(
      and(
        eq(tasks.projectId, projectId),
        eq(tasks.statusId, statusId),
        ne(tasks.id, exceptId),
        bound.after !== undefined ? gt(tasks.rank, bound.after) : undefined,
        bound.before !== undefined ? lt(tasks.rank, bound.before) : undefined,
      ),
    )
    .orderBy(bound.before !== undefined ? desc(tasks.rank) : asc(tasks.rank))
    .limit(1);
  return next?.rank ?? null;
}

/** The rank of a card dropped between `beforeId` and `afterId` of a column; both must be tasks of the project. */
export async function dropRank(tx: DbOrTx, projectId: string, task: TaskRow, body: TaskMoveBody): Promise<string> {
  const neighbourIds = [body.beforeId, body.afterId].filter((v): v is string => !!v && v !== task.id);
  const neighbours = neighbourIds.length
    ? await tx.select({ id: tasks.id, rank: tasks.rank, statusId: tasks.statusId }).from(tasks).where(and(eq(tasks.projectId, projectId), inArray(tasks.id, neighbourIds)))
    : [];
  const before = neighbours.find((n) => n.id === body.beforeId && n.statusId === body.status);
  const after = neighbours.find((n) => n.id === body.afterId && n.statusId === body.status);
  if (neighbours.length !== neighbourIds.length) {
    const unknown = body.beforeId && body.beforeId !== task.id && !neighbours.some((n) => n.id === body.beforeId) ? 'beforeId' : 'afterId';
    throw badRequest(`${unknown}: Neighbouring tasks must be tasks of this project`);
  }
  // Neighbours seen in a stale board may be out of order: then the card goes to the column's end.
  // Otherwise the card goes right below `before` (or right above `after`), between the column's real
  // neighbours, so a card the client did not see in that gap never ends up with the same rank.
  if (before && after && before.rank >= after.rank) return bottomRank(tx, projectId, body.status, task.id);
  if (before) return generateKeyBetween(before.rank, await adjacentRank(tx, projectId, body.status, task.id, { after: before.rank }));
  if (after) return generateKeyBetween(await adjacentRank(tx, projectId, body.status, task.id, { before: after.rank }), after.rank);
  return generateKeyBetween(null, await adjacentRank(tx, projectId, body.status, task.id, {}));
}

/** The task list's filters as one condition. */
export function listFilter(project: ProjectRow, query: TaskListQuery) {
  const text = query.text?.trim();
  return and(
    eq(tasks.projectId, project.id),
    query.assignee === 'unassigned' ? isNull(tasks.assigneeId) : query.assignee ? eq(tasks.assigneeId, query.assignee) : undefined,
    query.type ? eq(tasks.type, query.type) : undefined,
    query.priority ? eq(tasks.priority, query.priority) : undefined,
    query.epic ? eq(tasks.epicId, query.epic) : undefined,
    query.status ? eq(tasks.statusId, query.status) : undefined,
    query.sprintId === 'backlog' ? isNull(tasks.sprintId) : query.sprintId ? eq(tasks.sprintId, query.sprintId) : undefined,
    text ? or(ilike(tasks.title, `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`), sql`${project.key} || '-' || ${tasks.number} = upper(${text})`) : undefined,
  );
}

/** Every column a board card or a list row needs: the description stays in the database until the panel asks. */
export const { description: _description, ...taskCardColumns } = getTableColumns(tasks);

