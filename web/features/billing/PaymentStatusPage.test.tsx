import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../app/format';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { billingApi, checkoutSession, summary } from './billingTestData';
import { redirectTo } from './redirect';

vi.mock('./redirect', () => ({ redirectTo: vi.fn() }));

beforeEach(() => vi.mocked(redirectTo).mockClear());

const PAID = checkoutSession({ status: 'paid', card: { brand: 'visa', last4: '4242' }, completedAt: '2026-04-01T10:01:00Z', invoiceId: 'inv-1' });

describe('PaymentStatusPage', () => {
  it('confirms a paid checkout with a summary, then refreshes the subscription', async () => {
    const calls = sessionApi(userWithRole('owner'), billingApi({ 'GET /api/session/cs-1': () => ({ body: { data: PAID } }) }));
    const { router } = renderApp('/payment-status?session_id=cs-1');
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    const receipt = screen.getByLabelText('Summary');
    expect(within(receipt).getByText('Team')).toBeTruthy();
    expect(within(receipt).getByText('10 seats')).toBeTruthy();
    expect(within(receipt).getByText('Monthly')).toBeTruthy();
    expect(within(receipt).getByText('$120')).toBeTruthy();
    expect(within(receipt).getByText('Visa •••• 4242')).toBeTruthy();
    // The plan, seats and account state changed: they are read again once the outcome is known.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/subscription/active').length).toBeGreaterThan(0));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/subscription/check').length).toBeGreaterThan(1));
    await userEvent.click(screen.getByRole('link', { name: 'Invite your team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/team'));
  });

  it('says a seat reduction is scheduled when nothing is charged now', async () => {
    sessionApi(
      userWithRole('owner'),
      billingApi({
        'GET /api/session/cs-1': () => ({ body: { data: checkoutSession({ status: 'paid', purpose: 'change', quantity: 7, amountDue: 0 }) } }),
        'GET /api/subscription/active': () => ({
          body: { data: summary({ scheduledChange: { planName: 'Team', quantity: 7, billingCycle: 'monthly', effectiveAt: '2026-05-01T10:00:00Z' } }) },
        }),
      }),
    );
    renderApp('/payment-status?session_id=cs-1');
    expect(await screen.findByRole('heading', { name: 'Plan change scheduled' })).toBeTruthy();
    expect(await screen.findByText(new RegExp(`Your plan changes to 7 seats, billed monthly on ${formatDate('2026-05-01T10:00:00Z')}`))).toBeTruthy();
  });

  it('shows why a payment failed and retries it', async () => {
    const calls = sessionApi(
      userWithRole('owner'),
      billingApi({
        'GET /api/session/cs-1': () => ({ body: { data: checkoutSession({ status: 'failed', failureMessage: 'Your card was declined.' }) } }),
        'POST /api/retry-checkout': () => ({ body: { data: { url: 'http://localhost/checkout/cs-2' } } }),
      }),
    );
    renderApp('/payment-status?session_id=cs-1');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Your card was declined.');
    expect(screen.getByRole('link', { name: 'Back to billing' }).getAttribute('href')).toBe('/billing');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/checkout/cs-2'));
    expect(calls.find((c) => c.path === '/api/retry-checkout')?.body).toEqual({ sessionId: 'cs-1' });
  });

  it('keeps asking while the checkout is open, then shows the outcome', async () => {
    let asked = 0;
    sessionApi(
      userWithRole('owner'),
      billingApi({
        'GET /api/session/cs-1': () => {
          asked += 1;
          return { body: { data: asked < 2 ? checkoutSession() : PAID } };
        },
      }),
    );
    renderApp('/payment-status?session_id=cs-1');
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    // The open answer, then the paid one (and a refresh of everything billing once it ended).
    expect(asked).toBeGreaterThanOrEqual(2);
  });

  it('says when a checkout expired, and when there is no checkout at all', async () => {
    sessionApi(userWithRole('owner'), billingApi({ 'GET /api/session/cs-1': () => ({ body: { data: checkoutSession({ status: 'expired' }) } }) }));
    const { unmount } = renderApp('/payment-status?session_id=cs-1');
    expect(await screen.findByRole('heading', { name: 'This checkout expired' })).toBeTruthy();
    unmount();

    renderApp('/payment-status');
    expect(await screen.findByText('No payment in progress')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to billing' }).getAttribute('href')).toBe('/billing');
  });
});
