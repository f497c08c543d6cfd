import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../../test/renderApp';
import { billingApi, checkoutSession } from '../billingTestData';

type Handler = (body: unknown) => { status?: number; body: unknown };

function checkoutApi(pay: Handler, session = checkoutSession()) {
  return billingApi({ 'GET /api/session/cs-1': () => ({ body: { data: session } }), 'POST /api/sandbox/checkout/cs-1/pay': pay });
}

/** Whole values at once (each keystroke re-renders the form: slow on a busy machine); the inputs format them as typing would. */
async function fillCard(number: string) {
  const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  await screen.findByRole('textbox', { name: 'Card number' });
  type('Card number', number);
  type('Expiration date (MM / YY)', '1234');
  type('CVC', '123');
  type('Cardholder name', 'Ada Lovelace');
}

describe('SandboxCheckoutPage', () => {
  it('shows the order in test mode, sends the card and lands on the payment status', async () => {
    const paid = checkoutSession({ status: 'paid', card: { brand: 'visa', last4: '4242' } });
    const calls = sessionApi(userWithRole('owner'), checkoutApi(() => ({ body: { data: paid } })));
    const { router } = renderApp('/checkout/cs-1');

    expect(await screen.findByRole('heading', { name: 'Subscribe to Team' })).toBeTruthy();
    expect(screen.getByText('TEST MODE')).toBeTruthy();
    expect(screen.getByText(/10 seats × \$12/)).toBeTruthy();
    expect(within(screen.getByText('Due today').parentElement!.parentElement!).getByText('$120.00')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.value).toBe('owner@demo.test');
    expect(email.readOnly).toBe(true);

    await fillCard('4242424242424242');
    expect((screen.getByRole('textbox', { name: 'Card number' }) as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect(screen.getByRole('img', { name: 'Visa' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Expiration date (MM / YY)' }) as HTMLInputElement).value).toBe('12 / 34');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $120.00' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-status'));
    expect(router.state.location.search).toBe('?session_id=cs-1');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/sandbox/checkout/cs-1/pay')?.body).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      name: 'Ada Lovelace',
    });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
  });

  it('sends a declined card on to the payment status, which shows the failure', async () => {
    const failed = checkoutSession({ status: 'failed', failureMessage: 'Your card was declined.' });
    sessionApi(userWithRole('admin'), checkoutApi(() => ({ body: { data: failed } })));
    const { router } = renderApp('/checkout/cs-1');
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $120.00' }));
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment-status');
  });

  it('shows a refused field under its input, and an unfinished card before sending it', async () => {
    const calls = sessionApi(
      userWithRole('owner'),
      checkoutApi(() => ({ status: 400, body: { message: "expYear: Your card's expiration year is invalid.", code: 'VALIDATION_FAILED', field: 'expYear' } })),
    );
    renderApp('/checkout/cs-1');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Card number' }), { target: { value: '4242 4242' } });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $120.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incomplete.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $120.00' }));
    const error = await screen.findByText("Your card's expiration year is invalid.");
    const expiry = screen.getByRole('textbox', { name: 'Expiration date (MM / YY)' });
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(expiry.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('says when the checkout closed meanwhile', async () => {
    sessionApi(userWithRole('owner'), checkoutApi(() => ({ status: 409, body: { message: 'This checkout is no longer open', code: 'CONFLICT' } })));
    renderApp('/checkout/cs-1');
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $120.00' }));
    expect(await screen.findByRole('heading', { name: 'This checkout is no longer open' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to billing' }).getAttribute('href')).toBe('/billing');
  });

  it('saves a card for a setup checkout', async () => {
    sessionApi(userWithRole('owner'), checkoutApi(() => ({ body: { data: {} } }), checkoutSession({ purpose: 'setup', amountDue: 0 })));
    renderApp('/checkout/cs-1');
    expect(await screen.findByRole('heading', { name: 'Save a card for future payments' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save card' })).toBeTruthy();
  });

  it('is not open to roles that cannot manage billing', async () => {
    sessionApi(userWithRole('editor'), checkoutApi(() => ({ body: {} })));
    renderApp('/checkout/cs-1');
    expect(await screen.findByRole('heading', { name: 'ACCESS RESTRICTED' })).toBeTruthy();
  });
});
