import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, createUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await tokenFor(t.db, await createUser(t.db, { organizationId: null, role: 'super_admin' }));
});
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };

describe('plan catalogue', () => {
  it('is seeded contiguous from 1 to unbounded, with prices per seat and the free tier first', async () => {
    const { members } = await createOrganization(t.db, ['owner'], { plan: 'free' });
    const res = await t.app.inject({ url: '/api/plan', headers: bearer(await tokenFor(t.db, members.owner)) });
    expect(res.statusCode).toBe(200);
    const { plans, isFreeTierEligible } = res.json();
    expect(isFreeTierEligible).toBe(true);
    expect(plans.map((p: { name: string; min_users: number; max_users: number | null }) => [p.name, p.min_users, p.max_users])).toEqual([
      ['Free', 1, 5],
      ['Team', 6, 25],
      ['Business', 26, 100],
      ['Enterprise', 101, null],
    ]);
    expect(plans[0]).toMatchObject({ monthly_price: 0, trial_days: 0, is_custom_plan: false });
    expect(plans[1]).toMatchObject({ monthly_price: 8, annual_price: 80, trial_days: 14 });
    expect(plans[3]).toMatchObject({ is_custom_plan: true });
    expect(plans[1].features.length).toBeGreaterThan(2);
  });

  it('sells only what the product has: notes, sprint reports and performance credits, but no visitor management yet', async () => {
    const { members } = await createOrganization(t.db, ['owner'], { plan: 'free' });
    const { plans } = (await t.app.inject({ url: '/api/plan', headers: bearer(await tokenFor(t.db, members.owner)) })).json();
    const sold = plans.flatMap((p: { features: string[] }) => p.features).join(' | ');
    expect(sold).not.toMatch(/visitor/i);
    expect(plans[0].features).toContain('Team chat and notes');
    // Issue 14 item 16 shipped them (migration 0015), issue 18 performance credits (0019).
    expect(plans[1].features).toContain('Sprint reports and burndown');
    expect(plans[1].features).toContain('Performance credits');
  });

  it('says an organisation bigger than the free tier is not eligible for it', async () => {
    const { organization, members } = await createOrganization(t.db, ['owner']);
    for (let i = 0; i < 5; i++) await createUser(t.db, { organizationId: organization.id, role: 'read' });
    const res = await t.app.inject({ url: '/api/plan', headers: bearer(await tokenFor(t.db, members.owner)) });
    expect(res.json().isFreeTierEligible).toBe(false);
  });

  it('starts a new sign-up on the free tier', async () => {
    const email = `fresh-${Date.now()}@example.test`;
    await t.app.inject({ method: 'PUT', url: '/api/register', headers: json, payload: { name: 'Fresh', email, password: 'a long password', organizationName: 'Fresh' } });
    const { eq } = await import('drizzle-orm');
    const { users } = await import('../../platform/db/schema');
    const owner = await t.db.query.users.findFirst({ where: eq(users.email, email) });
    const res = await t.app.inject({ url: '/api/subscription/active', headers: bearer(await tokenFor(t.db, owner!)) });
    expect(res.json().data).toMatchObject({ planName: 'Free', quantity: 5, billingCycle: 'monthly', status: 'active', seatsInUse: 1, seatLimit: 5 });
    expect(res.json().data.planId).toBe(res.json().data.plan_id);
  });

  it('keeps plan check and subscription to organisation members', async () => {
    expect((await t.app.inject({ url: '/api/subscription/active' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/subscription/active', headers: bearer(superToken) })).statusCode).toBe(403);
    const { members } = await createOrganization(t.db, ['read']);
    const bad = await t.app.inject({ url: '/api/plan/check?type=galaxy', headers: bearer(await tokenFor(t.db, members.read)) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('type: type must be user or project');
  });
});

describe('super admin plan editing', () => {
  const plansNow = async () => (await t.app.inject({ url: '/api/admin/plan', headers: bearer(superToken) })).json().data as { id: string; name: string; min_users: number; max_users: number | null }[];

  it('edits texts, prices and trial days', async () => {
    const team = (await plansNow()).find((p) => p.name === 'Team')!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/plan/${team.id}`,
      headers: { ...json, ...bearer(superToken) },
      payload: { description: 'For busy teams.', monthly_price: 9.5, annual_price: 95, trial_days: 30, features: ['A', 'B'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ description: 'For busy teams.', monthly_price: 9.5, annual_price: 95, trial_days: 30, features: ['A', 'B'] });
    await t.app.inject({ method: 'PUT', url: `/api/admin/plan/${team.id}`, headers: { ...json, ...bearer(superToken) }, payload: { monthly_price: 8, annual_price: 80, trial_days: 14 } });
  });

  it('refuses a seat range that would leave a gap or overlap, changing nothing', async () => {
    const before = await plansNow();
    const free = before.find((p) => p.name === 'Free')!;
    const gap = await t.app.inject({ method: 'PUT', url: `/api/admin/plan/${free.id}`, headers: { ...json, ...bearer(superToken) }, payload: { max_users: 3 } });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().message).toBe('No plan covers 4–5 users between Free and Team');
    const overlap = await t.app.inject({ method: 'PUT', url: `/api/admin/plan/${free.id}`, headers: { ...json, ...bearer(superToken) }, payload: { max_users: 7 } });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toBe('Free (1–7 users) overlaps Team (6–25 users)');
    expect(await plansNow()).toEqual(before);
  });

  it('validates fields and keeps organisation users out', async () => {
    const [free] = await plansNow();
    const negative = await t.app.inject({ method: 'PUT', url: `/api/admin/plan/${free!.id}`, headers: { ...json, ...bearer(superToken) }, payload: { monthly_price: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('monthly_price: monthly_price must not be negative');
    const empty = await t.app.inject({ method: 'PUT', url: `/api/admin/plan/${free!.id}`, headers: { ...json, ...bearer(superToken) }, payload: {} });
    expect(empty.statusCode).toBe(400);
    const { members } = await createOrganization(t.db, ['owner']);
    const owner = await tokenFor(t.db, members.owner);
    expect((await t.app.inject({ url: '/api/admin/plan', headers: bearer(owner) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/plan/${free!.id}`, headers: { ...json, ...bearer(owner) }, payload: { name: 'Mine' } })).statusCode).toBe(403);
  });
});
