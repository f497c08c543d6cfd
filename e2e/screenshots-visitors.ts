/**
 * Captures the visitor pages (issue 19): /visitor-request with its invite dialog,
 * /admin/registeredvisitors, /admin/visitinghistory and /admin/visitorsettings, in light and dark
 * mode at 1280 and 360 px. Starts the product on a fresh embedded database (demo data), invites a
 * few visitors through the API (one signed in, one signed out), blocks a domain and makes a kiosk:
 *   node --import tsx e2e/screenshots-visitors.ts   (PORT=3392, OUT=.test-tmp/screenshots/visitors)
 * Rebuild the web app (npm run build:web) after changing it: the server serves dist/web.
 */
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/seed/seed';
import { captureOnFreshServer, screenshotter, type Theme, type Viewport } from './support/screenshots';
import { ApiSession } from './support/seedTasks';
import { signedInPage } from './support/serverProcess';

const PORT = Number(process.env.PORT ?? 3392);
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.resolve('.test-tmp', 'screenshots-visitors');
const OUT = path.resolve(process.env.OUT ?? '.test-tmp/screenshots/visitors');
const shoot = screenshotter(OUT, { fullPage: false, settleMs: 600 });

/** Today (UTC) at an hour, as an instant. */
const todayAt = (hour: number) => `${new Date().toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00Z`;

async function seed(): Promise<void> {
  const owner = new ApiSession(BASE_URL);
  await owner.login('owner@demo.test', DEMO_PASSWORD);
  const people = await owner.call<{ _id: string; name: string }[]>('GET', '/api/employee/list');
  const person = (name: string) => people.find((p) => p.name.startsWith(name))!._id;
  const invite = async (body: Record<string, unknown>) => (await owner.call<{ _id: string }[]>('POST', '/api/visit', { expectedFrom: todayAt(0), expectedTo: todayAt(23), ...body }))[0]!._id;

  await invite({ name: 'Grace Hopper', email: 'grace@navy.example', company: 'US Navy', purpose: 'Compiler review' });
  await invite({ name: 'Alan Turing', email: 'alan@bletchley.example', company: 'Bletchley Park', purpose: 'Interview', hostId: person('Eddie') });
  const signedIn = await invite({ name: 'Katherine Johnson', email: 'katherine@nasa.example', company: 'NASA', purpose: 'Orbit calculations' });
  await owner.call('POST', `/api/visit/${signedIn}/sign-in`);
  const left = await invite({ name: 'Margaret Hamilton', email: 'margaret@mit.example', company: 'MIT', purpose: 'Flight software' });
  await owner.call('POST', `/api/visit/${left}/sign-in`);
  await owner.call('POST', `/api/visit/${left}/sign-out`);
  await owner.call('POST', '/api/visitor/block', { kind: 'domain', value: 'spam.example', reason: 'Unsolicited sales visits' });
  // The kiosk routes come with the v-kiosk branch: without them the page shows its settings and block list only.
  await owner.call('POST', '/api/visitor/kiosk', { name: 'Front desk' }).catch((error: unknown) => console.warn(String(error)));
}

async function capture(browser: Browser, theme: Theme, viewport: Viewport) {
  const { context, page } = await signedInPage(browser, BASE_URL, { email: 'owner@demo.test', password: DEMO_PASSWORD }, theme, viewport);
  await page.goto('/visitor-request');
  await page.getByRole('list', { name: 'Expected today' }).waitFor();
  await shoot(page, 'visitor-request', theme, viewport);
  await page.getByRole('button', { name: 'Invite visitor' }).click();
  await page.getByRole('dialog', { name: 'Invite visitor' }).waitFor();
  await shoot(page, 'visitor-invite', theme, viewport);
  await page.keyboard.press('Escape');

  await page.goto('/admin/registeredvisitors');
  await page.getByRole('table', { name: 'Visitors' }).getByText('Grace Hopper').first().waitFor();
  await shoot(page, 'registeredvisitors', theme, viewport);
  await page.getByRole('region', { name: 'Visitor directory' }).scrollIntoViewIfNeeded();
  await shoot(page, 'registeredvisitors-directory', theme, viewport);

  await page.goto('/admin/visitinghistory');
  await page.getByText('Margaret Hamilton').first().waitFor();
  await shoot(page, 'visitinghistory', theme, viewport);
  await page.getByText('Margaret Hamilton').first().click();
  await page.getByRole('dialog', { name: /Margaret Hamilton/ }).waitFor();
  await shoot(page, 'visit-details', theme, viewport);
  await page.keyboard.press('Escape');

  await page.goto('/admin/visitorsettings');
  await page.getByRole('form', { name: 'Visitor settings' }).waitFor();
  await shoot(page, 'visitorsettings', theme, viewport);
  await page.getByRole('region', { name: 'Kiosks' }).scrollIntoViewIfNeeded();
  await shoot(page, 'visitorsettings-kiosks', theme, viewport);
  await context.close();
}

await captureOnFreshServer({ port: PORT, workDir: WORK_DIR, out: OUT }, seed, capture);
