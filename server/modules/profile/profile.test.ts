import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../../domain/profile/profile';
import { LOGIN_LIMITS } from '../../platform/auth/attemptLimiter';
import { sessions, users } from '../../platform/db/schema';
import { callApi } from '../../test/api';
import { createOrganization, createUser, TEST_PASSWORD, tokenFor, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };
const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/user/login', headers: { ...json, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' }, payload: { email, password }, remoteAddress });

async function signedIn(user: TestUser, password = TEST_PASSWORD): Promise<string> {
  const res = await login(user.email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

async function member(role: 'owner' | 'read' = 'read') {
  const { members } = await createOrganization(t.db, [role]);
  return members[role] as TestUser;
}

describe('name and time zone', () => {
  it('saves a name within the sign-up bounds and a real IANA zone, and /api/check shows them', async () => {
    const user = await member();
    const token = await tokenFor(t.db, user);
    expect((await callApi(t.app, 'GET', '/api/profile', token)).json().data).toEqual({
      _id: user.id,
      name: user.name,
      email: user.email,
      avatar: null,
      timeZone: null,
      hasPassword: true,
    });

    const saved = await callApi(t.app, 'PUT', '/api/profile', token, { name: '  Rita Reader  ', timeZone: 'Europe/Berlin' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Rita Reader', timeZone: 'Europe/Berlin' });
    expect((await callApi(t.app, 'GET', '/api/check', token)).json().data).toMatchObject({ name: 'Rita Reader', timeZone: 'Europe/Berlin' });

    const cleared = await callApi(t.app, 'PUT', '/api/profile', token, { timeZone: null });
    expect(cleared.json().data).toMatchObject({ name: 'Rita Reader', timeZone: null });
  });

  it.each([
    [{ name: 'x'.repeat(101) }, 'name: Name must be at most 100 characters'],
    [{ name: '   ' }, 'name: Name is required'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone: Choose a time zone like Europe/Berlin'],
    [{ timeZone: 'x'.repeat(500) }, 'timeZone: Choose a time zone like Europe/Berlin'],
    [{}, 'Send a name or a timeZone to change'],
  ])('refuses %j naming the field', async (body, message) => {
    const token = await tokenFor(t.db, await member());
    const res = await callApi(t.app, 'PUT', '/api/profile', token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('is open to the platform administrator, who belongs to no organisation', async () => {
    const admin = await createUser(t.db, { organizationId: null, role: 'super_admin' });
    const token = await tokenFor(t.db, admin);
    const res = await callApi(t.app, 'PUT', '/api/profile', token, { name: 'Platform Pat' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await callApi(t.app, 'GET', '/api/profile/sessions', token)).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('needs the current password, ends every other session and keeps this one', async () => {
    const user = await member();
    const here = await signedIn(user);
    const elsewhere = await signedIn(user);

    const wrong = await callApi(t.app, 'POST', '/api/profile/password', here, { currentPassword: 'not it at all', newPassword: 'a brand new password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: `currentPassword: ${PROFILE_MESSAGES.wrongPassword}`, field: 'currentPassword' });

    const changed = await callApi(t.app, 'POST', '/api/profile/password', here, { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toEqual({ endedSessions: 1 });

    expect((await callApi(t.app, 'GET', '/api/check', elsewhere)).statusCode).toBe(401);
    expect((await callApi(t.app, 'GET', '/api/check', here)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new password')).statusCode).toBe(200);
  });

  it('refuses a new password that is the email or the current one, before spending a guess', async () => {
    const user = await member();
    const token = await tokenFor(t.db, user);
    const isEmail = await callApi(t.app, 'POST', '/api/profile/password', token, { currentPassword: TEST_PASSWORD, newPassword: user.email });
    expect(isEmail.json()).toMatchObject({ field: 'newPassword' });
    const same = await callApi(t.app, 'POST', '/api/profile/password', token, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(same.json()).toMatchObject({ message: `newPassword: ${PROFILE_MESSAGES.samePassword}` });
    expect((await callApi(t.app, 'POST', '/api/profile/password', token, { currentPassword: TEST_PASSWORD, newPassword: 'short' })).json().message).toMatch(/^newPassword: /);
  });

  it('throttles guesses at the current password like the login, and the two count together', async () => {
    const user = await member();
    const token = await tokenFor(t.db, user);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      const res = await callApi(t.app, 'POST', '/api/profile/password', token, { currentPassword: `guess ${i}`, newPassword: 'a brand new password' });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await callApi(t.app, 'POST', '/api/profile/password', token, { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: expect.any(Number) });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });
});

describe('email change', () => {
  it('mails a link to the new address, changes the email only when it is opened, and tells the old address', async () => {
    const user = await member();
    const token = await tokenFor(t.db, user);
    const newEmail = `moved-${user.id.slice(0, 8)}@example.test`;
    const asked = await callApi(t.app, 'POST', '/api/profile/email', token, { email: newEmail.toUpperCase(), currentPassword: TEST_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.message).toBe(PROFILE_MESSAGES.emailLinkSent(newEmail));

    const mail = await t.mail.waitFor(newEmail, /Confirm your new email/);
    const link = new URL(t.mail.linkIn(mail, '/confirm-email?token='));
    expect((await t.db.query.users.findFirst({ where: eq(users.id, user.id) }))?.email).toBe(user.email);

    const confirm = () => t.app.inject({ method: 'POST', url: '/api/profile/email/confirm', headers: json, payload: { token: link.searchParams.get('token') } });
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toEqual({ email: newEmail });
    // A second click answers kindly; the session carries the new address at once.
    expect((await confirm()).statusCode).toBe(200);
    expect((await callApi(t.app, 'GET', '/api/check', token)).json().data.email).toBe(newEmail);

    const notice = await t.mail.waitFor(user.email, /email address was changed/);
    expect(notice.text).toContain(newEmail);
    expect((await login(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('answers a taken address as a free one (as sign-up does) and mails its owner instead of a link', async () => {
    const user = await member();
    const other = await member();
    const token = await tokenFor(t.db, user);
    const res = await callApi(t.app, 'POST', '/api/profile/email', token, { email: other.email, currentPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(PROFILE_MESSAGES.emailLinkSent(other.email));
    const mail = await t.mail.waitFor(other.email, /already has a Teamwork account/);
    expect(mail.text).not.toContain('/confirm-email');
  });

  it('needs the current password, and refuses the address already in use', async () => {
    const user = await member();
    const token = await tokenFor(t.db, user);
    const wrong = await callApi(t.app, 'POST', '/api/profile/email', token, { email: 'someone@example.test', currentPassword: 'wrong guess' });
    expect(wrong.json()).toMatchObject({ field: 'currentPassword' });
    const same = await callApi(t.app, 'POST', '/api/profile/email', token, { email: user.email, currentPassword: TEST_PASSWORD });
    expect(same.json().message).toBe(`email: ${PROFILE_MESSAGES.sameEmail}`);
    const bad = await callApi(t.app, 'POST', '/api/profile/email', token, { email: 'not an email', currentPassword: TEST_PASSWORD });
    expect(bad.json().message).toBe('email: Enter a valid email address');
  });

  it('refuses a made-up or expired link, and an address taken since the link was sent', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/profile/email/confirm', headers: json, payload: { token: 'x'.repeat(43) } });
    expect(made.json()).toMatchObject({ code: 'TOKEN_INVALID', message: PROFILE_MESSAGES.emailLinkInvalid });

    const user = await member();
    const token = await tokenFor(t.db, user);
    const wanted = `wanted-${user.id.slice(0, 8)}@example.test`;
    await callApi(t.app, 'POST', '/api/profile/email', token, { email: wanted, currentPassword: TEST_PASSWORD });
    const link = new URL(t.mail.linkIn(await t.mail.waitFor(wanted, /Confirm your new email/), '/confirm-email?token='));
    const { organization } = await createOrganization(t.db, []);
    await createUser(t.db, { organizationId: organization.id, role: 'read', email: wanted });
    const taken = await t.app.inject({ method: 'POST', url: '/api/profile/email/confirm', headers: json, payload: { token: link.searchParams.get('token') } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(PROFILE_MESSAGES.emailTaken);
  });
});

describe('sessions', () => {
  it('lists the user’s sessions with this device marked, and signs out one or every other', async () => {
    const user = await member();
    const here = await signedIn(user);
    const second = await signedIn(user);
    const third = await signedIn(user);

    const list = (await callApi(t.app, 'GET', '/api/profile/sessions', here)).json().data as { _id: string; current: boolean; device: string; ipAddress: string }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list[0]).toMatchObject({ device: 'Firefox on Linux', ipAddress: '127.0.0.1' });
    const current = list.find((s) => s.current)!;

    const self = await callApi(t.app, 'DELETE', `/api/profile/sessions/${current._id}`, here);
    expect(self.statusCode).toBe(400);
    expect(self.json().field).toBe('id');

    const secondId = (await callApi(t.app, 'GET', '/api/profile/sessions', second)).json().data.find((s: { current: boolean }) => s.current)._id as string;
    expect((await callApi(t.app, 'DELETE', `/api/profile/sessions/${secondId}`, here)).statusCode).toBe(200);
    expect((await callApi(t.app, 'GET', '/api/check', second)).statusCode).toBe(401);
    expect((await callApi(t.app, 'GET', '/api/check', third)).statusCode).toBe(200);

    const ended = await callApi(t.app, 'POST', '/api/profile/sessions/end-others', here);
    expect(ended.json().data).toEqual({ endedSessions: 1 });
    expect((await callApi(t.app, 'GET', '/api/check', third)).statusCode).toBe(401);
    expect((await callApi(t.app, 'GET', '/api/check', here)).statusCode).toBe(200);
  });

  it("cannot end someone else's session: it is not found", async () => {
    const user = await member();
    const other = await member();
    const otherToken = await tokenFor(t.db, other);
    const [otherSession] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, other.id));
    const res = await callApi(t.app, 'DELETE', `/api/profile/sessions/${otherSession!.id}`, await tokenFor(t.db, user));
    expect(res.statusCode).toBe(404);
    expect((await callApi(t.app, 'GET', '/api/check', otherToken)).statusCode).toBe(200);
  });
});
