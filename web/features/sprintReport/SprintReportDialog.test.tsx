import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SprintReport } from '../../../domain/sprints/sprintReport';
import { BacklogTab } from '../backlog/BacklogTab';
import { activeSprint, giveElementsASize, plannedSprint, PROJECT_ID, project, renderTaskScreen, summary, taskApi } from '../tasks/testing';

const finished = { ...activeSprint, _id: 'sprint-0', name: 'WEB Sprint 0', status: 'completed' as const, completedAt: '2026-01-09T16:00:00.000Z', doneCount: 2, donePoints: 5 };
const row = (key: string, title: string, points: number | null) => ({ _id: key, key, title, type: 'Task' as const, points });
const report: SprintReport = {
  sprint: finished,
  startedAt: '2026-01-05T09:00:00.000Z',
  completed: [row('WEB-1', 'Login form', 3), row('WEB-4', 'Hotfix', 2)],
  carriedOver: [row('WEB-2', 'Password reset', 5)],
  added: [row('WEB-4', 'Hotfix', 2)],
  removed: [row('WEB-3', 'Remember me', null)],
  totals: { committed: { tasks: 3, points: 8 }, completed: { tasks: 2, points: 5 }, carriedOver: { tasks: 1, points: 5 }, added: { tasks: 1, points: 2 }, removed: { tasks: 1, points: 0 } },
  burndown: summary.burndown,
};

const api = () =>
  taskApi({
    [`GET /api/sprint/${PROJECT_ID}`]: () => ({ body: { data: [activeSprint, plannedSprint, finished] } }),
    'GET /api/sprint/report/sprint-0': () => ({ body: { data: report } }),
  });

describe('Sprint report', () => {
  beforeEach(() => giveElementsASize());

  it('is linked from each completed sprint in the backlog', async () => {
    api();
    renderTaskScreen(<BacklogTab project={project} />, { search: `?projectId=${PROJECT_ID}&selectedTab=backlog` });
    await userEvent.click(await screen.findByRole('button', { name: 'Completed sprints (1)' }));
    const link = screen.getByRole('link', { name: 'Report of WEB Sprint 0' });
    expect(link.getAttribute('href')).toBe(`/task/projects/space?projectId=${PROJECT_ID}&selectedTab=backlog&sprintReport=sprint-0`);
    await userEvent.click(link);
    expect(await screen.findByRole('dialog', { name: 'WEB Sprint 0 report' })).toBeTruthy();
  });

  it('opens from its deep link with completed against carried over, scope change and the burndown', async () => {
    api();
    renderTaskScreen(<BacklogTab project={project} />, { search: `?projectId=${PROJECT_ID}&selectedTab=backlog&sprintReport=sprint-0` });
    const dialog = within(await screen.findByRole('dialog', { name: 'WEB Sprint 0 report' }));
    expect(await dialog.findByRole('region', { name: 'Completed: 2 tasks, 5 pts' })).toBeTruthy();
    expect(dialog.getByRole('region', { name: 'Carried over: 1 task, 5 pts' })).toBeTruthy();
    expect(dialog.getByRole('region', { name: 'Added after start: 1 task, 2 pts' })).toBeTruthy();
    expect(dialog.getByRole('region', { name: 'Removed after start: 1 task, 0 pts' })).toBeTruthy();
    expect(dialog.getByText('Committed at the start: 3 tasks · 8 pts')).toBeTruthy();
    expect(within(dialog.getByRole('region', { name: 'Carried over' })).getByText('Password reset')).toBeTruthy();
    expect(dialog.getByRole('img', { name: /^Burndown: 3 points remain .+; 5 days from/ })).toBeTruthy();

    await userEvent.click(dialog.getByRole('button', { name: 'Close report' }));
    expect(screen.getByTestId('location').textContent).toBe(`?projectId=${PROJECT_ID}&selectedTab=backlog`);
  });
});
