import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionCheckSchema, subscriptionSummarySchema } from '../../../domain/billing/api';
import { invites, jobs, plans, subscriptions, transactions } from '../../platform/db/schema';
import { seedDemo } from '../../seed/seed';
import { createAccountService } from './account.service';
import { BILLING_JOBS } from '../billing/lifecycle/lifecycleJobs';
import { callApi } from '../../test/api';
import { createOrganization, createUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { DAY, freeOrganization, subscribe, subscriptionOf } from '../billing/test/billingKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const planId = async (name: string) => (await t.db.select().from(plans).where(eq(plans.name, name)))[0]!.id;

describe('GET /api/subscription/active', () => {
  it('answers the whole summary: plan, seats in use, totals in dollars, last and next payment', async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'admin', 'read']);
    await t.db.insert(invites).values({ organizationId: organization.id, email: 'pending@example.test', role: 'editor', codeHash: 'x', expiresAt: new Date(Date.now() + DAY) });

    const free = subscriptionSummarySchema.parse((await callApi(t.app, 'GET', '/api/subscription/active', tokens.read)).json().data);
    expect(free).toMatchObject({ planName: 'Free', status: 'active', quantity: 5, totalUsers: 4, seatsInUse: 4, seatLimit: 5, totalAmount: 0, nextPaymentDate: null, nextPaymentAmount: null, lastPaymentDate: null, provider: 'sandbox' });
    expect(free.planId).toBe(free.plan_id);

    const paid = await subscribe(t, tokens.owner, organization.id, 8);
    const summary = subscriptionSummarySchema.parse((await callApi(t.app, 'GET', '/api/subscription/active', tokens.admin)).json().data);
    expect(summary).toMatchObject({
      _id: paid.id,
      planId: await planId('Team'),
      planName: 'Team',
      quantity: 8,
      totalUsers: 4,
      seatLimit: 8,
      billingCycle: 'monthly',
      totalAmount: 64,
      lastPaymentAmount: 64,
      lastPaymentDate: paid.lastPaymentAt!.toISOString(),
      nextPaymentDate: paid.currentPeriodEnd!.toISOString(),
      nextPaymentAmount: 64,
      cancelAtPeriodEnd: false,
      suspendsAt: null,
      scheduledChange: null,
      promotionCode: null,
    });
  });

  it('is for organisation members only', async () => {
    const superAdmin = await createUser(t.db, { organizationId: null, role: 'super_admin' });
    expect((await callApi(t.app, 'GET', '/api/subscription/active', await tokenFor(t.db, superAdmin))).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/subscription/active' })).statusCode).toBe(401);
  });
});

describe('GET /api/subscription/check', () => {
  it('tells every member whether the account is locked and who can fix it', async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'editor']);
    const active = subscriptionCheckSchema.parse((await callApi(t.app, 'GET', '/api/subscription/check', tokens.editor)).json().data);
    expect(active).toEqual({ status: 'active', isLocked: false, canManageBilling: false, message: null });

    await t.db.update(subscriptions).set({ status: 'suspended' }).where(eq(subscriptions.organizationId, organization.id));
    const forOwner = (await callApi(t.app, 'GET', '/api/subscription/check', tokens.owner)).json().data;
    expect(forOwner).toMatchObject({ status: 'suspended', isLocked: true, canManageBilling: true });
    expect(forOwner.message).toBe('Your subscription is suspended because a payment failed. Go to Billing to retry the payment and restore access.');
    const forEditor = (await callApi(t.app, 'GET', '/api/subscription/check', tokens.editor)).json().data;
    expect(forEditor).toMatchObject({ isLocked: true, canManageBilling: false });
    expect(forEditor.message).toContain('Ask an owner or admin');

    for (const [status, text] of [
      ['expired', 'Your free trial has ended.'],
      ['cancelled', 'Your subscription has been cancelled.'],
      ['restricted', 'restricted by the platform administrator'],
      ['past_due', 'A payment failed.'],
    ] as const) {
      await t.db.update(subscriptions).set({ status, pastDueSince: new Date() }).where(eq(subscriptions.organizationId, organization.id));
      const check = (await callApi(t.app, 'GET', '/api/subscription/check', tokens.owner)).json().data;
      expect(check.isLocked, status).toBe(status !== 'past_due');
      expect(check.message).toContain(text);
    }
  });
});

describe('cancel and reactivate', () => {
  it('cancels a paid subscription at the period end, once, and only for owners and admins', async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'admin', 'maintainer']);
    const free = await callApi(t.app, 'DELETE', '/api/subscription/cancel', tokens.owner);
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe('Only a paid, active subscription can be cancelled.');

    const paid = await subscribe(t, tokens.owner, organization.id, 8);
    expect((await callApi(t.app, 'DELETE', '/api/subscription/cancel', tokens.maintainer)).statusCode).toBe(403);
    expect((await callApi(t.app, 'POST', '/api/subscription/reactivate', tokens.owner)).json().message).toBe('There is no cancellation to undo.');

    const cancelled = await callApi(t.app, 'DELETE', '/api/subscription/cancel', tokens.admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextPaymentDate: null, currentPeriodEnd: paid.currentPeriodEnd!.toISOString() });
    const twice = await callApi(t.app, 'DELETE', '/api/subscription/cancel', tokens.owner);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('already cancelled');
    const check = (await callApi(t.app, 'GET', '/api/subscription/check', tokens.maintainer)).json().data;
    expect(check).toMatchObject({ isLocked: false });
    expect(check.message).toContain('ends on');

    expect((await callApi(t.app, 'POST', '/api/subscription/reactivate', tokens.maintainer)).statusCode).toBe(403);
    const back = await callApi(t.app, 'POST', '/api/subscription/reactivate', tokens.owner);
    expect(back.json().data).toMatchObject({ cancelAtPeriodEnd: false, nextPaymentAmount: 64 });
    const history = await t.db.select().from(transactions).where(eq(transactions.organizationId, organization.id));
    expect(history.filter((row) => row.kind !== 'checkout').map((row) => [row.kind, row.status])).toEqual([
      ['cancellation', 'info'],
      ['reactivation', 'info'],
    ]);
  });

  it('a trial is not cancelled: it ends by itself', async () => {
    const { tokens } = await freeOrganization(t, ['owner']);
    await callApi(t.app, 'POST', '/api/subscription/trial', tokens.owner, { planId: await planId('Team') });
    const res = await callApi(t.app, 'DELETE', '/api/subscription/cancel', tokens.owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('A trial ends by itself');
  });
});

describe('POST /api/subscription/trial', () => {
  it("starts the plan's trial from the free tier, sized for the seats in use, once per organisation", async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'admin', 'editor']);
    const before = Date.now();
    const res = await callApi(t.app, 'POST', '/api/subscription/trial', tokens.admin, { planId: await planId('Team') });
    expect(res.statusCode, res.body).toBe(200);
    const summary = subscriptionSummarySchema.parse(res.json().data);
    expect(summary).toMatchObject({ planName: 'Team', status: 'trialing', quantity: 6, seatLimit: 6, totalAmount: 0, nextPaymentDate: null });
    const trialEnd = Date.parse(summary.trialEndsAt!);
    expect(trialEnd - before).toBeGreaterThanOrEqual(14 * DAY);
    expect(trialEnd - Date.now()).toBeLessThanOrEqual(14 * DAY);
    expect(summary.currentPeriodEnd).toBe(summary.trialEndsAt);
    const [history] = await t.db.select().from(transactions).where(eq(transactions.organizationId, organization.id));
    expect(history).toMatchObject({ kind: 'trial_start', status: 'info' });

    const again = await callApi(t.app, 'POST', '/api/subscription/trial', tokens.owner, { planId: await planId('Business') });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('A trial is already running');

    // Expired: the one trial was used.
    await t.db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.organizationId, organization.id));
    const used = await callApi(t.app, 'POST', '/api/subscription/trial', tokens.owner, { planId: await planId('Team') });
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe('Your organisation has already used its free trial.');
  });

  it('refuses plans without a trial, paid subscriptions, other roles and bad ids', async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'maintainer']);
    for (const name of ['Free', 'Enterprise']) {
      const res = await callApi(t.app, 'POST', '/api/subscription/trial', tokens.owner, { planId: await planId(name) });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ message: 'This plan has no free trial.', field: 'planId' });
    }
    expect((await callApi(t.app, 'POST', '/api/subscription/trial', tokens.maintainer, { planId: await planId('Team') })).statusCode).toBe(403);
    expect((await callApi(t.app, 'POST', '/api/subscription/trial', tokens.owner, { planId: 'team' })).json().message).toContain('planId');
    expect((await callApi(t.app, 'POST', '/api/subscription/trial', tokens.owner, { planId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);

    await subscribe(t, tokens.owner, organization.id, 6);
    const paid = await callApi(t.app, 'POST', '/api/subscription/trial', tokens.owner, { planId: await planId('Business') });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toBe('A trial can only start from the free tier or after an expired trial.');
    expect((await subscriptionOf(t, organization.id)).status).toBe('active');
  });

  it("changes only the caller's organisation", async () => {
    const mine = await freeOrganization(t, ['owner']);
    const other = await createOrganization(t.db, ['owner'], { plan: 'free' });
    await callApi(t.app, 'POST', '/api/subscription/trial', mine.tokens.owner, { planId: await planId('Team') });
    expect((await subscriptionOf(t, mine.organization.id)).status).toBe('trialing');
    expect((await subscriptionOf(t, other.organization.id)).status).toBe('active');
  });
});

describe('the demo seed', () => {
  it('keeps the demo organisation on a trial whose end is scheduled, counted as its one trial', async () => {
    await seedDemo(t.db);
    const owner = await t.db.query.users.findFirst({ where: (user, { eq: is }) => is(user.email, 'owner@demo.test') });
    const sub = await subscriptionOf(t, owner!.organizationId!);
    expect(sub).toMatchObject({ status: 'trialing', quantity: 10 });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.key, `${BILLING_JOBS.trialEnd}:${sub.id}:${sub.trialEndsAt!.toISOString()}`));
    expect(job).toMatchObject({ kind: BILLING_JOBS.trialEnd, runAt: sub.trialEndsAt, completedAt: null });
    const used = await callApi(t.app, 'POST', '/api/subscription/trial', await tokenFor(t.db, owner!), { planId: await planId('Business') });
    expect(used.json().message).toContain('A trial is already running');
  });
});

describe('cancelling a subscription Stripe renews', () => {
  it('tells Stripe to stop renewing at the period end, and to resume when undone', async () => {
    const { organization } = await createOrganization(t.db, ['owner']);
    await t.db
      .update(subscriptions)
      .set({ provider: 'stripe', providerSubscriptionId: 'sub_test_1', totalCents: 8000, currentPeriodEnd: new Date(Date.now() + 10 * DAY) })
      .where(eq(subscriptions.organizationId, organization.id));
    const told: [string, boolean][] = [];
    const account = createAccountService({ db: t.db, provider: { name: 'stripe', setCancelAtPeriodEnd: async (id, cancel) => void told.push([id, cancel]) } });
    const actor = { organizationId: organization.id, role: 'owner' as const };
    expect(await account.cancel(actor)).toMatchObject({ cancelAtPeriodEnd: true });
    await expect(account.cancel(actor)).rejects.toThrow('already cancelled');
    expect(await account.reactivate(actor)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(told).toEqual([
      ['sub_test_1', true],
      ['sub_test_1', false],
    ]);
  });
});
