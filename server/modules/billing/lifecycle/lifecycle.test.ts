import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRACE_PERIOD_DAYS, subscriptionSummarySchema } from '../../../../domain/billing/api';
import { checkoutSessions, invoices, plans, promoCodes, subscriptions, transactions } from '../../../platform/db/schema';
import { callApi } from '../../../test/api';
import { createOrganization, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { CARD_DECLINED, CARD_FAILS_LATER, CARD_OK, DAY, SECOND, freeOrganization, later, pay, sessionIdOf, startCheckout, subscribe, subscriptionOf } from '../test/billingKit';
import { enqueueJob } from '../../../platform/jobs/queue';
import { createBillingLifecycle } from './lifecycle';
import { BILLING_JOBS, scheduleSubscriptionJobs } from './lifecycleJobs';
import { nextPeriodEnd } from '../periodPricing';
import { createSandboxProvider } from '../providers/sandbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const invoicesOf = (organizationId: string) => t.db.select().from(invoices).where(eq(invoices.organizationId, organizationId)).orderBy(asc(invoices.number));
const historyOf = (organizationId: string) => t.db.select().from(transactions).where(eq(transactions.organizationId, organizationId)).orderBy(asc(transactions.createdAt));

describe('nextPeriodEnd', () => {
  it('keeps the anchor day across short months instead of drifting', () => {
    const jan31 = new Date('2027-01-31T09:30:00Z');
    const ends = [new Date('2027-02-28T09:30:00Z')];
    let start = jan31;
    for (let i = 0; i < 5; i++) {
      const end = nextPeriodEnd({ start, end: ends.at(-1)! }, 'monthly');
      start = ends.at(-1)!;
      ends.push(end);
    }
    expect(ends.map((d) => d.toISOString().slice(0, 10))).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30', '2027-07-31']);
    // A new cycle starts from the day it begins.
    expect(nextPeriodEnd({ start: jan31, end: new Date('2028-01-31T09:30:00Z') }, 'monthly', { cycleChanged: true }).toISOString()).toBe('2028-02-29T09:30:00.000Z');
  });
});

describe('renewal at the period end (sandbox)', () => {
  it('charges the default card: the invoice is paid and the period advances, clamped from a Jan 31 start', async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'admin', 'maintainer']);
    const paid = await subscribe(t, tokens.owner, organization.id, 8);
    expect(paid).toMatchObject({ status: 'active', totalCents: 6400 });

    // Move the subscription's period to one that starts on January 31st.
    const [anchored] = await t.db
      .update(subscriptions)
      .set({ currentPeriodStart: new Date('2027-01-31T10:00:00Z'), currentPeriodEnd: new Date('2027-02-28T10:00:00Z') })
      .where(eq(subscriptions.id, paid.id))
      .returning();
    await scheduleSubscriptionJobs(t.db, anchored!);

    await t.jobs.runDue(new Date('2027-02-28T09:59:59Z'));
    expect((await subscriptionOf(t, organization.id)).currentPeriodEnd).toEqual(new Date('2027-02-28T10:00:00Z'));

    await t.jobs.runDue(new Date('2027-02-28T10:00:01Z'));
    let sub = await subscriptionOf(t, organization.id);
    expect(sub).toMatchObject({ status: 'active', currentPeriodStart: new Date('2027-02-28T10:00:00Z'), currentPeriodEnd: new Date('2027-03-31T10:00:00Z'), lastPaymentCents: 6400 });
    let bills = await invoicesOf(organization.id);
    expect(bills).toHaveLength(2);
    expect(bills[1]).toMatchObject({
      status: 'paid',
      totalCents: 6400,
      subtotalCents: 6400,
      quantity: 8,
      periodStart: new Date('2027-02-28T10:00:00Z'),
      periodEnd: new Date('2027-03-31T10:00:00Z'),
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(bills[1]!.lines).toEqual([{ description: 'Team, 8 seats, billed monthly, 2027-02-28 to 2027-03-31', quantity: 8, unitCents: 800, amountCents: 6400 }]);
    expect((await historyOf(organization.id)).at(-1)).toMatchObject({ kind: 'renewal', status: 'succeeded', amountCents: 6400, invoiceId: bills[1]!.id });

    await t.jobs.runDue(new Date('2027-03-31T10:00:01Z'));
    await t.jobs.runDue(new Date('2027-04-30T10:00:01Z'));
    sub = await subscriptionOf(t, organization.id);
    expect(sub.currentPeriodEnd).toEqual(new Date('2027-05-31T10:00:00Z'));
    bills = await invoicesOf(organization.id);
    expect(bills.map((b) => [b.periodEnd.toISOString().slice(0, 10), b.status])).toEqual([
      [paid.currentPeriodEnd!.toISOString().slice(0, 10), 'paid'],
      ['2027-03-31', 'paid'],
      ['2027-04-30', 'paid'],
      ['2027-05-31', 'paid'],
    ]);

    // The same job again, late: the period moved on, nothing is charged twice.
    await enqueueJob(t.db, { kind: BILLING_JOBS.periodEnd, key: `replay:${sub.id}`, runAt: new Date('2027-03-31T10:00:00Z'), payload: { subscriptionId: sub.id, periodEnd: '2027-03-31T10:00:00.000Z' } });
    expect(await t.jobs.runDue(new Date('2027-05-01T00:00:00Z'))).toBe(1);
    expect(await invoicesOf(organization.id)).toHaveLength(4);
    expect((await subscriptionOf(t, organization.id)).currentPeriodEnd).toEqual(new Date('2027-05-31T10:00:00Z'));
  });

  it('a card that fails later makes the subscription past due, suspended after the grace period, and a retry with 4242 makes it active again', async () => {
    const { organization, tokens, members } = await freeOrganization(t, ['owner', 'admin', 'editor']);
    const start = await subscribe(t, tokens.owner, organization.id, 8, CARD_FAILS_LATER);
    const renewalAt = later(start.currentPeriodEnd!, SECOND);

    await t.jobs.runDue(renewalAt);
    let sub = await subscriptionOf(t, organization.id);
    expect(sub).toMatchObject({ status: 'past_due', pastDueSince: renewalAt, lastPaymentCents: 6400 });
    const [, open] = await invoicesOf(organization.id);
    expect(open).toMatchObject({ status: 'open', totalCents: 6400, paidAt: null });
    expect((await historyOf(organization.id)).at(-1)).toMatchObject({ kind: 'renewal', status: 'failed', description: 'Renewal payment failed: Your card was declined.', invoiceId: open!.id });
    // Owners and admins are told by mail, with the way to billing; an editor is not.
    const failedMail = await t.mail.waitFor(members.owner.email, /^Payment failed for /);
    expect(failedMail.text).toContain('Your card was declined.');
    expect(t.mail.linkIn(failedMail, '/billing')).toMatch(/\/billing$/);
    await t.mail.waitFor(members.admin.email, /^Payment failed for /);
    expect(t.mail.received.some((mail) => mail.to.includes(members.editor.email.toLowerCase()))).toBe(false);

    // Past due still works, and says when it will stop.
    expect((await callApi(t.app, 'GET', '/api/project/list', tokens.editor)).statusCode).toBe(200);
    const summary = subscriptionSummarySchema.parse((await callApi(t.app, 'GET', '/api/subscription/active', tokens.owner)).json().data);
    expect(summary).toMatchObject({ status: 'past_due', suspendsAt: later(renewalAt, GRACE_PERIOD_DAYS * DAY).toISOString() });

    await t.jobs.runDue(later(renewalAt, GRACE_PERIOD_DAYS * DAY - SECOND));
    expect((await subscriptionOf(t, organization.id)).status).toBe('past_due');
    await t.jobs.runDue(later(renewalAt, GRACE_PERIOD_DAYS * DAY + SECOND));
    expect((await subscriptionOf(t, organization.id)).status).toBe('suspended');
    expect((await historyOf(organization.id)).at(-1)).toMatchObject({ kind: 'suspension', status: 'info' });
    await t.mail.waitFor(members.owner.email, / is suspended on Teamwork$/);

    const locked = await callApi(t.app, 'GET', '/api/project/list', tokens.editor);
    expect(locked.statusCode).toBe(402);
    expect(locked.json()).toMatchObject({ code: 'SUBSCRIPTION_LOCKED', status: 'suspended' });
    expect(locked.json().message).toContain('Your subscription is suspended because a payment failed.');

    // A declined retry changes nothing; a 4242 retry pays the open invoice.
    const retry = await callApi(t.app, 'POST', '/api/retry-checkout', tokens.admin, {});
    expect(retry.statusCode, retry.body).toBe(200);
    const declinedId = sessionIdOf(retry.json().data.url);
    expect(await pay(t, tokens.admin, declinedId, CARD_DECLINED)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect((await subscriptionOf(t, organization.id)).status).toBe('suspended');

    const again = await callApi(t.app, 'POST', '/api/retry-checkout', tokens.owner);
    expect(again.statusCode, again.body).toBe(200);
    const retryId = sessionIdOf(again.json().data.url);
    const session = (await callApi(t.app, 'GET', `/api/session/${retryId}`, tokens.owner)).json().data;
    expect(session).toMatchObject({ purpose: 'retry', status: 'open', amountDue: 64, invoiceId: open!.id });
    expect(await pay(t, tokens.owner, retryId, CARD_OK)).toMatchObject({ status: 'paid' });

    sub = await subscriptionOf(t, organization.id);
    expect(sub).toMatchObject({ status: 'active', pastDueSince: null, currentPeriodEnd: open!.periodEnd });
    const [settled] = await t.db.select().from(invoices).where(eq(invoices.id, open!.id));
    expect(settled).toMatchObject({ status: 'paid', cardLast4: '4242' });
    expect((await callApi(t.app, 'GET', '/api/project/list', tokens.editor)).statusCode).toBe(200);

    // Nothing left to retry.
    const nothing = await callApi(t.app, 'POST', '/api/retry-checkout', tokens.owner, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('There is no failed payment to retry');
  });

  it('without a payment method on file the renewal fails at once', async () => {
    const { organization } = await createOrganization(t.db, ['owner']);
    const [team] = await t.db.select().from(plans).where(eq(plans.name, 'Team'));
    const [sub] = await t.db
      .update(subscriptions)
      .set({ planId: team!.id, quantity: 10, totalCents: 8000, currentPeriodStart: new Date('2026-10-05T00:00:00Z'), currentPeriodEnd: new Date('2026-11-05T00:00:00Z') })
      .where(eq(subscriptions.organizationId, organization.id))
      .returning();
    const handlers = createBillingLifecycle({ db: t.db, provider: createSandboxProvider({ appUrl: t.config.APP_URL }), logger: pino({ level: 'silent' }) });
    const now = new Date('2026-11-05T00:00:05Z');
    await handlers[BILLING_JOBS.periodEnd]({ subscriptionId: sub!.id, periodEnd: '2026-11-05T00:00:00.000Z' }, { now, jobId: 0 });
    expect(await subscriptionOf(t, organization.id)).toMatchObject({ status: 'past_due', pastDueSince: now, currentPeriodEnd: new Date('2026-12-05T00:00:00Z') });
    expect(await historyOf(organization.id)).toMatchObject([{ kind: 'renewal', status: 'failed', description: 'Renewal payment failed: No payment method on file', amountCents: 8000 }]);
    expect(await invoicesOf(organization.id)).toMatchObject([{ status: 'open', totalCents: 8000, quantity: 10 }]);
  });

  it('a Stripe subscription is not charged by the job: Stripe renews it and reports by webhook', async () => {
    const { organization } = await createOrganization(t.db, ['owner']);
    const [sub] = await t.db
      .update(subscriptions)
      .set({ provider: 'stripe', totalCents: 8000, currentPeriodStart: new Date('2026-10-07T00:00:00Z'), currentPeriodEnd: new Date('2026-11-07T00:00:00Z') })
      .where(eq(subscriptions.organizationId, organization.id))
      .returning();
    await scheduleSubscriptionJobs(t.db, sub!);
    await t.jobs.runDue(new Date('2026-11-07T00:00:01Z'));
    expect(await subscriptionOf(t, organization.id)).toMatchObject({ status: 'active', currentPeriodEnd: new Date('2026-11-07T00:00:00Z') });
    expect(await invoicesOf(organization.id)).toHaveLength(0);
  });
});

describe('changes that wait for the period end', () => {
  it('a scheduled downgrade applies at the period end with its new total, keeping a promotion code that still applies', async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'admin', 'maintainer']);
    await t.db.insert(promoCodes).values({ code: 'LIFECYCLE25', kind: 'percent', percentOffBasisPoints: 2500 });
    const start = await subscribe(t, tokens.owner, organization.id, 10, CARD_OK, 'lifecycle25');
    expect(start.totalCents).toBe(6000);
    await startCheckout(t, tokens.owner, { quantity: 7, billing_cycle: 'monthly' });

    const before = subscriptionSummarySchema.parse((await callApi(t.app, 'GET', '/api/subscription/active', tokens.owner)).json().data);
    expect(before).toMatchObject({
      quantity: 10,
      totalAmount: 60,
      promotionCode: 'LIFECYCLE25',
      nextPaymentDate: start.currentPeriodEnd!.toISOString(),
      nextPaymentAmount: 42,
      scheduledChange: { planName: 'Team', quantity: 7, billingCycle: 'monthly', effectiveAt: start.currentPeriodEnd!.toISOString() },
    });

    await t.jobs.runDue(later(start.currentPeriodEnd!, SECOND));
    const sub = await subscriptionOf(t, organization.id);
    expect(sub).toMatchObject({ status: 'active', quantity: 7, totalCents: 4200, scheduledQuantity: null, scheduledPlanId: null, promoCodeId: start.promoCodeId, lastPaymentCents: 4200 });
    expect((await invoicesOf(organization.id)).at(-1)).toMatchObject({ status: 'paid', quantity: 7, subtotalCents: 5600, discountCents: 1400, totalCents: 4200 });
    const kinds = (await historyOf(organization.id)).map((row) => row.kind);
    expect(kinds.slice(-2)).toEqual(['scheduled_change', 'renewal']);
    const after = (await callApi(t.app, 'GET', '/api/subscription/active', tokens.owner)).json().data;
    expect(after).toMatchObject({ scheduledChange: null, nextPaymentAmount: 42, quantity: 7 });
  });

  it('a scheduled move to the free tier ends the paid periods without a charge', async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'admin']);
    const start = await subscribe(t, tokens.owner, organization.id, 8);
    await startCheckout(t, tokens.owner, { quantity: 5, billing_cycle: 'monthly' });
    await t.jobs.runDue(later(start.currentPeriodEnd!, SECOND));
    const sub = await subscriptionOf(t, organization.id);
    expect(sub).toMatchObject({ status: 'active', quantity: 5, totalCents: 0, currentPeriodEnd: null });
    expect(await invoicesOf(organization.id)).toHaveLength(1);
    const summary = (await callApi(t.app, 'GET', '/api/subscription/active', tokens.owner)).json().data;
    expect(summary).toMatchObject({ planName: 'Free', nextPaymentDate: null, nextPaymentAmount: null });
  });

  it('a cancellation ends the subscription at the period end; reactivating first keeps it renewing', async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'editor']);
    const start = await subscribe(t, tokens.owner, organization.id, 8);
    expect((await callApi(t.app, 'DELETE', '/api/subscription/cancel', tokens.owner)).json().data).toMatchObject({ cancelAtPeriodEnd: true, nextPaymentDate: null });
    expect((await callApi(t.app, 'POST', '/api/subscription/reactivate', tokens.owner)).json().data).toMatchObject({
      cancelAtPeriodEnd: false,
      nextPaymentDate: start.currentPeriodEnd!.toISOString(),
    });
    expect((await callApi(t.app, 'DELETE', '/api/subscription/cancel', tokens.owner)).statusCode).toBe(200);

    await t.jobs.runDue(later(start.currentPeriodEnd!, SECOND));
    expect(await subscriptionOf(t, organization.id)).toMatchObject({ status: 'cancelled' });
    expect(await invoicesOf(organization.id)).toHaveLength(1);
    expect((await historyOf(organization.id)).map((row) => [row.kind, row.status])).toEqual([
      ['checkout', 'succeeded'],
      ['cancellation', 'info'],
      ['reactivation', 'info'],
      ['cancellation', 'info'],
      ['cancellation', 'info'],
    ]);
    expect((await callApi(t.app, 'GET', '/api/project/list', tokens.editor)).json()).toMatchObject({ code: 'SUBSCRIPTION_LOCKED', status: 'cancelled' });
    expect((await callApi(t.app, 'POST', '/api/subscription/reactivate', tokens.owner)).json().message).toContain('already ended');
  });

  it('a trial that ends unpaid expires the organisation', async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'editor']);
    const [team] = await t.db.select().from(plans).where(eq(plans.name, 'Team'));
    const trial = await callApi(t.app, 'POST', '/api/subscription/trial', tokens.owner, { planId: team!.id });
    expect(trial.statusCode, trial.body).toBe(200);
    const trialEndsAt = new Date(trial.json().data.trialEndsAt as string);

    await t.jobs.runDue(later(trialEndsAt, -SECOND));
    expect((await subscriptionOf(t, organization.id)).status).toBe('trialing');
    await t.jobs.runDue(later(trialEndsAt, SECOND));
    expect((await subscriptionOf(t, organization.id)).status).toBe('expired');
    expect((await historyOf(organization.id)).map((row) => row.kind)).toEqual(['trial_start', 'trial_end']);
    expect((await callApi(t.app, 'GET', '/api/project/list', tokens.editor)).json()).toMatchObject({ code: 'SUBSCRIPTION_LOCKED', status: 'expired' });

    // Paying after the trial makes it active again.
    const sessionId = await startCheckout(t, tokens.owner, { quantity: 6, billing_cycle: 'monthly' });
    await pay(t, tokens.owner, sessionId, CARD_OK);
    expect((await subscriptionOf(t, organization.id)).status).toBe('active');
    expect((await callApi(t.app, 'GET', '/api/project/list', tokens.editor)).statusCode).toBe(200);
  });

  it('upgrading during a trial charges the whole period now, starts it today and ends the trial, as the dialog says', async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner']);
    const [team] = await t.db.select().from(plans).where(eq(plans.name, 'Team'));
    const trial = await callApi(t.app, 'POST', '/api/subscription/trial', tokens.owner, { planId: team!.id });
    expect(trial.statusCode, trial.body).toBe(200);
    const trialEndsAt = new Date(trial.json().data.trialEndsAt as string);

    const before = Date.now();
    const sessionId = await startCheckout(t, tokens.owner, { quantity: 6, billing_cycle: 'monthly' });
    await pay(t, tokens.owner, sessionId, CARD_OK);
    const sub = await subscriptionOf(t, organization.id);
    expect(sub).toMatchObject({ status: 'active', trialEndsAt: null, totalCents: 4800, lastPaymentCents: 4800 });
    expect(sub.currentPeriodStart!.getTime()).toBeGreaterThanOrEqual(before);
    expect(sub.currentPeriodStart!.getTime()).toBeLessThan(trialEndsAt.getTime());
    // The trial's end no longer expires anything.
    await t.jobs.runDue(later(trialEndsAt, SECOND));
    expect((await subscriptionOf(t, organization.id)).status).toBe('active');
  });
});

describe('retrying a failed checkout', () => {
  it('starts a new checkout for the same seats and cycle from a failed session of the organisation only', async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'maintainer']);
    const other = await freeOrganization(t, ['owner']);
    const failedId = await startCheckout(t, tokens.owner, { quantity: 9, billing_cycle: 'annually' });
    await pay(t, tokens.owner, failedId, CARD_DECLINED);

    expect((await callApi(t.app, 'POST', '/api/retry-checkout', other.tokens.owner, { sessionId: failedId })).statusCode).toBe(400);
    expect((await callApi(t.app, 'POST', '/api/retry-checkout', tokens.maintainer, { sessionId: failedId })).statusCode).toBe(403);
    expect((await callApi(t.app, 'POST', '/api/retry-checkout', tokens.owner, { sessionId: 'nope' })).json().message).toContain('sessionId');

    const res = await callApi(t.app, 'POST', '/api/retry-checkout', tokens.owner, { sessionId: failedId });
    expect(res.statusCode, res.body).toBe(200);
    const retryId = sessionIdOf(res.json().data.url);
    expect(retryId).not.toBe(failedId);
    const [session] = await t.db.select().from(checkoutSessions).where(and(eq(checkoutSessions.id, retryId), eq(checkoutSessions.organizationId, organization.id)));
    expect(session).toMatchObject({ status: 'open', purpose: 'subscribe', quantity: 9, billingCycle: 'annually' });
    expect(await pay(t, tokens.owner, retryId, CARD_OK)).toMatchObject({ status: 'paid' });
    expect(await subscriptionOf(t, organization.id)).toMatchObject({ status: 'active', quantity: 9, billingCycle: 'annually' });
  });
});

describe('the job queue of the app', () => {
  it('is not polling in tests: nothing runs until runDue is called', async () => {
    const { organization, members } = await createOrganization(t.db, ['owner']);
    const owner = await tokenFor(t.db, members.owner);
    const [sub] = await t.db
      .update(subscriptions)
      .set({ status: 'trialing', trialEndsAt: new Date(Date.now() - 1000), currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.organizationId, organization.id))
      .returning();
    await scheduleSubscriptionJobs(t.db, sub!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await subscriptionOf(t, organization.id)).status).toBe('trialing');
    await t.jobs.runDue();
    expect((await subscriptionOf(t, organization.id)).status).toBe('expired');
    expect((await callApi(t.app, 'GET', '/api/subscription/check', owner)).json().data).toMatchObject({ status: 'expired', isLocked: true, canManageBilling: true });
  });
});
