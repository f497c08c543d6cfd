import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { request, type Browser } from '@playwright/test';
import type { Theme, Viewport } from './screenshots';
import { apiSignIn } from './session';

/** Waits until a spawned product server answers /api/health; fails at once if it exits. */
async function waitUntilHealthy(server: ChildProcess, baseUrl: string, logFile: string, timeoutMs = 90_000): Promise<ChildProcess> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early: see ${logFile}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

export interface ServerOptions {
  port: number;
  /** The embedded database goes to `workDir/data`, the server's output to `workDir/server.log` (appended, so a restart adds to it). */
  workDir: string;
  /** Where mail goes; without it the server's own default (SMTP_URL from the environment, else the outbox under the data dir). */
  smtpUrl?: string;
  /** Seed the demo organisation on first start (default true). */
  seedDemo?: boolean;
  /** More environment for the server, over the defaults below. */
  env?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * The product as `npm start` runs it (the built web app in dist/web), on a fresh embedded
 * database and in-process realtime whatever DATABASE_URL and REDIS_URL say, logging warnings as
 * JSON; resolves once /api/health answers. The one way the browser suite and the screenshot
 * scripts start a server; stop it with stopServer.
 */
export async function startServer({ port, workDir, smtpUrl, seedDemo = true, env = {}, timeoutMs }: ServerOptions): Promise<ChildProcess> {
  const baseUrl = `http://localhost:${port}`;
  const logFile = path.join(workDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: path.join(workDir, 'data'),
      ...(smtpUrl === undefined ? {} : { SMTP_URL: smtpUrl }),
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  return waitUntilHealthy(server, baseUrl, logFile, timeoutMs);
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  await exited;
}

/** A browser context signed in through the API (its cookie), in `theme` at `viewport`'s size. */
export async function signedInPage(browser: Browser, baseUrl: string, account: { email: string; password: string }, theme: Theme, viewport: Viewport) {
  const api = await request.newContext({ baseURL: baseUrl });
  await apiSignIn(api, account);
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: viewport.width, height: viewport.height }, colorScheme: theme, storageState: await api.storageState() });
  await context.addInitScript((mode) => localStorage.setItem('themeMode', mode), theme);
  await api.dispose();
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[${account.email} ${theme} ${viewport.name}] page error: ${error.message}`));
  return { context, page };
}
