import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../platform/db/schema';
import { callApi } from '../../../test/api';
import { createOrganization, createUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

// Revenue spans every organisation: this file's database holds only what its tests create.
let t: TestApp;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await tokenFor(t.db, await createUser(t.db, { organizationId: null, role: 'super_admin' }));
});
afterAll(async () => t?.close());

const VISA_OK = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };

async function subscribe(quantity: number, billingCycle: 'monthly' | 'annually') {
  const { organization, members } = await createOrganization(t.db, ['owner'], { plan: 'free' });
  const owner = await tokenFor(t.db, members.owner);
  const start = await callApi(t.app, 'POST', '/api/checkout', owner, { quantity, billing_cycle: billingCycle, promotionCode: null });
  expect(start.statusCode, start.body).toBe(200);
  const sessionId = new URL(start.json().data.url as string).pathname.split('/').pop()!;
  const paid = await callApi(t.app, 'POST', `/api/sandbox/checkout/${sessionId}/pay`, owner, VISA_OK);
  expect(paid.json().data.status, paid.body).toBe('paid');
  return organization;
}

async function revenue() {
  const res = await callApi(t.app, 'GET', '/api/admin/revenue', superAdmin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('platform revenue (super admin)', () => {
  it('counts MRR, ARR, paying organisations and paid invoices by month', async () => {
    const empty = await revenue();
    expect(empty).toMatchObject({ mrr: 0, arr: 0, currency: 'usd', payingOrganizations: 0 });
    expect(empty.revenueByMonth).toHaveLength(12);
    expect(empty.revenueByMonth.every((m: { amount: number }) => m.amount === 0)).toBe(true);
    expect(empty.revenueByMonth.at(-1).month).toBe(thisMonth());
    const months = empty.revenueByMonth.map((m: { month: string }) => m.month);
    expect(months).toEqual([...months].sort());

    await subscribe(8, 'monthly'); // 8 x $8 a month
    expect(await revenue()).toMatchObject({ mrr: 64, arr: 768, payingOrganizations: 1 });

    const annual = await subscribe(10, 'annually'); // 10 x $80 a year: $66.67 a month
    const both = await revenue();
    expect(both).toMatchObject({ mrr: 130.67, arr: 1568.04, payingOrganizations: 2 });
    expect(both.revenueByMonth.at(-1)).toEqual({ month: thisMonth(), amount: 864 });

    // An invoice paid three months ago lands in its own month; one older than a year is left out.
    const now = new Date();
    const threeMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 15));
    const longAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() - 1, 15));
    const base = { organizationId: annual.id, status: 'paid' as const, planName: 'Team', billingCycle: 'monthly' as const, quantity: 6, lines: [], subtotalCents: 4800, discountCents: 0, totalCents: 4800 };
    await t.db.insert(invoices).values([
      { ...base, periodStart: threeMonthsAgo, periodEnd: threeMonthsAgo, issuedAt: threeMonthsAgo, paidAt: threeMonthsAgo },
      { ...base, periodStart: longAgo, periodEnd: longAgo, issuedAt: longAgo, paidAt: longAgo },
      { ...base, status: 'open' as const, periodStart: threeMonthsAgo, periodEnd: threeMonthsAgo, issuedAt: threeMonthsAgo, paidAt: null },
    ]);
    const history = (await revenue()).revenueByMonth as { month: string; amount: number }[];
    expect(history).toHaveLength(12);
    expect(history[8]).toEqual({ month: threeMonthsAgo.toISOString().slice(0, 7), amount: 48 });
    expect(history.reduce((sum, m) => sum + m.amount, 0)).toBe(864 + 48);
  });

  it('counts organisations by plan and by status', async () => {
    await createOrganization(t.db, ['owner'], { plan: 'free' });
    const data = await revenue();
    expect(data.organizationsByPlan.map((p: { plan: string }) => p.plan)).toEqual(['Free', 'Team', 'Business', 'Enterprise']);
    const byPlan = Object.fromEntries(data.organizationsByPlan.map((p: { plan: string; count: number }) => [p.plan, p.count]));
    expect(byPlan).toEqual({ Free: 1, Team: 2, Business: 0, Enterprise: 0 });
    const byStatus = Object.fromEntries(data.organizationsByStatus.map((s: { status: string; count: number }) => [s.status, s.count]));
    expect(byStatus).toMatchObject({ active: 3, trialing: 0, past_due: 0, suspended: 0, restricted: 0 });
  });

  it('is for the platform administrator only', async () => {
    const { members } = await createOrganization(t.db, ['owner', 'admin']);
    for (const user of [members.owner, members.admin]) {
      expect((await callApi(t.app, 'GET', '/api/admin/revenue', await tokenFor(t.db, user))).statusCode).toBe(403);
    }
  });
});
