import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});`;

describe('serving the web app', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-web-'));
    await fs.mkdir(path.join(webDir, 'assets'));
    await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div><script src="/app.js"></script>');
    await fs.writeFile(path.join(webDir, 'signin.html'), '<!doctype html><div id="root"></div><script src="/signIn.js"></script>');
    await fs.writeFile(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(webDir, 'assets', 'big-def456.js'), BIG_SCRIPT);
    await fs.writeFile(path.join(webDir, 'assets', 'big-def456.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
    t = await createTestApp({ webDir });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it.each(['/', '/forgot-password', '/task/projects/space?projectId=x&selectedTab=board', '/admin/team', '/login/extra'])(
    'answers %s with the app, never cached',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('src="/app.js"');
    },
  );

  it.each(['/login', '/login?redirectUrl=%2Fnotes', '/signup'])('answers %s with the sign-in page drawn before the router, never cached', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('src="/signIn.js"');
  });

  it('caches hashed assets for good', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's Brotli copy of an asset to a browser that takes Brotli, and the file itself to one that does not", async () => {
    const br = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's bytes (quality 11), not a compression made for the request.
    expect(br.rawPayload.equals(await fs.readFile(path.join(webDir, 'assets', 'big-def456.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('keeps unknown API paths and non-GET requests as JSON 404s', async () => {
    const api = await t.app.inject({ url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No route GET /api/missing', code: 'NOT_FOUND' });
    const post = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });
});
