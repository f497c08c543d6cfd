import { describe, expect, it } from 'vitest';
import { sprintReport, type TaskEvent, type TaskHistory } from './sprintReport';

const at = (d: string, h = 12) => new Date(`2030-03-${d}T${String(h).padStart(2, '0')}:00:00Z`);
const S = 'sprint';
const NEXT = 'next-sprint';
const TODO = 'todo';
const DONE = 'done';

function task(key: string, fields: Partial<TaskHistory> & { events?: TaskEvent[] }): TaskHistory {
  return { _id: key, key, title: key, type: 'Task', createdAt: at('01', 8), sprintId: S, statusId: TODO, storyPoints: 1, completedAt: null, events: [], ...fields };
}
const move = (when: Date, from: string | null, to: string | null): TaskEvent => ({ at: when, field: 'sprint', from, to });
const status = (when: Date, from: string, to: string): TaskEvent => ({ at: when, field: 'status', from, to });

// Started on the 2nd at noon (dates 2nd to 5th), completed on the 4th at 18:00.
const base = { sprintId: S, startedAt: at('02'), startDate: at('02', 0), endDate: at('05', 23), completedAt: at('04', 18), now: at('20'), doneStatusIds: new Set([DONE]) };
const completion = base.completedAt;

describe('sprintReport', () => {
  it('splits the sprint at completion into finished and carried over, and finds the scope change after the start', () => {
    const report = sprintReport({
      ...base,
      tasks: [
        // Planned before the start, finished on the 3rd.
        task('A', { storyPoints: 5, statusId: DONE, completedAt: at('03'), events: [status(at('03'), TODO, DONE)] }),
        // Planned, unfinished: the completion moved it to the next sprint.
        task('B', { storyPoints: 3, sprintId: NEXT, events: [move(completion, S, NEXT)] }),
        // Created in the sprint after it started, finished.
        task('C', { createdAt: at('02', 15), storyPoints: 2, statusId: DONE, completedAt: at('04') }),
        // Dragged in after the start from the backlog, unfinished: carried over to the backlog.
        task('D', { storyPoints: 8, sprintId: null, events: [move(at('03', 9), null, S), move(completion, S, null)] }),
        // Planned, then taken out during the sprint (with 4 points then, 6 now).
        task('E', { storyPoints: 6, sprintId: null, events: [move(at('03', 10), S, null), { at: at('10'), field: 'storyPoints', from: '4', to: '6' }] }),
        // Never in this sprint.
        task('F', { sprintId: NEXT }),
        // Finished in the sprint, reopened after it was completed: finished in the report.
        task('G', { storyPoints: null, statusId: TODO, events: [status(at('04', 9), TODO, DONE), status(at('06'), DONE, TODO)] }),
      ],
    });
    const keys = (rows: { key: string }[]) => rows.map((r) => r.key);
    expect(keys(report.completed)).toEqual(['A', 'C', 'G']);
    expect(keys(report.carriedOver)).toEqual(['B', 'D']);
    expect(keys(report.added)).toEqual(['C', 'D']);
    expect(keys(report.removed)).toEqual(['E']);
    expect(report.removed[0]!.points).toBe(4);
    expect(report.totals).toEqual({
      committed: { tasks: 4, points: 5 + 3 + 4 },
      completed: { tasks: 3, points: 7 },
      carriedOver: { tasks: 2, points: 11 },
      added: { tasks: 2, points: 10 },
      removed: { tasks: 1, points: 4 },
    });
    expect(report.burndown.map((p) => [p.date.slice(8), p.remainingPoints, p.idealPoints])).toEqual([
      // The 2nd: A, B, E and G committed (12), C added that day (2): 14 in scope, ideal from 14.
      ['02', 14, 14],
      // The 3rd: A finished (-5), D joined (+8), E left (-4).
      ['03', 13, 9.33],
      // The 4th: C and G finished.
      ['04', 11, 4.67],
      // After the completion: no actual line.
      ['05', null, 0],
    ]);
  });

  it('reports a running sprint so far, up to now', () => {
    const report = sprintReport({
      ...base,
      completedAt: null,
      now: at('03', 18),
      tasks: [task('A', { statusId: DONE, completedAt: at('03'), events: [status(at('03'), TODO, DONE)] }), task('B', { createdAt: at('03', 17) })],
    });
    expect(report.completed.map((r) => r.key)).toEqual(['A']);
    expect(report.carriedOver.map((r) => r.key)).toEqual(['B']);
    expect(report.added.map((r) => r.key)).toEqual(['B']);
    expect(report.burndown.map((p) => p.remainingTasks)).toEqual([1, 1, null, null]);
  });

  it('counts a task done since it was created from its completedAt, or from the first day', () => {
    const report = sprintReport({
      ...base,
      tasks: [task('A', { statusId: DONE, completedAt: at('03', 8) }), task('B', { statusId: DONE, completedAt: null })],
    });
    expect(report.completed.map((r) => r.key)).toEqual(['A', 'B']);
    expect(report.burndown.map((p) => p.remainingTasks)).toEqual([1, 0, 0, null]);
  });
});
