/**
 * Captures the demo's front-desk kiosk (issue 19) screen by screen, as a visitor meets them: start,
 * the code (with an unknown one refused), an invitation found with its agreement and photo, signed
 * in with the badge, a walk-in choosing their host and waiting for approval, signing out and
 * goodbye, and a revoked kiosk; light and dark, on a tablet either way up and a 360 px phone.
 * Starts the product on a fresh embedded database (demo data), asks for approval and a photo in the
 * visitor settings, and invites a visitor per capture; Chromium's fake camera films its test picture:
 *   node --import tsx e2e/screenshots-visitors-kiosk.ts   (PORT=3393, OUT=.test-tmp/screenshots/visitors-kiosk)
 * Rebuild the web app (npm run build:web) after changing it: the server serves dist/web.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/seed/seed';
import { captureOnFreshServer, screenshotter, themedContext, type Theme, type Viewport } from './support/screenshots';
import { ApiSession } from './support/seedTasks';

const PORT = Number(process.env.PORT ?? 3393);
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.resolve('.test-tmp', 'screenshots-visitors-kiosk');
const OUT = path.resolve(process.env.OUT ?? '.test-tmp/screenshots/visitors-kiosk');
const shoot = screenshotter(OUT, { fullPage: false, settleMs: 600 });
/** The whole screen, for the ones taller than the tablet (the form with the agreement and the photo). */
const shootAll = (page: Page, name: string, theme: Theme, viewport: Viewport) => shoot(page, name, theme, viewport, true);

const KIOSK_VIEWPORTS = [
  { name: 'tablet-landscape', width: 1024, height: 768 },
  { name: 'tablet-portrait', width: 768, height: 1024 },
  { name: 'phone', width: 360, height: 740 },
] as const;
const FAKE_CAMERA = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

const owner = new ApiSession(BASE_URL);
let kioskPath = '';

/** The demo kiosk's address is printed once, by the start that seeded it (only its hash is kept). */
async function demoKioskPath(): Promise<string> {
  const log = path.join(WORK_DIR, 'server.log');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const printed = /Kiosk: (http\S+)/.exec(fs.readFileSync(log, 'utf8'));
    if (printed) return new URL(printed[1]!).pathname;
    // The banner follows the server's first answer by a moment.
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no kiosk address in ${log}`);
}

async function seed(): Promise<void> {
  kioskPath = await demoKioskPath();
  await owner.login('owner@demo.test', DEMO_PASSWORD);
  await owner.call('PUT', '/api/visitor/settings', { requireApproval: true, photoEnabled: true });
}

/** A visitor invited for now, hosted by the owner: their sign-in code. */
async function invitedCode(): Promise<string> {
  const now = Date.now();
  const [visit] = await owner.call<{ code: string }[]>('POST', '/api/visit', {
    name: 'Grace Hopper',
    email: 'grace@compiler.test',
    company: 'Compiler Works',
    purpose: 'Compiler review',
    expectedFrom: new Date(now - 3_600_000).toISOString(),
    expectedTo: new Date(now + 4 * 3_600_000).toISOString(),
  });
  return visit!.code;
}

async function capture(browser: Browser, theme: Theme, viewport: Viewport) {
  const code = await invitedCode();
  const context = await themedContext(browser, BASE_URL, theme, viewport, { hasTouch: true, permissions: ['camera'] });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[kiosk ${theme} ${viewport.name}] page error: ${error.message}`));
  const heading = (name: string | RegExp) => page.getByRole('heading', { name }).waitFor();

  await page.goto(kioskPath);
  await page.getByRole('button', { name: 'I have an invitation' }).waitFor();
  await shoot(page, 'kiosk-start', theme, viewport);

  await page.getByRole('button', { name: 'I have an invitation' }).click();
  await page.getByLabel('Camera: hold your QR code up to it').waitFor();
  await page.getByRole('textbox', { name: 'Your code' }).fill(code);
  await shoot(page, 'kiosk-code', theme, viewport);
  await page.getByRole('textbox', { name: 'Your code' }).fill('ZZZZ2222');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('We could not find a visit with this code').waitFor();
  await shoot(page, 'kiosk-code-unknown', theme, viewport);

  await page.getByRole('textbox', { name: 'Your code' }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading('Welcome, Grace Hopper');
  await page.getByRole('button', { name: 'Take photo' }).and(page.locator(':enabled')).waitFor();
  await shoot(page, 'kiosk-invitation', theme, viewport);
  await page.getByRole('checkbox', { name: 'I accept' }).check();
  await page.getByRole('button', { name: 'Take photo' }).click();
  await page.getByRole('img', { name: 'Your photo' }).waitFor();
  await shootAll(page, 'kiosk-invitation-photo', theme, viewport);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await heading('You are signed in.');
  await shoot(page, 'kiosk-signed-in', theme, viewport);

  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: "I'm a walk-in" }).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Alan Turing');
  await page.getByRole('textbox', { name: 'Company' }).fill('Bletchley Consulting');
  await page.getByRole('combobox', { name: 'Who are you visiting?' }).fill('Ed');
  await page.getByRole('option', { name: /Eddie/ }).waitFor();
  await shoot(page, 'kiosk-walk-in', theme, viewport);
  await page.getByRole('option', { name: /Eddie/ }).click();
  await page.getByRole('textbox', { name: 'Purpose of your visit' }).fill('Interview');
  await page.getByRole('checkbox', { name: 'I accept' }).check();
  await shootAll(page, 'kiosk-walk-in-filled', theme, viewport);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await heading(/^Waiting for .* to approve your visit/);
  await shoot(page, 'kiosk-waiting', theme, viewport);

  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('textbox', { name: 'Your code' }).fill(code);
  await shoot(page, 'kiosk-sign-out', theme, viewport);
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await heading('Goodbye, Grace Hopper.');
  await shoot(page, 'kiosk-goodbye', theme, viewport);

  // An address whose token opens nothing looks as a revoked one does.
  await page.goto(`/kiosk/${'x'.repeat(43)}`);
  await heading('This kiosk is no longer active');
  await shoot(page, 'kiosk-inactive', theme, viewport);
  await context.close();
}

await captureOnFreshServer({ port: PORT, workDir: WORK_DIR, out: OUT, viewports: KIOSK_VIEWPORTS, browserArgs: FAKE_CAMERA }, seed, capture);
