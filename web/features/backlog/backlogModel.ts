import type { Sprint, SprintPlan, Task } from '../tasks/types';

export const BACKLOG = 'backlog';

export interface Section {
  /** A sprint id, or 'backlog'. */
  id: string;
  sprint: Sprint | null;
  tasks: Task[];
}

export type BacklogItem =
  | { kind: 'header'; key: string; section: Section }
  | { kind: 'task'; key: string; section: Section; task: Task }
  | { kind: 'empty'; key: string; section: Section }
  | { kind: 'create'; key: string; section: Section };

/** The active sprint first, then planned sprints in creation order, then the backlog. */
export function buildSections(plan: SprintPlan): Section[] {
  const sprints = [...plan.sprints].sort((a, b) => Number(b.sprint.status === 'active') - Number(a.sprint.status === 'active'));
  return [...sprints.map(({ sprint, tasks }) => ({ id: sprint._id, sprint, tasks })), { id: BACKLOG, sprint: null, tasks: plan.backlog }];
}

/** One flat list of rows for the virtualiser: a header per section, its tasks (unless collapsed), an empty hint, a create row. */
export function flattenSections(sections: Section[], collapsed: ReadonlySet<string>, canCreate: boolean): BacklogItem[] {
  const items: BacklogItem[] = [];
  for (const section of sections) {
    items.push({ kind: 'header', key: `header:${section.id}`, section });
    if (collapsed.has(section.id)) continue;
    if (section.tasks.length === 0) items.push({ kind: 'empty', key: `empty:${section.id}`, section });
    for (const task of section.tasks) items.push({ kind: 'task', key: task._id, section, task });
    if (canCreate) items.push({ kind: 'create', key: `create:${section.id}`, section });
  }
  return items;
}

/** 'WEB Sprint 5': one more than the sprints so far, skipping names already taken. */
export function nextSprintName(projectKey: string, sprints: { name: string }[]): string {
  const taken = new Set(sprints.map((s) => s.name.toLowerCase()));
  let n = sprints.length + 1;
  while (taken.has(`${projectKey} Sprint ${n}`.toLowerCase())) n += 1;
  return `${projectKey} Sprint ${n}`;
}
