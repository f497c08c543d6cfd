import { and, asc, desc, eq, gt, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import { taskKey, type CommentBody, type Task, type TaskAddBody, type TaskListQuery, type TaskMoveBody, type TaskUpdateBody } from '../../../domain/tasks/tasks';
import type { OrgActor } from '../../platform/auth/access';
import type { Db, DbOrTx } from '../../platform/db/database';
import { projectEnums, projectMembers, projects, sprints, taskActivity, taskComments, tasks, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { escapeHtml, sanitizeRichText } from '../../platform/html';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { deliverNotifications, type NewNotification, recordNotifications } from '../notifications';
import { createProjectEvents, projectFor, takeTaskNumber } from '../projects';

type TaskRow = typeof tasks.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

export function presentTask(row: TaskRow, projectKey: string): Task {
  return {
    _id: row.id,
    key: taskKey(projectKey, row.number),
    projectId: row.projectId,
    title: row.title,
    description: row.description,
    type: row.type,
    priority: row.priority,
    status: row.statusId,
    epic: row.epicId,
    assignee: row.assigneeId,
    reporter: row.reporterId,
    sprintId: row.sprintId,
    storyPoints: row.storyPoints,
    dueDate: row.dueDate,
    rank: row.rank,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A history entry as the API gives it: ids in from/to (statuses, people, sprints), the actor by name. */
export function presentActivity(activity: typeof taskActivity.$inferSelect, actorName: string | null) {
  return {
    _id: activity.id,
    field: activity.field,
    from: activity.fromValue,
    to: activity.toValue,
    actor: activity.actorId ? { _id: activity.actorId, name: actorName ?? '' } : null,
    createdAt: activity.createdAt.toISOString(),
  };
}

/** Fields whose changes are kept in the task's history, with how a value is shown there. */
const TRACKED: (keyof TaskRow)[] = ['title', 'type', 'priority', 'statusId', 'epicId', 'assigneeId', 'sprintId', 'storyPoints', 'dueDate', 'description'];
const FIELD_NAMES: Partial<Record<keyof TaskRow, string>> = { statusId: 'status', epicId: 'epic', assigneeId: 'assignee', sprintId: 'sprint' };

/** Description saves by one person this close together are one edit in the history. */
const DESCRIPTION_SITTING_MS = 10 * 60_000;

export function createTasksService(deps: { db: Db; realtime?: Realtime }) {
  const { db, realtime } = deps;

  /** The task with its project, if the caller may see that project; otherwise "not found". */
  const taskFor = async (tx: DbOrTx, actor: OrgActor, taskId: string, lock = false) => {
    const query = tx.select().from(tasks).where(inOrganization(tasks, actor.organizationId, eq(tasks.id, taskId))).limit(1);
    const [task] = lock ? await query.for('update') : await query;
    if (!task) throw notFound('Task not found');
    const project = await projectFor(tx, actor, task.projectId).catch(() => {
      throw notFound('Task not found');
    });
    return { task, project };
  };

  /** Which of `userIds` can see the project (active members, owners, admins): projectAudience's rule, for a few given people. */
  const whoCanSee = async (tx: DbOrTx, project: ProjectRow, userIds: string[]) => {
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
  };

  /** Checks that every referenced id belongs to this project (or is a member of it). */
  const assertReferences = async (tx: DbOrTx, project: ProjectRow, refs: { status?: string; epic?: string | null; assignee?: string | null; sprintId?: string | null }) => {
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
  };

  /**
   * Whether this description change continues the actor's own edit of a moment ago (the
   * task's last history entry): then that entry's time moves on instead of a new one.
   */
  const continuesDescriptionEdit = async (tx: DbOrTx, actor: OrgActor, taskId: string) => {
    const [last] = await tx.select().from(taskActivity).where(eq(taskActivity.taskId, taskId)).orderBy(desc(taskActivity.createdAt)).limit(1);
    const continues = last?.field === 'description' && last.actorId === actor.userId && Date.now() - last.createdAt.getTime() < DESCRIPTION_SITTING_MS;
    if (continues) await tx.update(taskActivity).set({ createdAt: new Date() }).where(eq(taskActivity.id, last.id));
    return continues;
  };

  const statusOf = async (tx: DbOrTx, statusId: string) => (await tx.select().from(projectEnums).where(eq(projectEnums.id, statusId)).limit(1))[0];

  /** The rank after the last card of a column: a new or re-statused task goes to the bottom. */
  const bottomRank = async (tx: DbOrTx, projectId: string, statusId: string, exceptId?: string) => {
    const [last] = await tx
      .select({ rank: tasks.rank })
      .from(tasks)
      .where(and(eq(tasks.projectId, projectId), eq(tasks.statusId, statusId), exceptId ? ne(tasks.id, exceptId) : undefined))
      .orderBy(desc(tasks.rank))
      .limit(1);
    return generateKeyBetween(last?.rank ?? null, null);
  };

  const notification = (actor: OrgActor, project: ProjectRow, task: TaskRow, type: NewNotification['type'], subject: string, text: string): NewNotification => ({
    organizationId: actor.organizationId,
    userId: task.assigneeId!,
    type,
    subject,
    message: `<p><strong>${escapeHtml(actor.name)}</strong> ${text} <strong>${escapeHtml(taskKey(project.key, task.number))}</strong>: ${escapeHtml(task.title)}</p>`,
    senderName: actor.name,
    metadata: { projectId: project.id, taskId: task.id },
  });

  const projectEvents = createProjectEvents(db, realtime);
  const changed = (actor: OrgActor, projectId: string, taskIds: string[]) => projectEvents.tasksChanged(actor.organizationId, projectId, taskIds);

  return {
    taskFor,

    async add(actor: OrgActor, body: TaskAddBody) {
      const { task, project, notes } = await db.transaction(async (tx) => {
        const project = await projectFor(tx, actor, body.projectId, { lock: true });
        await assertReferences(tx, project, body);
        const statusId =
          body.status ??
          (await tx
            .select({ id: projectEnums.id })
            .from(projectEnums)
            .where(and(eq(projectEnums.projectId, project.id), eq(projectEnums.kind, 'status')))
            .orderBy(asc(projectEnums.position))
            .limit(1))[0]?.id;
        if (!statusId) throw badRequest('status: This project has no statuses');
        const status = await statusOf(tx, statusId);
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
            completedAt: status?.category === 'done' ? new Date() : null,
          })
          .returning();
        await tx.insert(taskActivity).values({ organizationId: actor.organizationId, taskId: task!.id, actorId: actor.userId, field: 'created', toValue: task!.title });
        const notes =
          task!.assigneeId && task!.assigneeId !== actor.userId
            ? await recordNotifications(tx, [notification(actor, project, task!, 'taskAssigned', `Assigned: ${taskKey(project.key, number)}`, 'assigned you')])
            : [];
        return { task: task!, project, notes };
      });
      deliverNotifications(realtime, notes);
      await changed(actor, project.id, [task.id]);
      return presentTask(task, project.key);
    },

    async update(actor: OrgActor, taskId: string, body: TaskUpdateBody) {
      const { updated, project, notes } = await db.transaction(async (tx) => {
        const { task, project } = await taskFor(tx, actor, taskId, true);
        await assertReferences(tx, project, body);
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
          next.completedAt = (await statusOf(tx, body.status))?.category === 'done' ? new Date() : null;
        }
        const changes = TRACKED.filter((field) => field in next && next[field] !== task[field]);
        if (changes.length === 0) return { updated: task, project, notes: [] };
        const [updated] = await tx
          .update(tasks)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(tasks.id, task.id))
          .returning();
        // The web saves a description while it is typed: one sitting is one entry and one notification.
        const logged = changes.includes('description') && (await continuesDescriptionEdit(tx, actor, task.id)) ? changes.filter((field) => field !== 'description') : changes;
        if (logged.length === 0) return { updated: updated!, project, notes: [] };
        await tx.insert(taskActivity).values(
          logged.map((field) => ({
            organizationId: actor.organizationId,
            taskId: task.id,
            actorId: actor.userId,
            field: FIELD_NAMES[field] ?? field,
            // Descriptions are long HTML: the history says that it changed, not what to.
            fromValue: field === 'description' ? null : (task[field] as string | number | null)?.toString() ?? null,
            toValue: field === 'description' ? null : (next[field] as string | number | null)?.toString() ?? null,
          })),
        );
        const pending: NewNotification[] = [];
        const key = taskKey(project.key, updated!.number);
        if (updated!.assigneeId && updated!.assigneeId !== actor.userId) {
          if (changes.includes('assigneeId')) pending.push(notification(actor, project, updated!, 'taskAssigned', `Assigned: ${key}`, 'assigned you'));
          else {
            if (logged.includes('description')) pending.push(notification(actor, project, updated!, 'taskDescUpdated', `Description updated: ${key}`, 'updated the description of'));
            if (changes.includes('priority'))
              pending.push(notification(actor, project, updated!, 'taskPrioUpdated', `Priority ${updated!.priority}: ${key}`, `set the priority to ${escapeHtml(updated!.priority)} on`));
          }
        }
        return { updated: updated!, project, notes: await recordNotifications(tx, pending) };
      });
      deliverNotifications(realtime, notes);
      await changed(actor, project.id, [updated.id]);
      return presentTask(updated, project.key);
    },

    /** A board drop: new status and a rank between the two neighbours, written as one row. */
    async move(actor: OrgActor, taskId: string, body: TaskMoveBody) {
      const { moved, project } = await db.transaction(async (tx) => {
        const { task, project } = await taskFor(tx, actor, taskId, true);
        await assertReferences(tx, project, { status: body.status });
        const neighbourIds = [body.beforeId, body.afterId].filter((v): v is string => !!v && v !== task.id);
        const neighbours = neighbourIds.length
          ? await tx.select({ id: tasks.id, rank: tasks.rank, statusId: tasks.statusId }).from(tasks).where(and(eq(tasks.projectId, project.id), inArray(tasks.id, neighbourIds)))
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
        const rank =
          before && after && before.rank >= after.rank
            ? await bottomRank(tx, project.id, body.status, task.id)
            : before
              ? generateKeyBetween(before.rank, await adjacentRank(tx, project.id, body.status, task.id, { after: before.rank }))
              : after
                ? generateKeyBetween(await adjacentRank(tx, project.id, body.status, task.id, { before: after.rank }), after.rank)
                : generateKeyBetween(null, await adjacentRank(tx, project.id, body.status, task.id, {}));
        const statusChanged = body.status !== task.statusId;
        const [moved] = await tx
          .update(tasks)
          .set({
            statusId: body.status,
            rank,
            updatedAt: new Date(),
            ...(statusChanged ? { completedAt: (await statusOf(tx, body.status))?.category === 'done' ? new Date() : null } : {}),
          })
          .where(eq(tasks.id, task.id))
          .returning();
        if (statusChanged) {
          await tx.insert(taskActivity).values({ organizationId: actor.organizationId, taskId: task.id, actorId: actor.userId, field: 'status', fromValue: task.statusId, toValue: body.status });
        }
        return { moved: moved!, project };
      });
      await changed(actor, project.id, [moved.id]);
      return presentTask(moved, project.key);
    },

    async get(actor: OrgActor, taskId: string) {
      const { task, project } = await taskFor(db, actor, taskId);
      return presentTask(task, project.key);
    },

    async list(actor: OrgActor, query: TaskListQuery) {
      const project = await projectFor(db, actor, query.projectId);
      const text = query.text?.trim();
      const rows = await db
        .select()
        .from(tasks)
        .where(
          and(
            eq(tasks.projectId, project.id),
            query.assignee === 'unassigned' ? isNull(tasks.assigneeId) : query.assignee ? eq(tasks.assigneeId, query.assignee) : undefined,
            query.type ? eq(tasks.type, query.type) : undefined,
            query.priority ? eq(tasks.priority, query.priority) : undefined,
            query.epic ? eq(tasks.epicId, query.epic) : undefined,
            query.status ? eq(tasks.statusId, query.status) : undefined,
            query.sprintId === 'backlog' ? isNull(tasks.sprintId) : query.sprintId ? eq(tasks.sprintId, query.sprintId) : undefined,
            text ? or(ilike(tasks.title, `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`), sql`${project.key} || '-' || ${tasks.number} = upper(${text})`) : undefined,
          ),
        )
        .orderBy(asc(tasks.number));
      return rows.map((row) => presentTask(row, project.key));
    },

    /** The board: statuses in order and the tasks of the active sprint, or every open task when none runs. */
    async board(actor: OrgActor, projectId: string) {
      const project = await projectFor(db, actor, projectId);
      const [statuses, [active]] = await Promise.all([
        db
          .select({ _id: projectEnums.id, name: projectEnums.name, color: projectEnums.color, category: projectEnums.category, position: projectEnums.position })
          .from(projectEnums)
          .where(and(eq(projectEnums.projectId, project.id), eq(projectEnums.kind, 'status')))
          .orderBy(asc(projectEnums.position)),
        db.select().from(sprints).where(and(eq(sprints.projectId, project.id), eq(sprints.status, 'active'))).limit(1),
      ]);
      const completedSprints = db.select({ id: sprints.id }).from(sprints).where(and(eq(sprints.projectId, project.id), eq(sprints.status, 'completed')));
      const rows = await db
        .select()
        .from(tasks)
        .where(
          and(
            eq(tasks.projectId, project.id),
            active ? eq(tasks.sprintId, active.id) : or(isNull(tasks.sprintId), sql`${tasks.sprintId} not in ${completedSprints}`),
          ),
        )
        .orderBy(asc(tasks.rank));
      return {
        activeSprint: active ? { _id: active.id, name: active.name, goal: active.goal, startDate: active.startDate?.toISOString() ?? null, endDate: active.endDate?.toISOString() ?? null } : null,
        statuses,
        tasks: rows.map((row) => presentTask(row, project.key)),
      };
    },

    async remove(actor: OrgActor, taskId: string) {
      const { task, project } = await db.transaction(async (tx) => {
        const found = await taskFor(tx, actor, taskId, true);
        await tx.delete(tasks).where(eq(tasks.id, found.task.id));
        return found;
      });
      await changed(actor, project.id, [task.id]);
    },

    async comments(actor: OrgActor, taskId: string) {
      const { task } = await taskFor(db, actor, taskId);
      const rows = await db
        .select({ comment: taskComments, authorName: users.name })
        .from(taskComments)
        .leftJoin(users, eq(users.id, taskComments.authorId))
        .where(eq(taskComments.taskId, task.id))
        .orderBy(asc(taskComments.createdAt));
      return rows.map(({ comment, authorName }) => ({
        _id: comment.id,
        body: comment.body,
        author: comment.authorId ? { _id: comment.authorId, name: authorName ?? '' } : null,
        createdAt: comment.createdAt.toISOString(),
      }));
    },

    async addComment(actor: OrgActor, taskId: string, body: CommentBody) {
      const { project, notes } = await db.transaction(async (tx) => {
        const { task, project } = await taskFor(tx, actor, taskId);
        const safe = sanitizeRichText(body.body);
        // A comment of nothing but removed markup (a lone <script>) would be stored empty.
        if (!safe.replace(/<[^>]*>|&nbsp;|\s/g, '')) throw badRequest('body: Comment is required');
        await tx.insert(taskComments).values({ organizationId: actor.organizationId, taskId: task.id, authorId: actor.userId, body: safe });
        // Only people who can see the task hear of it; an id of anyone else is dropped, never an error that tells who exists.
        const mentioned = (await whoCanSee(tx, project, body.mentions)).filter((userId) => userId !== actor.userId);
        const key = taskKey(project.key, task.number);
        const pending = mentioned.map((userId) => ({ ...notification(actor, project, task, 'taskMention', `Mentioned: ${key}`, 'mentioned you on'), userId }));
        return { project, notes: await recordNotifications(tx, pending) };
      });
      deliverNotifications(realtime, notes);
      await changed(actor, project.id, [taskId]);
      return this.comments(actor, taskId);
    },

    async activity(actor: OrgActor, taskId: string) {
      const { task } = await taskFor(db, actor, taskId);
      const rows = await db
        .select({ activity: taskActivity, actorName: users.name })
        .from(taskActivity)
        .leftJoin(users, eq(users.id, taskActivity.actorId))
        .where(eq(taskActivity.taskId, task.id))
        .orderBy(asc(taskActivity.createdAt));
      return rows.map(({ activity, actorName }) => presentActivity(activity, actorName));
    },

  };

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
}

export type TasksService = ReturnType<typeof createTasksService>;
