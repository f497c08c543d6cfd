import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import { BOB, memberReport, performanceSettings } from '../performanceTestData';

vi.mock('socket.io-client', () => ({ io: () => ({ on: () => {}, off: () => {}, emit: () => {}, disconnect: () => {} }) }));

// The page's chunk (charts included) loads once up front: on a busy machine its first transform outlasts a test's waits.
beforeAll(() => import('./MemberCreditsPage'), 60_000);
const FIRST_PAINT = { timeout: 15_000 };

const EMPLOYEES = [
  { _id: 'user-owner', name: 'Ada Lovelace', email: 'owner@demo.test', role: 'owner' as const },
  { _id: BOB, name: 'Bob Builder', email: 'bob@demo.test', role: 'editor' as const },
];

function memberApi(options: { recognition?: boolean; report?: () => { status?: number; body: unknown } } = {}) {
  return sessionApi(userWithRole('owner'), {
    'GET /api/performance/credit/member/report': options.report ?? (() => ({ body: { data: memberReport() } })),
    'GET /api/performance/settings': () => ({ body: performanceSettings(options.recognition ?? false) }),
    'GET /api/employee/list': () => ({ body: { data: EMPLOYEES } }),
    'GET /api/performance/recognition': () => ({
      body: {
        data: [{ _id: 'rec-1', from: { _id: BOB, name: 'Bob Builder', avatar: null }, to: { _id: 'user-owner', name: 'Ada Lovelace', avatar: null }, points: 15, message: 'Thanks for the review', createdAt: new Date().toISOString() }],
        total: 1,
        allowance: { enabled: true, monthly: 100, used: 40, remaining: 60 },
      },
    }),
    'POST /api/performance/recognition': () => ({ status: 500, body: { message: 'should not be called', code: 'INTERNAL' } }),
  });
}

describe('the member credits page', () => {
  it("shows one's own figures, categories and credits of the period", async () => {
    memberApi();
    renderApp('/performance/member');
    expect(await screen.findByRole('heading', { name: 'My credits', level: 1 }, FIRST_PAINT)).toBeTruthy();
    const figures = await screen.findByRole('list', { name: 'Figures' }, FIRST_PAINT);
    for (const name of ['Total Credit: 47', 'Weekly Average: 10.97', 'Monthly Average: 47']) expect(within(figures).getByRole('listitem', { name })).toBeTruthy();
    expect(within(figures).getByText('▼ −3')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Teamwork: 17 points in 2 credits' })).toBeTruthy();
    const credits = screen.getByRole('list', { name: 'Credits of the period' });
    expect(within(credits).getByText('Shipped the new checkout')).toBeTruthy();
    expect(within(credits).getByRole('link', { name: 'WEB-7 · Checkout v2' }).getAttribute('href')).toBe('/task/projects/space?projectId=p1&selectedTab=board&taskId=task-1');
    expect(screen.getByText('1 – 30 Nov 2026')).toBeTruthy();
    // Recognition is off in these settings.
    expect(screen.queryByRole('region', { name: 'Recognition' })).toBeNull();
  });

  it("says so when the member may not read another's credits", async () => {
    memberApi({ report: () => ({ status: 403, body: { message: 'You can only read your own credits', code: 'FORBIDDEN' } }) });
    renderApp(`/performance/member?userId=${BOB}`);
    expect(await screen.findByRole('heading', { name: 'You can only read your own credits' }, FIRST_PAINT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my credits' }).getAttribute('href')).toBe('/performance/member');
  });

  it('shows the recognition allowance and refuses more points than are left, at the field', async () => {
    const calls = memberApi({ recognition: true });
    renderApp('/performance/member');
    const form = await screen.findByRole('form', { name: 'Give recognition' }, FIRST_PAINT);
    expect(within(form).getByText('60 of 100 points left this month')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Recognition feed' }).textContent).toContain('Thanks for the review');

    await userEvent.click(within(form).getByRole('combobox', { name: 'Member' }));
    // The giver is not offered to themself.
    expect(screen.queryByRole('option', { name: 'Ada Lovelace' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Bob Builder' }));
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Points' }), '80');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Message' }), 'Great pairing');
    await userEvent.click(within(form).getByRole('button', { name: 'Give recognition' }));
    expect(within(form).getByText('You have 60 points left this month')).toBeTruthy();
    expect(within(form).getByRole('spinbutton', { name: 'Points' }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
