import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import { BOB, visit, VISITORS_API } from '../visitorTestData';

beforeAll(() => import('./VisitingHistoryPage'), 60_000);
const FIRST_PAINT = { timeout: 15_000 };

describe('the visiting history', { timeout: 60_000 }, () => {
  it('sends the filters to the server and keeps them in the address and the export', async () => {
    const calls = sessionApi(userWithRole('admin'), {
      ...VISITORS_API,
      'GET /api/visit': () => ({ body: { data: [visit({ status: 'signedOut', signedOutAt: '2026-11-26T11:00:00.000Z', signedOutBy: 'host' })], total: 1234, page: 1, pageSize: 25 } }),
    });
    const { router } = renderApp('/admin/visitinghistory?status=signedOut&from=2026-11-01');
    const table = await screen.findByRole('table', { name: 'Visits' }, FIRST_PAINT);
    expect(await within(table).findByText('Grace Hopper')).toBeTruthy();
    const listQuery = () => new URLSearchParams(calls.filter((call) => call.method === 'GET' && call.path === '/api/visit').at(-1)?.query);
    expect(Object.fromEntries(listQuery())).toEqual({ scope: 'all', status: 'signedOut', from: '2026-11-01', page: '1', pageSize: '25' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Host' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bob Builder' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'navy');
    await waitFor(() => expect(listQuery().get('search')).toBe('navy'));
    expect(listQuery().get('hostId')).toBe(BOB._id);
    expect(listQuery().get('status')).toBe('signedOut');
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toEqual({ status: 'signedOut', from: '2026-11-01', hostId: BOB._id, search: 'navy' });
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(Object.fromEntries(new URLSearchParams(exportLink.getAttribute('href')!.split('?')[1]))).toEqual({
      scope: 'all',
      status: 'signedOut',
      from: '2026-11-01',
      hostId: BOB._id,
      search: 'navy',
    });

    // The server pages: the next page is asked for, not sliced from everything.
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listQuery().get('page')).toBe('2'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');

    // A row opens the visit's details.
    await userEvent.click(within(table).getByRole('button', { name: 'Grace Hopper' }));
    const details = await screen.findByRole('dialog', { name: /Grace Hopper/ });
    expect(within(details).getByText('ABCD2345')).toBeTruthy();
  });
});
