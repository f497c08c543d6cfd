/**
 * Captures /notes with a note open (written live by two people), the share dialog, the history
 * with what changed, and a project's notes tab, in light and dark mode at 1280 and 360 px.
 * Starts the product on a fresh embedded database (demo data), seeds notes through the API and
 * writes their text through the editor in a browser, and stops the server when done:
 *   node --import tsx e2e/screenshots-notes.ts   (PORT=3262, OUT=.test-tmp/screenshots/notes)
 * Rebuild the web app (npm run build:web) after changing it: the server serves dist/web.
 */
import fs from 'node:fs';
import path from 'node:path';
import { request, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/seed/seed';
import { screenshotter, THEMES, VIEWPORTS, withBrowser, type Theme, type Viewport } from './support/screenshots';
import { ApiSession } from './support/seedTasks';
import { startServer, stopServer } from './support/serverProcess';

const PORT = Number(process.env.PORT ?? 3262);
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.resolve('.test-tmp', 'screenshots-notes');
const OUT = path.resolve(process.env.OUT ?? '.test-tmp/screenshots/notes');
const OWNER = 'owner@demo.test';
const EDITOR = 'editor@demo.test';
const shoot = screenshotter(OUT, { fullPage: false, settleMs: 700 });

interface Seeded {
  projectId: string;
  noteId: string;
}

async function seed(): Promise<Seeded> {
  const api = new ApiSession(BASE_URL);
  await api.login(OWNER, DEMO_PASSWORD);
  const people = await api.call<{ _id: string; name: string }[]>('GET', '/api/employee/list');
  const person = (name: string) => people.find((p) => p.name.startsWith(name))!._id;
  const project = await api.call<{ _id: string }>('POST', '/api/project/add', { name: 'Checkout Revamp', key: 'CHK', members: [person('Eddie'), person('Maya')] });
  await api.call('POST', '/api/note', { title: 'Onboarding checklist' });
  await api.call('POST', '/api/note', { title: 'Design review — checkout summary', projectId: project._id });
  await api.call('POST', '/api/note', { title: 'Retro: sprint 14', projectId: project._id });
  const note = await api.call<{ _id: string }>('POST', '/api/note', { title: 'Q3 launch plan', projectId: project._id });
  await api.call('POST', `/api/note/${note._id}/share`, { userId: person('Eddie'), permission: 'Editor' });
  await api.call('POST', `/api/note/${note._id}/share`, { userIds: [person('Riley'), person('Adam')], permission: 'Viewer' });
  return { projectId: project._id, noteId: note._id };
}

async function signedInContext(browser: Browser, email: string, theme: Theme, viewport: Viewport) {
  const login = await request.newContext({ baseURL: BASE_URL });
  const answer = await login.post('/api/user/login', { data: { email, password: DEMO_PASSWORD } });
  if (!answer.ok()) throw new Error(`login: ${answer.status()} ${await answer.text()}`);
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: viewport.width, height: viewport.height }, colorScheme: theme, storageState: await login.storageState() });
  await login.dispose();
  await context.addInitScript((mode) => localStorage.setItem('themeMode', mode), theme);
  return context;
}

/** The live editor (the stored HTML paints first, read-only, and is not it). */
const editorOf = (page: Page) => page.getByRole('region', { name: 'Open note' }).getByRole('textbox', { name: 'Note', exact: true });

/** Writes the launch plan through the editor (markdown shortcuts), saves a version, then changes it, so history has something to show. */
async function write(browser: Browser, seeded: Seeded) {
  const context = await signedInContext(browser, OWNER, 'light', VIEWPORTS[0]);
  const page = await context.newPage();
  await page.goto(`/notes?noteId=${seeded.noteId}`);
  await editorOf(page).click();
  const type = (text: string) => page.keyboard.type(text, { delay: 5 });
  await type('## Goals\nShip the new checkout to every customer by the end of September.\n');
  // A list continues itself on Enter; a second Enter on an empty item ends it.
  await type('## Milestones\n- Beta for 10% of traffic on 1 August\nPayment provider review\nFull rollout\n\n');
  await type('[ ] Sign off the copy with marketing\n');
  await page.keyboard.press('Enter');
  await type('> Keep the old checkout behind a flag until the rollout is done.\n');
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('textbox', { name: 'Version name' }).fill('Before the review');
  await page.getByRole('button', { name: 'Save version' }).click();
  await page.getByText('Saved the version “Before the review”').waitFor();
  await page.getByRole('button', { name: 'Close history' }).click();
  await editorOf(page).click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await type(' Apple Pay ships with it.');
  await page.waitForTimeout(2500);
  await context.close();
}

async function capture(browser: Browser, seeded: Seeded, theme: Theme, viewport: Viewport) {
  const context = await signedInContext(browser, OWNER, theme, viewport);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`[${theme} ${viewport.name}] page error: ${error.message}`));
  // Someone else in the note, so its people and their carets show.
  const other = await signedInContext(browser, EDITOR, theme, viewport);
  const eddie = await other.newPage();
  await eddie.goto(`/notes?noteId=${seeded.noteId}`);
  await editorOf(eddie).click();
  await eddie.keyboard.press('Control+End');

  if (viewport.width < 600) {
    await page.goto('/notes');
    await page.getByRole('list', { name: 'Notes' }).waitFor();
    await shoot(page, 'notes-list', theme, viewport);
  }
  await page.goto(`/notes?noteId=${seeded.noteId}`);
  await editorOf(page).waitFor();
  await page.getByRole('img', { name: /In this note now/ }).waitFor();
  await page.mouse.move(0, 0);
  await shoot(page, 'notes-open', theme, viewport);

  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('list', { name: 'People with access' }).waitFor();
  await shoot(page, 'notes-share', theme, viewport);
  await page.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('list', { name: 'Versions' }).waitFor();
  await shoot(page, 'notes-history', theme, viewport);
  await page.getByText('Before the review').click();
  await page.getByRole('tab', { name: 'What changed' }).click();
  await page.getByRole('region', { name: 'What changed since this version' }).waitFor();
  await shoot(page, 'notes-history-changes', theme, viewport);
  await page.getByRole('button', { name: 'Close history' }).click();

  await page.goto(`/task/projects/space?projectId=${seeded.projectId}&selectedTab=notes`);
  await page.getByRole('list', { name: 'Notes of Checkout Revamp' }).waitFor();
  await page.mouse.move(0, 0);
  await shoot(page, 'project-notes-tab', theme, viewport);
  await other.close();
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
      await write(browser, seeded);
      for (const theme of THEMES) for (const viewport of VIEWPORTS) await capture(browser, seeded, theme, viewport);
    });
  } finally {
    await stopServer(server);
  }
}

await main();
