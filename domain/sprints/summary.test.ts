import { describe, expect, it } from 'vitest';
import { summaryTotals, type StatusCount } from './summary';

const status = (name: string, category: StatusCount['category'], count: number): StatusCount => ({ statusId: name, name, color: '#000000', category, count });

describe('summaryTotals', () => {
  it('counts every task once, by status category, and lists each status under its category', () => {
    const totals = summaryTotals([
      status('To Do', 'todo', 3),
      status('Pending', 'todo', 1),
      status('In Progress', 'in_progress', 2),
      status('Completed', 'done', 4),
      status('Approved', 'done', 0),
    ]);
    expect(totals.tasks).toBe(10);
    expect(totals.categories.map((c) => [c.label, c.count, c.statuses.map((s) => `${s.name} ${s.count}`)])).toEqual([
      ['To do', 4, ['To Do 3', 'Pending 1']],
      ['In progress', 2, ['In Progress 2']],
      ['Done', 4, ['Completed 4', 'Approved 0']],
    ]);
  });

  it('counts a status without a category as To do, so the cards add up to the total', () => {
    const totals = summaryTotals([status('Triage', null, 2), status('Done', 'done', 1)]);
    expect(totals.categories.map((c) => c.count)).toEqual([2, 0, 1]);
    expect(totals.categories.reduce((sum, c) => sum + c.count, 0)).toBe(totals.tasks);
  });

  it('has the three categories, at zero, for a project without tasks', () => {
    expect(summaryTotals([])).toEqual({
      tasks: 0,
      categories: [
        { category: 'todo', label: 'To do', count: 0, statuses: [] },
        { category: 'in_progress', label: 'In progress', count: 0, statuses: [] },
        { category: 'done', label: 'Done', count: 0, statuses: [] },
      ],
    });
  });
});
