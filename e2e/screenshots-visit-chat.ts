/**
 * Captures a host's Visitors conversation in chat (issue 19): the notices the product posts when
 * a walk-in at the kiosk waits for the host's approval and when visitors arrive with nobody behind
 * them, in light and dark mode at 1280 and 360 px; first with the sidebar's unread Visitors entry
 * (#general open), then the conversation itself. Starts the product on a fresh embedded database
 * (demo data), makes a kiosk and signs visitors in at it through its API:
 *   node --import tsx e2e/screenshots-visit-chat.ts   (PORT=3393, OUT=.test-tmp/screenshots/visit-chat)
 * Rebuild the web app (npm run build:web) after changing it: the server serves dist/web.
 */
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { Channel } from '../domain/chat/chat';
import { DEMO_PASSWORD } from '../server/seed/seed';
import { captureOnFreshServer, screenshotter, type Theme, type Viewport } from './support/screenshots';
import { ApiSession } from './support/seedTasks';
import { signedInPage } from './support/serverProcess';

const PORT = Number(process.env.PORT ?? 3393);
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.resolve('.test-tmp', 'screenshots-visit-chat');
const OUT = path.resolve(process.env.OUT ?? '.test-tmp/screenshots/visit-chat');
const shoot = screenshotter(OUT, { fullPage: false, settleMs: 600 });
const OWNER = { email: 'owner@demo.test', password: DEMO_PASSWORD };

const owner = new ApiSession(BASE_URL);
let kioskToken = '';
let ownerId = '';
/** One more walk-in before each capture, each a different visitor. */
const LATER_VISITORS = [
  ['Katherine Johnson', 'NASA'],
  ['Margaret Hamilton', 'MIT'],
  ['Dorothy Vaughan', 'NACA'],
  ['Mary Jackson', 'NACA'],
] as const;
let captured = 0;

/** A walk-in at the kiosk for the owner, as a visitor types it there. */
async function walkIn(name: string, company: string): Promise<void> {
  const response = await fetch(`${BASE_URL}/api/kiosk/${kioskToken}/walk-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, company, hostId: ownerId, purpose: 'Meeting', agreementAccepted: true }),
  });
  if (!response.ok) throw new Error(`walk-in: ${response.status} ${await response.text()}`);
}

async function seed(): Promise<void> {
  await owner.login(OWNER.email, OWNER.password);
  ownerId = (await owner.call<{ _id: string }>('GET', '/api/check'))._id;
  kioskToken = (await owner.call<{ token: string }>('POST', '/api/visitor/kiosk', { name: 'Front desk' })).token;
  await walkIn('Grace Hopper', 'US Navy');
  await owner.call('PUT', '/api/visitor/settings', { requireApproval: true });
  await walkIn('Alan Turing', 'Bletchley Park');
}

async function capture(browser: Browser, theme: Theme, viewport: Viewport) {
  // A fresh request each time, so the sidebar has one unread notice to show.
  const [name, company] = LATER_VISITORS[captured++ % LATER_VISITORS.length]!;
  await walkIn(name, company);
  const visitors = (await owner.call<Channel[]>('GET', '/api/channels')).find((channel) => channel.isNotices)!;
  const { context, page } = await signedInPage(browser, BASE_URL, OWNER, theme, viewport);
  if (viewport.name === 'desktop') {
    await page.goto('/chat');
    await page.getByRole('navigation', { name: 'Messages' }).getByRole('link', { name: /^Visitors/ }).waitFor();
    await shoot(page, 'visit-chat-sidebar', theme, viewport);
  }
  await page.goto(`/chat?channel=${visitors._id}`);
  await page.getByRole('heading', { level: 1, name: 'Visitors' }).waitFor();
  await page.getByRole('article', { name: /^Visitors, / }).last().waitFor();
  await shoot(page, 'visit-chat', theme, viewport);
  await context.close();
}

await captureOnFreshServer({ port: PORT, workDir: WORK_DIR, out: OUT }, seed, capture);
