import type { TaskActivity } from './types';

/** Turns the ids in a history entry into names. Unknown ids read as something sensible, never as a uuid. */
export interface ActivityNames {
  status: (id: string) => string | undefined;
  person: (id: string) => string | undefined;
  sprint: (id: string) => string | undefined;
  epic: (id: string) => string | undefined;
}

const quote = (value: string | null) => `“${value ?? ''}”`;

/** "changed the status from To Do to In Progress": the sentence after the actor's name. */
export function activityText(entry: TaskActivity, names: ActivityNames): string {
  const { field, from, to } = entry;
  switch (field) {
    case 'created':
      return 'created the task';
    case 'title':
      return `renamed the task from ${quote(from)} to ${quote(to)}`;
    case 'description':
      return 'updated the description';
    case 'status':
      return `changed the status from ${from ? (names.status(from) ?? 'a deleted status') : 'none'} to ${to ? (names.status(to) ?? 'a deleted status') : 'none'}`;
    case 'assignee': {
      const name = (id: string) => names.person(id) ?? 'a former member';
      if (!from && to) return `assigned the task to ${name(to)}`;
      if (from && !to) return `unassigned ${name(from)}`;
      return `changed the assignee from ${name(from ?? '')} to ${name(to ?? '')}`;
    }
    case 'priority':
      return `changed the priority from ${from ?? 'None'} to ${to ?? 'None'}`;
    case 'type':
      return `changed the type from ${from ?? '–'} to ${to ?? '–'}`;
    case 'sprint': {
      const name = (id: string) => names.sprint(id) ?? 'a deleted sprint';
      if (!to) return from ? `moved the task from ${name(from)} to the backlog` : 'moved the task to the backlog';
      return from ? `moved the task from ${name(from)} to ${name(to)}` : `moved the task from the backlog to ${name(to)}`;
    }
    case 'epic': {
      const name = (id: string) => names.epic(id) ?? 'a deleted epic';
      if (!to) return from ? `removed the epic ${name(from)}` : 'removed the epic';
      return from ? `changed the epic from ${name(from)} to ${name(to)}` : `set the epic to ${name(to)}`;
    }
    case 'storyPoints':
      if (to === null) return 'removed the story points';
      return from === null ? `set the story points to ${to}` : `changed the story points from ${from} to ${to}`;
    case 'dueDate':
      if (to === null) return 'removed the due date';
      return from === null ? `set the due date to ${to}` : `changed the due date from ${from} to ${to}`;
    default:
      return `changed ${field} from ${from ?? 'nothing'} to ${to ?? 'nothing'}`;
  }
}
