/**
 * Captures the project screens (list, create, workspace settings and members) in light
 * and dark mode at 1280 and 360 px. Needs a running server with the demo data; creates
 * a few demo projects and tasks through the API when they are missing:
 *   PORT=3100 SEED_DEMO=true node --import tsx server/main.ts
 *   node --import tsx e2e/screenshots-projects.ts   (BASE_URL, OUT, DEMO_EMAIL, DEMO_PASSWORD)
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { request, type APIRequestContext, type Browser } from '@playwright/test';
import { screenshotter, THEMES, VIEWPORTS, withBrowser, type Theme, type Viewport } from './support/screenshots';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3100';
const OUT = resolve(process.env.OUT ?? './screenshots');
const DEMO_EMAIL = process.env.DEMO_EMAIL ?? 'owner@demo.test';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password';


interface Person {
  _id: string;
  name: string;
  email: string;
}

const DEMO_PROJECTS = [
  { name: 'Website Redesign', key: 'WEB', description: 'New marketing site and docs.', tasks: ['Hero section copy', 'Pricing page layout', 'Fix footer links', 'Blog migration'] },
  { name: 'Mobile App', key: 'MA', description: 'iOS and Android clients.', tasks: ['Push notification opt-in', 'Offline mode'] },
  { name: 'Customer Onboarding', key: 'ONB', description: 'Welcome flow and checklists.', status: 'inactive', tasks: [] },
  { name: 'Q3 Platform Migration', key: 'PLAT', description: 'Move services to the new cluster.', status: 'completed', tasks: [] },
] as const;

async function api<T>(context: APIRequestContext, method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> {
  const response = await context[method](path, data === undefined ? undefined : { data });
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Demo projects with members, statuses, an epic and a few open tasks, created once. */
async function seedProjects(): Promise<string> {
  const context = await request.newContext({ baseURL: BASE_URL });
  await api(context, 'post', '/api/user/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  const people = await api<Person[]>(context, 'get', '/api/employee/list');
  const existing = await api<{ _id: string; key: string }[]>(context, 'get', '/api/project/list');
  for (const demo of DEMO_PROJECTS) {
    if (existing.some((project) => project.key === demo.key)) continue;
    const members = people.slice(0, demo.key === 'WEB' ? people.length : 3).map((person) => person._id);
    const project = await api<{ _id: string }>(context, 'post', '/api/project/add', {
      name: demo.name,
      key: demo.key,
      description: demo.description,
      members,
      ...('status' in demo ? { status: demo.status } : {}),
    });
    for (const title of demo.tasks) await api(context, 'post', '/api/task/add', { projectId: project._id, title });
    if (demo.key === 'WEB') {
      await api(context, 'post', '/api/enum/add', { projectId: project._id, type: 'epic', name: 'Launch', color: '#7048E8' });
      await api(context, 'post', '/api/enum/add', { projectId: project._id, type: 'epic', name: 'SEO', color: '#1098AD' });
    }
  }
  const projects = await api<{ _id: string; key: string }[]>(context, 'get', '/api/project/list');
  await context.dispose();
  return projects.find((project) => project.key === 'WEB')!._id;
}

const shoot = screenshotter(OUT, { fullPage: true });

async function captureSet(browser: Browser, theme: Theme, viewport: Viewport, webId: string): Promise<void> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: viewport.width, height: viewport.height }, colorScheme: theme });
  await context.addInitScript((mode) => localStorage.setItem('themeMode', mode), theme);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[${theme} ${viewport.name}] page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.warn(`[${theme} ${viewport.name}] console: ${message.text()}`);
  });

  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /^Account menu/ }).waitFor();

  await page.goto('/task/projects');
  await page.getByRole('table', { name: 'Projects' }).getByText('Website Redesign').waitFor();
  await shoot(page, 'projects', theme, viewport);

  if (viewport.name === 'mobile') {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByText('Website Redesign').waitFor();
    await shoot(page, 'projects-drawer', theme, viewport);
    await page.keyboard.press('Escape');
  }

  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByRole('heading', { name: 'Create project' }).waitFor();
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.getByText('Please select at least one member').waitFor();
  await page.getByLabel('Project name').fill('Design System');
  await shoot(page, 'project-create', theme, viewport);

  await page.goto(`/task/projects/space?projectId=${webId}&selectedTab=settings`);
  await page.getByRole('heading', { name: 'Statuses' }).waitFor();
  await page.getByRole('list', { name: 'Statuses' }).waitFor();
  await shoot(page, 'project-settings', theme, viewport);

  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('list', { name: 'Project members' }).waitFor();
  await shoot(page, 'project-members', theme, viewport);

  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('heading', { name: 'Notes for this project are coming' }).waitFor();
  await shoot(page, 'project-notes', theme, viewport);

  await context.close();
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const webId = await seedProjects();
  await withBrowser(async (browser) => {
    for (const theme of THEMES) {
      for (const viewport of VIEWPORTS) await captureSet(browser, theme, viewport, webId);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
