import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBillingPeriod } from '../../../../domain/billing/pricing';
import { callApi } from '../../../test/api';
import { createOrganization, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { checkoutSessions, invoices, jobs, paymentMethods, promoCodes, subscriptions, transactions } from '../../../platform/db/schema';
import { createStripeProvider } from '../providers/stripe';
import { startStripeStandIn, type StripeStandIn } from '../test/stripeStandIn';

const WEBHOOK_SECRET = 'whsec_test';
const VISA = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 };

let standIn: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: standIn.url } });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const eventOf = (type: string, object: unknown, id = `evt_${randomUUID().replace(/-/g, '')}`) => ({
  id,
  object: 'event',
  type,
  api_version: Stripe.API_VERSION,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: { object },
});

/** Posts an event the way Stripe does: the JSON bytes, signed with the endpoint's secret. */
function deliver(event: object, options: { secret?: string; signature?: string; tamper?: (payload: string) => string } = {}) {
  const payload = JSON.stringify(event);
  const signature = options.signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: options.tamper ? options.tamper(payload) : payload,
  });
}

async function freeOwner() {
  const { organization, members } = await createOrganization(t.db, ['owner'], { plan: 'free' });
  return { organization, owner: await tokenFor(t.db, members.owner), email: members.owner.email };
}

async function subscriptionOf(organizationId: string) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
  return row!;
}

/** POST /api/checkout, answering our session and the stand-in's Checkout session. */
async function startCheckout(token: string, organizationId: string, body: Record<string, unknown> = { quantity: 8, billing_cycle: 'monthly', promotionCode: null }) {
  const res = await callApi(t.app, 'POST', '/api/checkout', token, body);
  expect(res.statusCode, res.body).toBe(200);
  const [session] = await t.db.select().from(checkoutSessions).where(and(eq(checkoutSessions.organizationId, organizationId), eq(checkoutSessions.status, 'open')));
  return { url: res.json().data.url as string, session: session!, stripeRequest: standIn.requestsTo('POST /v1/checkout/sessions').at(-1)! };
}

/** A paid-up Stripe subscription: checkout, the payer pays on Stripe's page, the webhook arrives. */
async function subscribed() {
  const { organization, owner } = await freeOwner();
  const { session } = await startCheckout(owner, organization.id);
  const paid = standIn.completeSession(session.providerSessionId!, VISA);
  const res = await deliver(eventOf('checkout.session.completed', paid));
  expect(res.statusCode, res.body).toBe(200);
  return { organization, owner, session, subscription: await subscriptionOf(organization.id), stripeSubscriptionId: paid.subscription as string };
}

/** A renewal invoice as Stripe sends it for the period after the current one. */
function renewalInvoice(subscription: typeof subscriptions.$inferSelect, stripeSubscriptionId: string, paid: boolean) {
  const start = subscription.currentPeriodEnd!;
  const end = addBillingPeriod(start, 'monthly');
  return {
    id: `in_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    status: paid ? 'paid' : 'open',
    customer: subscription.providerCustomerId,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: stripeSubscriptionId, metadata: {} } },
    lines: {
      object: 'list',
      data: [{ id: 'il_1', object: 'line_item', amount: 6400, quantity: 8, description: '8 × Team (at $8.00 / month)', period: { start: start.getTime() / 1000, end: end.getTime() / 1000 } }],
    },
    subtotal: 6400,
    total: 6400,
    amount_due: 6400,
    amount_paid: paid ? 6400 : 0,
  };
}

describe('Stripe checkout', () => {
  it('sends the payer to Stripe Checkout for a per-seat subscription priced by our server', async () => {
    const { organization, owner, email } = await freeOwner();
    const { url, session, stripeRequest } = await startCheckout(owner, organization.id);
    expect(url).toBe(`https://checkout.stripe.standin/c/pay/${session.providerSessionId}`);
    expect(session).toMatchObject({ provider: 'stripe', purpose: 'subscribe', quantity: 8, amountDueCents: 6400 });

    const form = stripeRequest.form;
    expect(stripeRequest.raw).toContain('line_items[0][quantity]=8');
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('800');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Team');
    expect(form.get('client_reference_id')).toBe(session.id);
    expect(form.get('metadata[sessionId]')).toBe(session.id);
    expect(form.get('subscription_data[metadata][organizationId]')).toBe(organization.id);
    expect(form.get('success_url')).toBe(`http://localhost:3000/payment-status?session_id=${session.id}`);
    expect(form.get('cancel_url')).toBe('http://localhost:3000/billing');
    expect(form.get('payment_method_collection')).toBe('always');
    expect(form.get('payment_method_types[0]')).toBe('card');
    expect(form.has('discounts[0][coupon]')).toBe(false);

    const customer = standIn.requestsTo('POST /v1/customers').at(-1)!;
    expect(customer.form.get('email')).toBe(email);
    expect((await subscriptionOf(organization.id)).providerCustomerId).toBe(form.get('customer'));
  });

  it('closes a replaced Stripe Checkout page when a newer checkout starts, so only one can be paid', async () => {
    const { organization, owner } = await freeOwner();
    const first = await startCheckout(owner, organization.id);
    const second = await startCheckout(owner, organization.id, { quantity: 9, billing_cycle: 'monthly', promotionCode: null });
    const expired = standIn.requestsTo(`POST /v1/checkout/sessions/${first.session.providerSessionId}/expire`);
    expect(expired).toHaveLength(1);
    expect(standIn.requestsTo(`POST /v1/checkout/sessions/${second.session.providerSessionId}/expire`)).toHaveLength(0);
  });

  it('bills annual seats yearly and keeps a promotion code off every period with a coupon', async () => {
    const { organization, owner } = await freeOwner();
    await t.db.insert(promoCodes).values({ code: `STRIPE${randomUUID().slice(0, 6).toUpperCase()}`, kind: 'percent', percentOffBasisPoints: 2500 }).returning();
    const [promo] = await t.db.select().from(promoCodes).where(eq(promoCodes.percentOffBasisPoints, 2500));
    const { session, stripeRequest } = await startCheckout(owner, organization.id, { quantity: 10, billing_cycle: 'annually', promotionCode: promo!.code });
    expect(stripeRequest.form.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(stripeRequest.form.get('line_items[0][quantity]')).toBe('10');
    const unit = Number(stripeRequest.form.get('line_items[0][price_data][unit_amount]'));
    const coupon = standIn.requestsTo('POST /v1/coupons').at(-1)!;
    expect(Number(coupon.form.get('amount_off'))).toBe(unit * 10 - session.amountDueCents);
    expect(coupon.form.get('duration')).toBe('forever');
    expect(stripeRequest.form.get('discounts[0][coupon]')).toMatch(/^coupon_/);
  });
});

describe('Stripe webhooks', () => {
  it('a signed checkout.session.completed activates the subscription and keeps only the card brand and last four', async () => {
    const { organization, owner } = await freeOwner();
    const { session } = await startCheckout(owner, organization.id);
    const paid = standIn.completeSession(session.providerSessionId!, { ...VISA, exp_month: 7, exp_year: 2031 });
    const event = eventOf('checkout.session.completed', paid);

    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const subscription = await subscriptionOf(organization.id);
    expect(subscription).toMatchObject({ status: 'active', quantity: 8, totalCents: 6400, provider: 'stripe', providerSubscriptionId: paid.subscription, providerCustomerId: paid.customer });
    const cards = await t.db.select().from(paymentMethods).where(eq(paymentMethods.organizationId, organization.id));
    expect(cards).toMatchObject([{ provider: 'stripe', brand: 'visa', last4: '4242', expMonth: 7, expYear: 2031, isDefault: true }]);
    expect(cards[0]!.providerPaymentMethodId).toMatch(/^pm_/);
    const status = await callApi(t.app, 'GET', `/api/session/${session.id}`, owner);
    expect(status.json().data).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '4242' } });

    // Stripe delivers at least once: the same event again, and the same fact as another event.
    const again = await deliver(event);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const other = await deliver(eventOf('checkout.session.async_payment_succeeded', paid));
    expect(other.json()).toEqual({ received: true });
    expect(await t.db.select().from(invoices).where(eq(invoices.organizationId, organization.id))).toMatchObject([{ status: 'paid', totalCents: 6400, quantity: 8, cardLast4: '4242' }]);
    const history = await t.db.select().from(transactions).where(eq(transactions.organizationId, organization.id));
    expect(history.filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });

  it('refuses a payload whose signature does not match and changes nothing', async () => {
    const { organization, owner } = await freeOwner();
    const { session } = await startCheckout(owner, organization.id);
    const event = eventOf('checkout.session.completed', standIn.completeSession(session.providerSessionId!, VISA));
    const attempts = [
      await deliver(event, { secret: 'whsec_someone_else' }),
      await deliver(event, { signature: 't=1,v1=deadbeef' }),
      await deliver(event, { tamper: (payload) => payload.replace('"quantity"', '"quantity" ') + ' ' }),
      await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid Stripe signature', code: 'VALIDATION_FAILED' });
    }
    const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
    expect(row!.status).toBe('open');
    expect((await subscriptionOf(organization.id)).totalCents).toBe(0);
    // The refused deliveries were not recorded: the genuine one still goes through.
    expect((await deliver(event)).json()).toEqual({ received: true });
    expect((await subscriptionOf(organization.id)).status).toBe('active');
  });

  it('an event for a session we do not know, or for another Stripe session than ours, answers 200 and changes nothing', async () => {
    const { organization, owner } = await freeOwner();
    const { session } = await startCheckout(owner, organization.id);
    const paid = standIn.completeSession(session.providerSessionId!, VISA);
    for (const metadata of [{ sessionId: randomUUID() }, { sessionId: 'not-a-uuid' }]) {
      const res = await deliver(eventOf('checkout.session.completed', { ...paid, metadata, client_reference_id: metadata.sessionId }));
      expect(res.statusCode, res.body).toBe(200);
    }
    const forged = await deliver(eventOf('checkout.session.completed', { ...paid, id: 'cs_someone_elses' }));
    expect(forged.statusCode).toBe(200);
    const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
    expect(row!.status).toBe('open');
    expect((await subscriptionOf(organization.id)).totalCents).toBe(0);
  });

  it('an expired checkout fails the session with the reason', async () => {
    const { organization, owner } = await freeOwner();
    const { session } = await startCheckout(owner, organization.id);
    const res = await deliver(eventOf('checkout.session.expired', { ...standIn.get(session.providerSessionId!), status: 'expired' }));
    expect(res.statusCode).toBe(200);
    const status = await callApi(t.app, 'GET', `/api/session/${session.id}`, owner);
    expect(status.json().data).toMatchObject({ status: 'failed', failureMessage: 'The checkout expired before it was paid.' });
    expect((await subscriptionOf(organization.id)).totalCents).toBe(0);
  });

  it('a renewal Stripe charged extends the period and is recorded once, however often it arrives', async () => {
    const { organization, subscription, stripeSubscriptionId } = await subscribed();
    const invoice = renewalInvoice(subscription, stripeSubscriptionId, true);
    const event = eventOf('invoice.paid', invoice);
    expect((await deliver(event)).json()).toEqual({ received: true });

    const renewed = await subscriptionOf(organization.id);
    expect(renewed.currentPeriodStart).toEqual(subscription.currentPeriodEnd);
    expect(renewed.currentPeriodEnd).toEqual(addBillingPeriod(subscription.currentPeriodEnd!, 'monthly'));
    expect(renewed).toMatchObject({ status: 'active', lastPaymentCents: 6400 });
    const bills = await t.db.select().from(invoices).where(eq(invoices.organizationId, organization.id));
    expect(bills).toHaveLength(2);
    expect(bills.find((bill) => bill.periodStart.getTime() === subscription.currentPeriodEnd!.getTime())).toMatchObject({ status: 'paid', totalCents: 6400, cardBrand: 'visa', cardLast4: '4242' });
    const periodEnd = await t.db.select().from(jobs).where(eq(jobs.key, `billing.period_end:${subscription.id}:${renewed.currentPeriodEnd!.toISOString()}`));
    expect(periodEnd).toHaveLength(1);

    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    // The same invoice again under another event id, and its late failure: nothing changes twice.
    await deliver(eventOf('invoice.paid', invoice));
    await deliver(eventOf('invoice.payment_failed', { ...invoice, status: 'open', amount_paid: 0 }));
    expect(await t.db.select().from(invoices).where(eq(invoices.organizationId, organization.id))).toHaveLength(2);
    const renewals = await t.db.select().from(transactions).where(and(eq(transactions.organizationId, organization.id), eq(transactions.kind, 'renewal')));
    expect(renewals).toMatchObject([{ status: 'succeeded', amountCents: 6400, providerReference: invoice.id }]);
    expect(await subscriptionOf(organization.id)).toMatchObject({ status: 'active', currentPeriodEnd: renewed.currentPeriodEnd });
  });

  it('a failed renewal makes the organisation past due with a grace job, and paying the invoice later restores it', async () => {
    const { organization, owner, subscription, stripeSubscriptionId } = await subscribed();
    const failed = renewalInvoice(subscription, stripeSubscriptionId, false);
    expect((await deliver(eventOf('invoice.payment_failed', failed))).statusCode).toBe(200);

    // Retrying pays Stripe's own open invoice on its page: a separate charge would pay twice.
    const checkoutsBefore = standIn.requestsTo('POST /v1/checkout/sessions').length;
    const retry = await callApi(t.app, 'POST', '/api/retry-checkout', owner, {});
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.url).toBe(`https://invoice.stripe.standin/i/${failed.id}`);
    expect(standIn.requestsTo('POST /v1/checkout/sessions')).toHaveLength(checkoutsBefore);

    const pastDue = await subscriptionOf(organization.id);
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.pastDueSince).not.toBeNull();
    // As with the sandbox, the period moves on and its invoice stays open until paid.
    expect(pastDue.currentPeriodStart).toEqual(subscription.currentPeriodEnd);
    const grace = await t.db.select().from(jobs).where(and(eq(jobs.kind, 'billing.grace_end')));
    expect(grace.filter((job) => job.payload.subscriptionId === subscription.id)).toHaveLength(1);
    expect(await t.db.select().from(invoices).where(and(eq(invoices.organizationId, organization.id), eq(invoices.status, 'open')))).toHaveLength(1);

    // Stripe retries: another failure keeps the first moment the payment failed.
    await deliver(eventOf('invoice.payment_failed', failed));
    expect((await subscriptionOf(organization.id)).pastDueSince).toEqual(pastDue.pastDueSince);

    await deliver(eventOf('invoice.paid', { ...failed, status: 'paid', amount_paid: 6400 }));
    const restored = await subscriptionOf(organization.id);
    expect(restored).toMatchObject({ status: 'active', pastDueSince: null, currentPeriodEnd: pastDue.currentPeriodEnd, lastPaymentCents: 6400 });
    const bills = await t.db.select().from(invoices).where(eq(invoices.organizationId, organization.id));
    expect(bills.map((bill) => bill.status)).toEqual(['paid', 'paid']);
    const renewals = await t.db.select().from(transactions).where(and(eq(transactions.organizationId, organization.id), eq(transactions.kind, 'renewal')));
    expect(renewals.map((row) => row.status).sort()).toEqual(['failed', 'failed', 'succeeded']);
  });

  it('customer.subscription.deleted cancels the subscription once; another Stripe subscription ending changes nothing', async () => {
    const { organization, stripeSubscriptionId } = await subscribed();
    await deliver(eventOf('customer.subscription.deleted', { id: 'sub_replaced_long_ago', object: 'subscription', status: 'canceled' }));
    expect((await subscriptionOf(organization.id)).status).toBe('active');

    const ended = { id: stripeSubscriptionId, object: 'subscription', status: 'canceled' };
    expect((await deliver(eventOf('customer.subscription.deleted', ended))).json()).toEqual({ received: true });
    await deliver(eventOf('customer.subscription.deleted', ended));
    expect((await subscriptionOf(organization.id)).status).toBe('cancelled');
    const cancellations = await t.db.select().from(transactions).where(and(eq(transactions.organizationId, organization.id), eq(transactions.kind, 'cancellation')));
    expect(cancellations).toHaveLength(1);
  });

  it('answers other event types without doing anything', async () => {
    const res = await deliver(eventOf('customer.updated', { id: 'cus_x', object: 'customer' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });
});

describe('the Stripe provider', () => {
  const provider = () => createStripeProvider({ secretKey: 'sk_test_x', appUrl: 'http://localhost:3000', apiUrl: standIn.url });
  const card = (id: string) => ({ brand: 'visa' as const, last4: '4242', expMonth: 12, expYear: 2040, providerPaymentMethodId: id });

  it('charges a saved card off-session once per idempotency key, and maps a decline to its message', async () => {
    const ok = await provider().charge({ organizationId: randomUUID(), paymentMethod: card('pm_saved_visa'), providerCustomerId: 'cus_1', amountCents: 6400, description: 'Renewal', idempotencyKey: 'renewal-abc' });
    expect(ok).toMatchObject({ ok: true, providerReference: expect.stringMatching(/^pi_/) });
    const sent = standIn.requestsTo('POST /v1/payment_intents').at(-1)!;
    expect(Object.fromEntries(['amount', 'currency', 'customer', 'payment_method', 'off_session', 'confirm'].map((key) => [key, sent.form.get(key)]))).toEqual({
      amount: '6400',
      currency: 'usd',
      customer: 'cus_1',
      payment_method: 'pm_saved_visa',
      off_session: 'true',
      confirm: 'true',
    });
    expect(sent.idempotencyKey).toBe('renewal-abc');

    const declined = await provider().charge({ organizationId: randomUUID(), paymentMethod: card('pm_card_chargeDeclined'), providerCustomerId: 'cus_1', amountCents: 6400, description: 'Renewal', idempotencyKey: 'renewal-def' });
    expect(declined).toEqual({ ok: false, message: 'Your card was declined.' });
  });

  it('detaches a card, and a card already gone at Stripe is no error', async () => {
    const { organization } = await subscribed();
    const [saved] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.organizationId, organization.id));
    await provider().detachPaymentMethod({ ...saved!, providerPaymentMethodId: saved!.providerPaymentMethodId });
    expect(standIn.requestsTo(`POST /v1/payment_methods/${saved!.providerPaymentMethodId}/detach`)).toHaveLength(1);
    await expect(provider().detachPaymentMethod(card('pm_never_existed'))).resolves.toBeUndefined();
  });

  it('updates the seats of a running subscription with an immediate prorated invoice', async () => {
    const { stripeSubscriptionId } = await subscribed();
    const result = await provider().updateSubscriptionQuantity({ providerSubscriptionId: stripeSubscriptionId, quantity: 12, unitCents: 800, billingCycle: 'monthly' });
    expect(result).toMatchObject({ ok: true, providerReference: expect.stringMatching(/^in_/) });
    const sent = standIn.requestsTo(`POST /v1/subscriptions/${stripeSubscriptionId}`).at(-1)!;
    const item = (standIn.get(stripeSubscriptionId)!.items as { data: { id: string; quantity: number }[] }).data[0]!;
    expect(sent.form.get('items[0][id]')).toBe(item.id);
    expect(sent.form.get('items[0][quantity]')).toBe('12');
    expect(sent.form.get('items[0][price_data][unit_amount]')).toBe('800');
    expect(sent.form.get('items[0][price_data][recurring][interval]')).toBe('month');
    expect(sent.form.get('proration_behavior')).toBe('always_invoice');
    expect(sent.form.get('payment_behavior')).toBe('error_if_incomplete');
    expect(item.quantity).toBe(12);
  });

  it('stops and resumes renewals at Stripe when the customer cancels or undoes it', async () => {
    const { stripeSubscriptionId } = await subscribed();
    await provider().setCancelAtPeriodEnd(stripeSubscriptionId, true);
    expect(standIn.get(stripeSubscriptionId)!.cancel_at_period_end).toBe(true);
    await provider().setCancelAtPeriodEnd(stripeSubscriptionId, false);
    expect(standIn.get(stripeSubscriptionId)!.cancel_at_period_end).toBe(false);
    expect(standIn.requestsTo(`POST /v1/subscriptions/${stripeSubscriptionId}`).map((r) => r.raw)).toEqual(['cancel_at_period_end=true', 'cancel_at_period_end=false']);
  });

  it('asks for a one-off payment for a change on a running Stripe subscription or a retry, and only saves the card for setup', async () => {
    const base = {
      organizationId: randomUUID(),
      planName: 'Team',
      quantity: 12,
      billingCycle: 'monthly' as const,
      unitCents: 800,
      customerEmail: null,
      providerCustomerId: 'cus_existing',
      returnUrl: 'http://localhost:3000/payment-status?session_id=x',
      cancelUrl: 'http://localhost:3000/billing',
    };
    const change = await provider().createCheckout({ ...base, sessionId: randomUUID(), purpose: 'change', amountDueCents: 1234, providerSubscriptionId: 'sub_running' });
    expect(change.providerCustomerId).toBe('cus_existing');
    const changeRequest = standIn.requestsTo('POST /v1/checkout/sessions').at(-1)!.form;
    expect(changeRequest.get('mode')).toBe('payment');
    expect(changeRequest.get('line_items[0][price_data][unit_amount]')).toBe('1234');
    expect(changeRequest.get('line_items[0][quantity]')).toBe('1');
    expect(changeRequest.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    expect(changeRequest.get('customer')).toBe('cus_existing');

    await provider().createCheckout({ ...base, sessionId: randomUUID(), purpose: 'retry', amountDueCents: 6400 });
    expect(standIn.requestsTo('POST /v1/checkout/sessions').at(-1)!.form.get('mode')).toBe('payment');

    await provider().createCheckout({ ...base, sessionId: randomUUID(), purpose: 'setup', amountDueCents: 0 });
    const setup = standIn.requestsTo('POST /v1/checkout/sessions').at(-1)!.form;
    expect(setup.get('mode')).toBe('setup');
    expect(setup.get('currency')).toBe('usd');
    expect(setup.has('line_items[0][quantity]')).toBe(false);
  });
});
