import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../app/format';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { PAYMENT_METHODS, billingApi, summary } from './billingTestData';
import { redirectTo } from './redirect';

vi.mock('./redirect', () => ({ redirectTo: vi.fn() }));

beforeEach(() => vi.mocked(redirectTo).mockClear());

async function section(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name });
}

describe('BillingPage', () => {
  it('shows the plan, its state, the seats used of those paid and the next and last payments', async () => {
    sessionApi(userWithRole('owner'), billingApi());
    renderApp('/billing');
    const plan = await section('Team');
    expect(within(plan).getByText('Active')).toBeTruthy();
    expect(within(plan).getByText('6 of 10 seats used')).toBeTruthy();
    expect(within(plan).getByRole('progressbar', { name: '6 of 10 seats used' }).getAttribute('aria-valuenow')).toBe('60');
    expect(within(plan).getByText('Monthly')).toBeTruthy();
    expect(within(plan).getByText(formatDate('2026-05-01T10:00:00Z'))).toBeTruthy();
    expect(within(plan).getByText(formatDate('2026-04-01T10:00:00Z'))).toBeTruthy();
    expect(within(plan).getAllByText('$120')).toHaveLength(2);
    expect(within(plan).getByRole('button', { name: 'Change plan' })).toBeTruthy();
  });

  it('offers Upgrade on a trial, with the trial end and a scheduled change', async () => {
    sessionApi(
      userWithRole('admin'),
      billingApi({
        'GET /api/subscription/active': () => ({
          body: {
            data: summary({
              status: 'trialing',
              trialEndsAt: '2026-05-15T10:00:00Z',
              scheduledChange: { planName: 'Team', quantity: 7, billingCycle: 'monthly', effectiveAt: '2026-05-01T10:00:00Z' },
              promotionCode: 'SPRING20',
            }),
          },
        }),
      }),
    );
    renderApp('/billing');
    const plan = await section('Team');
    expect(within(plan).getByText(`Trial — ends ${formatDate('2026-05-15T10:00:00Z')}`)).toBeTruthy();
    expect(within(plan).getByText(`Changes to 7 seats, billed monthly, on ${formatDate('2026-05-01T10:00:00Z')}`)).toBeTruthy();
    expect(within(plan).getByText('Promotion SPRING20')).toBeTruthy();
    expect(within(plan).getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    expect(within(plan).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('lists the cards with the default marked, and makes another one the default', async () => {
    const calls = sessionApi(userWithRole('owner'), billingApi({ 'POST /api/payment-method/pm-2/default': () => ({ body: { data: { ...PAYMENT_METHODS[1]!, isDefault: true } } }) }));
    renderApp('/billing');
    const cards = await screen.findByRole('list', { name: 'Saved cards' });
    const card = (name: string) => within(cards).getAllByRole('listitem').find((item) => item.textContent?.includes(name))!;
    const visa = card('Visa •••• 4242');
    expect(within(visa).getByText('Default')).toBeTruthy();
    expect(within(visa).getByText('Expires 12/2034')).toBeTruthy();
    const mastercard = card('Mastercard •••• 4444');
    expect(within(mastercard).queryByText('Default')).toBeNull();

    await userEvent.click(within(mastercard).getByRole('button', { name: 'Actions for Mastercard •••• 4444' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Make default' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/payment-method/pm-2/default')).toBe(true));
    expect(await screen.findByText('Mastercard •••• 4444 is now your default card')).toBeTruthy();
  });

  it('shows the server’s reason when a card cannot be removed', async () => {
    const calls = sessionApi(
      userWithRole('owner'),
      billingApi({
        'DELETE /api/payment-method/pm-1': () => ({ status: 400, body: { message: 'Make another card the default before removing this one.', code: 'VALIDATION_FAILED' } }),
      }),
    );
    renderApp('/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Visa •••• 4242' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Visa •••• 4242?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Make another card the default before removing this one.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('adds a card through a hosted checkout', async () => {
    sessionApi(userWithRole('owner'), billingApi({ 'POST /api/payment-method': () => ({ body: { data: { url: 'http://localhost/checkout/cs-setup' } } }) }));
    renderApp('/billing');
    await screen.findByRole('list', { name: 'Saved cards' });
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/cs-setup'));
  });

  it('lists the invoices with a printable view and a download', async () => {
    sessionApi(userWithRole('owner'), billingApi());
    renderApp('/billing');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = (await within(table).findByText('INV-000001')).closest('tr')!;
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('$120')).toBeTruthy();
    const download = within(row).getByRole('link', { name: 'Download INV-000001' });
    expect(download.getAttribute('href')).toBe('/api/invoice/inv-1?format=pdf');
    expect(download.hasAttribute('download')).toBe(true);
    const view = within(row).getByRole('link', { name: 'View INV-000001' });
    expect(view.getAttribute('href')).toBe('/api/invoice/inv-1?format=pdf&disposition=inline');
    expect(view.getAttribute('target')).toBe('_blank');
  });

  it('says when there are no invoices yet, and lists the transactions', async () => {
    sessionApi(userWithRole('owner'), billingApi({ 'GET /api/invoice': () => ({ body: { data: [] } }) }));
    renderApp('/billing');
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
    const transactions = await screen.findByRole('table', { name: 'Transactions' });
    const failed = (await within(transactions).findByText('Renewal: Your card was declined.')).closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('•••• 0002')).toBeTruthy();
  });

  it('cancels at period end after a confirmation, and can keep the subscription again', async () => {
    let cancelled = false;
    const calls = sessionApi(
      userWithRole('owner'),
      billingApi({
        'GET /api/subscription/active': () => ({ body: { data: summary({ cancelAtPeriodEnd: cancelled }) } }),
        'DELETE /api/subscription/cancel': () => {
          cancelled = true;
          return { body: { data: summary({ cancelAtPeriodEnd: true }) } };
        },
        'POST /api/subscription/reactivate': () => {
          cancelled = false;
          return { body: { data: summary({ cancelAtPeriodEnd: false }) } };
        },
      }),
    );
    renderApp('/billing');
    const plan = await section('Team');
    await userEvent.click(within(plan).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription?' });
    expect(within(dialog).getByText(new RegExp(`stays active until ${formatDate('2026-05-01T10:00:00Z')}`))).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/subscription/cancel')).toBe(true));

    expect(await within(plan).findByText(`Cancels on ${formatDate('2026-05-01T10:00:00Z')}`)).toBeTruthy();
    await userEvent.click(await within(plan).findByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/subscription/reactivate')).toBe(true));
    expect(await within(plan).findByText('Active')).toBeTruthy();
  });

  it('asks a past-due owner to retry the payment, and sends them to pay', async () => {
    const calls = sessionApi(
      userWithRole('owner'),
      billingApi({
        'GET /api/subscription/active': () => ({
          body: { data: summary({ status: 'past_due', pastDueSince: '2026-05-01T10:00:00Z', suspendsAt: '2026-05-08T10:00:00Z' }) },
        }),
        'POST /api/retry-checkout': () => ({ body: { data: { url: 'http://localhost/checkout/cs-retry' } } }),
      }),
    );
    renderApp('/billing');
    const plan = await section('Team');
    expect(within(plan).getByText(`Payment failed — suspends on ${formatDate('2026-05-08T10:00:00Z')}`)).toBeTruthy();
    await userEvent.click(within(plan).getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/cs-retry'));
    expect(calls.find((c) => c.path === '/api/retry-checkout')?.body).toEqual({});
  });
});
