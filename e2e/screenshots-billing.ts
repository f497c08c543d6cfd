/**
 * Captures the billing screens in light and dark mode at 1280 and 360 px: both steps of the
 * upgrade dialog, the sandbox's hosted checkout page, /payment-status (paid and failed), /billing
 * before and after paying, and the guard screen of a lapsed organisation. Starts the product on a
 * fresh embedded database (demo data, its Team trial) and stops it when done:
 *   node --import tsx e2e/screenshots-billing.ts   (PORT=3292, OUT=.test-tmp/screenshots/billing)
 * Rebuild the web app (npm run build:web) after changing it: the server serves dist/web.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/seed/seed';
import { startSmtpSink } from '../server/test/smtpSink';
import { LAPSED, seedLapsedTrial } from './support/lapsedOrganization';
import { signedInPage, startServer, stopServer } from './support/serverProcess';
import { screenshotter, THEMES, VIEWPORTS, withBrowser, type Theme, type Viewport } from './support/screenshots';

const PORT = Number(process.env.PORT ?? 3292);
const BASE_URL = `http://localhost:${PORT}`;
const WORK_DIR = path.resolve('.test-tmp', 'screenshots-billing');
const DATA_DIR = path.join(WORK_DIR, 'data');
const OUT = path.resolve(process.env.OUT ?? '.test-tmp/screenshots/billing');
/** The platform administrator, for the revenue and promotion-code screens. */
const SUPER_ADMIN = { email: 'superadmin@billing-shots.test', password: 'super-admin-password' };
const shoot = screenshotter(OUT, { fullPage: false, settleMs: 500 });

const signedIn = (browser: Browser, email: string, password: string, theme: Theme, viewport: Viewport) => signedInPage(browser, BASE_URL, { email, password }, theme, viewport);

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Cardholder name').fill('Olivia Owner');
}

/** One pass per theme and width; each pass pays once, so /billing fills up with history. */
async function capture(browser: Browser, theme: Theme, viewport: Viewport) {
  const { context, page } = await signedIn(browser, 'owner@demo.test', DEMO_PASSWORD, theme, viewport);
  await page.goto('/billing');
  await page.getByRole('heading', { name: 'Billing' }).first().waitFor();
  await shoot(page, 'billing-before', theme, viewport, true);

  await page.getByRole('button', { name: /^(Upgrade|Change plan)$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
  await shoot(page, 'upgrade-step1', theme, viewport);
  await dialog.getByRole('button', { name: 'Choose Team' }).click();
  await dialog.getByRole('button', { name: 'Add a user' }).click();
  await dialog.getByRole('button', { name: 'Annually' }).click();
  await page.waitForTimeout(600);
  await shoot(page, 'upgrade-step2', theme, viewport);
  await dialog.getByRole('button', { name: 'Upgrade to Team' }).click();

  await page.waitForURL(/\/checkout\//);
  await page.getByLabel('Card number').waitFor();
  await fillCard(page, '4242 4242 4242 4242');
  await shoot(page, 'checkout', theme, viewport, true);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('heading', { name: 'Payment successful' }).waitFor({ timeout: 20_000 });
  await shoot(page, 'payment-status-paid', theme, viewport, true);

  await page.goto('/billing');
  await page.getByText('Invoices').first().waitFor();
  await page.getByText(/INV-/).first().waitFor();
  await shoot(page, 'billing-after', theme, viewport, true);

  // A declined card: a fresh checkout for one more seat.
  const current = (await (await page.request.get('/api/subscription/active')).json()).data as { quantity: number; billingCycle: string };
  const checkout = await page.request.post('/api/checkout', { data: { quantity: current.quantity + 1, billing_cycle: current.billingCycle, promotionCode: null } });
  await page.goto((await checkout.json()).data.url);
  await page.getByLabel('Card number').waitFor();
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('heading', { name: 'Payment failed' }).waitFor({ timeout: 20_000 });
  await shoot(page, 'payment-status-failed', theme, viewport, true);
  await context.close();

  const lapsed = await signedIn(browser, LAPSED.editor.email, LAPSED.editor.password, theme, viewport);
  await lapsed.page.goto('/');
  await lapsed.page.getByRole('heading', { name: 'Your trial has ended' }).waitFor();
  await shoot(lapsed.page, 'guard-editor', theme, viewport);
  await lapsed.context.close();

  const admin = await signedIn(browser, SUPER_ADMIN.email, SUPER_ADMIN.password, theme, viewport);
  await admin.page.goto('/admin/dashboard');
  await admin.page.getByRole('region', { name: 'Revenue by month' }).or(admin.page.getByText('Revenue by month')).first().waitFor();
  await shoot(admin.page, 'admin-revenue', theme, viewport, true);
  await admin.context.close();
}

async function main() {
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.mkdirSync(WORK_DIR, { recursive: true });
  fs.mkdirSync(OUT, { recursive: true });
  await seedLapsedTrial(DATA_DIR);
  const sink = await startSmtpSink();
  const server = await startServer({ port: PORT, workDir: WORK_DIR, smtpUrl: sink.url, env: { SUPER_ADMIN_EMAIL: SUPER_ADMIN.email, SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password } });
  try {
    await withBrowser(async (browser) => {
      for (const theme of THEMES) for (const viewport of VIEWPORTS) await capture(browser, theme, viewport);
    });
  } finally {
    await stopServer(server);
    await sink.close();
  }
}

await main();
