import type { StatusOption, TaskCard } from '../tasks/types';

/** Task ids per status id, in board order: what the columns show. */
export type Columns = Record<string, string[]>;

export const COLUMN_PREFIX = 'column:';
export const columnDroppableId = (statusId: string) => `${COLUMN_PREFIX}${statusId}`;

/** Groups the (already rank-ordered) tasks into the status columns, keeping only those the filter lets through. */
export function buildColumns(statuses: StatusOption[], tasks: TaskCard[], matches: (task: TaskCard) => boolean): Columns {
  const columns: Columns = {};
  for (const status of statuses) columns[status._id] = [];
  for (const task of tasks) if (matches(task)) columns[task.status]?.push(task._id);
  return columns;
}

/** The column holding an id: a column's own droppable id, or the column of a card. */
export function findColumn(columns: Columns, id: string): string | undefined {
  if (id.startsWith(COLUMN_PREFIX)) return id.slice(COLUMN_PREFIX.length);
  return Object.keys(columns).find((statusId) => columns[statusId]!.includes(id));
}

/** The cards right above and below a card after the drop: what POST /task/move needs. */
export function neighboursOf(ids: string[], taskId: string): { beforeId: string | null; afterId: string | null } {
  const index = ids.indexOf(taskId);
  return { beforeId: ids[index - 1] ?? null, afterId: ids[index + 1] ?? null };
}

/** Moves a card into another column at `index` (the end when -1), returning new arrays for the two columns only. */
export function moveToColumn(columns: Columns, taskId: string, from: string, to: string, index: number): Columns {
  const target = columns[to]!.filter((id) => id !== taskId);
  target.splice(index < 0 ? target.length : Math.min(index, target.length), 0, taskId);
  return { ...columns, [from]: columns[from]!.filter((id) => id !== taskId), [to]: target };
}

export function reorderInColumn(columns: Columns, statusId: string, from: number, to: number): Columns {
  const ids = columns[statusId]!.slice();
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved!);
  return { ...columns, [statusId]: ids };
}

/**
 * Cards per status before quick filters (the "of N" in a column's header). A card being dragged,
 * or dropped and not yet confirmed by the server, counts in the column it is shown in, so a
 * header never reads "1 of 0".
 */
export function columnTotals(tasks: TaskCard[], moving: { taskId: string; status: string } | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const task of tasks) {
    const status = task._id === moving?.taskId ? moving.status : task.status;
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return counts;
}
