import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import { fakePage, visit, VISITORS_API } from '../visitorTestData';

beforeAll(() => import('./RegisteredVisitorsPage'), 60_000);
const FIRST_PAINT = { timeout: 15_000 };

const GRACE = {
  _id: '0f0f0f0f-0000-4000-8000-000000000001',
  name: 'Grace Hopper',
  email: 'grace@navy.test',
  phone: null,
  company: 'Navy',
  erased: false,
  visitCount: 3,
  firstVisitAt: '2026-10-01T09:00:00.000Z',
  lastVisitAt: '2026-11-20T09:00:00.000Z',
  nextExpectedAt: '2026-11-26T09:00:00.000Z',
};

describe('the registered visitors page', { timeout: 60_000 }, () => {
  it('shows who is on site with the printable list, searches the directory and erases a visitor after asking', async () => {
    const calls = sessionApi(userWithRole('admin'), {
      ...VISITORS_API,
      'GET /api/visit/today': () => ({ body: { data: { day: '2026-11-26', expected: [], onSite: [visit({ status: 'signedIn', signedInAt: '2026-11-26T09:05:00.000Z' })], awaitingApproval: [] } } }),
      'GET /api/visitor': () => fakePage([GRACE]),
      [`GET /api/visitor/${GRACE._id}`]: () => ({ body: { data: { ...GRACE, visits: [visit({ status: 'signedOut' })] } } }),
      [`DELETE /api/visitor/${GRACE._id}`]: () => ({ body: { data: { _id: GRACE._id } } }),
    });
    renderApp('/admin/registeredvisitors');
    const onSite = await screen.findByRole('region', { name: 'On site now' }, FIRST_PAINT);
    expect(within(onSite).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(within(onSite).getByRole('link', { name: 'Print on-site list' }).getAttribute('href')).toBe('/api/visit/on-site/print');
    expect(calls.find((call) => call.path === '/api/visit/today')?.query).toBe('scope=all');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search visitors' }), 'grace');
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/visitor').at(-1)?.query).toBe('search=grace&sort=lastVisit&page=1&pageSize=25'));

    const table = screen.getByRole('table', { name: 'Visitors' });
    await userEvent.click(within(table).getByRole('button', { name: 'Grace Hopper' }));
    const drawer = await screen.findByRole('dialog', { name: 'Visitor profile' });
    expect(await within(drawer).findByText('3 visits')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Erase personal data' }));
    const confirm = await screen.findByRole('dialog', { name: 'Erase the personal data of Grace Hopper?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText('Personal data erased')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/visitor/${GRACE._id}`)).toBe(true);
  });
});
