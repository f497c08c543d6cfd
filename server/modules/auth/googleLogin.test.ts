import { eq } from 'drizzle-orm';
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleVerifier } from '../../platform/auth/google';
import { organizations, users } from '../../platform/db/schema';
import { bearer, createOrganization, createUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { AUTH_MESSAGES } from './auth.service';

const CLIENT_ID = 'test-client-id.apps.googleusercontent.com';
const KID = 'local-test-key';

let t: TestApp;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
beforeAll(async () => {
  // Google's side, played by a key made here: the product verifies exactly as it would in production.
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicKeyPem = await exportSPKI(pair.publicKey);
  const google = createGoogleVerifier({ clientId: CLIENT_ID, getCerts: async () => ({ [KID]: publicKeyPem }) });
  t = await createTestApp({ google, env: { GOOGLE_CLIENT_ID: CLIENT_ID } });
});
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };
let counter = 0;

/** An ID token as Google Identity Services would issue it; `claims` overrides any field. */
async function idToken(claims: JWTPayload & { email?: string; email_verified?: boolean; name?: string } = {}, key: CryptoKey = googleKey) {
  const now = Math.floor(Date.now() / 1000);
  counter += 1;
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: `google-subject-${Date.now()}-${counter}`,
    email: `google-user-${counter}-${Date.now()}@gmail.test`,
    email_verified: true,
    name: 'Gina Google',
    iat: now,
    exp: now + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .sign(key);
}

const googleLogin = (credential: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/google-login', headers: json, payload: { credential, ...extra } });

describe('Google sign-in', () => {
  it('signs a new Google user up as the owner of a new organisation and lets them in', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(config.json()).toEqual({ data: { googleClientId: CLIENT_ID, appName: 'Teamwork' } });

    const credential = await idToken({ sub: 'new-google-subject', email: 'Gina@Gmail.test', name: 'Gina Google' });
    const res = await googleLogin(credential);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.user).toMatchObject({ name: 'Gina Google', email: 'gina@gmail.test', role: 'owner', organizationName: "Gina's team" });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);

    const user = await t.db.query.users.findFirst({ where: eq(users.email, 'gina@gmail.test') });
    expect(user).toMatchObject({ role: 'owner', status: 'active', googleSubject: 'new-google-subject', passwordHash: null });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    const org = await t.db.query.organizations.findFirst({ where: eq(organizations.id, user!.organizationId!) });
    expect(org?.name).toBe("Gina's team");
    expect(body.data.user).toMatchObject({ _id: user!.id, organizationId: org!.id });

    const check = await t.app.inject({ method: 'GET', url: '/api/check', cookies: { sid: body.data.token } });
    expect(check.statusCode).toBe(200);
    expect(check.json().data.email).toBe('gina@gmail.test');

    // Signing in again is the same account, not a second organisation.
    const before = await t.db.$count(organizations);
    const again = await googleLogin(await idToken({ sub: 'new-google-subject', email: 'gina@gmail.test' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user._id).toBe(user!.id);
    expect(await t.db.$count(organizations)).toBe(before);
  });

  it('uses the organisation name given at sign-up', async () => {
    const res = await googleLogin(await idToken({ email: 'named-org@gmail.test' }), { organizationName: '  Named Org  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.organizationName).toBe('Named Org');
  });

  it('links an existing password account with the same email and signs in as that member', async () => {
    const { organization } = await createOrganization(t.db, ['owner']);
    const member = await createUser(t.db, { organizationId: organization.id, role: 'editor', email: 'linked@example.test' });
    const before = await t.db.$count(organizations);

    const res = await googleLogin(await idToken({ sub: 'linked-subject', email: 'Linked@Example.test' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ _id: member.id, role: 'editor', organizationId: organization.id, organizationName: organization.name });
    expect(await t.db.$count(organizations)).toBe(before);
    const stored = await t.db.query.users.findFirst({ where: eq(users.id, member.id) });
    expect(stored?.googleSubject).toBe('linked-subject');
    // The password still works too.
    const password = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: json, payload: { email: member.email, password: TEST_PASSWORD } });
    expect(password.statusCode).toBe(200);
    const check = await t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(res.json().data.token) });
    expect(check.json().data._id).toBe(member.id);
  });

  it('does not let a password set on a never-verified address survive the real owner signing in with Google', async () => {
    // Someone signed up first with the victim's address and a password of their choosing.
    const { organization } = await createOrganization(t.db, []);
    const squatter = await createUser(t.db, { organizationId: organization.id, role: 'owner', email: 'victim@gmail.test', verified: false });
    const res = await googleLogin(await idToken({ sub: 'victim-subject', email: 'victim@gmail.test' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user._id).toBe(squatter.id);
    const password = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: json, payload: { email: 'victim@gmail.test', password: TEST_PASSWORD } });
    expect(password.statusCode).toBe(401);
    expect(password.json().code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['an expired token', { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }],
    ['another issuer', { iss: 'https://evil.example' }],
  ])('refuses %s with 401 and creates nobody', async (_label, claims) => {
    const email = `refused-${counter}@gmail.test`;
    const res = await googleLogin(await idToken({ email, ...claims }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.googleFailed, code: 'INVALID_CREDENTIALS' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await t.db.$count(users, eq(users.email, email))).toBe(0);
  });

  it('refuses a token signed by another key, an unsigned token and garbage', async () => {
    const forged = await idToken({ email: 'forged@gmail.test' }, strangerKey);
    const [header, payload] = (await idToken({ email: 'unsigned@gmail.test' })).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid: KID })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: 'tampered@gmail.test' })).toString('base64url')}.${(await idToken()).split('.')[2]}`;
    for (const credential of [forged, unsigned, tampered, 'x'.repeat(40), 'a.b.c'.repeat(10)]) {
      const res = await googleLogin(credential);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    for (const email of ['forged@gmail.test', 'unsigned@gmail.test', 'tampered@gmail.test']) {
      expect(await t.db.$count(users, eq(users.email, email))).toBe(0);
    }
  });

  it('refuses an unverified Google email (403)', async () => {
    const res = await googleLogin(await idToken({ email: 'unverified@gmail.test', email_verified: false }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.googleUnverified, code: 'EMAIL_NOT_VERIFIED' });
    expect(await t.db.$count(users, eq(users.email, 'unverified@gmail.test'))).toBe(0);
  });

  it('refuses a deactivated member (403 ACCOUNT_INACTIVE)', async () => {
    const { organization } = await createOrganization(t.db, ['owner']);
    const member = await createUser(t.db, { organizationId: organization.id, role: 'editor', status: 'inactive' });
    const res = await googleLogin(await idToken({ email: member.email }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.inactive, code: 'ACCOUNT_INACTIVE' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await t.db.query.users.findFirst({ where: eq(users.id, member.id) }))?.googleSubject).toBeNull();
  });

  it('names the field when the credential is missing or too short', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/google-login', headers: json, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'credential: credential is required', code: 'VALIDATION_FAILED' });
    const short = await googleLogin('abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('credential: credential is invalid');
  });
});

describe('Google sign-in not configured', () => {
  it('answers 404 and advertises no client id', async () => {
    const plain = await createTestApp();
    try {
      const config = await plain.app.inject({ method: 'GET', url: '/api/app-config' });
      expect(config.json().data.googleClientId).toBeNull();
      const res = await plain.app.inject({ method: 'POST', url: '/api/google-login', headers: json, payload: { credential: await idToken() } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Google sign-in is not enabled', code: 'NOT_FOUND' });
    } finally {
      await plain.close();
    }
  });
});
