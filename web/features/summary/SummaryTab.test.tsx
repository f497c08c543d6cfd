import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { giveElementsASize, project, renderTaskScreen, summary, taskApi } from '../tasks/testing';
import { SummaryTab } from './SummaryTab';

describe('SummaryTab', () => {
  beforeEach(() => giveElementsASize(600, 300));

  it('counts tasks by status category and lists each status with its share', async () => {
    taskApi();
    renderTaskScreen(<SummaryTab project={project} />);
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('To Do').closest('li')!.textContent).toBe('To Do360%');
    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(totals.getByText('Tasks').nextElementSibling!.textContent).toBe('5');
    expect(totals.getByText('In progress').nextElementSibling!.textContent).toBe('1');
  });

  it('shows the active sprint progress and its burndown', async () => {
    taskApi();
    renderTaskScreen(<SummaryTab project={project} />);
    expect(await screen.findByRole('progressbar', { name: 'Tasks done: 1 of 5' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Points done: 5 of 8' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Burndown: 3 points remain, the guideline is at 7.4' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Tasks by priority: None 0, Critical 1/ })).toBeTruthy();
  });

  it('explains itself when the project has no tasks yet', async () => {
    taskApi({ [`GET /api/task/summary/${project._id}`]: () => ({ body: { data: { ...summary, byStatus: summary.byStatus.map((s) => ({ ...s, count: 0 })), activeSprint: null, burndown: [] } } }) });
    renderTaskScreen(<SummaryTab project={project} />);
    expect(await screen.findByRole('heading', { name: 'Nothing to summarise yet' })).toBeTruthy();
  });
});
