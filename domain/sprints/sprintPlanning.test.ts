import { describe, expect, it } from 'vitest';
import { datesAfterEdit, groupBySprint, NO_SPRINT_TASKS, sprintDatesProblem, withTask } from './sprintPlanning';
import { SPRINT_MESSAGES } from './sprints';

const day = (d: number) => new Date(Date.UTC(2026, 0, d));

describe('withTask', () => {
  it('counts the task, its points (none count 0), and both again when it is done', () => {
    const counts = withTask(withTask(withTask(NO_SPRINT_TASKS, 3, false), null, true), 5, true);
    expect(counts).toEqual({ taskCount: 3, doneCount: 2, points: 8, donePoints: 5 });
    expect(NO_SPRINT_TASKS).toEqual({ taskCount: 0, doneCount: 0, points: 0, donePoints: 0 });
  });
});

describe('groupBySprint', () => {
  it('puts tasks under their open sprint, in order, and the rest in the backlog', () => {
    const { bySprint, backlog } = groupBySprint(
      ['s1', 's2'],
      [
        { sprintId: 's1', storyPoints: 2, done: true, task: 'a' },
        { sprintId: null, storyPoints: 1, done: false, task: 'b' },
        { sprintId: 's1', storyPoints: null, done: false, task: 'c' },
        { sprintId: 'completed', storyPoints: 4, done: false, task: 'd' },
      ],
    );
    expect(backlog).toEqual(['b', 'd']);
    expect(bySprint.get('s1')).toEqual({ tasks: ['a', 'c'], counts: { taskCount: 2, doneCount: 1, points: 2, donePoints: 2 } });
    expect(bySprint.get('s2')).toEqual({ tasks: [], counts: NO_SPRINT_TASKS });
    expect([...bySprint.keys()]).toEqual(['s1', 's2']);
  });
});

describe('datesAfterEdit', () => {
  it('keeps a date not sent, replaces one sent, and clears one sent as null', () => {
    expect(datesAfterEdit({ startDate: day(1), endDate: day(10) }, {})).toEqual({ startDate: day(1), endDate: day(10) });
    expect(datesAfterEdit({ startDate: day(1), endDate: day(10) }, { endDate: day(12) })).toEqual({ startDate: day(1), endDate: day(12) });
    expect(datesAfterEdit({ startDate: day(1), endDate: day(10) }, { startDate: null })).toEqual({ startDate: null, endDate: day(10) });
  });
});

describe('sprintDatesProblem', () => {
  it('wants the end after the start', () => {
    expect(sprintDatesProblem({ startDate: day(5), endDate: day(5) }, false)).toEqual({ field: 'endDate', message: SPRINT_MESSAGES.endAfterStart });
    expect(sprintDatesProblem({ startDate: day(5), endDate: day(4) }, true)).toEqual({ field: 'endDate', message: SPRINT_MESSAGES.endAfterStart });
    expect(sprintDatesProblem({ startDate: day(5), endDate: day(6) }, true)).toBeNull();
  });

  it('lets a planned sprint go without dates, but not a running one', () => {
    expect(sprintDatesProblem({ startDate: null, endDate: null }, false)).toBeNull();
    expect(sprintDatesProblem({ startDate: null, endDate: null }, true)).toEqual({ field: 'startDate', message: SPRINT_MESSAGES.startDateToStart });
    expect(sprintDatesProblem({ startDate: day(1), endDate: null }, true)).toEqual({ field: 'endDate', message: SPRINT_MESSAGES.endDateToStart });
  });
});
