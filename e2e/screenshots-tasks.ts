/**
 * Captures the home page ("My work") and the task screens (board, backlog, list, summary, the task panel) in light and
 * dark mode at 1280 and 360 px on a seeded demo project, and times the board and the
 * list of a 5,000-task project. Needs a running server with the demo users:
 *   PORT=3550 node --import tsx server/main.ts
 *   node --import tsx e2e/screenshots-tasks.ts   (BASE_URL, OUT, DEMO_EMAIL, DEMO_PASSWORD, BULK=5000|0)
 * Seeds through the API on first run (e2e/support/seedTasks.ts); later runs reuse the projects.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { screenshotter, THEMES, VIEWPORTS, withBrowser, type Theme, type Viewport } from './support/screenshots';
import { ApiSession, seedBulkProject, seedDemoProject } from './support/seedTasks';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3550';
const OUT = resolve(process.env.OUT ?? './screenshots');
const DEMO_EMAIL = process.env.DEMO_EMAIL ?? 'owner@demo.test';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password';
const BULK = Number(process.env.BULK ?? 5000);

const shoot = screenshotter(OUT, { fullPage: false, settleMs: 500 });

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${BASE_URL}/`, { timeout: 15_000 });
}

const space = (projectId: string, tab: string, taskId?: string) =>
  `/task/projects/space?projectId=${projectId}&selectedTab=${tab}${taskId ? `&taskId=${taskId}` : ''}`;

async function captureSet(browser: Browser, theme: Theme, viewport: Viewport, projectId: string, taskId: string): Promise<void> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: viewport.width, height: viewport.height }, colorScheme: theme });
  await context.addInitScript((mode) => localStorage.setItem('themeMode', mode), theme);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[${theme} ${viewport.name}] page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.warn(`[${theme} ${viewport.name}] console: ${message.text()}`);
  });
  await signIn(page);

  // Loaded afresh, not straight after signing in, so the drawer is not caught sliding in; the pointer off the rows.
  await page.goto('/');
  await page.mouse.move(0, 0);
  await page.getByRole('list', { name: 'Tasks assigned to me' }).waitFor();
  await page.getByRole('list', { name: 'Recent activity' }).waitFor();
  // The whole page on the phone; at 1280 px a full-page capture resizes the window and catches the drawer mid-transition.
  await shoot(page, 'dashboard', theme, viewport, viewport.name === 'mobile');

  await page.goto(space(projectId, 'board'));
  await page.getByRole('region', { name: 'Board' }).waitFor();
  await shoot(page, 'tasks-board', theme, viewport);

  await page.goto(space(projectId, 'backlog'));
  await page.getByRole('region', { name: 'Sprints and backlog' }).waitFor();
  await shoot(page, 'tasks-backlog', theme, viewport);

  await page.goto(space(projectId, 'list'));
  await page.getByRole('table').waitFor();
  await shoot(page, 'tasks-list', theme, viewport);

  await page.goto(space(projectId, 'summary'));
  await page.getByRole('region', { name: 'Status' }).waitFor();
  await shoot(page, 'tasks-summary', theme, viewport, true);

  await page.goto(space(projectId, 'board', taskId));
  await page.getByRole('button', { name: 'Close task' }).waitFor();
  await page.getByRole('textbox', { name: 'Description' }).waitFor();
  await shoot(page, 'tasks-panel', theme, viewport);

  await page.getByRole('tab', { name: 'Activity' }).click();
  await page.getByRole('list', { name: 'Activity' }).waitFor();
  await shoot(page, 'tasks-panel-activity', theme, viewport);

  if (viewport.name === 'desktop') {
    await page.goto(space(projectId, 'backlog'));
    await page.getByRole('button', { name: 'Complete sprint' }).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, 'tasks-complete-sprint', theme, viewport);
  }
  await context.close();
}

/** Time from navigation to the first card (board) or row (list) of a project with thousands of tasks. */
async function timeBulk(browser: Browser, projectId: string): Promise<void> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page);
  for (const tab of ['board', 'list', 'board', 'list'] as const) {
    const started = Date.now();
    await page.goto(space(projectId, tab));
    if (tab === 'board') await page.locator('[data-task-card]').first().waitFor({ timeout: 30_000 });
    else await page.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
    const total = Date.now() - started;
    const apiMs = await page.evaluate((path) => {
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes(path)) as PerformanceResourceTiming | undefined;
      return entry ? Math.round(entry.responseEnd - entry.requestStart) : null;
    }, tab === 'board' ? '/api/task/board/' : '/api/task/list');
    const rendered = await page.evaluate(() => document.querySelectorAll('[data-task-card], [role="row"]').length);
    console.log(`${tab} of ${BULK} tasks: first content after ${total} ms (page load included; API ${apiMs} ms); ${rendered} cards/rows in the DOM`);
  }
  if (BULK) {
    await page.goto(space(projectId, 'list'));
    await page.getByRole('row').nth(1).waitFor();
    const sortStart = Date.now();
    await page.getByRole('button', { name: 'Title' }).click();
    await page.waitForTimeout(50);
    console.log(`list sort by title: ${Date.now() - sortStart} ms (incl. 50 ms wait)`);
  }
  await context.close();
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const api = new ApiSession(BASE_URL);
  await api.login(DEMO_EMAIL, DEMO_PASSWORD);
  const project = await seedDemoProject(api);
  const board = await api.call<{ tasks: { _id: string; key: string }[] }>('GET', `/api/task/board/${project._id}`);
  const taskId = board.tasks[1]?._id ?? board.tasks[0]!._id;
  await withBrowser(async (browser) => {
    for (const theme of THEMES) for (const viewport of VIEWPORTS) await captureSet(browser, theme, viewport, project._id, taskId);
    if (BULK) await timeBulk(browser, (await seedBulkProject(api, BULK))._id);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
