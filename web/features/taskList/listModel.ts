import { PRIORITY_RANK } from '../tasks/taskMeta';
import type { TaskCard } from '../tasks/types';

export type SortKey = 'key' | 'title' | 'status' | 'assignee' | 'priority' | 'points' | 'due' | 'updated';
export interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

export const DEFAULT_SORT: Sort = { key: 'key', direction: 'desc' };

interface SortContext {
  statusPosition: (statusId: string) => number;
  personName: (id: string | null) => string | null;
}

/** One collator for every comparison: localeCompare with options builds a new one per call (slow on 5,000 rows). */
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const keyNumber = (task: TaskCard) => Number(task.key.slice(task.key.lastIndexOf('-') + 1));

/** Empty values (no assignee, no points, no due date) always sort last, whichever the direction. */
function compareNullable<T>(a: T | null, b: T | null, compare: (x: T, y: T) => number, sign: number): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return compare(a, b) * sign;
}

/** A sorted copy; ties fall back to the key, newest first, so the order is stable. */
export function sortTasks(tasks: TaskCard[], sort: Sort, context: SortContext): TaskCard[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byString = collator.compare;
  const byNumber = (x: number, y: number) => x - y;
  const compare = (a: TaskCard, b: TaskCard): number => {
    switch (sort.key) {
      case 'key':
        return (keyNumber(a) - keyNumber(b)) * sign;
      case 'title':
        return byString(a.title, b.title) * sign;
      case 'status':
        return (context.statusPosition(a.status) - context.statusPosition(b.status)) * sign;
      case 'assignee':
        return compareNullable(context.personName(a.assignee), context.personName(b.assignee), byString, sign);
      case 'priority':
        return (PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority]) * sign;
      case 'points':
        return compareNullable(a.storyPoints, b.storyPoints, byNumber, sign);
      case 'due':
        return compareNullable(a.dueDate, b.dueDate, byString, sign);
      case 'updated':
        return byString(a.updatedAt, b.updatedAt) * sign;
    }
  };
  return tasks.slice().sort((a, b) => compare(a, b) || keyNumber(b) - keyNumber(a));
}

/** Clicking a sorted column flips it; another column starts in its natural direction. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'updated' || key === 'key' || key === 'points' ? 'desc' : 'asc' };
}
