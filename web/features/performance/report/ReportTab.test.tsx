import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/api/queryClient';
import { ThemeModeProvider } from '../../../app/ThemeModeProvider';
import { mockApi } from '../../../test/renderApp';
import { GraphTab } from '../graph/GraphTab';
import { BOB, creditGraph, creditReport } from '../performanceTestData';
import { ReportTab } from './ReportTab';

/** PerformancePage (another helper's) mounts the tabs without props: they are tried here on their own, under the router. */
function renderTab(tab: 'report' | 'graph', search = '') {
  const router = createMemoryRouter([{ path: '/performance', element: tab === 'report' ? <ReportTab /> : <GraphTab /> }], { initialEntries: [`/performance?tab=${tab}${search}`] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeModeProvider>
        <RouterProvider router={router} />
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
  return router;
}

function performanceApi() {
  return mockApi({
    'GET /api/performance/credit/report': () => ({ body: { data: creditReport() } }),
    'GET /api/performance/credit/report-graph': () => ({ body: { data: creditGraph() } }),
    'GET /api/performance/category': () => ({ body: { data: [] } }),
    'GET /api/project/list': () => ({ body: { data: [] } }),
    'GET /api/employee/list': () => ({ body: { data: [{ _id: BOB, name: 'Bob Builder', email: 'bob@demo.test', role: 'editor' }] } }),
  });
}

const names = (table: HTMLElement) => within(table).getAllByRole('link').map((link) => link.textContent);

describe('the report tab', () => {
  it("shows spec 9's headings and each member's figures, most credit first, with the team's total", async () => {
    const calls = performanceApi();
    renderTab('report', '&period=quarter');
    const table = await screen.findByRole('table', { name: 'Credits by member' });
    for (const heading of ['Total Credit', 'Weekly Average', 'Monthly Average']) expect(within(table).getByRole('columnheader', { name: heading })).toBeTruthy();
    expect(names(table)).toEqual(['Cy Young', 'Bob Builder', 'Ada Lovelace']);

    const bob = within(table).getByRole('link', { name: 'Bob Builder' });
    expect(bob.getAttribute('href')).toBe(`/performance/member?userId=${BOB}`);
    const bobRow = bob.closest('tr')!;
    expect(within(bobRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Bob Builder', '40', '9.33', '40', '4', '▲ +12up 12 on the period before']);
    const cyRow = within(table).getByRole('link', { name: 'Cy Young' }).closest('tr')!;
    expect(within(cyRow).getByText('▼ −3')).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Team total' }).closest('tr')!.textContent).toContain('115');

    expect(screen.getByText('1 – 30 Nov 2026')).toBeTruthy();
    expect(screen.getByText(/Weekly Average = Total Credit ÷ 4\.29 weeks \(30 days ÷ 7\)/)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/performance/credit/report')?.query).toBe('period=quarter');
  });

  it('sorts by a heading, and the other way round on a second click', async () => {
    performanceApi();
    renderTab('report');
    const table = await screen.findByRole('table', { name: 'Credits by member' });
    await userEvent.click(within(table).getByRole('button', { name: 'Change' }));
    expect(names(table)).toEqual(['Bob Builder', 'Ada Lovelace', 'Cy Young']);
    await userEvent.click(within(table).getByRole('button', { name: 'Member' }));
    expect(names(table)).toEqual(['Ada Lovelace', 'Bob Builder', 'Cy Young']);
    await userEvent.click(within(table).getByRole('button', { name: 'Member' }));
    expect(names(table)).toEqual(['Cy Young', 'Bob Builder', 'Ada Lovelace']);
  });

  it('keeps the chosen period in the address and asks for it', async () => {
    const calls = performanceApi();
    const router = renderTab('report');
    await screen.findByRole('table', { name: 'Credits by member' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'This year' }));
    expect(router.state.location.search).toBe('?tab=report&period=year');
    await screen.findByRole('table', { name: 'Credits by member' });
    expect(calls.filter((call) => call.path === '/api/performance/credit/report').map((call) => call.query)).toContain('period=year');
  });
});

describe('the report tab on a phone', () => {
  it('lists a card per member with the three figures, in the order chosen', async () => {
    const wide = window.matchMedia;
    // A 360 px screen: the queries for narrower than 600 px match.
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: /max-width:\s*599/.test(query) })) as typeof window.matchMedia;
    try {
      performanceApi();
      renderTab('report');
      const cards = await screen.findByRole('list', { name: 'Credits by member' });
      expect(screen.queryByRole('table')).toBeNull();
      const cy = within(cards).getByRole('link', { name: 'Cy Young' }).closest('li')!;
      expect(within(cy).getByText('Monthly Average')).toBeTruthy();
      expect(within(cy).getByText('17.5')).toBeTruthy();
      expect(names(cards)).toEqual(['Cy Young', 'Bob Builder', 'Ada Lovelace']);
      await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Biggest rise first' }));
      expect(names(cards)).toEqual(['Bob Builder', 'Ada Lovelace', 'Cy Young']);
    } finally {
      window.matchMedia = wide;
    }
  });
});

describe('the graph tab', () => {
  it("gives the chart's numbers as a table: a row per week, a column per category and the total", async () => {
    performanceApi();
    renderTab('graph');
    await userEvent.click(await screen.findByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Credits per week' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Week', 'Delivery', 'Teamwork', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1).map((tableRow) => Array.from(tableRow.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['1 Nov 2026', '0', '0', '0'],
      ['2 – 8 Nov 2026', '30', '5', '35'],
      ['9 – 15 Nov 2026', '0', '12', '12'],
    ]);
  });

  it('narrows the graph to chosen members and switches to months', async () => {
    const calls = performanceApi();
    const router = renderTab('graph');
    await screen.findByRole('button', { name: 'Show as table' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Members' }));
    await userEvent.click(await screen.findByRole('option', { name: /Bob Builder/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(router.state.location.search).toBe(`?tab=graph&userIds=${BOB}&bucket=month`);
    const queries = calls.filter((call) => call.path === '/api/performance/credit/report-graph').map((call) => call.query);
    expect(queries).toContain(`period=month&bucket=month&userIds=${BOB}`);
  });
});
