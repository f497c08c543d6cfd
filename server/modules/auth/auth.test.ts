import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, organizations, users } from '../../platform/db/schema';
import { createOrganization, createUser, TEST_PASSWORD, tokenFor, bearer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { AUTH_MESSAGES } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };
const register = (body: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/register', headers: json, payload: body });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', headers: json, payload: { email, password } });
const loginFrom = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', headers: json, payload: { email, password }, remoteAddress });

describe('signup, verification and login', () => {
  it('creates an organisation and its owner, mails a link, and lets them in only after verifying', async () => {
    const email = 'Founder@Example.test';
    const res = await register({ name: 'Fay Founder', email, password: 'a long password', organizationName: 'Fay Co' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { email: 'founder@example.test' } });

    const owner = await t.db.query.users.findFirst({ where: eq(users.email, 'founder@example.test') });
    expect(owner?.role).toBe('owner');
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);
    const org = await t.db.query.organizations.findFirst({ where: eq(organizations.id, owner!.organizationId!) });
    expect(org?.name).toBe('Fay Co');

    const early = await login(email, 'a long password');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: AUTH_MESSAGES.emailNotVerified });

    const mail = await t.mail.waitFor('founder@example.test', /Verify your email/);
    const link = new URL(t.mail.linkIn(mail, '/verify-email?token='));
    expect(link.origin).toBe('http://localhost:3000');
    const verified = await t.app.inject({ method: 'GET', url: `/api${link.pathname}${link.search}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ data: { email: 'founder@example.test' } });
    // A second click on the same link still answers kindly.
    expect((await t.app.inject({ method: 'GET', url: `/api${link.pathname}${link.search}` })).statusCode).toBe(200);

    const ok = await login(email, 'a long password');
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body.data.user).toEqual({
      _id: owner!.id,
      name: 'Fay Founder',
      email: 'founder@example.test',
      role: 'owner',
      organizationId: owner!.organizationId,
      organizationName: 'Fay Co',
      avatar: null,
      timeZone: null,
    });
    const [cookie, hint] = ok.headers['set-cookie'] as string[];
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // The page-readable hint that a session exists: no secret in it, and readable by script.
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
    const stored = await t.db.query.sessions.findFirst({ where: (s, { eq: e }) => e(s.userId, owner!.id) });
    expect(stored?.tokenHash).not.toBe(body.data.token);

    const byCookie = await t.app.inject({ method: 'GET', url: '/api/check', cookies: { sid: body.data.token } });
    expect(byCookie.json().data.email).toBe('founder@example.test');
    const byBearer = await t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(body.data.token) });
    expect(byBearer.json()).toEqual({ data: body.data.user });

    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(body.data.token) });
    expect(out.statusCode).toBe(200);
    expect((out.headers['set-cookie'] as string[]).map((c) => c.split(';')[0])).toEqual(['sid=', 'signed_in=']);
    const after = await t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(body.data.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it.each([
    [{ email: 'x@example.test', password: 'a long password', organizationName: 'X' }, 'name: Name is required'],
    [{ name: 'X', email: 'not-an-email', password: 'a long password', organizationName: 'X' }, 'email: Enter a valid email address'],
    [{ name: 'X', email: 'x@example.test', password: 'short', organizationName: 'X' }, 'password: Password must be at least 8 characters'],
    [{ name: 'X', email: 'same@example.test', password: 'SAME@example.test', organizationName: 'X' }, 'password: Password must not be your email address'],
    [{ name: 'X', email: 'x@example.test', password: 'a long password', organizationName: '  ' }, 'organizationName: Organization name is required'],
  ])('refuses bad signup input, naming the field (%#)', async (payload, message) => {
    const before = await t.db.$count(organizations);
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
    expect(await t.db.$count(organizations)).toBe(before);
  });

  it('answers a sign-up with a taken address as any other, mails the account a note, and creates nothing', async () => {
    const { members } = await createOrganization(t.db, ['owner']);
    const before = await t.db.$count(organizations);
    const taken = await register({ name: 'Copy', email: members.owner.email.toUpperCase(), password: 'a long password', organizationName: 'Copy' });
    const fresh = await register({ name: 'New', email: 'brand-new@example.test', password: 'a long password', organizationName: 'New' });
    expect(taken.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    expect(Object.keys(taken.json().data)).toEqual(Object.keys(fresh.json().data));
    expect(taken.json()).toEqual({ data: { email: members.owner.email } });
    expect(await t.db.$count(organizations)).toBe(before + 1);
    const note = await t.mail.waitFor(members.owner.email, /already have a Teamwork account/);
    expect(note.text).toContain('http://localhost:3000/login');
    expect(note.text).toContain('http://localhost:3000/forgot-password');
    // Logging in with the password the stranger chose does nothing.
    expect((await login(members.owner.email, 'a long password')).statusCode).toBe(401);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/register', headers: json, payload: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: 'VALIDATION_FAILED' });
  });

  it('rejects unknown and forged verification tokens', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/verify-email?token=' + 'x'.repeat(43) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.verifyLinkInvalid, code: 'TOKEN_INVALID' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/verify-email' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('token: Token is required');
  });

  it('resends a verification link that replaces the previous one, without revealing who exists', async () => {
    const user = await createUser(t.db, { organizationId: (await createOrganization(t.db)).organization.id, role: 'editor', verified: false });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/resend-email', headers: json, payload: { email: 'nobody@example.test' } });
    const known = await t.app.inject({ method: 'POST', url: '/api/resend-email', headers: json, payload: { email: user.email } });
    expect(unknown.json()).toEqual(known.json());
    const first = await t.mail.waitFor(user.email, /Verify/);
    const firstLink = new URL(t.mail.linkIn(first, '/verify-email?token='));
    await t.app.inject({ method: 'POST', url: '/api/resend-email', headers: json, payload: { email: user.email } });
    await expect.poll(() => t.mail.received.filter((m) => m.to.includes(user.email)).length).toBe(2);
    const second = t.mail.received.filter((m) => m.to.includes(user.email))[1]!;
    const secondLink = new URL(t.mail.linkIn(second, '/verify-email?token='));
    expect((await t.app.inject({ method: 'GET', url: `/api/verify-email${firstLink.search}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/verify-email${secondLink.search}` })).statusCode).toBe(200);
  });
});

describe('login', () => {
  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    const wrong = await login(members.editor.email, 'not the password');
    const unknown = await login('ghost@example.test', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
  });

  it('locks an email after five failures, even for the right password', async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    for (let i = 0; i < 5; i++) expect((await login(members.editor.email, 'wrong password')).statusCode).toBe(401);
    const locked = await login(members.editor.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many failed login attempts. Try again in 15 minutes.' });
  });

  it('lets no more than five of 100 parallel guesses reach the password check', async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    const answers = await Promise.all(Array.from({ length: 100 }, () => loginFrom('10.1.0.1', members.editor.email, 'wrong password')));
    const statuses = answers.map((res) => res.statusCode);
    // A 401 is an answer from the password check; a 429 was refused before it.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    expect((await loginFrom('10.1.0.1', members.editor.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('never locks the real user out from an address that has not failed', async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    const email = members.editor.email;
    for (let i = 0; i < 5; i++) expect((await loginFrom('10.2.0.1', email, 'wrong password')).statusCode).toBe(401);
    expect((await loginFrom('10.2.0.1', email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom('10.2.0.2', email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('slows an account under attack from many addresses, still letting a new address try', async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    const email = members.editor.email;
    // Ten failures from five addresses: the account is now slowed.
    for (let i = 0; i < 10; i++) expect((await loginFrom(`10.3.0.${i % 5}`, email, 'wrong password')).statusCode).toBe(401);
    // An address that has tried before gets one more try in the account's next slot, then must wait.
    expect((await loginFrom('10.3.0.1', email, 'wrong password')).statusCode).toBe(401);
    const slowed = await loginFrom('10.3.0.2', email, 'wrong password');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().retryAfterSeconds).toBeGreaterThan(0);
    // An address that has never tried this account still gets through with the right password.
    expect((await loginFrom('10.3.0.9', email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a deactivated member with a message', async () => {
    const { organization } = await createOrganization(t.db);
    const user = await createUser(t.db, { organizationId: organization.id, role: 'editor', status: 'inactive' });
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.inactive, code: 'ACCOUNT_INACTIVE' });
  });

  it('lets the super admin in with no organisation', async () => {
    const admin = await createUser(t.db, { organizationId: null, role: 'super_admin' });
    const res = await login(admin.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'super_admin', organizationId: null, organizationName: null });
  });

  it('treats a garbage bearer token as no session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/check', headers: bearer('garbage') });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Your session has ended. Please log in again.', code: 'UNAUTHENTICATED' });
  });
});

describe('mails a stranger can trigger', () => {
  const post = (url: string, email: string, remoteAddress: string) => t.app.inject({ method: 'POST', url, headers: json, payload: { email }, remoteAddress });
  const mailsTo = (email: string, subject: RegExp) => t.mail.received.filter((m) => m.to.includes(email) && subject.test(m.subject)).length;
  /** Mail goes out in the background: wait until nothing more arrives. */
  const settled = async () => {
    let count = -1;
    while (count !== t.mail.received.length) {
      count = t.mail.received.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  };

  it('sends at most three password reset links an hour to one address, answering as if sent', async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await post('/api/forgot-password', members.editor.email, `10.4.0.${i}`));
    for (const res of answers) expect(res.json()).toEqual({ data: { message: AUTH_MESSAGES.forgotSent } });
    await settled();
    expect(mailsTo(members.editor.email, /Reset your/)).toBe(3);
  });

  it('sends at most three verification links an hour to one address, answering as if sent', async () => {
    const { organization } = await createOrganization(t.db);
    const user = await createUser(t.db, { organizationId: organization.id, role: 'editor', verified: false });
    for (let i = 0; i < 6; i++) expect((await post('/api/resend-email', user.email, `10.5.0.${i}`)).json()).toEqual({ data: { message: AUTH_MESSAGES.resendSent } });
    await settled();
    expect(mailsTo(user.email, /Verify/)).toBe(3);
  });

  it('limits what one client address can make us mail, across addresses', async () => {
    const { organization } = await createOrganization(t.db);
    const people = [];
    for (let i = 0; i < 12; i++) people.push(await createUser(t.db, { organizationId: organization.id, role: 'read' }));
    for (const person of people) expect((await post('/api/forgot-password', person.email, '10.6.0.1')).statusCode).toBe(200);
    await settled();
    expect(people.reduce((sum, person) => sum + mailsTo(person.email, /Reset your/), 0)).toBe(10);
  });
});

describe('forgot and reset password', () => {
  it('mails a one-hour, single-use link; the reset ends every session', async () => {
    const { members } = await createOrganization(t.db, ['admin']);
    const user = members.admin;
    const otherSession = await tokenFor(t.db, user);

    const unknown = await t.app.inject({ method: 'POST', url: '/api/forgot-password', headers: json, payload: { email: 'ghost@example.test' } });
    const known = await t.app.inject({ method: 'POST', url: '/api/forgot-password', headers: json, payload: { email: user.email } });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ data: { message: AUTH_MESSAGES.forgotSent } });

    const mail = await t.mail.waitFor(user.email, /Reset your/);
    const link = new URL(t.mail.linkIn(mail, '/forgot-password/verify?token='));
    const token = link.searchParams.get('token')!;
    const row = await t.db.query.authTokens.findFirst({ where: eq(authTokens.userId, user.id) });
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);

    const check = await t.app.inject({ method: 'GET', url: `/api/verify-forgot-email?token=${token}` });
    expect(check.json()).toEqual({ data: { email: user.email } });

    const sameAsEmail = await t.app.inject({ method: 'POST', url: '/api/reset-password', headers: json, payload: { token, password: user.email } });
    expect(sameAsEmail.statusCode).toBe(400);
    expect(sameAsEmail.json().message).toBe('password: Password must not be your email address');

    const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password', headers: json, payload: { token, password: 'brand new password' } });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(otherSession) })).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'brand new password')).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'POST', url: '/api/reset-password', headers: json, payload: { token, password: 'another password' } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.resetLinkInvalid, code: 'TOKEN_INVALID' });
  });

  it('refuses an expired reset link', async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', headers: json, payload: { email: members.editor.email } });
    const mail = await t.mail.waitFor(members.editor.email, /Reset your/);
    const token = new URL(t.mail.linkIn(mail, '/forgot-password/verify?token=')).searchParams.get('token')!;
    await t.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.userId, members.editor.id));
    const check = await t.app.inject({ method: 'GET', url: `/api/verify-forgot-email?token=${token}` });
    expect(check.statusCode).toBe(400);
    const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password', headers: json, payload: { token, password: 'brand new password' } });
    expect(reset.statusCode).toBe(400);
  });
});

describe('activity', () => {
  it('records signing in as the last activity', async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    expect(members.editor.lastActiveAt).toBeNull();
    expect((await login(members.editor.email, TEST_PASSWORD)).statusCode).toBe(200);
    const after = await t.db.query.users.findFirst({ where: eq(users.id, members.editor.id) });
    expect(after?.lastActiveAt).toBeInstanceOf(Date);
  });
});
