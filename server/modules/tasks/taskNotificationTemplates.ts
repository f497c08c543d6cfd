import { taskKey } from '../../../domain/tasks/tasks';
import type { OrgActor } from '../../platform/auth/access';
import type { projects } from '../../platform/db/schema';
import { escapeHtml } from '../../platform/html';
import type { NewNotification } from '../notifications';
import type { TaskRow } from './tasks.presenter';

/**
 * The notifications a task sends, one function each. Every name, key, title and value is
 * escaped: the message is HTML the web shows as is.
 */

type ProjectRow = typeof projects.$inferSelect;
type TaskNotice = Pick<NewNotification, 'type' | 'subject' | 'message'>;

/** "<actor> <what> <key>: <title>", the one sentence every task notification is. */
function sentence(actor: OrgActor, project: ProjectRow, task: TaskRow, what: string): string {
  return `<p><strong>${escapeHtml(actor.name)}</strong> ${what} <strong>${escapeHtml(taskKey(project.key, task.number))}</strong>: ${escapeHtml(task.title)}</p>`;
}

export function taskAssigned(actor: OrgActor, project: ProjectRow, task: TaskRow): TaskNotice {
  return { type: 'taskAssigned', subject: `Assigned: ${taskKey(project.key, task.number)}`, message: sentence(actor, project, task, 'assigned you') };
}

export function taskDescriptionUpdated(actor: OrgActor, project: ProjectRow, task: TaskRow): TaskNotice {
  return {
    type: 'taskDescUpdated',
    subject: `Description updated: ${taskKey(project.key, task.number)}`,
    message: sentence(actor, project, task, 'updated the description of'),
  };
}

export function taskPriorityUpdated(actor: OrgActor, project: ProjectRow, task: TaskRow): TaskNotice {
  return {
    type: 'taskPrioUpdated',
    subject: `Priority ${task.priority}: ${taskKey(project.key, task.number)}`,
    message: sentence(actor, project, task, `set the priority to ${escapeHtml(task.priority)} on`),
  };
}

export function taskMention(actor: OrgActor, project: ProjectRow, task: TaskRow): TaskNotice {
  return { type: 'taskMention', subject: `Mentioned: ${taskKey(project.key, task.number)}`, message: sentence(actor, project, task, 'mentioned you on') };
}

/** A notice addressed: to the task's assignee unless told otherwise, linking to the task. */
export function addressed(actor: OrgActor, project: ProjectRow, task: TaskRow, notice: TaskNotice, userId = task.assigneeId!): NewNotification {
  return {
    organizationId: actor.organizationId,
    userId,
    ...notice,
    senderName: actor.name,
    metadata: { projectId: project.id, taskId: task.id },
  };
}
