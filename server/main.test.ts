import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The real start-up, as `npm start` runs it after the web build (`npm run start:prod`: with '--prod'): a child process. */
function start(env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    env: { ...process.env, LOG_FORMAT: 'json', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Up to 45 s: a cold start compiles the server (tsx) and migrates a new PGlite, which took over 20 s
 * on CI's two cores with another test file running beside it.
 */
async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

describe('server start-up', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-main-'));
  });
  afterAll(async () => fs.rm(dataDir, { recursive: true, force: true }));

  it('stops on a bad setting with one line naming it', { timeout: 60_000 }, async () => {
    const run = start({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe('Invalid configuration: PORT must be a number (got "eighty")');
  });

  it('seeds once, prints the log-ins, keeps data across restarts and shuts down cleanly on SIGTERM', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir, SUPER_ADMIN_PASSWORD: 'super-secret-password' };

    const first = start(env);
    await waitForHealth(url, first.child);
    expect(first.output()).toContain(`Teamwork is running at ${url}`);
    expect(first.output()).toContain('owner@demo.test');
    expect(first.output()).toContain('demo-password');
    const signup = await fetch(`${url}/api/register`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept', email: 'kept@example.test', password: 'a long password', organizationName: 'Kept Co' }),
    });
    expect(signup.status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = start(env);
    await waitForHealth(url, second.child);
    const again = await fetch(`${url}/api/register`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept', email: 'kept@example.test', password: 'a long password', organizationName: 'Kept Co' }),
    });
    // Sign-up answers the same for a taken address, and mails the account instead: that note proves the account was kept.
    expect(again.status).toBe(201);
    const outbox = path.join(dataDir, 'outbox');
    await expect
      .poll(async () => {
        const files = await fs.readdir(outbox).catch(() => []);
        const texts = await Promise.all(files.map((file) => fs.readFile(path.join(outbox, file), 'utf8')));
        return texts.some((text) => text.includes('kept@example.test') && text.includes('already have a Teamwork account'));
      })
      .toBe(true);
    const login = await fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.test', password: 'demo-password' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('start:prod refuses to start without the built web app, naming the step that builds it', { timeout: 60_000 }, async () => {
    const emptyWeb = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-noweb-'));
    const run = start({ PORT: String(await freePort()), DATA_DIR: dataDir, WEB_DIR: emptyWeb }, ['--prod']);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('The web app is not built');
    expect(run.output()).toContain('npm run build');
    await fs.rm(emptyWeb, { recursive: true, force: true });
  });

  it('start:prod serves the built web app without seeding the demo, is ready, and on SIGTERM answers the request in flight, then exits cleanly', { timeout: 90_000 }, async () => {
    const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-web-'));
    await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Teamwork</title>');
    const prodData = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-prod-'));
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const run = start({ PORT: String(port), DATA_DIR: prodData, WEB_DIR: webDir, SUPER_ADMIN_PASSWORD: 'super-secret-password' }, ['--prod']);
    try {
      await waitForHealth(url, run.child);
      expect(await (await fetch(`${url}/`)).text()).toContain('<title>Teamwork</title>');
      expect(run.output()).not.toContain('owner@demo.test');
      const ready = await fetch(`${url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });

      // A request in flight when SIGTERM arrives (its headers sent, its body not yet) is answered in full.
      const body = JSON.stringify({ email: 'superadmin@teamwork.local', password: 'super-secret-password' });
      // Expect: 100-continue makes the server say when it has the request (its headers parsed and routed).
      const inFlight = http.request(`${url}/api/user/login`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
      });
      const received = new Promise<void>((resolve) => inFlight.on('continue', () => resolve()));
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        inFlight.on('error', reject);
        inFlight.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        });
      });
      inFlight.flushHeaders();
      await received;
      run.child.kill('SIGTERM');
      // Shutting down: new connections are refused (or answered 503 while it closes) before the body goes.
      await expect
        .poll(async () => fetch(`${url}/api/ready`).then((r) => r.status, () => 'refused'), { timeout: 10_000 })
        .not.toBe(200);
      inFlight.end(body);
      const login = await answer;
      expect(login.status).toBe(200);
      expect(login.text).toContain('"token"');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      await fs.rm(webDir, { recursive: true, force: true });
      await fs.rm(prodData, { recursive: true, force: true });
    }
  });
});
