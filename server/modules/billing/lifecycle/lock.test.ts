import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKED_STATUSES } from '../../../../domain/billing/api';
import { plans, subscriptions, transactions } from '../../../platform/db/schema';
import { callApi } from '../../../test/api';
import { createUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { SECOND, freeOrganization, later, sessionIdOf, subscriptionOf } from '../test/billingKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const setStatus = (organizationId: string, status: (typeof LOCKED_STATUSES)[number] | 'active') =>
  t.db.update(subscriptions).set({ status }).where(eq(subscriptions.organizationId, organizationId));

/** Routes a locked organisation's owner still needs: the session, the plans, and everything billing. */
const OPEN_FOR_OWNER = [
  ['GET', '/api/check'],
  ['GET', '/api/plan'],
  ['GET', '/api/subscription/active'],
  ['GET', '/api/subscription/check'],
  ['GET', '/api/price?quantity=8&billing_cycle=monthly'],
  ['GET', '/api/upgrade/check?quantity=8'],
  ['GET', '/api/downgrade/check?quantity=8'],
] as const;
/** Billing pages' lists: whatever they answer, never the lock. */
const BILLING_LISTS = ['/api/invoice', '/api/transaction', '/api/payment-method'];

describe('the account lock', () => {
  it.each(LOCKED_STATUSES)("a %s organisation's members get 402 on organisation routes while its owner can still reach billing", async (status) => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'admin', 'editor']);
    const bystander = await freeOrganization(t, ['owner', 'editor']);
    await setStatus(organization.id, status);

    for (const token of [tokens.editor, tokens.owner]) {
      const res = await callApi(t.app, 'GET', '/api/project/list', token);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code: 'SUBSCRIPTION_LOCKED', status });
      expect(res.json().message).toBeTruthy();
    }
    expect((await callApi(t.app, 'POST', '/api/project/add', tokens.owner, { name: 'Blocked' })).statusCode).toBe(402);
    expect((await callApi(t.app, 'GET', '/api/user/list', tokens.admin)).statusCode).toBe(402);

    for (const [method, url] of OPEN_FOR_OWNER) {
      const res = await callApi(t.app, method, url, tokens.owner);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    for (const url of BILLING_LISTS) expect((await callApi(t.app, 'GET', url, tokens.owner)).statusCode, url).not.toBe(402);
    // The editor sees the state (the guard screen) but billing itself stays the owners' and admins'.
    expect((await callApi(t.app, 'GET', '/api/subscription/check', tokens.editor)).json().data).toMatchObject({ status, isLocked: true, canManageBilling: false });
    expect((await callApi(t.app, 'GET', '/api/price?quantity=8&billing_cycle=monthly', tokens.editor)).statusCode).toBe(403);

    const checkout = await callApi(t.app, 'POST', '/api/checkout', tokens.owner, { quantity: 8, billing_cycle: 'monthly', promotionCode: null });
    // A restricted organisation cannot buy its way out; the others can.
    expect(checkout.statusCode, checkout.body).toBe(status === 'restricted' ? 403 : 200);
    if (status !== 'restricted') {
      const session = await callApi(t.app, 'GET', `/api/session/${sessionIdOf(checkout.json().data.url)}`, tokens.owner);
      expect(session.statusCode).toBe(200);
    }

    // Logging out still works, and other organisations are never affected.
    expect((await callApi(t.app, 'POST', '/api/logout', tokens.admin)).statusCode).toBe(200);
    expect((await callApi(t.app, 'GET', '/api/project/list', bystander.tokens.editor)).statusCode).toBe(200);
  });

  it("stops a locked organisation's calendar feeds too, and lets them answer again when the lock is lifted", async () => {
    const superAdmin = await tokenFor(t.db, await createUser(t.db, { organizationId: null, role: 'super_admin' }));
    const { organization, tokens } = await freeOrganization(t, ['owner', 'editor']);
    const feed = await callApi(t.app, 'POST', '/api/calendar/feed', tokens.editor, { includeTasks: false });
    expect(feed.statusCode, feed.body).toBe(200);
    // Calendar apps fetch it with no session.
    const feedPath = new URL(feed.json().data.url as string).pathname;
    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(200);

    expect((await callApi(t.app, 'PUT', `/api/admin/org/${organization.id}/restrict`, superAdmin)).statusCode).toBe(200);
    const locked = await t.app.inject({ url: feedPath });
    expect(locked.statusCode).toBe(402);
    expect(locked.json()).toMatchObject({ code: 'SUBSCRIPTION_LOCKED', status: 'restricted' });
    expect(locked.body).not.toContain('BEGIN:VCALENDAR');

    expect((await callApi(t.app, 'PUT', `/api/admin/org/${organization.id}/lift`, superAdmin)).statusCode).toBe(200);
    expect((await t.app.inject({ url: feedPath })).statusCode).toBe(200);
  });

  it('lets the organisation back in as soon as a payment reactivates it', async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'editor']);
    await setStatus(organization.id, 'expired');
    expect((await callApi(t.app, 'GET', '/api/project/list', tokens.editor)).statusCode).toBe(402);
    const checkout = await callApi(t.app, 'POST', '/api/checkout', tokens.owner, { quantity: 6, billing_cycle: 'monthly', promotionCode: null });
    const paid = await callApi(t.app, 'POST', `/api/sandbox/checkout/${sessionIdOf(checkout.json().data.url)}/pay`, tokens.owner, {
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    });
    expect(paid.json().data.status).toBe('paid');
    expect((await callApi(t.app, 'GET', '/api/project/list', tokens.editor)).statusCode).toBe(200);
  });

  it('leaves past-due and trialing organisations working', async () => {
    const { organization, tokens } = await freeOrganization(t, ['owner', 'editor']);
    await t.db.update(subscriptions).set({ status: 'past_due', pastDueSince: new Date() }).where(eq(subscriptions.organizationId, organization.id));
    expect((await callApi(t.app, 'GET', '/api/project/list', tokens.editor)).statusCode).toBe(200);
    const other = await freeOrganization(t, ['owner', 'editor']);
    await t.db.update(subscriptions).set({ status: 'trialing' }).where(eq(subscriptions.organizationId, other.organization.id));
    expect((await callApi(t.app, 'GET', '/api/project/list', other.tokens.editor)).statusCode).toBe(200);
  });
});

describe('restriction by the platform administrator', () => {
  it('restricts an organisation, remembering its state, and lifting restores it', async () => {
    const superAdmin = await tokenFor(t.db, await createUser(t.db, { organizationId: null, role: 'super_admin' }));
    const { organization, tokens } = await freeOrganization(t, ['owner', 'editor']);
    const bystander = await freeOrganization(t, ['owner']);
    expect((await callApi(t.app, 'GET', '/api/project/list', tokens.editor)).statusCode).toBe(200);

    expect((await callApi(t.app, 'PUT', `/api/admin/org/${organization.id}/restrict`, tokens.owner)).statusCode).toBe(403);
    const restricted = await callApi(t.app, 'PUT', `/api/admin/org/${organization.id}/restrict`, superAdmin);
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect(restricted.json().data).toEqual({ _id: organization.id, subscriptionStatus: 'restricted' });
    expect(await subscriptionOf(t, organization.id)).toMatchObject({ status: 'restricted', statusBeforeRestriction: 'active' });
    // The change is seen at once, though the editor's status was just cached.
    expect((await callApi(t.app, 'GET', '/api/project/list', tokens.editor)).json()).toMatchObject({ code: 'SUBSCRIPTION_LOCKED', status: 'restricted' });
    expect((await callApi(t.app, 'PUT', `/api/admin/org/${organization.id}/restrict`, superAdmin)).json().message).toBe('This organisation is already restricted');

    const list = (await callApi(t.app, 'GET', '/api/admin/org', superAdmin)).json().data as { _id: string; subscriptionStatus: string }[];
    expect(list.find((o) => o._id === organization.id)?.subscriptionStatus).toBe('restricted');
    expect(list.find((o) => o._id === bystander.organization.id)?.subscriptionStatus).toBe('active');

    expect((await callApi(t.app, 'PUT', `/api/admin/org/${organization.id}/lift`, tokens.owner)).statusCode).toBe(403);
    const lifted = await callApi(t.app, 'PUT', `/api/admin/org/${organization.id}/lift`, superAdmin);
    expect(lifted.json().data).toEqual({ _id: organization.id, subscriptionStatus: 'active' });
    expect((await callApi(t.app, 'GET', '/api/project/list', tokens.editor)).statusCode).toBe(200);
    expect((await callApi(t.app, 'PUT', `/api/admin/org/${organization.id}/lift`, superAdmin)).json().message).toBe('This organisation is not restricted');

    const history = await t.db.select().from(transactions).where(eq(transactions.organizationId, organization.id)).orderBy(asc(transactions.createdAt));
    expect(history.map((row) => row.kind)).toEqual(['restriction', 'restriction_lifted']);
    expect(await subscriptionOf(t, bystander.organization.id)).toMatchObject({ status: 'active', statusBeforeRestriction: null });
    expect((await callApi(t.app, 'PUT', '/api/admin/org/00000000-0000-4000-8000-000000000000/restrict', superAdmin)).statusCode).toBe(404);
    expect((await callApi(t.app, 'PUT', '/api/admin/org/nope/restrict', superAdmin)).statusCode).toBe(400);
  });

  it('a trial that ended during the restriction expires once it is lifted', async () => {
    const superAdmin = await tokenFor(t.db, await createUser(t.db, { organizationId: null, role: 'super_admin' }));
    const { organization, tokens } = await freeOrganization(t, ['owner']);
    const [team] = await t.db.select().from(plans).where(eq(plans.name, 'Team'));
    const trial = await callApi(t.app, 'POST', '/api/subscription/trial', tokens.owner, { planId: team!.id });
    const trialEndsAt = new Date(trial.json().data.trialEndsAt as string);

    await callApi(t.app, 'PUT', `/api/admin/org/${organization.id}/restrict`, superAdmin);
    await t.jobs.runDue(later(trialEndsAt, SECOND));
    expect(await subscriptionOf(t, organization.id)).toMatchObject({ status: 'restricted', statusBeforeRestriction: 'trialing' });

    // Lifted after the trial's end: the trial end is handled now rather than never.
    await t.db.update(subscriptions).set({ trialEndsAt: new Date(Date.now() - SECOND), currentPeriodEnd: new Date(Date.now() - SECOND) }).where(eq(subscriptions.organizationId, organization.id));
    await callApi(t.app, 'PUT', `/api/admin/org/${organization.id}/lift`, superAdmin);
    expect((await subscriptionOf(t, organization.id)).status).toBe('trialing');
    await t.jobs.runDue();
    expect((await subscriptionOf(t, organization.id)).status).toBe('expired');
  });
});
