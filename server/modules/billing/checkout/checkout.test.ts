import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test/api';
import { createOrganization, createUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { checkoutSessions, invoices, paymentMethods, promoCodes, subscriptions, transactions } from '../../../platform/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const VISA_OK = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
const DECLINED = { ...VISA_OK, cardNumber: '4000 0000 0000 0002' };

async function freeOwner(extraUsers = 0) {
  const { organization, members } = await createOrganization(t.db, ['owner', 'admin', 'maintainer'], { plan: 'free' });
  for (let i = 0; i < extraUsers; i++) await createUser(t.db, { organizationId: organization.id, role: 'read' });
  return { organization, owner: await tokenFor(t.db, members.owner), admin: await tokenFor(t.db, members.admin), maintainer: await tokenFor(t.db, members.maintainer) };
}

const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!.replace(/.*session_id=/, '');

async function startCheckout(token: string, body: Record<string, unknown>) {
  const res = await callApi(t.app, 'POST', '/api/checkout', token, body);
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().data.url as string;
  return { url, sessionId: url.includes('session_id=') ? new URL(url).searchParams.get('session_id')! : sessionIdOf(url) };
}

describe('checkout with the sandbox provider', () => {
  it('prices 8 Team seats monthly, sends the payer to the hosted page, and a 4242 card makes the subscription active', async () => {
    const { organization, owner } = await freeOwner();
    const price = await callApi(t.app, 'GET', '/api/price?quantity=8&billing_cycle=monthly', owner);
    expect(price.json().data).toMatchObject({ planName: 'Team', unitPrice: 8, subtotal: 64, discount: 0, total: 64, adjustment: 0, isScheduledChange: false });

    const { url, sessionId } = await startCheckout(owner, { quantity: 8, billing_cycle: 'monthly', promotionCode: null });
    expect(url).toMatch(/\/checkout\/[0-9a-f-]{36}$/);
    const open = await callApi(t.app, 'GET', `/api/session/${sessionId}`, owner);
    expect(open.json().data).toMatchObject({ status: 'open', planName: 'Team', quantity: 8, amountDue: 64 });

    const paid = await callApi(t.app, 'POST', `/api/sandbox/checkout/${sessionId}/pay`, owner, VISA_OK);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '4242' } });

    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.organizationId, organization.id));
    expect(sub).toMatchObject({ quantity: 8, billingCycle: 'monthly', status: 'active', totalCents: 6400, lastPaymentCents: 6400 });
    expect(sub!.currentPeriodEnd).not.toBeNull();
    const cards = await t.db.select().from(paymentMethods).where(eq(paymentMethods.organizationId, organization.id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true });
    // Only the brand and last four are kept: no column holds the number.
    expect(JSON.stringify(cards[0])).not.toContain('4242424242424242');
    const bills = await t.db.select().from(invoices).where(eq(invoices.organizationId, organization.id));
    expect(bills).toMatchObject([{ status: 'paid', totalCents: 6400, quantity: 8 }]);

    // Paying again (a double click, a replayed event) changes nothing.
    const again = await callApi(t.app, 'POST', `/api/sandbox/checkout/${sessionId}/pay`, owner, VISA_OK);
    expect(again.statusCode).toBe(409);
    expect(await t.db.select().from(invoices).where(eq(invoices.organizationId, organization.id))).toHaveLength(1);
  });

  it('a declined card fails the session with the reason and changes nothing else', async () => {
    const { organization, owner } = await freeOwner();
    const { sessionId } = await startCheckout(owner, { quantity: 6, billing_cycle: 'monthly', promotionCode: null });
    const res = await callApi(t.app, 'POST', `/api/sandbox/checkout/${sessionId}/pay`, owner, DECLINED);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.', card: null });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.organizationId, organization.id));
    expect(sub).toMatchObject({ quantity: 5, status: 'active', totalCents: 0 });
    const history = await t.db.select().from(transactions).where(eq(transactions.organizationId, organization.id));
    expect(history).toMatchObject([{ status: 'failed', kind: 'checkout' }]);
    expect(await t.db.select().from(paymentMethods).where(eq(paymentMethods.organizationId, organization.id))).toHaveLength(0);
  });

  it('refuses fewer seats than are in use with isInvalidDowngradeQuantity, and says so in the downgrade check', async () => {
    const { owner } = await freeOwner(4); // 3 members + 4 = 7 in use
    const res = await callApi(t.app, 'POST', '/api/checkout', owner, { quantity: 6, billing_cycle: 'monthly', promotionCode: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isInvalidDowngradeQuantity: true, seatsInUse: 7 });
    expect(res.json().message).toContain('7 seats');
    const check = await callApi(t.app, 'GET', '/api/downgrade/check?quantity=6', owner);
    expect(check.json()).toMatchObject({ success: true, isDowngradePossible: false });
    const fine = await callApi(t.app, 'GET', '/api/downgrade/check?quantity=7', owner);
    expect(fine.json()).toEqual({ success: true, isDowngradePossible: true });
  });

  it('applies a promotion code, refuses an unknown or expired one under the promo field, and counts a redemption when paid', async () => {
    const { owner } = await freeOwner();
    await t.db.insert(promoCodes).values([
      { code: 'SPRING25', kind: 'percent', percentOffBasisPoints: 2500 },
      { code: 'OLD10', kind: 'amount', amountOffCents: 1000, expiresAt: new Date(Date.now() - 1000) },
    ]);
    const quote = await callApi(t.app, 'GET', '/api/price?quantity=10&billing_cycle=monthly&promotionCode=spring25', owner);
    expect(quote.json().data).toMatchObject({ subtotal: 80, discount: 20, total: 60 });
    const unknown = await callApi(t.app, 'POST', '/api/checkout', owner, { quantity: 10, billing_cycle: 'monthly', promotionCode: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'This promotion code is not valid', field: 'promotionCode' });
    expect(unknown.json().isInvalidDowngradeQuantity).toBeUndefined();
    const expired = await callApi(t.app, 'POST', '/api/checkout', owner, { quantity: 10, billing_cycle: 'monthly', promotionCode: 'old10' });
    expect(expired.json().message).toBe('This promotion code has expired');

    const { sessionId } = await startCheckout(owner, { quantity: 10, billing_cycle: 'monthly', promotionCode: ' spring25 ' });
    await callApi(t.app, 'POST', `/api/sandbox/checkout/${sessionId}/pay`, owner, VISA_OK);
    const [promo] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'SPRING25'));
    expect(promo!.redemptions).toBe(1);
  });

  it('two concurrent checkouts leave one payable session: one subscription, one charge', async () => {
    const { organization, owner } = await freeOwner();
    const [a, b] = await Promise.all([
      callApi(t.app, 'POST', '/api/checkout', owner, { quantity: 8, billing_cycle: 'monthly', promotionCode: null }),
      callApi(t.app, 'POST', '/api/checkout', owner, { quantity: 8, billing_cycle: 'monthly', promotionCode: null }),
    ]);
    const ids = [a, b].map((res) => sessionIdOf(res.json().data.url));
    const results = await Promise.all(ids.map((id) => callApi(t.app, 'POST', `/api/sandbox/checkout/${id}/pay`, owner, VISA_OK)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const sessions = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.organizationId, organization.id));
    expect(sessions.map((s) => s.status).sort()).toEqual(['expired', 'paid']);
    const charges = await t.db.select().from(transactions).where(eq(transactions.organizationId, organization.id));
    expect(charges.filter((c) => c.status === 'succeeded')).toHaveLength(1);
  });

  it('upgrading seats mid-period charges the prorated difference and keeps the period', async () => {
    const { organization, owner } = await freeOwner();
    const first = await startCheckout(owner, { quantity: 10, billing_cycle: 'monthly', promotionCode: null });
    await callApi(t.app, 'POST', `/api/sandbox/checkout/${first.sessionId}/pay`, owner, VISA_OK);
    const [before] = await t.db.select().from(subscriptions).where(eq(subscriptions.organizationId, organization.id));

    const quote = await callApi(t.app, 'GET', '/api/price?quantity=12&billing_cycle=monthly', owner);
    expect(quote.json().data).toMatchObject({ total: 96, isScheduledChange: false });
    const adjustment = quote.json().data.adjustment as number;
    expect(adjustment).toBeGreaterThan(0);
    expect(adjustment).toBeLessThanOrEqual(16);
    const second = await startCheckout(owner, { quantity: 12, billing_cycle: 'monthly', promotionCode: null });
    const paid = await callApi(t.app, 'POST', `/api/sandbox/checkout/${second.sessionId}/pay`, owner, VISA_OK);
    expect(paid.json().data).toMatchObject({ status: 'paid', amountDue: adjustment });
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.organizationId, organization.id));
    expect(after).toMatchObject({ quantity: 12, totalCents: 9600 });
    expect(after!.currentPeriodEnd).toEqual(before!.currentPeriodEnd);
    // The same card paid twice is one saved card.
    expect(await t.db.select().from(paymentMethods).where(eq(paymentMethods.organizationId, organization.id))).toHaveLength(1);
  });

  it('fewer seats are scheduled for the period end without a payment', async () => {
    const { organization, owner } = await freeOwner();
    const first = await startCheckout(owner, { quantity: 10, billing_cycle: 'monthly', promotionCode: null });
    await callApi(t.app, 'POST', `/api/sandbox/checkout/${first.sessionId}/pay`, owner, VISA_OK);
    const { url, sessionId } = await startCheckout(owner, { quantity: 7, billing_cycle: 'monthly', promotionCode: null });
    expect(url).toContain('/payment-status?session_id=');
    const status = await callApi(t.app, 'GET', `/api/session/${sessionId}`, owner);
    expect(status.json().data).toMatchObject({ status: 'paid', amountDue: 0 });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.organizationId, organization.id));
    expect(sub).toMatchObject({ quantity: 10, scheduledQuantity: 7, scheduledBillingCycle: 'monthly' });
  });

  it('keeps billing to owners and admins, and sessions to their organisation', async () => {
    const { owner, admin, maintainer } = await freeOwner();
    const other = await freeOwner();
    expect((await callApi(t.app, 'GET', '/api/price?quantity=8&billing_cycle=monthly', admin)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', '/api/price?quantity=8&billing_cycle=monthly'],
      ['GET', '/api/upgrade/check?quantity=8'],
      ['GET', '/api/downgrade/check?quantity=8'],
      ['POST', '/api/checkout', { quantity: 8, billing_cycle: 'monthly', promotionCode: null }],
    ] as const) {
      expect((await callApi(t.app, method, url, maintainer, body)).statusCode).toBe(403);
    }
    const { sessionId } = await startCheckout(owner, { quantity: 8, billing_cycle: 'monthly', promotionCode: null });
    expect((await callApi(t.app, 'GET', `/api/session/${sessionId}`, other.owner)).statusCode).toBe(404);
    expect((await callApi(t.app, 'POST', `/api/sandbox/checkout/${sessionId}/pay`, other.owner, VISA_OK)).statusCode).toBe(404);
  });

  it('validates the checkout body and the spec 5 seat rules, naming the field', async () => {
    const { owner } = await freeOwner();
    const cases: [unknown, RegExp][] = [
      [{ quantity: 0, billing_cycle: 'monthly' }, /Minimum 1 user is required/],
      [{ quantity: 1, billing_cycle: 'annually' }, /Annual billing is available for 2\+ users\./],
      [{ quantity: 8, billing_cycle: 'weekly' }, /billing_cycle/],
      [{ quantity: 2.5, billing_cycle: 'monthly' }, /quantity/],
      [{ quantity: 150, billing_cycle: 'monthly' }, /contact sales/],
    ];
    for (const [body, message] of cases) {
      const res = await callApi(t.app, 'POST', '/api/checkout', owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const card = await startCheckout(owner, { quantity: 8, billing_cycle: 'monthly', promotionCode: null });
    const bad = await callApi(t.app, 'POST', `/api/sandbox/checkout/${card.sessionId}/pay`, owner, { ...VISA_OK, cardNumber: '4242' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Your card number is incomplete.');
  });
});
