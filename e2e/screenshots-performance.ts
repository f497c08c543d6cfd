/**
 * Captures /performance (the Credits tab and a credit's details with its history) and
 * /performancesettings (the categories, then the rules with automatic credits switched on), in
 * light and dark mode at 1280 and 360 px. Starts the product on a fresh embedded database (demo
 * data), records a week of credits through the API (one edited, so its history has a change, one
 * taking points away), and stops the server when done:
 *   node --import tsx e2e/screenshots-performance.ts   (PORT=3341, OUT=.test-tmp/screenshots/performance)
 * Rebuild the web app (npm run build:web) after changing it: the server serves dist/web.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/seed/seed';
import { screenshotter, THEMES, VIEWPORTS, withBrowser, type Theme, type Viewport } from './support/screenshots';
import { ApiSession } from './support/seedTasks';
import { signedInPage, startServer, stopServer } from './support/serverProcess';

const PORT = Number(process.env.PORT ?? 3341);
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.resolve('.test-tmp', 'screenshots-performance');
const OUT = path.resolve(process.env.OUT ?? '.test-tmp/screenshots/performance');
const shoot = screenshotter(OUT, { fullPage: false, settleMs: 600 });
const EDITED_REASON = 'Shipped the pricing page a week early';

/** 'YYYY-MM-DD', `days` before today (UTC). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function seed(): Promise<void> {
  const owner = new ApiSession(BASE_URL);
  await owner.login('owner@demo.test', DEMO_PASSWORD);
  const people = await owner.call<{ _id: string; name: string }[]>('GET', '/api/employee/list');
  const person = (name: string) => people.find((p) => p.name.startsWith(name))!._id;
  const categories = await owner.call<{ _id: string; name: string }[]>('GET', '/api/performance/category');
  const category = (name: string) => categories.find((c) => c.name === name)!._id;
  const projects = await owner.call<{ _id: string }[]>('GET', '/api/project/list');
  const tasks = projects[0] ? await owner.call<{ _id: string }[]>('GET', `/api/task/list?projectId=${projects[0]._id}`) : [];
  const record = (body: Record<string, unknown>) => owner.call<{ _id: string }>('POST', '/api/performance/credit/add', body);

  const edited = await record({ userId: person('Eddie'), points: 10, categoryId: category('Delivery'), date: daysAgo(1), reason: 'Shipped the pricing page', taskId: tasks[0]?._id ?? null });
  await owner.call('PUT', `/api/performance/credit/${edited._id}`, { points: 15, reason: EDITED_REASON });
  await record({ userId: person('Maya'), points: 5, categoryId: category('Teamwork'), date: daysAgo(2), reason: 'Paired with Riley on the billing migration all afternoon' });
  await record({ userId: person('Riley'), points: -5, categoryId: category('Quality'), date: daysAgo(3), reason: 'A release went out without the checklist', taskId: tasks[1]?._id ?? null });
  await record({ userId: person('Adam'), points: 8, categoryId: category('Initiative'), date: daysAgo(4), reason: 'Ran the onboarding session for the new hires' });
  await record({ userId: person('Maya'), points: 12, categoryId: category('Delivery'), date: daysAgo(6), reason: 'Closed every bug of the sprint before the demo', taskId: tasks[2]?._id ?? null });
}

async function capture(browser: Browser, theme: Theme, viewport: Viewport) {
  const { context, page } = await signedInPage(browser, BASE_URL, { email: 'owner@demo.test', password: DEMO_PASSWORD }, theme, viewport);
  await page.goto('/performance');
  await page.getByText(EDITED_REASON).first().waitFor();
  await shoot(page, 'performance-credits', theme, viewport);

  await page.getByRole('button', { name: new RegExp(`Open the credit for .*${EDITED_REASON}`) }).first().click();
  await page.getByRole('list', { name: 'History' }).getByText(/changed points/).waitFor();
  await shoot(page, 'performance-credit-details', theme, viewport);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Record credit' }).first().click();
  await page.getByRole('dialog', { name: 'Record credit' }).waitFor();
  await shoot(page, 'performance-record', theme, viewport);
  await page.keyboard.press('Escape');

  await page.goto('/performancesettings');
  await page.getByRole('list', { name: 'Categories' }).waitFor();
  await shoot(page, 'performancesettings', theme, viewport);
  await page.getByRole('switch', { name: 'Credit done tasks automatically' }).click();
  await page.getByRole('region', { name: 'Automatic credits' }).scrollIntoViewIfNeeded();
  await shoot(page, 'performancesettings-rules', theme, viewport);
  await context.close();
}

async function main() {
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.mkdirSync(WORK_DIR, { recursive: true });
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startServer({ port: PORT, workDir: WORK_DIR });
  try {
    await seed();
    await withBrowser(async (browser) => {
      for (const theme of THEMES) for (const viewport of VIEWPORTS) await capture(browser, theme, viewport);
    });
  } finally {
    await stopServer(server);
  }
}

await main();
