/**
 * Captures issue 14 item 18's guided start in light and dark mode at 1280 and 360 px: a new
 * organisation's home page before anything is done and after its first project, and #general
 * opening with the welcome. Starts the product on a fresh embedded database, signs up through
 * the API (verified from the mail), and stops the server when done:
 *   node --import tsx e2e/screenshots-getting-started.ts   (PORT=3262, OUT=.test-tmp/screenshots/getting-started)
 * Rebuild the web app (npm run build:web) after changing it: the server serves dist/web.
 */
import fs from 'node:fs';
import path from 'node:path';
import { request, type Browser } from '@playwright/test';
import { startSmtpSink } from '../server/test/smtpSink';
import { signedInPage, startServer, stopServer } from './support/serverProcess';
import { screenshotter, THEMES, VIEWPORTS, withBrowser, type Theme, type Viewport } from './support/screenshots';

const PORT = Number(process.env.PORT ?? 3262);
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.resolve('.test-tmp', 'screenshots-getting-started');
const OUT = path.resolve(process.env.OUT ?? '.test-tmp/screenshots/getting-started');
const shoot = screenshotter(OUT, { fullPage: false, settleMs: 500 });

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** A verified owner of a brand-new organisation, and optionally its first project. */
async function newOrganization(sink: Sink, label: string, withProject: boolean) {
  const email = `${label}@guide.test`;
  const account = { email, password: 'a long password' };
  const api = await request.newContext({ baseURL: BASE_URL });
  await api.put('/api/register', { data: { name: 'Gina Guide', organizationName: 'Gina Works', ...account } });
  const mail = await sink.waitFor(email);
  const token = /verify-email\?token=([\w-]+)/.exec(mail.text)![1]!;
  await api.get(`/api/verify-email?token=${token}`);
  if (withProject) {
    await api.post('/api/user/login', { data: account });
    const me = (await (await api.get('/api/check')).json()).data as { _id: string };
    await api.post('/api/project/add', { data: { name: 'Launch', members: [me._id] } });
  }
  await api.dispose();
  return account;
}

async function capture(browser: Browser, sink: Sink, theme: Theme, viewport: Viewport) {
  const fresh = await signedInPage(browser, BASE_URL, await newOrganization(sink, `fresh-${theme}-${viewport.name}`, false), theme, viewport);
  await fresh.page.goto('/');
  await fresh.page.getByText('0 of 4 done').waitFor();
  await shoot(fresh.page, 'getting-started-new', theme, viewport);
  await fresh.page.getByRole('link', { name: 'Open #general' }).click();
  await fresh.page.getByText(/Welcome to Gina Works!/).first().waitFor();
  await shoot(fresh.page, 'getting-started-welcome', theme, viewport);
  await fresh.context.close();

  const started = await signedInPage(browser, BASE_URL, await newOrganization(sink, `started-${theme}-${viewport.name}`, true), theme, viewport);
  await started.page.goto('/');
  await started.page.getByText('1 of 4 done').waitFor();
  await shoot(started.page, 'getting-started-one-done', theme, viewport);
  await started.context.close();
}

async function main() {
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.mkdirSync(WORK_DIR, { recursive: true });
  fs.mkdirSync(OUT, { recursive: true });
  const sink = await startSmtpSink();
  const server = await startServer({ port: PORT, workDir: WORK_DIR, smtpUrl: sink.url, env: { MAIL_LIMIT_PER_CLIENT: '1000' } });
  try {
    await withBrowser(async (browser) => {
      for (const theme of THEMES) for (const viewport of VIEWPORTS) await capture(browser, sink, theme, viewport);
    });
  } finally {
    await stopServer(server);
    await sink.close();
  }
}

await main();
