/**
 * Captures issue 14 item 6's chat screens in light and dark mode at 1280 and 360 px: a channel
 * opened by a link before joining it (Join), the channel menu's Add people dialog, and the
 * composer's '@' suggestions. Starts the product on a fresh embedded database with the demo
 * organisation, adds a #design channel through the API, and stops the server when done:
 *   node --import tsx e2e/screenshots-chat-join.ts   (PORT=3242, OUT=.test-tmp/screenshots/chat-join)
 * Rebuild the web app (npm run build:web) after changing it: the server serves dist/web.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { request, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/seed/seed';
import { startSmtpSink } from '../server/test/smtpSink';
import { signedInPage, startServer, stopServer } from './support/serverProcess';
import { screenshotter, THEMES, VIEWPORTS, withBrowser, type Theme, type Viewport } from './support/screenshots';

const PORT = Number(process.env.PORT ?? 3242);
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.resolve('.test-tmp', 'screenshots-chat-join');
const OUT = path.resolve(process.env.OUT ?? '.test-tmp/screenshots/chat-join');
const shoot = screenshotter(OUT, { fullPage: false, settleMs: 500 });

/** #design, made by the owner with the admin and the editor in it; the read user is not. */
async function seedDesignChannel(): Promise<string> {
  const api = await request.newContext({ baseURL: BASE_URL });
  const call = async <T>(method: 'get' | 'post', url: string, data?: unknown): Promise<T> => {
    const response = await api[method](url, data === undefined ? undefined : { data });
    if (!response.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  await call('post', '/api/user/login', { email: 'owner@demo.test', password: DEMO_PASSWORD });
  const people = await call<{ _id: string; email: string }[]>('get', '/api/chat/users');
  const members = people.filter((person) => ['admin@demo.test', 'editor@demo.test'].includes(person.email)).map((person) => person._id);
  const design = await call<{ _id: string }>('post', '/api/channels', { channelType: 'channel', name: 'design', members });
  for (const message of ['Mock-ups for the onboarding flow are in the shared folder.', 'Can everyone have a look before Thursday?']) {
    await call('post', `/api/channel/${design._id}/messages`, { message, clientId: randomUUID() });
  }
  await api.dispose();
  return design._id;
}

/** On a phone the drawer (with the channel list) is behind the menu button. */
async function openDrawer(page: Page, viewport: Viewport) {
  if (viewport.width < 600) await page.getByRole('button', { name: 'Open navigation' }).click();
}

async function capture(browser: Browser, channelId: string, theme: Theme, viewport: Viewport) {
  const reader = await signedInPage(browser, BASE_URL, { email: 'read@demo.test', password: DEMO_PASSWORD }, theme, viewport);
  await reader.page.goto(`/chat?channel=${channelId}`);
  await reader.page.getByRole('button', { name: 'Join #design' }).waitFor();
  await shoot(reader.page, 'chat-join', theme, viewport);
  await reader.context.close();

  const owner = await signedInPage(browser, BASE_URL, { email: 'owner@demo.test', password: DEMO_PASSWORD }, theme, viewport);
  const { page } = owner;
  await page.goto(`/chat?channel=${channelId}`);
  await page.getByRole('log', { name: 'Messages' }).getByText('Can everyone have a look').waitFor();
  await openDrawer(page, viewport);
  const entry = page.getByRole('list', { name: 'Channels', exact: true }).getByRole('listitem').filter({ has: page.getByRole('link', { name: /design/ }) });
  await entry.hover();
  await entry.getByRole('button', { name: 'Conversation options' }).click();
  await page.getByRole('menuitem', { name: 'Add people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add people to #design' });
  await dialog.getByRole('checkbox', { name: 'Riley Reader' }).check();
  await shoot(page, 'chat-add-people', theme, viewport);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  if (viewport.width < 600) await page.keyboard.press('Escape');

  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.click();
  await composer.pressSequentially('Thoughts @', { delay: 20 });
  await page.getByRole('listbox', { name: 'Mention someone' }).waitFor();
  await shoot(page, 'chat-mention-all', theme, viewport);
  await composer.pressSequentially('Edd', { delay: 20 });
  await page.getByRole('option', { name: /Eddie Editor/ }).waitFor();
  await shoot(page, 'chat-mention-filtered', theme, viewport);
  await owner.context.close();
}

async function main() {
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.mkdirSync(WORK_DIR, { recursive: true });
  fs.mkdirSync(OUT, { recursive: true });
  const sink = await startSmtpSink();
  const server = await startServer({ port: PORT, workDir: WORK_DIR, smtpUrl: sink.url });
  try {
    const channelId = await seedDesignChannel();
    await withBrowser(async (browser) => {
      for (const theme of THEMES) for (const viewport of VIEWPORTS) await capture(browser, channelId, theme, viewport);
    });
  } finally {
    await stopServer(server);
    await sink.close();
  }
}

await main();
