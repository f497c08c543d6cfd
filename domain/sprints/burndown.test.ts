import { describe, expect, it } from 'vitest';
import { burndown, BURNDOWN_MAX_DAYS } from './burndown';

const day = (d: string, h = 12) => new Date(`${d}T${String(h).padStart(2, '0')}:00:00Z`);

describe('burndown', () => {
  it('has every day of the sprint, the actual line up to today and the ideal line from the total to 0', () => {
    const points = burndown({
      startDate: day('2030-03-01', 9),
      endDate: day('2030-03-05', 18),
      until: day('2030-03-03'),
      tasks: [
        { points: 5, doneAt: day('2030-02-20') }, // finished before the start: done from day one
        { points: 3, doneAt: day('2030-03-02', 23) },
        { points: 2, doneAt: 'always' },
        { points: 10, doneAt: null },
      ],
    });
    expect(points).toEqual([
      { date: '2030-03-01', remainingPoints: 13, remainingTasks: 2, idealPoints: 20, idealTasks: 4 },
      { date: '2030-03-02', remainingPoints: 10, remainingTasks: 1, idealPoints: 15, idealTasks: 3 },
      { date: '2030-03-03', remainingPoints: 10, remainingTasks: 1, idealPoints: 10, idealTasks: 2 },
      { date: '2030-03-04', remainingPoints: null, remainingTasks: null, idealPoints: 5, idealTasks: 1 },
      { date: '2030-03-05', remainingPoints: null, remainingTasks: null, idealPoints: 0, idealTasks: 0 },
    ]);
  });

  it('draws only the ideal line before the start, and the whole actual line after the end', () => {
    const input = { startDate: day('2030-03-01'), endDate: day('2030-03-03'), tasks: [{ points: 4, doneAt: null }] };
    const before = burndown({ ...input, until: day('2030-02-28') });
    expect(before.map((p) => [p.date, p.remainingPoints, p.idealPoints])).toEqual([
      ['2030-03-01', null, 4],
      ['2030-03-02', null, 2],
      ['2030-03-03', null, 0],
    ]);
    expect(burndown({ ...input, until: day('2030-04-01') }).map((p) => p.remainingPoints)).toEqual([4, 4, 4]);
  });

  it('raises the line on the day a task joins and lowers it on the day one leaves; the ideal starts from the first day', () => {
    const points = burndown({
      startDate: day('2030-03-01'),
      endDate: day('2030-03-04'),
      until: day('2030-03-04'),
      tasks: [
        { points: 6, doneAt: null },
        { points: 3, doneAt: null, addedAt: day('2030-03-02') },
        { points: 2, doneAt: null, removedAt: day('2030-03-03') },
        { points: 1, doneAt: day('2030-03-04'), addedAt: day('2030-03-01', 15) },
      ],
    });
    expect(points.map((p) => [p.remainingPoints, p.remainingTasks, p.idealPoints])).toEqual([
      [9, 3, 9],
      [12, 4, 6],
      [10, 3, 3],
      [9, 2, 0],
    ]);
  });

  it('is all zeros (never fractions) for a sprint without points, and a one-day sprint has one day', () => {
    const points = burndown({ startDate: day('2030-03-01', 8), endDate: day('2030-03-01', 20), until: day('2030-03-01'), tasks: [{ points: 0, doneAt: null }] });
    expect(points).toEqual([{ date: '2030-03-01', remainingPoints: 0, remainingTasks: 1, idealPoints: 0, idealTasks: 0 }]);
  });

  it('stops at two years of days however far apart the dates are', () => {
    const points = burndown({ startDate: day('1900-01-01'), endDate: day('9999-12-31'), until: day('2030-01-01'), tasks: [] });
    expect(points).toHaveLength(BURNDOWN_MAX_DAYS);
  });
});
