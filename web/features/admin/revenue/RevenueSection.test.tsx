import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Revenue } from '../../../../domain/billing/admin';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';

const MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

const REVENUE: Revenue = {
  mrr: 130.67,
  arr: 1568.04,
  currency: 'usd',
  revenueByMonth: MONTHS.map((month) => ({ month, amount: month === '2026-11' ? 864 : month === '2026-08' ? 48 : 0 })),
  organizationsByPlan: [
    { plan: 'Free', count: 12 },
    { plan: 'Team', count: 2 },
    { plan: 'Business', count: 0 },
    { plan: 'Enterprise', count: 0 },
  ],
  organizationsByStatus: [
    { status: 'active', count: 13 },
    { status: 'trialing', count: 0 },
    { status: 'past_due', count: 1 },
    { status: 'suspended', count: 0 },
    { status: 'expired', count: 0 },
    { status: 'cancelled', count: 0 },
    { status: 'restricted', count: 0 },
  ],
  payingOrganizations: 2,
};

describe('admin revenue', () => {
  it('shows MRR, ARR, paying organisations, revenue by month and organisations by plan and status', async () => {
    sessionApi(userWithRole('super_admin'), {
      'GET /api/admin/org': () => ({ body: { data: [] } }),
      'GET /api/admin/revenue': () => ({ body: { data: REVENUE } }),
    });
    renderApp('/admin/dashboard');
    const section = await screen.findByRole('region', { name: 'Revenue' });
    expect((await within(section).findByRole('group', { name: 'MRR' })).textContent).toContain('$130.67');
    expect(within(section).getByRole('group', { name: 'ARR' }).textContent).toContain('$1,568.04');
    expect(within(section).getByRole('group', { name: 'Paying organisations' }).textContent).toContain('2');

    const chart = within(section).getByRole('img', { name: /^Paid invoices by month:/ });
    expect(chart.getAttribute('aria-label')).toContain('November 2026 $864');
    expect(chart.getAttribute('aria-label')).toContain('August 2026 $48');
    expect(chart.getAttribute('aria-label')).toContain('December 2025 $0');

    const byPlan = within(section).getByRole('region', { name: 'Organisations by plan' });
    const planRows = within(byPlan).getAllByRole('listitem').map((item) => item.textContent);
    expect(planRows).toEqual(['Free12', 'Team2', 'Business0', 'Enterprise0']);
    const byStatus = within(section).getByRole('region', { name: 'Organisations by status' });
    expect(within(byStatus).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Active13', 'Past due1']);
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    sessionApi(userWithRole('super_admin'), {
      'GET /api/admin/org': () => ({ body: { data: [] } }),
      'GET /api/admin/revenue': () => ({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }),
    });
    renderApp('/admin/dashboard');
    const section = await screen.findByRole('region', { name: 'Revenue' });
    expect(await within(section).findByRole('button', { name: /retry|try again/i }, { timeout: 15_000 })).toBeTruthy();
  });
});
