import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPGRADE_REQUIRED_TEXT } from '../../../domain/billing/plans';
import { invites, notifications, users } from '../../platform/db/schema';
import { bearer, createOrganization, createUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { INVITE_MESSAGES } from './invites.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };

async function ownerOf(plan: 'free' | 'paid' = 'paid') {
  const org = await createOrganization(t.db, ['owner', 'maintainer', 'editor'], { plan });
  return { ...org, token: await tokenFor(t.db, org.members.owner) };
}

const invite = (token: string, emails: string[], role = 'editor') =>
  t.app.inject({ method: 'POST', url: '/api/user/invite', headers: { ...json, ...bearer(token) }, payload: { emails, role } });

async function codeFor(email: string): Promise<string> {
  const mail = await t.mail.waitFor(email, /invited you/);
  return new URL(t.mail.linkIn(mail, '/invite/accept?code=')).searchParams.get('code')!;
}

describe('inviting', () => {
  it('answers each address on its own and mails the invited ones', async () => {
    const { members, token } = await ownerOf();
    const newcomer = `new-${Date.now()}@example.test`;
    const res = await invite(token, [newcomer, 'not an email', members.editor.email, newcomer.toUpperCase()]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { email: newcomer, status: 'invited', message: INVITE_MESSAGES.invited },
      { email: 'not an email', status: 'invalid', message: INVITE_MESSAGES.invalid },
      { email: members.editor.email, status: 'exists', message: INVITE_MESSAGES.exists },
      { email: newcomer, status: 'duplicate', message: INVITE_MESSAGES.duplicate },
    ]);
    const mail = await t.mail.waitFor(newcomer, /invited you/);
    expect(mail.subject).toContain(members.owner.name);
    expect(t.mail.linkIn(mail, '/invite/accept?code=')).toMatch(/^http:\/\/localhost:3000\/invite\/accept\?code=[\w-]{40,}$/);

    const again = await invite(token, [newcomer]);
    expect(again.json().data[0]).toMatchObject({ status: 'already_invited' });

    const list = await t.app.inject({ url: '/api/invite', headers: bearer(token) });
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({ email: newcomer, role: 'editor', invitedBy: members.owner.name, expired: false });
  });

  it('refuses an email that belongs to a user of another organisation', async () => {
    const { token } = await ownerOf();
    const other = await createOrganization(t.db, ['editor']);
    const res = await invite(token, [other.members.editor.email]);
    expect(res.json().data[0]).toEqual({ email: other.members.editor.email, status: 'exists', message: INVITE_MESSAGES.exists });
  });

  it.each([
    [{ emails: [], role: 'editor' }, 'emails: Enter at least one email address'],
    [{ emails: 'a@b.c', role: 'editor' }, 'emails: emails must be a list of email addresses'],
    [{ emails: ['a@example.test'], role: 'super_admin' }, 'role: role must be one of owner, admin, maintainer, editor, read'],
    [{ emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.test`), role: 'read' }, 'emails: Invite at most 50 people at once'],
  ])('rejects bad input naming the field (%#)', async (payload, message) => {
    const { token } = await ownerOf();
    const res = await t.app.inject({ method: 'POST', url: '/api/user/invite', headers: { ...json, ...bearer(token) }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('lets only owners and admins invite, and only owners invite owners', async () => {
    const { organization, members } = await ownerOf();
    const admin = await createUser(t.db, { organizationId: organization.id, role: 'admin' });
    for (const member of [members.maintainer, members.editor]) {
      const res = await invite(await tokenFor(t.db, member), ['someone@example.test']);
      expect(res.statusCode).toBe(403);
    }
    const asAdmin = await invite(await tokenFor(t.db, admin), ['boss@example.test'], 'owner');
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe('Only an owner can invite another owner');
    expect(await t.db.$count(invites, eq(invites.organizationId, organization.id))).toBe(0);
    // A maintainer can see the team's pending invitations, an editor cannot.
    expect((await t.app.inject({ url: '/api/invite', headers: bearer(await tokenFor(t.db, members.maintainer)) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/invite', headers: bearer(await tokenFor(t.db, members.editor)) })).statusCode).toBe(403);
  });
});

describe('seat limit', () => {
  it('counts active users and pending invites, refusing past the free tier with isUpgradeRequired', async () => {
    const { token } = await ownerOf('free'); // 3 of 5 seats used
    const check = await t.app.inject({ url: '/api/plan/check?type=user', headers: bearer(token) });
    expect(check.json()).toEqual({ success: true, isUpgradeRequired: false, seatsInUse: 3, seatLimit: 5 });

    const tooMany = await invite(token, ['a1@example.test', 'a2@example.test', 'a3@example.test']);
    expect(tooMany.statusCode).toBe(402);
    expect(tooMany.json()).toMatchObject({ code: 'UPGRADE_REQUIRED', isUpgradeRequired: true, message: UPGRADE_REQUIRED_TEXT });

    expect((await invite(token, ['a1@example.test', 'a2@example.test'])).statusCode).toBe(200);
    const full = await t.app.inject({ url: '/api/plan/check?type=user', headers: bearer(token) });
    expect(full.json()).toMatchObject({ isUpgradeRequired: true, seatsInUse: 5 });
    expect((await invite(token, ['a3@example.test'])).statusCode).toBe(402);
  });

  it('gives exactly one of many parallel invites the last seat', async () => {
    const { organization, token } = await ownerOf('free');
    await createUser(t.db, { organizationId: organization.id, role: 'read' }); // 4 of 5
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => invite(token, [`race${i}-${organization.id.slice(0, 6)}@example.test`])));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 402, 402, 402, 402, 402]);
    expect(await t.db.$count(invites, eq(invites.organizationId, organization.id))).toBe(1);
  });

  it('makes reactivation take a seat back', async () => {
    const { organization, token } = await ownerOf('free');
    const away = await createUser(t.db, { organizationId: organization.id, role: 'read', status: 'inactive' });
    await createUser(t.db, { organizationId: organization.id, role: 'read' });
    await createUser(t.db, { organizationId: organization.id, role: 'read' }); // 5 active of 5
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user-status/update/${away.id}`,
      headers: { ...json, ...bearer(token) },
      payload: { status: 'active' },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().isUpgradeRequired).toBe(true);
  });
});

describe('accepting', () => {
  it('shows the invitation, joins with a name and password, signs in and welcomes the new member', async () => {
    const { organization, members, token } = await ownerOf();
    const email = `joiner-${organization.id.slice(0, 6)}@example.test`;
    await invite(token, [email], 'editor');
    const code = await codeFor(email);

    const shown = await t.app.inject({ url: `/api/user/invite/${code}` });
    expect(shown.json().data).toMatchObject({ email, role: 'editor', organizationName: organization.name, inviterName: members.owner.name, status: 'pending' });

    const bad = await t.app.inject({ method: 'PUT', url: `/api/register?inviteCode=${code}`, headers: json, payload: { name: 'Jo' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('password: Password is required');

    const joined = await t.app.inject({ method: 'PUT', url: `/api/register?inviteCode=${code}`, headers: json, payload: { name: 'Jo Joiner', password: 'a long password' } });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data.user).toMatchObject({ name: 'Jo Joiner', email, role: 'editor', organizationId: organization.id, organizationName: organization.name });
    expect(String(joined.headers['set-cookie'])).toMatch(/^sid=/);
    const check = await t.app.inject({ url: '/api/check', headers: bearer(joined.json().data.token) });
    expect(check.json().data.email).toBe(email);

    const user = await t.db.query.users.findFirst({ where: eq(users.email, email) });
    expect(user?.emailVerifiedAt).not.toBeNull();
    const welcome = await t.db.query.notifications.findFirst({ where: eq(notifications.userId, user!.id) });
    expect(welcome).toMatchObject({ type: 'memberAdded', subject: `Welcome to ${organization.name}` });

    const used = await t.app.inject({ url: `/api/user/invite/${code}` });
    expect(used.json().data.status).toBe('accepted');
    const twice = await t.app.inject({ method: 'PUT', url: `/api/register?inviteCode=${code}`, headers: json, payload: { name: 'Jo', password: 'a long password' } });
    expect(twice.statusCode).toBe(410);
    expect(twice.json()).toMatchObject({ code: 'INVITE_UNAVAILABLE', status: 'accepted', message: INVITE_MESSAGES.unavailable.accepted });
  });

  it('refuses expired, revoked and declined codes with a clear message', async () => {
    const { organization, token } = await ownerOf();
    const tag = organization.id.slice(0, 6);
    await invite(token, [`late-${tag}@example.test`, `gone-${tag}@example.test`, `no-${tag}@example.test`]);
    const late = await codeFor(`late-${tag}@example.test`);
    const gone = await codeFor(`gone-${tag}@example.test`);
    const no = await codeFor(`no-${tag}@example.test`);

    await t.db.update(invites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invites.email, `late-${tag}@example.test`));
    const pending = (await t.app.inject({ url: '/api/invite', headers: bearer(token) })).json().data as { _id: string; email: string; expired: boolean }[];
    expect(pending.find((p) => p.email.startsWith('late'))?.expired).toBe(true);
    const goneId = pending.find((p) => p.email.startsWith('gone'))!._id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/invite/${goneId}`, headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/user/invite/${no}/decline`, headers: json, payload: {} })).statusCode).toBe(200);

    for (const [code, status] of [
      [late, 'expired'],
      [gone, 'revoked'],
      [no, 'rejected'],
    ] as const) {
      expect((await t.app.inject({ url: `/api/user/invite/${code}` })).json().data.status).toBe(status);
      const res = await t.app.inject({ method: 'PUT', url: `/api/register?inviteCode=${code}`, headers: json, payload: { name: 'X', password: 'a long password' } });
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe(INVITE_MESSAGES.unavailable[status]);
    }
    const unknown = await t.app.inject({ url: `/api/user/invite/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(INVITE_MESSAGES.notFound);
  });

  it('resends with a new link that replaces the old one', async () => {
    const { organization, token } = await ownerOf();
    const email = `resend-${organization.id.slice(0, 6)}@example.test`;
    await invite(token, [email]);
    const first = await codeFor(email);
    const [row] = (await t.app.inject({ url: '/api/invite', headers: bearer(token) })).json().data;
    expect((await t.app.inject({ method: 'POST', url: `/api/invite/${row._id}/resend`, headers: bearer(token) })).statusCode).toBe(200);
    await expect.poll(() => t.mail.received.filter((m) => m.to.includes(email)).length).toBe(2);
    const second = new URL(t.mail.linkIn(t.mail.received.filter((m) => m.to.includes(email))[1]!, '/invite/accept?code=')).searchParams.get('code')!;
    expect((await t.app.inject({ url: `/api/user/invite/${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/user/invite/${second}` })).json().data.status).toBe('pending');
  });

  it('resends one invitation at most three times an hour', async () => {
    const { organization, token } = await ownerOf();
    const email = `often-${organization.id.slice(0, 6)}@example.test`;
    await invite(token, [email]);
    await codeFor(email);
    const [row] = (await t.app.inject({ url: '/api/invite', headers: bearer(token) })).json().data;
    const resend = () => t.app.inject({ method: 'POST', url: `/api/invite/${row._id}/resend`, headers: bearer(token) });
    for (let i = 0; i < 3; i++) expect((await resend()).statusCode).toBe(200);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'This invitation was sent 3 times in the last hour. Try again later.' });
    await expect.poll(() => t.mail.received.filter((m) => m.to.includes(email)).length).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mail.received.filter((m) => m.to.includes(email))).toHaveLength(4);
  });

  it("never lets one organisation revoke or resend another's invitations", async () => {
    const a = await ownerOf();
    const b = await ownerOf();
    await invite(a.token, [`theirs-${a.organization.id.slice(0, 6)}@example.test`]);
    const [row] = (await t.app.inject({ url: '/api/invite', headers: bearer(a.token) })).json().data;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/invite/${row._id}`, headers: bearer(b.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/invite/${row._id}/resend`, headers: bearer(b.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/invite', headers: bearer(b.token) })).json().data).toEqual([]);
    expect((await t.app.inject({ url: '/api/invite', headers: bearer(a.token) })).json().data).toHaveLength(1);
  });
});
