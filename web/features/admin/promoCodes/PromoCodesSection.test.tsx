import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPromoCode } from '../../../../domain/billing/admin';
import type { Plan } from '../../../../domain/billing/plans';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';

const plan = (id: string, name: string, monthly: number, custom = false): Plan => ({
  id,
  name,
  min_users: 1,
  max_users: null,
  monthly_price: monthly,
  annual_price: monthly * 10,
  description: '',
  feature_title: '',
  features: [],
  trial_days: 0,
  is_custom_plan: custom,
});
const PLANS = [plan('free', 'Free', 0), plan('team', 'Team', 8), plan('business', 'Business', 12), plan('enterprise', 'Enterprise', 0, true)];

const SPRING: AdminPromoCode = {
  _id: 'p1',
  code: 'SPRING25',
  kind: 'percent',
  percentOff: 25,
  amountOff: null,
  expiresAt: '2099-03-31T21:59:59.999Z',
  maxRedemptions: 100,
  redemptions: 3,
  planId: 'team',
  planName: 'Team',
  createdAt: '2026-01-01T00:00:00Z',
};

function adminApi(extra: Parameters<typeof sessionApi>[1] = {}) {
  let promos: AdminPromoCode[] = [SPRING];
  const calls = sessionApi(userWithRole('super_admin'), {
    'GET /api/admin/org': () => ({ body: { data: [] } }),
    'GET /api/admin/plan': () => ({ body: { data: PLANS } }),
    'GET /api/admin/promo-code': () => ({ body: { data: promos } }),
    'POST /api/admin/promo-code': (body) => {
      const b = body as { code: string; amountOffCents?: number; maxRedemptions: number | null; expiresAt: string | null; planId: string | null };
      const created: AdminPromoCode = {
        ...SPRING,
        _id: 'p2',
        code: b.code.toUpperCase(),
        kind: 'amount',
        percentOff: null,
        amountOff: (b.amountOffCents ?? 0) / 100,
        maxRedemptions: b.maxRedemptions,
        redemptions: 0,
        expiresAt: b.expiresAt,
        planId: b.planId,
        planName: b.planId ? 'Business' : null,
      };
      promos = [created, ...promos];
      return { body: { data: created } };
    },
    'DELETE /api/admin/promo-code/p1': () => {
      promos = promos.filter((p) => p._id !== 'p1');
      return { body: { data: { success: true } } };
    },
    ...extra,
  });
  return calls;
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'New promotion code' }));
  return screen.getByRole('dialog', { name: 'New promotion code' });
}

describe('admin promotion codes', () => {
  it('lists codes with their discount, plan, redemptions and expiry', async () => {
    adminApi();
    renderApp('/admin/dashboard');
    const table = await screen.findByRole('table', { name: 'Promotion codes' });
    const row = (await within(table).findByText('SPRING25')).closest('tr')!;
    expect(within(row).getByText('25% off')).toBeTruthy();
    expect(within(row).getAllByText('Team').length).toBeGreaterThan(0);
    expect(within(row).getByText('3 / 100')).toBeTruthy();
  });

  it('creates an amount code for one plan with an expiry and a redemption limit', async () => {
    const calls = adminApi();
    renderApp('/admin/dashboard');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Code'), 'welcome10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Amount off' }));
    await userEvent.type(within(dialog).getByLabelText('Amount off'), '10.50');
    await userEvent.type(within(dialog).getByLabelText('Max redemptions'), '50');
    await userEvent.type(within(dialog).getByLabelText('Expires on'), '2099-12-31');

    // Only plans a checkout can buy are offered.
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Plan' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All plans', 'Team', 'Business']);
    await userEvent.click(screen.getByRole('option', { name: 'Business' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Promotion code WELCOME10 created')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/admin/promo-code');
    expect(post?.body).toEqual({
      code: 'welcome10',
      kind: 'amount',
      amountOffCents: 1050,
      expiresAt: new Date('2099-12-31T23:59:59.999').toISOString(),
      maxRedemptions: 50,
      planId: 'business',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New promotion code' })).toBeNull());
    const row = (await screen.findByText('WELCOME10')).closest('tr')!;
    expect(within(row).getByText('$10.50 off')).toBeTruthy();
    expect(within(row).getByText('0 / 50')).toBeTruthy();
  });

  it('checks the form, and shows the server refusal under the field it names', async () => {
    const calls = adminApi({
      'POST /api/admin/promo-code': () => ({ status: 409, body: { message: 'A promotion code with this code already exists', code: 'CONFLICT', field: 'code' } }),
    });
    renderApp('/admin/dashboard');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('Code is required')).toBeTruthy();
    expect(within(dialog).getByText('Percent off must be more than 0 and at most 100, with at most 2 decimals')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Code'), 'spring25');
    await userEvent.type(within(dialog).getByLabelText('Percent off'), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('A promotion code with this code already exists')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'spring25', kind: 'percent', percentOff: 25, expiresAt: null, maxRedemptions: null, planId: null });
    expect(within(dialog).getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes a code after a confirmation', async () => {
    const calls = adminApi();
    renderApp('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete SPRING25' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete promotion code?' });
    expect(confirm.textContent).toContain('SPRING25 stops working at checkout at once.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Promotion code SPRING25 deleted')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/admin/promo-code/p1')).toBe(true);
    expect(await screen.findByText('No promotion codes yet')).toBeTruthy();
  });
});
