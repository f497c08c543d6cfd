import { generateKeyBetween } from 'fractional-indexing';
import type { BoardData, SprintPlan, Task, TaskCard } from './types';

/** A rank between two neighbours, or null when they are out of order (a stale view): the server decides then. */
function rankBetween(above: string | null, below: string | null): string | null {
  try {
    return generateKeyBetween(above, below);
  } catch {
    return null;
  }
}

/**
 * The board as it will look once the server has moved the card: the same rule as the
 * server (no neighbours means the top of the column), so the card does not jump when the
 * answer arrives. Other tasks keep their identity, so their cards do not re-render.
 */
export function moveOnBoard(board: BoardData, taskId: string, status: string, beforeId: string | null, afterId: string | null): BoardData {
  const task = board.tasks.find((t) => t._id === taskId);
  if (!task) return board;
  const rest = board.tasks.filter((t) => t._id !== taskId);
  const above = beforeId ? rest.find((t) => t._id === beforeId && t.status === status) : undefined;
  const below = afterId ? rest.find((t) => t._id === afterId && t.status === status) : undefined;
  const top = !above && !below ? rest.find((t) => t.status === status) : undefined;
  const rank = rankBetween(above?.rank ?? null, below?.rank ?? top?.rank ?? null) ?? task.rank;
  const moved: TaskCard = { ...task, status, rank };
  const anchor = above ? rest.indexOf(above) + 1 : below ? rest.indexOf(below) : top ? rest.indexOf(top) : rest.length;
  rest.splice(anchor, 0, moved);
  return { ...board, tasks: rest };
}

/** Replaces one task's fields in a flat list, keeping every other element as it was. */
export function patchInList<T extends TaskCard>(tasks: T[], taskId: string, patch: Partial<T>): T[] {
  const index = tasks.findIndex((t) => t._id === taskId);
  if (index < 0) return tasks;
  const next = tasks.slice();
  next[index] = { ...tasks[index]!, ...patch };
  return next;
}

export function patchOnBoard(board: BoardData, taskId: string, patch: Partial<TaskCard>): BoardData {
  const tasks = patchInList(board.tasks, taskId, patch);
  return tasks === board.tasks ? board : { ...board, tasks };
}

function insertByRank(tasks: Task[], task: Task): Task[] {
  const index = tasks.findIndex((t) => t.rank > task.rank);
  const next = tasks.slice();
  next.splice(index < 0 ? next.length : index, 0, task);
  return next;
}

/**
 * The backlog screen after a change to one task. A new sprintId moves the task between
 * the sprint groups and the backlog, and the groups' task counts and points follow.
 */
export function patchInPlan(plan: SprintPlan, taskId: string, patch: Partial<Task>): SprintPlan {
  const groups = plan.sprints.map((group) => group.tasks);
  let current: Task | undefined;
  let from = -1; // -1: the backlog
  for (const [index, tasks] of groups.entries()) {
    current = tasks.find((t) => t._id === taskId);
    if (current) {
      from = index;
      break;
    }
  }
  current ??= plan.backlog.find((t) => t._id === taskId);
  if (!current) return plan;
  const updated: Task = { ...current, ...patch };
  const to = updated.sprintId ? plan.sprints.findIndex((g) => g.sprint._id === updated.sprintId) : -1;
  if (from === to) {
    return from < 0
      ? { ...plan, backlog: patchInList(plan.backlog, taskId, patch) }
      : { ...plan, sprints: plan.sprints.map((g, i) => (i === from ? { ...g, tasks: patchInList(g.tasks, taskId, patch) } : g)) };
  }
  const points = current.storyPoints ?? 0;
  return {
    backlog: from < 0 ? plan.backlog.filter((t) => t._id !== taskId) : to < 0 ? insertByRank(plan.backlog, updated) : plan.backlog,
    sprints: plan.sprints.map((group, index) => {
      if (index === from) {
        const sprint = { ...group.sprint, taskCount: group.sprint.taskCount - 1, points: group.sprint.points - points };
        return { sprint, tasks: group.tasks.filter((t) => t._id !== taskId) };
      }
      if (index === to) {
        const sprint = { ...group.sprint, taskCount: group.sprint.taskCount + 1, points: group.sprint.points + points };
        return { sprint, tasks: insertByRank(group.tasks, updated) };
      }
      return group;
    }),
  };
}

export function withoutTask<T extends TaskCard>(tasks: T[], taskId: string): T[] {
  return tasks.filter((task) => task._id !== taskId);
}

/** The plan without a deleted task, its sprint's counts taken down with it. */
export function removeFromPlan(plan: SprintPlan, taskId: string): SprintPlan {
  return {
    backlog: withoutTask(plan.backlog, taskId),
    sprints: plan.sprints.map((group) => {
      const task = group.tasks.find((t) => t._id === taskId);
      if (!task) return group;
      const sprint = { ...group.sprint, taskCount: group.sprint.taskCount - 1, points: group.sprint.points - (task.storyPoints ?? 0) };
      return { sprint, tasks: withoutTask(group.tasks, taskId) };
    }),
  };
}

/** Every task of the plan, sprints first, for lookups. */
export function planTasks(plan: SprintPlan): Task[] {
  return [...plan.sprints.flatMap((group) => group.tasks), ...plan.backlog];
}
