import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };
const login = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', headers: { ...json, ...headers }, payload: { email: 'nobody@example.test', password: 'wrong password' } });

describe('errors and routing', () => {
  it('answers an unknown /api path with a JSON 404, even for anonymous callers', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper'],
      ['DELETE', '/api/user/list'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: `No route ${method} ${url}`, code: 'NOT_FOUND' });
    }
  });

  it('reports health with the database checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: 'ok' } });
  });

  it('tells the web app Google sign-in is off unless configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { googleClientId: null, appName: 'Teamwork' } });
  });

  it('sends security headers and a request id on every response', async () => {
    const ids = new Set<string>();
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/check' }),
      await t.app.inject({ method: 'GET', url: '/api/missing' }),
      await login(),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain('https://accounts.google.com');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // Over plain http HSTS would pin a host that has no certificate (see the https app below).
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      const id = res.headers['x-request-id'];
      expect(typeof id).toBe('string');
      ids.add(id as string);
    }
    expect(ids.size).toBe(4);
    // A caller's own request id is kept, so a support ticket can be traced through the logs.
    const traced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(traced.headers['x-request-id']).toBe('trace-123');
  });

  it('refuses state-changing requests from another site', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'http://localhost:3001' }] as Record<string, string>[]) {
      const res = await login(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ message: 'This request came from another site and was refused', code: 'BAD_ORIGIN' });
    }
    // The app's own origin, same-site fetches and clients without an Origin reach the handler.
    for (const headers of [{ origin: 'http://localhost:3000' }, { 'sec-fetch-site': 'same-origin' }, {}] as Record<string, string>[]) {
      const res = await login(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    // Reading is not state-changing: a cross-site GET is answered normally.
    const read = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });

  it('refuses another site whatever spelling of the path reaches the router', async () => {
    const { members } = await createOrganization(t.db, ['owner']);
    const token = await tokenFor(t.db, members.owner);
    const cookie = `sid=${token}`;
    for (const url of ['/%61pi/logout', '/api/%6cogout', '/%2561pi/logout', '//api/logout', '/api//logout', '/API/logout', '/%61pi/user/login']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie, origin: 'http://localhost:3001' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('BAD_ORIGIN');
    }
    // The session survived every attempt to end it from another site.
    expect((await t.app.inject({ method: 'GET', url: '/api/check', headers: { cookie } })).statusCode).toBe(200);
  });

  it('tells browsers and proxies to keep no API answer, unless the route says otherwise', async () => {
    const { members } = await createOrganization(t.db, ['owner']);
    const token = await tokenFor(t.db, members.owner);
    for (const url of ['/api/check', '/api/user/list', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('lets the socket connect to its own origin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const connectSrc = /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!.split(' ');
    expect(connectSrc).toEqual(["'self'", 'ws://localhost:3000', 'https://accounts.google.com']);
  });

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const payload = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(1024 * 1024) });
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: json, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses bodies that are not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@example.test&password=x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Send the request body as application/json', code: 'VALIDATION_FAILED' });
  });

  it('refuses text the database cannot store (a NUL character) with 400, not 500', async () => {
    const { members } = await createOrganization(t.db, ['owner']);
    const search = await t.app.inject({ method: 'GET', url: '/api/user/list?search=a%00b', headers: bearer(await tokenFor(t.db, members.owner)) });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ message: 'The request contains characters that are not allowed', code: 'VALIDATION_FAILED' });
    const register = await t.app.inject({
      method: 'PUT',
      url: '/api/register',
      headers: json,
      payload: { name: 'Nul\u0000Name', email: 'nul@example.test', password: 'a long password', organizationName: 'Nul Co' },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().code).toBe('VALIDATION_FAILED');
    const nobody = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: json, payload: { email: 'nul@example.test', password: 'a long password' } });
    expect(nobody.statusCode).toBe(401);
  });

  it('publishes an OpenAPI document of the API to signed-in users', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    const { members } = await createOrganization(t.db, ['read']);
    const token = await tokenFor(t.db, members.read);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Teamwork API');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/user/login', '/api/check', '/api/user/list', '/api/notification']));
    expect(doc.paths['/api/user/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(doc.components.securitySchemes).toHaveProperty('bearer');
  });
});

describe('garbage input', () => {
  const id = '5b0e2f0c-6a8e-4c1e-9a57-0d4a3e1c9f10';
  // Eleven fields of this still fit under the 1 MiB body limit, so they reach validation.
  const huge = 'x'.repeat(80_000);
  const routes: { method: 'GET' | 'POST' | 'PUT'; url: string }[] = [
    { method: 'PUT', url: '/api/register' },
    { method: 'GET', url: '/api/verify-email' },
    { method: 'POST', url: '/api/resend-email' },
    { method: 'POST', url: '/api/user/login' },
    { method: 'POST', url: '/api/google-login' },
    { method: 'POST', url: '/api/logout' },
    { method: 'GET', url: '/api/check' },
    { method: 'POST', url: '/api/forgot-password' },
    { method: 'GET', url: '/api/verify-forgot-email' },
    { method: 'POST', url: '/api/reset-password' },
    { method: 'GET', url: '/api/user/list' },
    { method: 'GET', url: '/api/employee/list' },
    { method: 'GET', url: '/api/user-count' },
    { method: 'GET', url: '/api/role/list' },
    { method: 'POST', url: `/api/user/role/${id}` },
    { method: 'POST', url: '/api/user/role/not-an-id' },
    { method: 'POST', url: `/api/user/role/${'9'.repeat(500)}` },
    { method: 'POST', url: `/api/user-status/update/${id}` },
    { method: 'POST', url: '/api/user-status/update/%00' },
    { method: 'GET', url: '/api/notification' },
    { method: 'POST', url: '/api/notification/update' },
    { method: 'GET', url: '/api/admin/org' },
    { method: 'GET', url: '/api/health' },
    { method: 'GET', url: '/api/app-config' },
  ];
  const fields = ['email', 'password', 'name', 'organizationName', 'token', 'credential', 'role', 'status', 'isRead', 'notificationId', 'userId'];
  const everyField = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  const bodies: unknown[] = [
    null,
    [],
    [{ email: 'a@example.test' }],
    'a string',
    12345,
    true,
    {},
    everyField(null),
    everyField(42),
    everyField(['a', 'b']),
    everyField({ $ne: '' }),
    everyField(huge),
    everyField('nul\u0000byte'),
    everyField('\ud800 lone surrogate'),
    { ...everyField('a@example.test'), isRead: true, role: 'owner', status: 'inactive', notificationId: id, userId: id, token: 'a'.repeat(43) },
    JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": true}}}'),
  ];
  const queries = [
    '',
    '?search=%00&role=owner&status=active&token=%00&limit=1&unread=true',
    '?search[]=a&search[]=b&role[]=owner&status[$ne]=x&token[]=a&limit[]=1',
    `?search=${huge.slice(0, 5000)}&token=${huge.slice(0, 5000)}&limit=${'9'.repeat(400)}`,
    '?limit=-1&unread=maybe&role=super_admin&status=',
    '?search=%E0%A4%A&token=%',
  ];

  it('answers every route with a 4xx or 2xx and a message, never a 500', async () => {
    const { members } = await createOrganization(t.db, ['owner']);
    const ownerToken = await tokenFor(t.db, members.owner);
    const failures: string[] = [];
    for (const route of routes) {
      const requests =
        route.method === 'GET'
          ? queries.map((query) => ({ url: route.url + query, payload: undefined }))
          : [...bodies.map((body) => ({ url: route.url, payload: JSON.stringify(body) })), { url: route.url + queries[2], payload: '{"a":' }];
      for (const request of requests) {
        // A garbage logout still logs out: it gets a session of its own each time.
        const token = route.url === '/api/logout' ? await tokenFor(t.db, members.owner) : ownerToken;
        const res = await t.app.inject({ method: route.method, url: request.url, headers: { ...json, ...bearer(token) }, payload: request.payload });
        const body = res.json() as { message?: unknown; data?: unknown };
        const label = `${route.method} ${request.url.slice(0, 80)} ${String(request.payload).slice(0, 60)} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (res.statusCode >= 500) failures.push(label);
        else if (res.statusCode >= 400 && typeof body.message !== 'string') failures.push(label);
        else if (res.statusCode < 400 && body.data === undefined && !('unreadCount' in body)) failures.push(label);
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('compression and deployment settings', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ env: { APP_URL: 'https://teamwork.example', API_DOCS: 'public' } });
  });
  afterAll(async () => c?.close());

  it('compresses large JSON for clients that accept it, and leaves small answers alone', async () => {
    const small = await c.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const docs = await c.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers['content-encoding']).toBe('gzip');
    const plain = gunzipSync(docs.rawPayload).toString('utf8');
    expect(JSON.parse(plain).paths['/api/user/login']).toBeDefined();
    expect(docs.rawPayload.length).toBeLessThan(plain.length / 3);
  });

  it('sends HSTS over https, and the API description to anyone where API_DOCS=public', async () => {
    const res = await c.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(String(res.headers['content-security-policy'])).toContain('wss://teamwork.example');
    expect((await c.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('serves no API description where API_DOCS=off', async () => {
    const off = await createTestApp({ env: { API_DOCS: 'off' } });
    try {
      const { members } = await createOrganization(off.db, ['owner']);
      const token = await tokenFor(off.db, members.owner);
      expect((await off.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(token) })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
