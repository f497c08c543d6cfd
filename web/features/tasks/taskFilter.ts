import type { TaskCard } from './types';

/** Special values in the multi-choice filters. */
export const UNASSIGNED_FILTER = 'unassigned';
export const NO_EPIC_FILTER = 'none';
export const BACKLOG_FILTER = 'backlog';

/** The filters the board and the list share. An empty choice list means "any". */
export interface TaskFilter {
  text: string;
  assignees: string[];
  types: string[];
  priorities: string[];
  statuses: string[];
  epics: string[];
  sprints: string[];
  /** Updated in the last 24 hours. */
  recent: boolean;
}

export const EMPTY_FILTER: TaskFilter = { text: '', assignees: [], types: [], priorities: [], statuses: [], epics: [], sprints: [], recent: false };

export function isFiltering(filter: TaskFilter): boolean {
  return (
    filter.text.trim() !== '' ||
    filter.recent ||
    [filter.assignees, filter.types, filter.priorities, filter.statuses, filter.epics, filter.sprints].some((list) => list.length > 0)
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Builds the test once per filter change, so checking 5,000 tasks is a few cheap
 * comparisons each. Text matches the title, or the key ("WEB-42", "web-4", "42").
 */
export function taskMatcher(filter: TaskFilter, now = Date.now()): (task: TaskCard) => boolean {
  const text = filter.text.trim().toLowerCase();
  const sets = {
    assignees: new Set(filter.assignees),
    types: new Set(filter.types),
    priorities: new Set(filter.priorities),
    statuses: new Set(filter.statuses),
    epics: new Set(filter.epics),
    sprints: new Set(filter.sprints),
  };
  const since = now - DAY_MS;
  return (task) => {
    if (sets.assignees.size && !sets.assignees.has(task.assignee ?? UNASSIGNED_FILTER)) return false;
    if (sets.types.size && !sets.types.has(task.type)) return false;
    if (sets.priorities.size && !sets.priorities.has(task.priority)) return false;
    if (sets.statuses.size && !sets.statuses.has(task.status)) return false;
    if (sets.epics.size && !sets.epics.has(task.epic ?? NO_EPIC_FILTER)) return false;
    if (sets.sprints.size && !sets.sprints.has(task.sprintId ?? BACKLOG_FILTER)) return false;
    if (filter.recent && Date.parse(task.updatedAt) < since) return false;
    if (text) {
      const key = task.key.toLowerCase();
      if (!task.title.toLowerCase().includes(text) && !key.startsWith(text) && key.split('-')[1] !== text) return false;
    }
    return true;
  };
}

/** Toggles one value of a multi-choice filter. */
export function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
