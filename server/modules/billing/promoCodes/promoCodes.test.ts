import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../../platform/db/schema';
import { callApi } from '../../../test/api';
import { createOrganization, createUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t.db, await createUser(t.db, { organizationId: null, role: 'super_admin' }));
});
afterAll(async () => t?.close());

const create = (body: object, token = admin) => callApi(t.app, 'POST', '/api/admin/promo-code', token, body);
const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString();

describe('promotion codes (super admin)', () => {
  it('creates percent and amount codes, lists them newest first and deletes one', async () => {
    const [, team] = await t.db.select().from(plans).orderBy(asc(plans.minUsers));
    const expiresAt = nextYear();
    const percent = await create({ code: ' spring25 ', kind: 'percent', percentOff: 12.5, expiresAt, maxRedemptions: 100, planId: team!.id });
    expect(percent.statusCode, percent.body).toBe(200);
    expect(percent.json().data).toMatchObject({
      code: 'SPRING25',
      kind: 'percent',
      percentOff: 12.5,
      amountOff: null,
      expiresAt,
      maxRedemptions: 100,
      redemptions: 0,
      planId: team!.id,
      planName: 'Team',
    });
    const amount = await create({ code: 'WELCOME10', kind: 'amount', amountOffCents: 1050, expiresAt: null, maxRedemptions: null, planId: null });
    expect(amount.statusCode, amount.body).toBe(200);
    expect(amount.json().data).toMatchObject({ code: 'WELCOME10', percentOff: null, amountOff: 10.5, expiresAt: null, maxRedemptions: null, planId: null, planName: null });

    const list = await callApi(t.app, 'GET', '/api/admin/promo-code', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((p: { code: string }) => p.code)).toEqual(['WELCOME10', 'SPRING25']);

    // The code works at checkout straight away, ignoring case.
    const { members } = await createOrganization(t.db, ['owner'], { plan: 'free' });
    const owner = await tokenFor(t.db, members.owner);
    const price = await callApi(t.app, 'GET', '/api/price?quantity=10&billing_cycle=monthly&promotionCode=Spring25', owner);
    expect(price.json().data).toMatchObject({ subtotal: 80, discount: 10, total: 70 });

    const removed = await callApi(t.app, 'DELETE', `/api/admin/promo-code/${percent.json().data._id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { success: true } });
    expect((await callApi(t.app, 'GET', '/api/admin/promo-code', admin)).json().data.map((p: { code: string }) => p.code)).toEqual(['WELCOME10']);
    expect((await callApi(t.app, 'DELETE', `/api/admin/promo-code/${percent.json().data._id}`, admin)).statusCode).toBe(404);
    const gone = await callApi(t.app, 'GET', '/api/price?quantity=10&billing_cycle=monthly&promotionCode=SPRING25', owner);
    expect(gone.json().message).toBe('This promotion code is not valid');
  });

  it('refuses a code that already exists, whatever its case, with 409', async () => {
    expect((await create({ code: 'TWICE', kind: 'percent', percentOff: 10, expiresAt: null, maxRedemptions: null, planId: null })).statusCode).toBe(200);
    const again = await create({ code: 'twice', kind: 'amount', amountOffCents: 500, expiresAt: null, maxRedemptions: null, planId: null });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'A promotion code with this code already exists', field: 'code' });
  });

  it('validates the body, naming the field', async () => {
    const valid = { code: 'OK', kind: 'percent', percentOff: 10, expiresAt: null, maxRedemptions: null, planId: null };
    const cases: [object, string, RegExp][] = [
      [{ ...valid, code: '' }, 'code', /code is required/],
      [{ ...valid, code: 'has space' }, 'code', /letters, digits/],
      [{ ...valid, kind: 'free' }, 'kind', /kind must be percent or amount/],
      [{ ...valid, percentOff: 0 }, 'percentOff', /more than 0 and at most 100/],
      [{ ...valid, percentOff: 120 }, 'percentOff', /more than 0 and at most 100/],
      [{ ...valid, percentOff: 33.333 }, 'percentOff', /at most 2 decimals/],
      [{ ...valid, percentOff: undefined }, 'percentOff', /Percent off/],
      [{ ...valid, kind: 'amount', percentOff: undefined }, 'amountOffCents', /Amount off/],
      [{ ...valid, kind: 'amount', percentOff: undefined, amountOffCents: 9.5 }, 'amountOffCents', /whole number of cents/],
      [{ ...valid, kind: 'amount', amountOffCents: 500 }, 'percentOff', /An amount code has no percent off/],
      [{ ...valid, expiresAt: 'someday' }, 'expiresAt', /Expiry must be a date and time/],
      [{ ...valid, expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'expiresAt', /Expiry must be in the future/],
      [{ ...valid, maxRedemptions: 0 }, 'maxRedemptions', /at least 1/],
      // The columns are 32-bit integers and PostgreSQL has no year 0: these reached it and answered 500.
      [{ ...valid, kind: 'amount', percentOff: undefined, amountOffCents: 2 ** 31 }, 'amountOffCents', /at most 2147483647/],
      [{ ...valid, maxRedemptions: 2 ** 31 }, 'maxRedemptions', /at most 2147483647/],
      [{ ...valid, expiresAt: '0000-01-01T00:00:00Z' }, 'expiresAt', /between the years 1900 and 9999/],
      [{ ...valid, expiresAt: '2030-01-01' }, 'expiresAt', /Expiry must be a date and time/],
      [{ ...valid, planId: 'not-a-plan' }, 'planId', /No plan has this id/],
      [{ ...valid, planId: '00000000-0000-4000-8000-000000000000' }, 'planId', /No plan has this id/],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(new RegExp(`^${field}: `));
      expect(res.json().message, JSON.stringify(body)).toMatch(message);
      expect(res.json().field).toBe(field);
    }
    const list = (await callApi(t.app, 'GET', '/api/admin/promo-code', admin)).json().data;
    expect(list.map((p: { code: string }) => p.code)).not.toContain('OK');
  });

  it('is for the platform administrator only', async () => {
    const { members } = await createOrganization(t.db, ['owner', 'admin']);
    for (const user of [members.owner, members.admin]) {
      const token = await tokenFor(t.db, user);
      expect((await callApi(t.app, 'GET', '/api/admin/promo-code', token)).statusCode).toBe(403);
      const created = await create({ code: 'SNEAKY', kind: 'percent', percentOff: 100, expiresAt: null, maxRedemptions: null, planId: null }, token);
      expect(created.statusCode).toBe(403);
      expect(created.json().message).toBe('Only the platform administrator can do this');
      expect((await callApi(t.app, 'DELETE', '/api/admin/promo-code/00000000-0000-4000-8000-000000000000', token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/promo-code' })).statusCode).toBe(401);
  });
});
