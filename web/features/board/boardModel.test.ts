import { describe, expect, it } from 'vitest';
import { buildColumns, columnTotals, findColumn, moveToColumn, neighboursOf, reorderInColumn } from './boardModel';
import { statuses, tasks } from '../tasks/testing';

describe('board columns', () => {
  const columns = buildColumns(statuses, tasks, () => true);

  it('groups tasks by status in board order, every status present', () => {
    expect(columns).toEqual({ 'st-todo': ['task-1', 'task-2', 'task-3'], 'st-doing': ['task-4'], 'st-done': ['task-5'] });
    expect(buildColumns(statuses, tasks, (t) => t.type === 'Bug')).toEqual({ 'st-todo': ['task-2'], 'st-doing': [], 'st-done': [] });
  });

  it('finds the column of a card or of a column id', () => {
    expect(findColumn(columns, 'task-4')).toBe('st-doing');
    expect(findColumn(columns, 'column:st-done')).toBe('st-done');
    expect(findColumn(columns, 'nope')).toBeUndefined();
  });

  it('moves and reorders, then names the neighbours', () => {
    const moved = moveToColumn(columns, 'task-1', 'st-todo', 'st-doing', 1);
    expect(moved['st-doing']).toEqual(['task-4', 'task-1']);
    expect(neighboursOf(moved['st-doing']!, 'task-1')).toEqual({ beforeId: 'task-4', afterId: null });
    const reordered = reorderInColumn(columns, 'st-todo', 0, 2);
    expect(reordered['st-todo']).toEqual(['task-2', 'task-3', 'task-1']);
    expect(neighboursOf(reordered['st-todo']!, 'task-3')).toEqual({ beforeId: 'task-2', afterId: 'task-1' });
  });

  it('counts a card being dragged in the column it is shown in, so a header never reads "1 of 0"', () => {
    expect(Object.fromEntries(columnTotals(tasks, null))).toEqual({ 'st-todo': 3, 'st-doing': 1, 'st-done': 1 });
    expect(Object.fromEntries(columnTotals(tasks, { taskId: 'task-1', status: 'st-done' }))).toEqual({ 'st-todo': 2, 'st-doing': 1, 'st-done': 2 });
  });
});
