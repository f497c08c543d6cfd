import type { CommentBody, TaskAddBody, TaskListQuery, TaskMoveBody, TaskUpdateBody } from '../../../domain/tasks/tasks';
import type { OrgActor } from '../../platform/auth/access';
import type { Db } from '../../platform/db/database';
import type { Realtime } from '../../platform/realtime/realtime';
import { createProjectEvents } from '../projects';
import { add, addComment, move, remove, update, type TaskChangeContext } from './taskChanges';
import { activity, board, comments, get, getByKey, list } from './taskReads';
import type { CompletionChanged } from './taskMoves';
import { taskFor } from './taskStore';

export function createTasksService(deps: { db: Db; realtime?: Realtime; onCompletionChanged?: CompletionChanged }) {
  const { db, realtime } = deps;
  const projectEvents = createProjectEvents(db, realtime);
  const ctx: TaskChangeContext = {
    db,
    realtime,
    onCompletionChanged: deps.onCompletionChanged,
    changed: (actor: OrgActor, projectId: string, taskIds: string[]) => projectEvents.tasksChanged(actor, projectId, taskIds),
  };

  return {
    taskFor,
    add: (actor: OrgActor, body: TaskAddBody) => add(ctx, actor, body),
    update: (actor: OrgActor, taskId: string, body: TaskUpdateBody) => update(ctx, actor, taskId, body),
    move: (actor: OrgActor, taskId: string, body: TaskMoveBody) => move(ctx, actor, taskId, body),
    get: (actor: OrgActor, taskId: string) => get(db, actor, taskId),
    getByKey: (actor: OrgActor, key: string) => getByKey(db, actor, key),
    list: (actor: OrgActor, query: TaskListQuery) => list(db, actor, query),
    board: (actor: OrgActor, projectId: string) => board(db, actor, projectId),
    remove: (actor: OrgActor, taskId: string) => remove(ctx, actor, taskId),
    comments: (actor: OrgActor, taskId: string) => comments(db, actor, taskId),
    addComment: (actor: OrgActor, taskId: string, body: CommentBody) => addComment(ctx, actor, taskId, body),
    activity: (actor: OrgActor, taskId: string) => activity(db, actor, taskId),
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
