import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../../domain/billing/plans';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';

const PLANS: Plan[] = [
  { id: 'free', name: 'Free', min_users: 1, max_users: 3, monthly_price: 0, annual_price: 0, description: '', feature_title: '', features: [], trial_days: 0, is_custom_plan: false },
  {
    id: 'team',
    name: 'Team',
    min_users: 4,
    max_users: 50,
    monthly_price: 8,
    annual_price: 80,
    description: 'For growing teams',
    feature_title: 'Everything in Free, plus',
    features: ['Unlimited projects'],
    trial_days: 14,
    is_custom_plan: false,
  },
];

function adminApi(extra: Parameters<typeof sessionApi>[1] = {}) {
  return sessionApi(userWithRole('super_admin'), {
    'GET /api/admin/org': () => ({ body: { data: [] } }),
    'GET /api/admin/plan': () => ({ body: { data: PLANS } }),
    ...extra,
  });
}

async function editTeamPlan() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Team' }));
  return screen.getByRole('dialog', { name: 'Edit Team' });
}

describe('admin plans', () => {
  it('lists the plans with seat range, prices and the annual discount', async () => {
    adminApi();
    renderApp('/admin/dashboard');
    const table = await screen.findByRole('table', { name: 'Plans' });
    const team = (await within(table).findByText('Team')).closest('tr')!;
    expect(within(team).getAllByText('4–50 users').length).toBeGreaterThan(0);
    expect(within(team).getByText('$8')).toBeTruthy();
    expect(within(team).getByText('$80')).toBeTruthy();
    expect(within(team).getByText('16.67% off')).toBeTruthy();
    expect(within(team).getByText('14 days')).toBeTruthy();
  });

  it('saves only the changed fields', async () => {
    const calls = adminApi({ 'PUT /api/admin/plan/team': () => ({ body: { data: { ...PLANS[1], monthly_price: 9.5 } } }) });
    renderApp('/admin/dashboard');
    const dialog = await editTeamPlan();
    const price = within(dialog).getByLabelText('Monthly price per user');
    await userEvent.clear(price);
    await userEvent.type(price, '9.50');
    await userEvent.type(within(dialog).getByLabelText('Features'), '\nSSO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Plan updated')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ monthly_price: 9.5, features: ['Unlimited projects', 'SSO'] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Team' })).toBeNull());
  });

  it('shows a refusal from the server in the dialog', async () => {
    adminApi({
      'PUT /api/admin/plan/team': () => ({ status: 400, body: { message: 'No plan covers 4–5 users between Free and Team', code: 'VALIDATION_FAILED' } }),
    });
    renderApp('/admin/dashboard');
    const dialog = await editTeamPlan();
    const min = within(dialog).getByLabelText('Min users');
    await userEvent.clear(min);
    await userEvent.type(min, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('No plan covers 4–5 users between Free and Team');
  });
});
