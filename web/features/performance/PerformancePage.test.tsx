import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { credit, CREDIT_ID, creditDetail, PERFORMANCE_API } from './credits/creditTestData';

// The page and its modules load once up front: on a busy machine their first transform takes longer than a test's waits.
beforeAll(() => import('./PerformancePage'), 60_000);
const FIRST_PAINT = { timeout: 15_000 };

function performanceApi(extra: Parameters<typeof sessionApi>[1] = {}) {
  return sessionApi(userWithRole('owner'), {
    ...PERFORMANCE_API,
    'GET /api/performance/credit': () => ({ body: { data: [credit({ points: 15, reason: 'Shipped the pricing page early', edited: true })], total: 1, page: 1, pageSize: 25 } }),
    [`GET /api/performance/credit/${CREDIT_ID}`]: () => ({ body: { data: creditDetail() } }),
    ...extra,
  });
}

describe('the performance page', { timeout: 60_000 }, () => {
  it('lists the credits with their points and category, and asks the server with the filters', async () => {
    const calls = performanceApi();
    renderApp('/performance');
    const table = await screen.findByRole('table', { name: 'Credits' }, FIRST_PAINT);
    const row = (await within(table).findByText('Shipped the pricing page early')).closest('tr')!;
    expect(within(row).getByText('+15')).toBeTruthy();
    expect(within(row).getByText('Delivery')).toBeTruthy();
    expect(within(row).getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record credit' })).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search credits' }), 'pricing');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/performance/credit' && call.query.includes('search=pricing'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Points' }));
    await waitFor(() => expect(calls.at(-1)?.query).toContain('sort=points'));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toContain('search=pricing');
  });

  it('keeps the period and filters in the address from the report to the graph', async () => {
    performanceApi();
    const { router } = renderApp('/performance?tab=report&period=quarter&categoryId=c1');
    await userEvent.click(await screen.findByRole('tab', { name: 'Graph' }, FIRST_PAINT));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ tab: 'graph', period: 'quarter', categoryId: 'c1' });
  });

  it('opens a credit with its history in words, and deletes it after a confirmation', async () => {
    const calls = performanceApi({ [`DELETE /api/performance/credit/${CREDIT_ID}`]: () => ({ body: { data: { _id: CREDIT_ID } } }) });
    renderApp('/performance');
    await userEvent.click(await screen.findByRole('button', { name: /Open the credit for Grace Hopper/ }, FIRST_PAINT));
    const details = await screen.findByRole('dialog', { name: 'Credit details' });
    const history = await within(details).findByRole('list', { name: 'History' });
    expect(within(history).getByText('changed points 10 → 15, reason “Shipped the pricing page” → “Shipped the pricing page early”')).toBeTruthy();
    expect(within(history).getByText('created')).toBeTruthy();

    await userEvent.click(within(details).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this credit?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/performance/credit/${CREDIT_ID}`)).toBe(true));
  });

  it('says an automatic credit was given for its task, with no edit or delete', async () => {
    const task = { _id: '4f5a6b7c-0000-4000-8000-000000000001', key: 'WEB-7', title: 'Ship the pricing page', projectId: '5a6b7c8d-0000-4000-8000-000000000001', projectName: 'Website' };
    performanceApi({ [`GET /api/performance/credit/${CREDIT_ID}`]: () => ({ body: { data: creditDetail({ source: 'automatic', recordedBy: null, task, history: [] }) } }) });
    renderApp('/performance');
    await userEvent.click(await screen.findByRole('button', { name: /Open the credit for Grace Hopper/ }, FIRST_PAINT));
    const details = await screen.findByRole('dialog', { name: 'Credit details' });
    expect(await within(details).findByText(/Given automatically for/)).toBeTruthy();
    expect(within(details).getAllByRole('link', { name: 'WEB-7 · Ship the pricing page' }).length).toBeGreaterThan(0);
    expect(within(details).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("opens the record dialog with 'n', unless the user is typing", async () => {
    performanceApi();
    renderApp('/performance');
    const search = await screen.findByRole('searchbox', { name: 'Search credits' }, FIRST_PAINT);
    await userEvent.type(search, 'n');
    expect(screen.queryByRole('dialog', { name: 'Record credit' })).toBeNull();
    search.blur();
    await userEvent.keyboard('n');
    expect(await screen.findByRole('dialog', { name: 'Record credit' })).toBeTruthy();
  });

  it('is refused to a maintainer', async () => {
    sessionApi(userWithRole('maintainer'));
    renderApp('/performance');
    expect(await screen.findByRole('heading', { name: 'ACCESS RESTRICTED' }, FIRST_PAINT)).toBeTruthy();
  });
});
