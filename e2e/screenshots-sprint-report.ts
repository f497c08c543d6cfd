/**
 * Captures the sprint report (reached from the backlog's completed sprints) and the Summary tab in
 * light and dark mode at 1280 and 360 px. Starts the product on a fresh embedded database (demo
 * data), seeds through the API a project with a completed sprint (scope added and removed after
 * its start, work finished and carried over) and a running one, and stops the server when done:
 *   node --import tsx e2e/screenshots-sprint-report.ts   (PORT=3232, OUT=.test-tmp/screenshots/sprint-report)
 * Rebuild the web app (npm run build:web) after changing it: the server serves dist/web.
 */
import fs from 'node:fs';
import path from 'node:path';
import { request, type Browser } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/seed/seed';
import { screenshotter, THEMES, VIEWPORTS, withBrowser, type Theme, type Viewport } from './support/screenshots';
import { ApiSession } from './support/seedTasks';
import { startServer, stopServer } from './support/serverProcess';

const PORT = Number(process.env.PORT ?? 3232);
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.resolve('.test-tmp', 'screenshots-sprint-report');
const OUT = path.resolve(process.env.OUT ?? '.test-tmp/screenshots/sprint-report');
const OWNER = 'owner@demo.test';
const DAY = 24 * 60 * 60 * 1000;
const shoot = screenshotter(OUT, { fullPage: false, settleMs: 700 });

interface Seeded {
  projectId: string;
  completedSprintId: string;
}

/** A project with a completed sprint (and its scope change) and a running sprint for the summary's burndown. */
async function seed(): Promise<Seeded> {
  const api = new ApiSession(BASE_URL);
  await api.login(OWNER, DEMO_PASSWORD);
  const people = await api.call<{ _id: string; name: string }[]>('GET', '/api/employee/list');
  const person = (name: string) => people.find((p) => p.name.startsWith(name))!._id;
  const project = await api.call<{ _id: string }>('POST', '/api/project/add', { name: 'Checkout Revamp', key: 'CHK', members: [person('Eddie'), person('Maya')] });
  const statuses = (await api.call<{ statuses: { _id: string; name: string }[] }>('GET', `/api/enum/${project._id}`)).statuses;
  const status = (name: string) => statuses.find((s) => s.name === name)!._id;
  const task = (title: string, fields: Record<string, unknown>) => api.call<{ _id: string }>('POST', '/api/task/add', { projectId: project._id, title, ...fields });
  const start = (sprintId: string, fromDays: number, toDays: number) =>
    api.call('PUT', `/api/sprint/update/${sprintId}`, { status: 'active', startDate: new Date(Date.now() + fromDays * DAY).toISOString(), endDate: new Date(Date.now() + toDays * DAY).toISOString() });

  const first = await api.call<{ _id: string }>('POST', '/api/sprint/add', { projectId: project._id, name: 'CHK Sprint 1', goal: 'A checkout that survives a validation error' });
  const planned = [
    await task('Payment form loses the card number after a validation error', { sprintId: first._id, storyPoints: 5, priority: 'Critical', type: 'Bug', assignee: person('Eddie') }),
    await task('Redesign the checkout summary card', { sprintId: first._id, storyPoints: 8, priority: 'High', assignee: person('Maya') }),
    await task('Add Apple Pay to the express checkout', { sprintId: first._id, storyPoints: 13, priority: 'Medium', assignee: person('Eddie') }),
    await task('Show remaining seats on the billing page', { sprintId: first._id, storyPoints: 3, priority: 'Low' }),
  ];
  await start(first._id, -2, 5);
  const hotfix = await task('Card declined message is cut off on phones', { sprintId: first._id, storyPoints: 2, priority: 'High', type: 'Bug', assignee: person('Maya') });
  await api.call('POST', `/api/task/update/${planned[3]!._id}`, { sprintId: null });
  for (const done of [planned[0]!, planned[1]!, hotfix]) await api.call('POST', `/api/task/update/${done._id}`, { status: status('Completed') });

  const second = await api.call<{ _id: string }>('POST', '/api/sprint/add', { projectId: project._id, name: 'CHK Sprint 2' });
  await api.call('POST', `/api/sprint/complete/${first._id}`, { moveTo: second._id });
  await task('Translate checkout errors into German', { sprintId: second._id, storyPoints: 3, priority: 'Medium', assignee: person('Maya') });
  await task('Compress hero video for mobile', { sprintId: second._id, storyPoints: 5, priority: 'None', status: status('Pending') });
  await task('Audit log for refunds', { sprintId: second._id, storyPoints: 2, priority: 'Low', status: status('In Progress'), assignee: person('Eddie') });
  await start(second._id, 0, 9);
  return { projectId: project._id, completedSprintId: first._id };
}

async function capture(browser: Browser, seeded: Seeded, theme: Theme, viewport: Viewport) {
  const login = await request.newContext({ baseURL: BASE_URL });
  const answer = await login.post('/api/user/login', { data: { email: OWNER, password: DEMO_PASSWORD } });
  if (!answer.ok()) throw new Error(`login: ${answer.status()} ${await answer.text()}`);
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: viewport.width, height: viewport.height }, colorScheme: theme, storageState: await login.storageState() });
  await login.dispose();
  await context.addInitScript((mode) => localStorage.setItem('themeMode', mode), theme);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[${theme} ${viewport.name}] page error: ${error.message}`));
  const space = `/task/projects/space?projectId=${seeded.projectId}`;

  await page.goto(`${space}&selectedTab=backlog`);
  await page.getByRole('button', { name: /^Completed sprints/ }).click();
  await page.mouse.move(0, 0);
  await shoot(page, 'backlog-completed-sprints', theme, viewport);

  await page.getByRole('link', { name: 'Report of CHK Sprint 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'CHK Sprint 1 report' });
  await dialog.getByRole('region', { name: /^Completed: / }).waitFor();
  await shoot(page, 'sprint-report', theme, viewport);
  await dialog.getByRole('region', { name: 'Removed after start', exact: true }).scrollIntoViewIfNeeded();
  await shoot(page, 'sprint-report-lists', theme, viewport);

  await page.goto(`${space}&selectedTab=summary`);
  await page.getByRole('region', { name: 'Priority' }).waitFor();
  await page.mouse.move(0, 0);
  await shoot(page, 'summary', theme, viewport, true);
  await context.close();
}

async function main() {
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.mkdirSync(WORK_DIR, { recursive: true });
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startServer({ port: PORT, workDir: WORK_DIR });
  try {
    const seeded = await seed();
    await withBrowser(async (browser) => {
      for (const theme of THEMES) for (const viewport of VIEWPORTS) await capture(browser, seeded, theme, viewport);
    });
  } finally {
    await stopServer(server);
  }
}

await main();
