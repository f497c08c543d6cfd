import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../platform/db/schema';
import { bearer, createOrganization, createUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const listOrganizations = (token?: string) => t.app.inject({ method: 'GET', url: '/api/admin/org', headers: token ? bearer(token) : {} });

interface Summary {
  _id: string;
  name: string;
  owner: { name: string; email: string } | null;
  userCount: number;
  subscriptionStatus: string | null;
  createdAt: string;
}

describe('platform administrator: organisations', () => {
  it('lists every organisation with its founding owner and member count, newest first', async () => {
    const superAdmin = await createUser(t.db, { organizationId: null, role: 'super_admin' });
    const older = await createOrganization(t.db, ['owner', 'admin', 'editor']);
    await createUser(t.db, { organizationId: older.organization.id, role: 'read', status: 'inactive' });
    // A second owner joined later: the founder still stands for the organisation.
    await createUser(t.db, { organizationId: older.organization.id, role: 'owner' });
    const newer = await createOrganization(t.db, ['owner']);
    await t.db.update(organizations).set({ createdAt: new Date(Date.now() + 60_000) }).where(eq(organizations.id, newer.organization.id));
    const [empty] = await t.db.insert(organizations).values({ name: 'Nobody Here', createdAt: new Date(Date.now() - 60_000) }).returning();

    const res = await listOrganizations(await tokenFor(t.db, superAdmin));
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Summary[];
    const ids = list.map((o) => o._id);
    expect(ids.indexOf(newer.organization.id)).toBeLessThan(ids.indexOf(older.organization.id));
    expect(ids.indexOf(older.organization.id)).toBeLessThan(ids.indexOf(empty!.id));
    const times = list.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(list.find((o) => o._id === older.organization.id)).toEqual({
      _id: older.organization.id,
      name: older.organization.name,
      owner: { name: older.members.owner.name, email: older.members.owner.email },
      userCount: 5,
      subscriptionStatus: 'active',
      createdAt: older.organization.createdAt.toISOString(),
    });
    expect(list.find((o) => o._id === newer.organization.id)).toMatchObject({
      owner: { name: newer.members.owner.name, email: newer.members.owner.email },
      userCount: 1,
    });
    expect(list.find((o) => o._id === empty!.id)).toMatchObject({ name: 'Nobody Here', owner: null, userCount: 0 });
    // The platform administrator belongs to no organisation and is never counted in one.
    expect(list.reduce((sum, o) => sum + o.userCount, 0)).toBe(
      (await t.db.query.users.findMany({ columns: { organizationId: true } })).filter((u) => u.organizationId !== null).length,
    );
  });

  it.each(['owner', 'admin'] as const)('refuses an organisation %s (403)', async (role) => {
    const { members } = await createOrganization(t.db, [role]);
    const res = await listOrganizations(await tokenFor(t.db, members[role]));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only the platform administrator can do this', code: 'FORBIDDEN' });
  });

  it('refuses anonymous callers and ended sessions (401)', async () => {
    const anonymous = await listOrganizations();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please log in to continue', code: 'UNAUTHENTICATED' });
    const forged = await listOrganizations('x'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses a deactivated platform administrator', async () => {
    const superAdmin = await createUser(t.db, { organizationId: null, role: 'super_admin', status: 'inactive' });
    const res = await listOrganizations(await tokenFor(t.db, superAdmin));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_INACTIVE');
  });
});
