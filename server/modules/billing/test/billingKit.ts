import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OrgRole } from '../../../../domain/permissions/roles';
import { subscriptions } from '../../../platform/db/schema';
import { callApi } from '../../../test/api';
import { createOrganization, tokenFor } from '../../../test/factories';
import type { TestApp } from '../../../test/testApp';

/** Test support for the billing lifecycle, subscription and lock tests (not product code). */

export const CARD_OK = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
export const CARD_DECLINED = { ...CARD_OK, cardNumber: '4000 0000 0000 0002' };
/** Pays its checkout, then every later charge (a renewal) is declined. */
export const CARD_FAILS_LATER = { ...CARD_OK, cardNumber: '4000 0000 0000 0341' };

export const SECOND = 1000;
export const DAY = 86_400_000;
export const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** A fresh organisation on the free tier with a token per role. */
export async function freeOrganization<R extends OrgRole>(t: TestApp, roles: readonly R[]) {
  const { organization, members } = await createOrganization(t.db, roles, { plan: 'free' });
  const tokens = {} as Record<R, string>;
  for (const role of roles) tokens[role] = await tokenFor(t.db, members[role]);
  return { organization, members, tokens };
}

export const sessionIdOf = (url: string) => (url.includes('session_id=') ? new URL(url).searchParams.get('session_id')! : new URL(url).pathname.split('/').pop()!);

export async function startCheckout(t: TestApp, token: string, body: { quantity: number; billing_cycle: 'monthly' | 'annually'; promotionCode?: string | null }) {
  const res = await callApi(t.app, 'POST', '/api/checkout', token, { promotionCode: null, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return sessionIdOf(res.json().data.url as string);
}

export async function pay(t: TestApp, token: string, sessionId: string, card: typeof CARD_OK) {
  const res = await callApi(t.app, 'POST', `/api/sandbox/checkout/${sessionId}/pay`, token, card);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { status: string; failureMessage: string | null };
}

/** Buys `quantity` monthly seats with `card` and returns the subscription as stored. */
export async function subscribe(t: TestApp, token: string, organizationId: string, quantity: number, card = CARD_OK, promotionCode: string | null = null) {
  const sessionId = await startCheckout(t, token, { quantity, billing_cycle: 'monthly', promotionCode });
  expect((await pay(t, token, sessionId, card)).status).toBe('paid');
  return subscriptionOf(t, organizationId);
}

export async function subscriptionOf(t: TestApp, organizationId: string) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
  return row!;
}
