import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import { memberReport } from '../performanceTestData';

vi.mock('socket.io-client', () => ({ io: () => ({ on: () => {}, off: () => {}, emit: () => {}, disconnect: () => {} }) }));

const EMPTY_DASHBOARD = {
  today: '2026-11-26',
  assigned: [],
  assignedTotal: 0,
  counts: { overdue: 0, dueToday: 0, dueThisWeek: 0 },
  activity: [],
  names: { statuses: {}, epics: {}, people: {}, sprints: {} },
  projects: [],
};

describe("the home page's 'My credits' card", () => {
  it("shows this month's Total Credit, Weekly Average and change, and leads to the member page", async () => {
    const calls = sessionApi(userWithRole('editor'), {
      'GET /api/dashboard': () => ({ body: { data: EMPTY_DASHBOARD } }),
      'GET /api/performance/credit/member/report': () => ({ body: { data: memberReport() } }),
    });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'My credits' }, { timeout: 15_000 });
    expect(await within(card).findByText('47')).toBeTruthy();
    expect(within(card).getByText('10.97')).toBeTruthy();
    expect(within(card).getByText('▼ −3')).toBeTruthy();
    expect(within(card).getByText('This month · 1 – 30 Nov 2026')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/performance/member');
    expect(calls.find((call) => call.path === '/api/performance/credit/member/report')?.query).toBe('period=month');
  });

  it('leaves the home page without the card when the credits cannot be read', async () => {
    sessionApi(userWithRole('editor'), { 'GET /api/dashboard': () => ({ body: { data: EMPTY_DASHBOARD } }) });
    renderApp('/');
    await screen.findByRole('region', { name: 'Your projects' }, { timeout: 15_000 });
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'My credits' })).toBeNull());
  });
});
