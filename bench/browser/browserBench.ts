/** What the browser benches share: the product with its built web app on a port, a signed-in organisation, Chromium. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../e2e/support/env';
import type { Database } from '../../server/platform/db/database';
import { createOrganization, TEST_PASSWORD, tokenFor } from '../../server/test/factories';
import { buildBenchApp, sessionCookie, startBenchApp } from '../support';

export const PORT = Number(process.env.BENCH_PORT ?? 3450);
export const BASE_URL = `http://localhost:${PORT}`;

/** The product on its own database (PGlite, or DATABASE_URL's server) serving dist/web on PORT, with an owner and an editor. */
export async function startBrowserBench() {
  const webDir = path.resolve('dist', 'web');
  if (!fs.existsSync(path.join(webDir, 'index.html'))) throw new Error('Build the web app first: npm run build:web');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwork-bench-browser-'));
  const bench = await startBenchApp(dataDir, { webDir });
  await bench.app.listen({ port: PORT, host: '127.0.0.1' });
  const { organization, members } = await createOrganization(bench.database.db, ['owner', 'editor']);
  const token = await tokenFor(bench.database.db, members.owner);
  const cookie = sessionCookie(token);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  return {
    ...bench,
    browser,
    organization,
    members,
    owner: { email: members.owner.email, password: TEST_PASSWORD },
    /** The owner's session, for API calls made by the bench itself (`cookie`) and for a browser context's cookie jar (`token`). */
    cookie,
    token,
    async stop() {
      await browser.close();
      await bench.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another build of the web app to set against this one in the same run (the previous commit's `dist/web` copied aside). */
export const BASELINE_WEB_DIR = process.env.BENCH_BASELINE_WEB_DIR ? path.resolve(process.env.BENCH_BASELINE_WEB_DIR) : undefined;

/**
 * With BENCH_BASELINE_WEB_DIR, a second server on the bench's database serves that build on
 * PORT + 1, so the two builds are loaded in turn against the same data; its own files (outbox,
 * uploads) go to a folder of its own. Undefined without it.
 */
export async function startBaselineServer(database: Database) {
  if (!BASELINE_WEB_DIR) return undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwork-bench-baseline-'));
  const app = await buildBenchApp(database, dataDir, { webDir: BASELINE_WEB_DIR });
  await app.listen({ port: PORT + 1, host: '127.0.0.1' });
  return {
    url: `http://localhost:${PORT + 1}`,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for a page-side condition (source text, evaluated each frame), then two more frames: it has been painted. */
export const paintedWhen = (page: Page, condition: string) =>
  page.evaluate(`(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    while (!(${condition})) await frame();
    await frame();
    await frame();
  })()`);

export const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** A figure, its target and whether it is met, in one line. */
export function report(label: string, value: string, target: string, met: boolean) {
  console.log(`  ${label.padEnd(46)} ${value.padStart(16)}   target ${target.padEnd(14)} ${met ? 'met' : 'NOT MET'}`);
}
