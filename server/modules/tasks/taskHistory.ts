import type { OrgActor } from '../../platform/auth/access';
import type { taskActivity } from '../../platform/db/schema';
import type { TaskRow } from './tasks.presenter';

/** Fields whose changes are kept in the task's history, with how a value is shown there. */
const TRACKED: (keyof TaskRow)[] = ['title', 'type', 'priority', 'statusId', 'epicId', 'assigneeId', 'sprintId', 'storyPoints', 'dueDate', 'description'];
const FIELD_NAMES: Partial<Record<keyof TaskRow, string>> = { statusId: 'status', epicId: 'epic', assigneeId: 'assignee', sprintId: 'sprint' };

/** The tracked fields an edit really changes. */
export function trackedChanges(task: TaskRow, next: Partial<TaskRow>): (keyof TaskRow)[] {
  return TRACKED.filter((field) => field in next && next[field] !== task[field]);
}

const shown = (value: unknown) => (value as string | number | null)?.toString() ?? null;

/** One history entry per field, from the old value to the new. */
export function historyEntries(actor: OrgActor, task: TaskRow, next: Partial<TaskRow>, fields: (keyof TaskRow)[]): (typeof taskActivity.$inferInsert)[] {
  return fields.map((field) => ({
    organizationId: actor.organizationId,
    taskId: task.id,
    actorId: actor.userId,
    field: FIELD_NAMES[field] ?? field,
    // Descriptions are long HTML: the history says that it changed, not what to.
    fromValue: field === 'description' ? null : shown(task[field]),
    toValue: field === 'description' ? null : shown(next[field]),
  }));
}
