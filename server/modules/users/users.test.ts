import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_ROLES } from '../../../domain/permissions/roles';
import { sessions, users } from '../../platform/db/schema';
import { bearer, createOrganization, createUser, TEST_PASSWORD, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { ...json, ...bearer(token) }, payload: payload as Record<string, unknown> });
const changeRole = (token: string, id: string, role: unknown) => post(`/api/user/role/${id}`, token, { role });
const changeStatus = (token: string, id: string, status: unknown) => post(`/api/user-status/update/${id}`, token, { status });
const login = (email: string) => t.app.inject({ method: 'POST', url: '/api/user/login', headers: json, payload: { email, password: TEST_PASSWORD } });
const roleOf = async (id: string) => (await t.db.query.users.findFirst({ where: eq(users.id, id) }))!.role;
const statusOf = async (id: string) => (await t.db.query.users.findFirst({ where: eq(users.id, id) }))!.status;

const ROLE_ONE_OF = 'role: role must be one of owner, admin, maintainer, editor, read';

describe('member lists', () => {
  it("lists only the caller's organisation, sorted by name, never another organisation's members", async () => {
    const { organization, members } = await createOrganization(t.db, ['owner']);
    await createUser(t.db, { organizationId: organization.id, role: 'editor', name: 'bravo Editor', email: 'bravo@mine.test' });
    await createUser(t.db, { organizationId: organization.id, role: 'read', name: 'Alpha Reader', email: 'alpha@mine.test' });
    await createUser(t.db, { organizationId: organization.id, role: 'maintainer', name: 'Charlie', status: 'inactive' });
    const other = await createOrganization(t.db, ['owner', 'admin', 'editor']);
    // Same-looking names elsewhere must not leak in through the search either.
    await createUser(t.db, { organizationId: other.organization.id, role: 'editor', name: 'Alpha Intruder', email: 'alpha@other.test' });

    const res = await get('/api/user/list', await tokenFor(t.db, members.owner));
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { _id: string; name: string; email: string; role: string; status: string }[];
    expect(list.map((m) => m.name)).toEqual(['Alpha Reader', 'bravo Editor', 'Charlie', members.owner.name]);
    const otherIds = new Set([...Object.values(other.members).map((u) => u.id)]);
    expect(list.some((m) => otherIds.has(m._id) || m.email.endsWith('@other.test'))).toBe(false);
    expect(list.find((m) => m.name === 'Charlie')).toMatchObject({ role: 'maintainer', status: 'inactive' });
    expect(list.find((m) => m._id === members.owner.id)).toEqual({
      _id: members.owner.id,
      name: members.owner.name,
      email: members.owner.email,
      role: 'owner',
      status: 'active',
      emailVerified: true,
      createdAt: members.owner.createdAt.toISOString(),
      lastActiveAt: expect.any(String),
      avatar: null,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|password_hash|argon2/);
  });

  it('filters by search (name or email, any case), role and status', async () => {
    const { organization, members } = await createOrganization(t.db, ['owner']);
    await createUser(t.db, { organizationId: organization.id, role: 'editor', name: 'Dana Editor', email: 'dana@filters.test' });
    await createUser(t.db, { organizationId: organization.id, role: 'editor', name: 'Eve Editor', email: 'eve@filters.test', status: 'inactive' });
    await createUser(t.db, { organizationId: organization.id, role: 'read', name: 'Finn Reader', email: 'finn@elsewhere.test' });
    await createUser(t.db, { organizationId: (await createOrganization(t.db)).organization.id, role: 'editor', name: 'Dana Twin' });
    const token = await tokenFor(t.db, members.owner);
    const names = async (query: string) => {
      const res = await get(`/api/user/list?${query}`, token);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { name: string }[]).map((m) => m.name);
    };

    expect(await names('search=DANA')).toEqual(['Dana Editor']);
    expect(await names('search=filters.test')).toEqual(['Dana Editor', 'Eve Editor']);
    // LIKE wildcards are searched for literally.
    expect(await names('search=%25')).toEqual([]);
    expect(await names('search=_')).toEqual([]);
    expect(await names('role=editor')).toEqual(['Dana Editor', 'Eve Editor']);
    expect(await names('status=inactive')).toEqual(['Eve Editor']);
    expect(await names('role=editor&status=active')).toEqual(['Dana Editor']);
    expect(await names('role=read&search=finn')).toEqual(['Finn Reader']);

    const badRole = await get('/api/user/list?role=boss', token);
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('role must be one of') });
    const badStatus = await get('/api/user/list?status=gone', token);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toContain('status must be one of active, inactive');
    const longSearch = await get(`/api/user/list?search=${'x'.repeat(101)}`, token);
    expect(longSearch.statusCode).toBe(400);
    expect(longSearch.json().message).toContain('search must be at most 100 characters');
  });

  it('refuses the super admin (403) and anonymous callers (401)', async () => {
    const admin = await createUser(t.db, { organizationId: null, role: 'super_admin' });
    const token = await tokenFor(t.db, admin);
    for (const url of ['/api/user/list', '/api/employee/list', '/api/user-count', '/api/role/list']) {
      const asAdmin = await get(url, token);
      expect(asAdmin.statusCode, url).toBe(403);
      expect(asAdmin.json()).toEqual({ message: 'This is only available to members of an organization', code: 'FORBIDDEN' });
      const anonymous = await get(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Please log in to continue', code: 'UNAUTHENTICATED' });
    }
  });

  it('lists only active members as employees, with just the picker fields', async () => {
    const { organization, members } = await createOrganization(t.db, ['owner', 'editor']);
    const gone = await createUser(t.db, { organizationId: organization.id, role: 'read', status: 'inactive' });
    await createOrganization(t.db, ['owner', 'editor']);
    const res = await get('/api/employee/list', await tokenFor(t.db, members.editor));
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { _id: string }[];
    expect(list.map((e) => e._id).sort()).toEqual([members.owner.id, members.editor.id].sort());
    expect(list.some((e) => e._id === gone.id)).toBe(false);
    expect(list.find((e) => e._id === members.editor.id)).toEqual({
      _id: members.editor.id,
      name: members.editor.name,
      email: members.editor.email,
      role: 'editor',
    });
  });

  it('counts members by status and role, with a status filter', async () => {
    const { organization, members } = await createOrganization(t.db, ['owner', 'admin', 'editor']);
    await createUser(t.db, { organizationId: organization.id, role: 'editor', status: 'inactive' });
    await createUser(t.db, { organizationId: organization.id, role: 'read', status: 'inactive' });
    await createOrganization(t.db, ['owner', 'maintainer', 'read']);
    const token = await tokenFor(t.db, members.admin);

    const all = await get('/api/user-count', token);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      data: { total: 5, active: 3, inactive: 2, byRole: { owner: 1, admin: 1, maintainer: 0, editor: 2, read: 1 } },
    });
    const inactive = await get('/api/user-count?status=inactive', token);
    expect(inactive.json()).toEqual({
      data: { total: 2, active: 0, inactive: 2, byRole: { owner: 0, admin: 0, maintainer: 0, editor: 1, read: 1 } },
    });
    const active = await get('/api/user-count?status=active', token);
    expect(active.json().data).toMatchObject({ total: 3, active: 3, inactive: 0 });
    expect((await get('/api/user-count?status=maybe', token)).statusCode).toBe(400);
  });

  it('lists the five organisation roles with labels, never super_admin', async () => {
    const { members } = await createOrganization(t.db, ['read']);
    const res = await get('/api/role/list', await tokenFor(t.db, members.read));
    expect(res.statusCode).toBe(200);
    const roles = res.json().data as { value: string; label: string; description: string }[];
    expect(roles.map((r) => r.value)).toEqual([...ORG_ROLES]);
    expect(roles[0]).toMatchObject({ value: 'owner', label: 'Owner' });
    for (const role of roles) expect(role.description.length).toBeGreaterThan(0);
  });
});

describe('changing roles', () => {
  it.each(['owner', 'admin'] as const)("lets an %s change an editor's role", async (manager) => {
    const { members } = await createOrganization(t.db, [manager, 'editor']);
    const editorToken = await tokenFor(t.db, members.editor);
    expect((await get('/api/check', editorToken)).json().data.role).toBe('editor');
    const res = await changeRole(await tokenFor(t.db, members[manager]), members.editor.id, 'maintainer');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: members.editor.id, role: 'maintainer', status: 'active' });
    expect(await roleOf(members.editor.id)).toBe('maintainer');
    // The member's open session carries the new role on its very next request.
    expect((await get('/api/check', editorToken)).json().data.role).toBe('maintainer');
  });

  it.each(['maintainer', 'editor', 'read'] as const)('refuses a %s (403) and changes nothing', async (role) => {
    const { members } = await createOrganization(t.db, [role, 'owner']);
    const victim = await createUser(t.db, { organizationId: members.owner.organizationId, role: 'read' });
    const res = await changeRole(await tokenFor(t.db, members[role]), victim.id, 'admin');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Your role does not allow this', code: 'FORBIDDEN' });
    expect(await roleOf(victim.id)).toBe('read');
  });

  it('refuses changing your own role', async () => {
    const { members } = await createOrganization(t.db, ['owner', 'admin']);
    const res = await changeRole(await tokenFor(t.db, members.admin), members.admin.id, 'owner');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You cannot change your own role or status', code: 'FORBIDDEN' });
    expect(await roleOf(members.admin.id)).toBe('admin');
  });

  it("answers 404 for another organisation's member and leaves them untouched", async () => {
    const { members } = await createOrganization(t.db, ['owner']);
    const other = await createOrganization(t.db, ['owner', 'editor']);
    const res = await changeRole(await tokenFor(t.db, members.owner), other.members.editor.id, 'admin');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    expect(await roleOf(other.members.editor.id)).toBe('editor');
    const unknown = await changeRole(await tokenFor(t.db, members.owner), crypto.randomUUID(), 'admin');
    expect(unknown.statusCode).toBe(404);
  });

  it('names the field for an invalid id or role', async () => {
    const { members } = await createOrganization(t.db, ['owner', 'editor']);
    const token = await tokenFor(t.db, members.owner);
    const badId = await changeRole(token, 'not-a-uuid', 'admin');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ message: 'id: id must be a valid id', code: 'VALIDATION_FAILED' });
    for (const role of ['super_admin', 'boss', null, 7]) {
      const res = await changeRole(token, members.editor.id, role);
      expect(res.statusCode, String(role)).toBe(400);
      expect(res.json()).toMatchObject({ message: ROLE_ONE_OF, code: 'VALIDATION_FAILED' });
    }
    expect(await roleOf(members.editor.id)).toBe('editor');
  });

  it('lets only an owner make or change an owner', async () => {
    const { members } = await createOrganization(t.db, ['owner', 'admin', 'editor']);
    const adminToken = await tokenFor(t.db, members.admin);
    const promote = await changeRole(adminToken, members.editor.id, 'owner');
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('Only an owner can make someone an owner');
    const demote = await changeRole(adminToken, members.owner.id, 'editor');
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe("Only an owner can change an owner's role or status");
    expect(await roleOf(members.editor.id)).toBe('editor');
    expect(await roleOf(members.owner.id)).toBe('owner');

    const byOwner = await changeRole(await tokenFor(t.db, members.owner), members.editor.id, 'owner');
    expect(byOwner.statusCode).toBe(200);
    expect(await roleOf(members.editor.id)).toBe('owner');
  });

  it('keeps one owner when two owners demote each other at the same time', async () => {
    const { organization, members } = await createOrganization(t.db, ['owner']);
    const second = await createUser(t.db, { organizationId: organization.id, role: 'owner' });
    const [firstToken, secondToken] = [await tokenFor(t.db, members.owner), await tokenFor(t.db, second)];
    // Warm the connection pool so both requests are authenticated before either change commits.
    await Promise.all([firstToken, secondToken, firstToken, secondToken].map((token) => get('/api/check', token)));
    const responses = await Promise.all([
      changeRole(firstToken, second.id, 'admin'),
      changeRole(secondToken, members.owner.id, 'admin'),
    ]);
    const results = responses.map((r) => ({ status: r.statusCode, body: r.json() }));
    const refused = results.find((r) => r.status !== 200);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    // The loser is refused as the last owner; if its request only started after the other
    // change committed, it is already an admin and is refused for touching an owner.
    expect([
      { message: 'The organization needs at least one active owner', code: 'LAST_OWNER' },
      { message: "Only an owner can change an owner's role or status", code: 'FORBIDDEN' },
    ]).toContainEqual(refused?.body);
    const owners = await t.db.query.users.findMany({ where: (u, { and, eq: e }) => and(e(u.organizationId, organization.id), e(u.role, 'owner')) });
    expect(owners).toHaveLength(1);
  });
});

describe('activating and deactivating members', () => {
  it('ends a deactivated member’s sessions at once and lets them back in after reactivation', async () => {
    const { members } = await createOrganization(t.db, ['owner', 'editor']);
    const ownerToken = await tokenFor(t.db, members.owner);
    const editorToken = await tokenFor(t.db, members.editor);
    expect((await get('/api/check', editorToken)).statusCode).toBe(200);

    const off = await changeStatus(ownerToken, members.editor.id, 'inactive');
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ _id: members.editor.id, status: 'inactive', role: 'editor' });
    const check = await get('/api/check', editorToken);
    expect(check.statusCode).toBe(401);
    expect(check.json().code).toBe('UNAUTHENTICATED');
    expect(await t.db.$count(sessions, eq(sessions.userId, members.editor.id))).toBe(0);
    const refused = await login(members.editor.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your account has been deactivated. Contact your organization admin.', code: 'ACCOUNT_INACTIVE' });
    // Gone from the pickers, still in the members list.
    expect((await get('/api/employee/list', ownerToken)).json().data.map((e: { _id: string }) => e._id)).not.toContain(members.editor.id);
    expect((await get('/api/user/list?status=inactive', ownerToken)).json().data.map((e: { _id: string }) => e._id)).toEqual([members.editor.id]);

    const on = await changeStatus(ownerToken, members.editor.id, 'active');
    expect(on.statusCode).toBe(200);
    expect(on.json().data.status).toBe('active');
    const back = await login(members.editor.email);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.user._id).toBe(members.editor.id);
  });

  it.each(['maintainer', 'editor', 'read'] as const)('refuses a %s (403)', async (role) => {
    const { members } = await createOrganization(t.db, [role, 'owner']);
    const victim = await createUser(t.db, { organizationId: members.owner.organizationId, role: 'read' });
    const res = await changeStatus(await tokenFor(t.db, members[role]), victim.id, 'inactive');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await statusOf(victim.id)).toBe('active');
  });

  it('refuses deactivating yourself, and an admin deactivating an owner', async () => {
    const { members } = await createOrganization(t.db, ['owner', 'admin']);
    const self = await changeStatus(await tokenFor(t.db, members.owner), members.owner.id, 'inactive');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot change your own role or status');
    const adminOnOwner = await changeStatus(await tokenFor(t.db, members.admin), members.owner.id, 'inactive');
    expect(adminOnOwner.statusCode).toBe(403);
    expect(adminOnOwner.json().message).toBe("Only an owner can change an owner's role or status");
    expect(await statusOf(members.owner.id)).toBe('active');
  });

  it("answers 404 for another organisation's member, 400 for a bad id or status", async () => {
    const { members } = await createOrganization(t.db, ['admin', 'editor']);
    const other = await createOrganization(t.db, ['owner', 'editor']);
    const otherToken = await tokenFor(t.db, other.members.editor);
    const token = await tokenFor(t.db, members.admin);
    const res = await changeStatus(token, other.members.editor.id, 'inactive');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    expect(await statusOf(other.members.editor.id)).toBe('active');
    expect((await get('/api/check', otherToken)).statusCode).toBe(200);

    const badId = await changeStatus(token, '123', 'inactive');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('id: id must be a valid id');
    const badStatus = await changeStatus(token, members.editor.id, 'banned');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toMatchObject({ message: 'status: status must be one of active, inactive', code: 'VALIDATION_FAILED' });
    expect(await statusOf(members.editor.id)).toBe('active');
  });
});

describe('realtime sign-out', () => {
  let url: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  const open = (token: string): Socket =>
    connectSocket(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });

  it('tells a deactivated member’s open page to log out and drops the socket', async () => {
    const { members } = await createOrganization(t.db, ['owner', 'editor']);
    const socket = open(await tokenFor(t.db, members.editor));
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const forced = new Promise<unknown>((resolve) => socket.once('force_logout', resolve));
      const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));

      const res = await changeStatus(await tokenFor(t.db, members.owner), members.editor.id, 'inactive');
      expect(res.statusCode).toBe(200);
      expect(await forced).toEqual({ reason: 'deactivated' });
      expect(await dropped).toBe('io server disconnect');
      expect(socket.connected).toBe(false);
    } finally {
      socket.close();
    }
  });

  it('refuses a socket with a bad token or none', async () => {
    for (const token of ['not-a-session-token', '']) {
      const socket = open(token);
      try {
        const error = await new Promise<Error>((resolve, reject) => {
          socket.once('connect_error', resolve);
          socket.once('connect', () => reject(new Error('connected with a bad token')));
        });
        expect(error.message).toMatch(token ? 'Your session has ended. Please log in again.' : 'Please log in to continue');
        expect(socket.connected).toBe(false);
      } finally {
        socket.close();
      }
    }
  });
});
