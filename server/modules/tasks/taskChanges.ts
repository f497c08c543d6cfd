import { eq } from 'drizzle-orm';
import type { CommentBody, TaskAddBody, TaskMoveBody, TaskUpdateBody } from '../../../domain/tasks/tasks';
import type { OrgActor } from '../../platform/auth/access';
import type { Db, DbOrTx } from '../../platform/db/database';
import { projects, taskActivity, taskComments, tasks } from '../../platform/db/schema';
import { sanitizeRichText } from '../../platform/html';
import { badRequest } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { deliverNotifications, type NewNotification, recordNotifications } from '../notifications';
import { projectFor, takeTaskNumber } from '../projects';
import { historyEntries, trackedChanges } from './taskHistory';
import type { CompletionChanged } from './taskMoves';
import { addressed, taskAssigned, taskDescriptionUpdated, taskMention, taskPriorityUpdated } from './taskNotificationTemplates';
import { comments } from './taskReads';
import { presentTask, type TaskRow } from './tasks.presenter';
import { assertReferences, bottomRank, completedAtFor, continuesDescriptionEdit, dropRank, firstStatusId, taskFor, whoCanSee } from './taskStore';

/** Adding, editing, moving, removing and commenting on tasks: history written, people notified, open views refreshed. */

export interface TaskChangeContext {
  db: Db;
  realtime?: Realtime;
  /** Open boards, backlogs and summaries of the project refetch. */
  changed(actor: OrgActor, projectId: string, taskIds: string[]): Promise<void>;
  onCompletionChanged?: CompletionChanged;
}

/** Done-ness changed, or who did it or what it was worth changed while it stays done. */
function completionChanged(before: Pick<TaskRow, 'completedAt' | 'assigneeId' | 'storyPoints'> | null, after: TaskRow): boolean {
  if (!before) return after.completedAt !== null;
  if ((before.completedAt === null) !== (after.completedAt === null)) return true;
  return after.completedAt !== null && (before.assigneeId !== after.assigneeId || before.storyPoints !== after.storyPoints);
}

type ProjectRow = typeof projects.$inferSelect;

/** The columns an edit sets; a new status also puts the card at the bottom of its column. */
async function editOf(tx: DbOrTx, project: ProjectRow, task: TaskRow, body: TaskUpdateBody): Promise<Partial<TaskRow>> {
  const next: Partial<TaskRow> = {};
  if (body.title !== undefined) next.title = body.title;
  if (body.description !== undefined) next.description = sanitizeRichText(body.description);
  if (body.type !== undefined) next.type = body.type;
  if (body.priority !== undefined) next.priority = body.priority;
  if (body.epic !== undefined) next.epicId = body.epic;
  if (body.assignee !== undefined) next.assigneeId = body.assignee;
  if (body.sprintId !== undefined) next.sprintId = body.sprintId;
  if (body.storyPoints !== undefined) next.storyPoints = body.storyPoints;
  if (body.dueDate !== undefined) next.dueDate = body.dueDate;
  if (body.status !== undefined && body.status !== task.statusId) {
    next.statusId = body.status;
    next.rank = await bottomRank(tx, project.id, body.status, task.id);
    next.completedAt = await completedAtFor(tx, body.status);
  }
  return next;
}

/** What the assignee hears of an edit by someone else: the new assignment, or else the description and priority. */
function updateNotices(actor: OrgActor, project: ProjectRow, updated: TaskRow, changes: (keyof TaskRow)[], logged: (keyof TaskRow)[]): NewNotification[] {
  if (!updated.assigneeId || updated.assigneeId === actor.userId) return [];
  if (changes.includes('assigneeId')) return [addressed(actor, project, updated, taskAssigned(actor, project, updated))];
  const pending: NewNotification[] = [];
  if (logged.includes('description')) pending.push(addressed(actor, project, updated, taskDescriptionUpdated(actor, project, updated)));
  if (changes.includes('priority')) pending.push(addressed(actor, project, updated, taskPriorityUpdated(actor, project, updated)));
  return pending;
}

export async function add(ctx: TaskChangeContext, actor: OrgActor, body: TaskAddBody) {
  const { task, project, notes } = await ctx.db.transaction(async (tx) => {
    const project = await projectFor(tx, actor, body.projectId, { lock: true });
    await assertReferences(tx, project, body);
    const statusId = body.status ?? (await firstStatusId(tx, project.id));
    if (!statusId) throw badRequest('status: This project has no statuses');
    const completedAt = await completedAtFor(tx, statusId);
    const number = await takeTaskNumber(tx, project);
    const [task] = await tx
      .insert(tasks)
      .values({
        organizationId: actor.organizationId,
        projectId: project.id,
        number,
        title: body.title,
        description: sanitizeRichText(body.description ?? ''),
        type: body.type ?? 'Task',
        priority: body.priority ?? 'None',
        statusId,
        epicId: body.epic ?? null,
        assigneeId: body.assignee ?? null,
        reporterId: actor.userId,
        sprintId: body.sprintId ?? null,
        storyPoints: body.storyPoints ?? null,
        dueDate: body.dueDate ?? null,
        rank: await bottomRank(tx, project.id, statusId),
        completedAt,
      })
      .returning();
    await tx.insert(taskActivity).values({ organizationId: actor.organizationId, taskId: task!.id, actorId: actor.userId, field: 'created', toValue: task!.title });
    if (completionChanged(null, task!)) await ctx.onCompletionChanged?.(tx, actor.organizationId, [task!.id]);
    const notes =
      task!.assigneeId && task!.assigneeId !== actor.userId ? await recordNotifications(tx, [addressed(actor, project, task!, taskAssigned(actor, project, task!))]) : [];
    return { task: task!, project, notes };
  });
  deliverNotifications(ctx.realtime, notes);
  await ctx.changed(actor, project.id, [task.id]);
  return presentTask(task, project.key);
}

export async function update(ctx: TaskChangeContext, actor: OrgActor, taskId: string, body: TaskUpdateBody) {
  const { updated, project, notes } = await ctx.db.transaction(async (tx) => {
    const { task, project } = await taskFor(tx, actor, taskId, true);
    await assertReferences(tx, project, body);
    const next = await editOf(tx, project, task, body);
    const changes = trackedChanges(task, next);
    if (changes.length === 0) return { updated: task, project, notes: [] };
    const [updated] = await tx
      .update(tasks)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(tasks.id, task.id))
      .returning();
    if (completionChanged(task, updated!)) await ctx.onCompletionChanged?.(tx, actor.organizationId, [task.id]);
    // The web saves a description while it is typed: one sitting is one entry and one notification.
    const logged = changes.includes('description') && (await continuesDescriptionEdit(tx, actor, task.id)) ? changes.filter((field) => field !== 'description') : changes;
    if (logged.length === 0) return { updated: updated!, project, notes: [] };
    await tx.insert(taskActivity).values(historyEntries(actor, task, next, logged));
    return { updated: updated!, project, notes: await recordNotifications(tx, updateNotices(actor, project, updated!, changes, logged)) };
  });
  deliverNotifications(ctx.realtime, notes);
  await ctx.changed(actor, project.id, [updated.id]);
  return presentTask(updated, project.key);
}

/** A board drop: new status and a rank between the two neighbours, written as one row. */
export async function move(ctx: TaskChangeContext, actor: OrgActor, taskId: string, body: TaskMoveBody) {
  const { moved, project } = await ctx.db.transaction(async (tx) => {
    const { task, project } = await taskFor(tx, actor, taskId, true);
    await assertReferences(tx, project, { status: body.status });
    const rank = await dropRank(tx, project.id, task, body);
    const statusChanged = body.status !== task.statusId;
    const [moved] = await tx
      .update(tasks)
      .set({ statusId: body.status, rank, updatedAt: new Date(), ...(statusChanged ? { completedAt: await completedAtFor(tx, body.status) } : {}) })
      .where(eq(tasks.id, task.id))
      .returning();
    if (completionChanged(task, moved!)) await ctx.onCompletionChanged?.(tx, actor.organizationId, [task.id]);
    if (statusChanged) {
      await tx.insert(taskActivity).values({ organizationId: actor.organizationId, taskId: task.id, actorId: actor.userId, field: 'status', fromValue: task.statusId, toValue: body.status });
    }
    return { moved: moved!, project };
  });
  await ctx.changed(actor, project.id, [moved.id]);
  return presentTask(moved, project.key);
}

export async function remove(ctx: TaskChangeContext, actor: OrgActor, taskId: string) {
  const { task, project } = await ctx.db.transaction(async (tx) => {
    const found = await taskFor(tx, actor, taskId, true);
    await tx.delete(tasks).where(eq(tasks.id, found.task.id));
    return found;
  });
  await ctx.changed(actor, project.id, [task.id]);
}

export async function addComment(ctx: TaskChangeContext, actor: OrgActor, taskId: string, body: CommentBody) {
  const { project, notes } = await ctx.db.transaction(async (tx) => {
    const { task, project } = await taskFor(tx, actor, taskId);
    const safe = sanitizeRichText(body.body);
    // A comment of nothing but removed markup (a lone <script>) would be stored empty.
    if (!safe.replace(/<[^>]*>|&nbsp;|\s/g, '')) throw badRequest('body: Comment is required');
    await tx.insert(taskComments).values({ organizationId: actor.organizationId, taskId: task.id, authorId: actor.userId, body: safe });
    // Only people who can see the task hear of it; an id of anyone else is dropped, never an error that tells who exists.
    const mentioned = (await whoCanSee(tx, project, body.mentions)).filter((userId) => userId !== actor.userId);
    const pending = mentioned.map((userId) => addressed(actor, project, task, taskMention(actor, project, task), userId));
    return { project, notes: await recordNotifications(tx, pending) };
  });
  deliverNotifications(ctx.realtime, notes);
  await ctx.changed(actor, project.id, [taskId]);
  return comments(ctx.db, actor, taskId);
}
