import { taskKey, type Task, type TaskCard } from '../../../domain/tasks/tasks';
import type { sprints, taskActivity, taskComments, tasks } from '../../platform/db/schema';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskCardRow = Omit<TaskRow, 'description'>;

export function presentTask(row: TaskRow, projectKey: string): Task {
  return { ...presentTaskCard(row, projectKey), description: row.description };
}

/** The board's and the list's copy of a task: no description (the panel fetches it), so a large project's answer stays small. */
export function presentTaskCard(row: TaskCardRow, projectKey: string): TaskCard {
  return {
    _id: row.id,
    key: taskKey(projectKey, row.number),
    projectId: row.projectId,
    title: row.title,
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

export function presentComment(comment: typeof taskComments.$inferSelect, authorName: string | null) {
  return {
    _id: comment.id,
    body: comment.body,
    author: comment.authorId ? { _id: comment.authorId, name: authorName ?? '' } : null,
    createdAt: comment.createdAt.toISOString(),
  };
}

/** The board's header: the running sprint, without its counts. */
export function presentBoardSprint(active: typeof sprints.$inferSelect | undefined) {
  return active
    ? { _id: active.id, name: active.name, goal: active.goal, startDate: active.startDate?.toISOString() ?? null, endDate: active.endDate?.toISOString() ?? null }
    : null;
}
