import { describe, expect, it } from 'vitest';
import { moveOnBoard, patchInPlan } from './taskCache';
import { board, plan } from './testing';

const columnOf = (tasks: typeof board.tasks, status: string) => tasks.filter((t) => t.status === status).map((t) => t._id);

describe('moveOnBoard', () => {
  it('puts the card between its new neighbours with a rank between theirs, leaving other tasks untouched', () => {
    const next = moveOnBoard(board, 'task-1', 'st-todo', 'task-2', 'task-3');
    expect(columnOf(next.tasks, 'st-todo')).toEqual(['task-2', 'task-1', 'task-3']);
    const moved = next.tasks.find((t) => t._id === 'task-1')!;
    expect(moved.rank > 'a2' && moved.rank < 'a3').toBe(true);
    expect(next.tasks.find((t) => t._id === 'task-4')).toBe(board.tasks.find((t) => t._id === 'task-4'));
  });

  it('changes the status and goes to the top of an empty-handed drop (the server rule)', () => {
    const next = moveOnBoard(board, 'task-1', 'st-doing', null, null);
    expect(columnOf(next.tasks, 'st-doing')).toEqual(['task-1', 'task-4']);
    expect(next.tasks.find((t) => t._id === 'task-1')!.status).toBe('st-doing');
  });

  it('goes last when dropped below the last card', () => {
    const next = moveOnBoard(board, 'task-1', 'st-doing', 'task-4', null);
    expect(columnOf(next.tasks, 'st-doing')).toEqual(['task-4', 'task-1']);
  });
});

describe('patchInPlan', () => {
  it('moves a task from the backlog into a sprint, updating both counts', () => {
    const next = patchInPlan(plan, 'task-6', { sprintId: 'sprint-2' });
    expect(next.backlog).toHaveLength(0);
    const planned = next.sprints[1]!;
    expect(planned.tasks.map((t) => t._id)).toEqual(['task-6', 'task-7']);
    expect(planned.sprint.taskCount).toBe(plan.sprints[1]!.sprint.taskCount + 1);
  });

  it('moves a task from a sprint back to the backlog', () => {
    const next = patchInPlan(plan, 'task-2', { sprintId: null });
    expect(next.sprints[0]!.tasks.map((t) => t._id)).not.toContain('task-2');
    expect(next.backlog.map((t) => t._id)).toEqual(['task-2', 'task-6']);
  });

  it('only patches fields when the sprint stays', () => {
    const next = patchInPlan(plan, 'task-2', { title: 'Renamed' });
    expect(next.sprints[0]!.tasks[1]!.title).toBe('Renamed');
    expect(next.backlog).toBe(plan.backlog);
  });
});
