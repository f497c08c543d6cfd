/**
 * Captures the profile page (issue 14 item 17) in light and dark mode at 1280 and 360 px: the
 * avatar menu with its Profile entry, the page with a picture and three sessions, the crop dialog,
 * a wrong current password, the email link sent, and the mailed link's page (opened, and broken).
 * Starts the product on a fresh embedded database with the demo data and stops it when done:
 *   node --import tsx e2e/screenshots-profile.ts   (PORT=3222, OUT=.test-tmp/screenshots/profile)
 * Rebuild the web app (npm run build:web) after changing it: the server serves dist/web.
 */
import fs from 'node:fs';
import path from 'node:path';
import { request, type Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/seed/seed';
import { startSmtpSink, type SmtpSink } from '../server/test/smtpSink';
import { photo } from './support/photo';
import { startServer, stopServer } from './support/serverProcess';
import { screenshotter, THEMES, VIEWPORTS, withBrowser, type Theme, type Viewport } from './support/screenshots';

const PORT = Number(process.env.PORT ?? 3222);
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.resolve('.test-tmp', 'screenshots-profile');
const OUT = path.resolve(process.env.OUT ?? '.test-tmp/screenshots/profile');
const shoot = screenshotter(OUT, { fullPage: true, settleMs: 500 });
/** The demo read member: the profile is for every role, the least privileged included. */
const USER = 'read@demo.test';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
/** The session each pass signs in with, named as a person's browser would be ('Chrome on Linux'). */
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Two more signed-in devices, so the sessions list has something to sign out. */
async function otherDevices() {
  for (const userAgent of [PHONE, WINDOWS]) {
    const api = await request.newContext({ baseURL: BASE_URL, userAgent });
    const login = await api.post('/api/user/login', { data: { email: USER, password: DEMO_PASSWORD } });
    if (!login.ok()) throw new Error(`login ${USER}: ${login.status()}`);
    await api.dispose();
  }
}

async function capture(browser: Browser, sink: SmtpSink, picture: Buffer, theme: Theme, viewport: Viewport) {
  const api = await request.newContext({ baseURL: BASE_URL, userAgent: DESKTOP });
  await api.post('/api/user/login', { data: { email: USER, password: DEMO_PASSWORD } });
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: viewport.width, height: viewport.height }, colorScheme: theme, storageState: await api.storageState() });
  await context.addInitScript((mode) => localStorage.setItem('themeMode', mode), theme);
  await api.dispose();
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[${theme} ${viewport.name}] page error: ${error.message}`));

  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
  await shoot(page, 'profile-menu', theme, viewport, false);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByRole('heading', { name: 'Active sessions' }).waitFor();
  await page.getByText('This device').waitFor();
  await shoot(page, 'profile', theme, viewport);

  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await page.getByRole('dialog', { name: 'Crop your picture' }).waitFor();
  await shoot(page, 'profile-crop', theme, viewport, false);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('not my password');
  await password.getByLabel('New password').fill('a brand new password');
  await password.getByRole('button', { name: 'Change password' }).click();
  await password.getByText('Current password is incorrect').waitFor();
  const email = page.getByRole('region', { name: 'Email' });
  const newEmail = `reader-${theme}-${viewport.name}@demo.test`;
  await email.getByLabel('New email').fill(newEmail);
  await email.getByLabel('Current password').fill(DEMO_PASSWORD);
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await email.getByText(/We've sent a link/).waitFor();
  // A full-page shot draws the fixed top bar and drawer where the page is scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'profile-forms', theme, viewport);

  // The link itself is not opened (it would move the demo account); a broken one shows the error page.
  sink.linkIn(await sink.waitFor(newEmail, /Confirm your new email/), '/confirm-email?token=');
  await page.goto('/confirm-email?token=not-a-real-token-at-all-xxxxxxxxxx');
  await page.getByRole('heading', { name: 'We could not change your email' }).waitFor();
  await shoot(page, 'confirm-email-invalid', theme, viewport);
  // Signed out, so the next pass's list shows this device and the two others only.
  await page.request.post('/api/logout', { headers: { origin: BASE_URL } });
  await context.close();
}

async function main() {
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.mkdirSync(WORK_DIR, { recursive: true });
  fs.mkdirSync(OUT, { recursive: true });
  const sink = await startSmtpSink();
  const server = await startServer({ port: PORT, workDir: WORK_DIR, smtpUrl: sink.url });
  try {
    await otherDevices();
    await withBrowser(async (browser) => {
      const blank = await browser.newPage();
      const picture = await photo(blank);
      await blank.close();
      // The saved picture, as the crop dialog would send it: the page shows it in the top bar and the Picture card.
      const api = await request.newContext({ baseURL: BASE_URL });
      await api.post('/api/user/login', { data: { email: USER, password: DEMO_PASSWORD } });
      const saved = await api.put('/api/profile/avatar', { multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: picture } } });
      if (!saved.ok()) throw new Error(`avatar upload: ${saved.status()} ${await saved.text()}`);
      await api.post('/api/logout', { headers: { origin: BASE_URL } });
      await api.dispose();
      for (const theme of THEMES) for (const viewport of VIEWPORTS) await capture(browser, sink, picture, theme, viewport);
    });
  } finally {
    await stopServer(server);
    await sink.close();
  }
}

await main();
