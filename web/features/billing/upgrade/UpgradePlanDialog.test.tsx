import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { CONFIRM_ANNUAL_TO_MONTHLY_TEXT, CONFIRM_FEWER_USERS_TEXT } from '../../../../domain/billing/api';
import { createQueryClient } from '../../../app/api/queryClient';
import { ThemeModeProvider } from '../../../app/ThemeModeProvider';
import { mockApi, renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import { openUpgradeDialog } from './upgradeDialog';
import { UpgradePlanDialog } from './UpgradePlanDialog';
import { PAID_TEAM, subscription, upgradeApi, type Calls } from './upgradeTestData';

type Options = Parameters<typeof upgradeApi>[1];

function renderDialog(options: Options = {}, overrides: Parameters<typeof upgradeApi>[2] = {}) {
  const calls: Calls = mockApi(upgradeApi(() => calls, options, overrides));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeModeProvider>
        <UpgradePlanDialog open onClose={() => undefined} />
        <ToastContainer />
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
  return calls;
}

const card = async (name: string) => screen.findByRole('article', { name });
const seatsField = () => screen.getByRole('textbox', { name: 'Number of users' });
const priceRow = (name: RegExp) => within(screen.getByRole('table', { name: 'Price' })).getByRole('row', { name });
const lastCall = (calls: Calls, method: string, path: string) => calls.filter((call) => call.method === method && call.path === path).at(-1);

async function choose(planName: string) {
  await userEvent.click(within(await card(planName)).getByRole('button', { name: `Choose ${planName}` }));
  await screen.findByRole('dialog', { name: 'Show Plans' });
}

async function setSeats(value: string) {
  await userEvent.clear(seatsField());
  if (value) await userEvent.type(seatsField(), value);
}

/** Waits for the server's quote (after the debounce) so the table shows its numbers. */
async function settledPrice(calls: Calls, query: string) {
  await waitFor(() => expect(calls.some((call) => call.path === '/api/price' && call.query === query)).toBe(true));
}

describe('Choose Your Plan', () => {
  it('shows a card per plan with its price, range, trial, current marker and call to action', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Choose Your Plan' })).toBeTruthy();

    const free = await card('Free');
    expect(within(free).getByText('Current plan')).toBeTruthy();
    expect(within(free).getByText('1–5 users')).toBeTruthy();
    expect(within(free).queryByRole('button')).toBeNull();
    expect(within(free).queryByRole('link')).toBeNull();

    const team = await card('Team');
    expect(within(team).queryByText('Current plan')).toBeNull();
    expect(within(team).getByText('14-day free trial')).toBeTruthy();
    expect(within(team).getByText('6–25 users')).toBeTruthy();
    expect(within(team).getByText('$8')).toBeTruthy();
    expect(within(team).getByText('16.67% off annually')).toBeTruthy();
    expect(within(team).getByText(/\$80 per user \/ year/)).toBeTruthy();
    expect(within(team).getByText('Unlimited projects')).toBeTruthy();
    // On the free tier a paid plan with trial days offers its trial.
    expect(within(team).getByRole('button', { name: 'Start 14-day free trial' })).toBeTruthy();
    expect(within(team).getByRole('button', { name: 'Choose Team' })).toBeTruthy();

    const enterprise = await card('Enterprise');
    expect(within(enterprise).getByRole('link', { name: 'Contact sales' }).getAttribute('href')).toBe('mailto:sales@teamwork.local');
    expect(within(enterprise).queryByRole('button', { name: /Choose/ })).toBeNull();
  });

  it('offers no trial to a paying subscription and greys out a free tier the team has outgrown', async () => {
    renderDialog({ subscription: PAID_TEAM, isFreeTierEligible: false });
    const team = await card('Team');
    expect(within(team).getByText('Current plan')).toBeTruthy();
    expect(within(team).queryByRole('button', { name: /free trial/ })).toBeNull();
    // Choosing the current plan is allowed: it restores its seats.
    expect(within(team).getByRole('button', { name: 'Choose Team' })).toBeTruthy();
    const free = await card('Free');
    expect(free.getAttribute('aria-disabled')).toBe('true');
    expect(within(free).getByText('Your team has more users than this plan allows.')).toBeTruthy();
  });

  it('starts a trial and refetches the subscription', async () => {
    const calls = renderDialog({}, { 'POST /api/subscription/trial': () => ({ body: { data: subscription({ status: 'trialing' }) } }) });
    await userEvent.click(within(await card('Business')).getByRole('button', { name: 'Start 14-day free trial' }));
    expect(await screen.findByText('Your 14-day free trial of Business has started.')).toBeTruthy();
    expect(lastCall(calls, 'POST', '/api/subscription/trial')?.body).toEqual({ planId: 'business' });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/subscription/active').length).toBeGreaterThan(1));
  });
});

describe('Show Plans', () => {
  it("sets seats to a new plan's minimum, restores them for the current plan, and goes back", async () => {
    renderDialog({ subscription: PAID_TEAM });
    await choose('Business');
    expect(seatsField()).toHaveProperty('value', '26');
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText("Great Choice ! Here's what your plan includes")).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Change Plan' }));
    await choose('Team');
    // The current plan keeps its 10 seats and its annual cycle.
    expect(seatsField()).toHaveProperty('value', '10');
    expect(screen.getByRole('button', { name: /Annually/ }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Back to plans' }));
    expect(await screen.findByRole('dialog', { name: 'Choose Your Plan' })).toBeTruthy();
  });

  it('selects the plan whose range holds the seat count, down to contact sales', async () => {
    renderDialog();
    await choose('Team');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Team')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove a user' }));
    expect(seatsField()).toHaveProperty('value', '5');
    expect(within(summary).getByText('Free')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Free' })).toHaveProperty('disabled', true);

    await setSeats('30');
    expect(within(summary).getByText('Business')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a user' }));
    expect(seatsField()).toHaveProperty('value', '31');

    await setSeats('101');
    expect(within(summary).getByText('Enterprise')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Contact sales' })).toBeTruthy();
    expect(within(summary).queryByRole('button', { name: /Upgrade to/ })).toBeNull();
  });

  it('keeps at least one user and annual billing for two or more', async () => {
    renderDialog();
    await choose('Team');
    await setSeats('1');
    expect(screen.getByRole('button', { name: 'Remove a user' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Annually/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveProperty('disabled', false);
    expect(screen.getByText('Annual billing is available for 2+ users.')).toBeTruthy();

    await setSeats('');
    expect(screen.getByText('Minimum 1 user is required')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Upgrade to/ })).toHaveProperty('disabled', true);
    await userEvent.type(seatsField(), '0');
    expect(screen.getByText('Minimum 1 user is required')).toBeTruthy();
  });

  it('prices seats monthly and annually, with the annual saving', async () => {
    const calls = renderDialog();
    await choose('Team');
    await setSeats('8');
    expect(priceRow(/\$8\.00 x 8 users/).textContent).toContain('$64.00');
    expect(priceRow(/Total Payable/).textContent).toContain('$64.00');
    expect(priceRow(/You save/).textContent).toContain('$0.00');

    // The toggle's saving is a whole percent (16.67% on the card).
    expect(screen.getByRole('button', { name: /Annually/ }).textContent).toBe('AnnuallySave 17%');
    await userEvent.click(screen.getByRole('button', { name: /Annually/ }));
    await settledPrice(calls, 'quantity=8&billing_cycle=annually');
    expect(priceRow(/\$80\.00 x 8 users/).textContent).toContain('$640.00');
    expect(priceRow(/You save/).textContent).toContain('$128.00');
    expect(priceRow(/Total Payable/).textContent).toContain('$640.00');
    expect(screen.queryByRole('row', { name: /Charged today/ })).toBeNull();
  });

  it('says before payment that upgrading ends a running trial, what is charged and what happens to the days left', async () => {
    const trialEndsAt = new Date(Date.now() + 9.5 * 86_400_000).toISOString();
    renderDialog({ subscription: subscription({ planId: 'team', plan_id: 'team', planName: 'Team', quantity: 10, seatLimit: 10, status: 'trialing', trialEndsAt }) });
    await choose('Team');
    await setSeats('8');
    const notice = await screen.findByText(/^Upgrading ends your free trial today\./);
    expect(notice.textContent).toContain('The Total Payable is charged now, for a month starting today; the 10 days left of your trial');
    expect(notice.textContent).toContain('are not added on');
  });

  it('says nothing of a trial to a subscription that is not in one', async () => {
    renderDialog();
    await choose('Team');
    await setSeats('8');
    expect(priceRow(/Total Payable/).textContent).toContain('$64.00');
    expect(screen.queryByText(/ends your free trial/)).toBeNull();
  });

  it('applies a promo code, and shows a refused one under the field', async () => {
    const calls = renderDialog();
    await choose('Team');
    await setSeats('8');
    await userEvent.click(screen.getByRole('button', { name: 'Have Promocode?' }));
    const field = screen.getByRole('textbox', { name: 'Have Promocode?' });

    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promotion code does not exist')).toBeTruthy();
    // Asked at once with the code (the debounced quote of the seat change may come before or after).
    expect(calls.some((call) => call.path === '/api/price' && call.query === 'quantity=8&billing_cycle=monthly&promotionCode=NOPE')).toBe(true);

    await userEvent.clear(field);
    await userEvent.type(field, 'spring25');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code SPRING25 applied')).toBeTruthy();
    expect(screen.queryByText('This promotion code does not exist')).toBeNull();
    // 25% of $64.00.
    await waitFor(() => expect(priceRow(/You save/).textContent).toContain('$16.00'));
    expect(priceRow(/Total Payable/).textContent).toContain('$48.00');
  });

  it("shows what a paying subscription is charged today, from the server's quote", async () => {
    renderDialog({ subscription: PAID_TEAM });
    await choose('Team');
    await setSeats('12');
    await waitFor(() => expect(priceRow(/Charged today/).textContent).toContain('$12.34'));
  });
});

describe('Upgrade flow', () => {
  function stubRedirect() {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    return assign;
  }

  it('checks the quantity, creates the checkout with the exact body and redirects, with no confirmation', async () => {
    const assign = stubRedirect();
    const calls = renderDialog();
    await choose('Team');
    await setSeats('8');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Team' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.test/session/cs_1'));
    expect(lastCall(calls, 'GET', '/api/upgrade/check')?.query).toBe('quantity=8&billing_cycle=monthly');
    expect(lastCall(calls, 'GET', '/api/downgrade/check')).toBeUndefined();
    expect(lastCall(calls, 'POST', '/api/checkout')?.body).toEqual({ quantity: 8, billing_cycle: 'monthly', promotionCode: null });
    expect(screen.queryByRole('dialog', { name: 'Upgrade Plan Change' })).toBeNull();
    // Busy until the page leaves: no second checkout.
    expect(screen.getByRole('button', { name: 'Processing…' })).toHaveProperty('disabled', true);
  });

  it('asks to confirm fewer seats and annual to monthly, and Cancel creates nothing', async () => {
    const assign = stubRedirect();
    const calls = renderDialog({ subscription: PAID_TEAM });
    await choose('Team');
    await setSeats('8');
    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Team' }));

    const confirm = await screen.findByRole('dialog', { name: 'Upgrade Plan Change' });
    expect(within(confirm).getByText(CONFIRM_ANNUAL_TO_MONTHLY_TEXT)).toBeTruthy();
    expect(within(confirm).getByText(CONFIRM_FEWER_USERS_TEXT)).toBeTruthy();
    expect(lastCall(calls, 'GET', '/api/downgrade/check')?.query).toBe('quantity=8');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upgrade Plan Change' })).toBeNull());
    expect(lastCall(calls, 'POST', '/api/checkout')).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Team' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Upgrade Plan Change' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(lastCall(calls, 'POST', '/api/checkout')?.body).toEqual({ quantity: 8, billing_cycle: 'monthly', promotionCode: null });
  });

  it('does not confirm more seats on the same annual cycle', async () => {
    const assign = stubRedirect();
    renderDialog({ subscription: PAID_TEAM });
    await choose('Team');
    await userEvent.click(screen.getByRole('button', { name: 'Add a user' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Team' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Upgrade Plan Change' })).toBeNull();
  });

  it('shows a failed downgrade check inline, with the server message first', async () => {
    renderDialog({ subscription: PAID_TEAM }, { 'GET /api/downgrade/check': () => ({ body: { success: true, isDowngradePossible: false } }) });
    await choose('Team');
    await setSeats('8');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Team' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Unable to upgrade plan');
    expect(screen.queryByRole('dialog', { name: 'Upgrade Plan Change' })).toBeNull();
  });

  it("shows the check's own message when the server gives one", async () => {
    const message = 'Your team uses 9 seats (members and pending invitations), so it cannot go down to 8. Remove members or revoke invitations first.';
    renderDialog({ subscription: PAID_TEAM }, { 'GET /api/downgrade/check': () => ({ body: { success: true, isDowngradePossible: false, message } }) });
    await choose('Team');
    await setSeats('8');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Team' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
  });

  it('shows an invalid-downgrade 400 from checkout inline', async () => {
    const message = 'Your team uses 9 seats (members and pending invitations), so it cannot go down to 8. Remove members or revoke invitations first.';
    renderDialog({}, { 'POST /api/checkout': () => ({ status: 400, body: { message, code: 'VALIDATION_FAILED', isInvalidDowngradeQuantity: true } }) });
    await choose('Team');
    await setSeats('8');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Team' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    expect(screen.getByRole('button', { name: 'Upgrade to Team' })).toHaveProperty('disabled', false);
  });

  it('shows another checkout 400 under the promo code field, opening it', async () => {
    renderDialog({}, { 'POST /api/checkout': () => ({ status: 400, body: { message: 'This promotion code has expired', code: 'VALIDATION_FAILED' } }) });
    await choose('Team');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Team' }));
    const field = await screen.findByRole('textbox', { name: 'Have Promocode?' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This promotion code has expired')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other failure as a toast', async () => {
    renderDialog({}, { 'POST /api/checkout': () => ({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } }) });
    await choose('Team');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Team' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Team' })).toHaveProperty('disabled', false);
  });
});

describe('Openers', () => {
  it('opens from anywhere in the shell, afresh on step 1 each time', async () => {
    const calls: Calls = sessionApi(userWithRole('owner'), upgradeApi(() => calls, { subscription: subscription() }));
    renderApp('/');
    await screen.findByRole('link', { name: 'Teamwork home' });
    act(() => openUpgradeDialog());
    await choose('Team');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Show Plans' })).toBeNull());
    act(() => openUpgradeDialog());
    expect(await screen.findByRole('dialog', { name: 'Choose Your Plan' })).toBeTruthy();
  });

  it('does not open for someone who may not manage billing', async () => {
    const calls: Calls = sessionApi(userWithRole('editor'), upgradeApi(() => calls));
    renderApp('/');
    await screen.findByRole('link', { name: 'Teamwork home' });
    act(() => openUpgradeDialog());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.path === '/api/plan')).toBe(false);
  });

  it('/upgradeplan shows the plans inline', async () => {
    const calls: Calls = sessionApi(userWithRole('admin'), upgradeApi(() => calls));
    renderApp('/upgradeplan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeTruthy();
    await userEvent.click(within(await card('Team')).getByRole('button', { name: 'Choose Team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Show Plans' })).toBeTruthy();
    expect(seatsField()).toHaveProperty('value', '6');
  });
});
