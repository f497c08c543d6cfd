import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, invoices, paymentMethods, subscriptions } from '../../../platform/db/schema';
import { callApi } from '../../../test/api';
import { createOrganization, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2040, cvc: '123' });
const VISA = card('4242 4242 4242 4242');
const MASTERCARD = card('5555 5555 5555 4444');
const AMEX = card('3782 822463 10005');

interface Listed {
  _id: string;
  brand: string;
  last4: string;
  isDefault: boolean;
}

async function billingOrganization({ paying }: { paying: boolean }) {
  const { organization, members } = await createOrganization(t.db, ['owner', 'admin', 'maintainer', 'editor', 'read'], { plan: 'free' });
  const tokens = {
    owner: await tokenFor(t.db, members.owner),
    admin: await tokenFor(t.db, members.admin),
    maintainer: await tokenFor(t.db, members.maintainer),
    editor: await tokenFor(t.db, members.editor),
    read: await tokenFor(t.db, members.read),
  };
  if (paying) {
    const start = await callApi(t.app, 'POST', '/api/checkout', tokens.owner, { quantity: 8, billing_cycle: 'monthly', promotionCode: null });
    await pay(tokens.owner, sessionOf(start.json().data.url), VISA);
  }
  return { organization, tokens };
}

const sessionOf = (url: string) => new URL(url).pathname.split('/').pop()!;

async function pay(token: string, sessionId: string, body: object) {
  const res = await callApi(t.app, 'POST', `/api/sandbox/checkout/${sessionId}/pay`, token, body);
  expect(res.json().data?.status, res.body).toBe('paid');
}

/** POST /api/payment-method, then the card entered on the sandbox's hosted page. */
async function addCard(token: string, body: object) {
  const res = await callApi(t.app, 'POST', '/api/payment-method', token);
  expect(res.statusCode, res.body).toBe(200);
  await pay(token, sessionOf(res.json().data.url), body);
}

async function cards(token: string): Promise<Listed[]> {
  const res = await callApi(t.app, 'GET', '/api/payment-method', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const summary = (list: Listed[]) => list.map((c) => `${c.brand} ${c.last4}${c.isDefault ? ' (default)' : ''}`);

async function history(token: string): Promise<string[]> {
  const res = await callApi(t.app, 'GET', '/api/transaction', token);
  return res.json().data.filter((e: { kind: string }) => e.kind === 'payment_method').map((e: { description: string }) => e.description);
}

describe('payment methods', () => {
  it('adds a card through a setup checkout that charges nothing; the new card becomes the default', async () => {
    const { organization, tokens } = await billingOrganization({ paying: true });
    expect(summary(await cards(tokens.owner))).toEqual(['visa 4242 (default)']);

    const start = await callApi(t.app, 'POST', '/api/payment-method', tokens.admin);
    expect(start.statusCode).toBe(200);
    const url = start.json().data.url as string;
    expect(url).toMatch(/\/checkout\/[0-9a-f-]{36}$/);
    const session = await callApi(t.app, 'GET', `/api/session/${sessionOf(url)}`, tokens.admin);
    expect(session.json().data).toMatchObject({ status: 'open', purpose: 'setup', planName: 'Team', quantity: 8, billingCycle: 'monthly', total: 0, amountDue: 0 });
    const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionOf(url)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * 3_600_000);

    await pay(tokens.admin, sessionOf(url), MASTERCARD);
    expect(summary(await cards(tokens.owner))).toEqual(['mastercard 4444 (default)', 'visa 4242']);
    // Saving a card bought nothing: one invoice, the same subscription.
    expect(await t.db.select().from(invoices).where(eq(invoices.organizationId, organization.id))).toHaveLength(1);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.organizationId, organization.id));
    expect(sub).toMatchObject({ quantity: 8, totalCents: 6400, status: 'active' });
    expect(await history(tokens.owner)).toEqual(['Card mastercard ending 4444 saved']);
  });

  it('a newer setup page closes the older one but leaves an open purchase alone', async () => {
    const { tokens } = await billingOrganization({ paying: false });
    const purchase = await callApi(t.app, 'POST', '/api/checkout', tokens.owner, { quantity: 8, billing_cycle: 'monthly', promotionCode: null });
    const first = sessionOf((await callApi(t.app, 'POST', '/api/payment-method', tokens.owner)).json().data.url);
    const second = sessionOf((await callApi(t.app, 'POST', '/api/payment-method', tokens.owner)).json().data.url);
    expect((await callApi(t.app, 'GET', `/api/session/${first}`, tokens.owner)).json().data.status).toBe('expired');
    expect((await callApi(t.app, 'POST', `/api/sandbox/checkout/${first}/pay`, tokens.owner, VISA)).statusCode).toBe(409);
    expect((await callApi(t.app, 'GET', `/api/session/${sessionOf(purchase.json().data.url)}`, tokens.owner)).json().data.status).toBe('open');
    await pay(tokens.owner, second, VISA);
    expect(summary(await cards(tokens.owner))).toEqual(['visa 4242 (default)']);
  });

  it('switches the default card, and removing the default hands it to the newest remaining card', async () => {
    const { tokens } = await billingOrganization({ paying: true });
    await addCard(tokens.owner, MASTERCARD);
    await addCard(tokens.owner, AMEX);
    const [amex, mastercard, visa] = await cards(tokens.owner);
    expect(summary([amex!, mastercard!, visa!])).toEqual(['amex 0005 (default)', 'mastercard 4444', 'visa 4242']);

    const made = await callApi(t.app, 'POST', `/api/payment-method/${visa!._id}/default`, tokens.owner);
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({ _id: visa!._id, isDefault: true });
    expect(summary(await cards(tokens.owner))).toEqual(['visa 4242 (default)', 'amex 0005', 'mastercard 4444']);
    // Making the default the default again changes nothing.
    expect((await callApi(t.app, 'POST', `/api/payment-method/${visa!._id}/default`, tokens.admin)).json().data.isDefault).toBe(true);

    const removed = await callApi(t.app, 'DELETE', `/api/payment-method/${visa!._id}`, tokens.owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { success: true } });
    expect(summary(await cards(tokens.owner))).toEqual(['amex 0005 (default)', 'mastercard 4444']);

    // Removing a card that is not the default leaves the default where it is.
    expect((await callApi(t.app, 'DELETE', `/api/payment-method/${mastercard!._id}`, tokens.admin)).statusCode).toBe(200);
    expect(summary(await cards(tokens.owner))).toEqual(['amex 0005 (default)']);

    expect((await history(tokens.owner)).slice(0, 3)).toEqual([
      'Card mastercard ending 4444 removed',
      'Card visa ending 4242 removed; card amex ending 0005 is now the default',
      'Card visa ending 4242 set as the default',
    ]);
  });

  it('keeps the only card of a paying organisation, but an organisation that pays nothing may remove it', async () => {
    const paying = await billingOrganization({ paying: true });
    const [only] = await cards(paying.tokens.owner);
    const refused = await callApi(t.app, 'DELETE', `/api/payment-method/${only!._id}`, paying.tokens.owner);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Add another card before removing the only one');
    expect(await cards(paying.tokens.owner)).toHaveLength(1);

    const free = await billingOrganization({ paying: false });
    await addCard(free.tokens.owner, VISA);
    const [saved] = await cards(free.tokens.owner);
    expect((await callApi(t.app, 'DELETE', `/api/payment-method/${saved!._id}`, free.tokens.owner)).statusCode).toBe(200);
    expect(await cards(free.tokens.owner)).toEqual([]);
  });

  it('is for owners and admins only, and never reaches another organisation’s cards', async () => {
    const { organization: ours, tokens } = await billingOrganization({ paying: true });
    await addCard(tokens.owner, MASTERCARD);
    const [mastercard, visa] = await cards(tokens.owner);
    for (const role of ['maintainer', 'editor', 'read'] as const) {
      for (const [method, url] of [
        ['GET', '/api/payment-method'],
        ['POST', '/api/payment-method'],
        ['DELETE', `/api/payment-method/${visa!._id}`],
        ['POST', `/api/payment-method/${visa!._id}/default`],
      ] as const) {
        expect((await callApi(t.app, method, url, tokens[role])).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }

    const other = await billingOrganization({ paying: true });
    expect(summary(await cards(other.tokens.owner))).toEqual(['visa 4242 (default)']);
    expect((await callApi(t.app, 'DELETE', `/api/payment-method/${visa!._id}`, other.tokens.owner)).statusCode).toBe(404);
    expect((await callApi(t.app, 'POST', `/api/payment-method/${visa!._id}/default`, other.tokens.owner)).statusCode).toBe(404);
    const stored = await t.db.select().from(paymentMethods).where(eq(paymentMethods.organizationId, ours.id));
    expect(stored.map((c) => [c.id, c.isDefault])).toEqual(
      expect.arrayContaining([
        [mastercard!._id, true],
        [visa!._id, false],
      ]),
    );
    expect((await callApi(t.app, 'DELETE', '/api/payment-method/not-an-id', tokens.owner)).statusCode).toBe(400);
  });
});
