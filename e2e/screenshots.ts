/**
 * Captures the main screens in light and dark mode at desktop and phone widths, for
 * reviewing the look of the web app. Needs a running server with the demo data:
 *   PORT=3100 SEED_DEMO=true node --import tsx server/main.ts
 *   node --import tsx e2e/screenshots.ts
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3100';
const OUT = resolve(process.env.OUT ?? './screenshots');
const DEMO_EMAIL = process.env.DEMO_EMAIL ?? 'owner@demo.test';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password';

const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 360, height: 740 },
] as const;

type Theme = (typeof THEMES)[number];
type Viewport = (typeof VIEWPORTS)[number];

async function shoot(page: Page, name: string, theme: Theme, viewport: Viewport): Promise<void> {
  // Let transitions (drawer, menus, fades) settle before the capture.
  await page.waitForTimeout(400);
  const file = join(OUT, `${name}-${theme}-${viewport.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`saved ${file}`);
}

async function captureSet(browser: Browser, theme: Theme, viewport: Viewport): Promise<void> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: viewport.width, height: viewport.height },
    colorScheme: theme,
  });
  // The app reads its theme from localStorage first; set it before any page script runs.
  await context.addInitScript((mode) => localStorage.setItem('themeMode', mode), theme);
  const page = await context.newPage();

  await page.goto('/signup');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await shoot(page, 'signup', theme, viewport);

  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign in to Teamwork' }).waitFor();
  await shoot(page, 'login', theme, viewport);

  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${BASE_URL}/`, { timeout: 15_000 }).catch(async () => {
    const alert = await page.getByRole('alert').textContent().catch(() => null);
    throw new Error(`Sign-in as ${DEMO_EMAIL} failed${alert ? `: ${alert}` : ''} (set DEMO_EMAIL / DEMO_PASSWORD)`);
  });
  await page.getByRole('button', { name: /^Account menu/ }).waitFor();
  await shoot(page, 'dashboard', theme, viewport);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('heading', { name: 'Notifications' }).waitFor();
  await shoot(page, 'notifications', theme, viewport);
  await page.keyboard.press('Escape');

  if (viewport.name === 'mobile') {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await shoot(page, 'drawer', theme, viewport);
    await page.getByRole('link', { name: 'Team' }).click();
  } else {
    await page.goto('/admin/team');
  }
  await page.getByRole('table', { name: 'Team members' }).waitFor();
  await shoot(page, 'team', theme, viewport);

  await page.goto('/notes');
  await page.getByRole('heading', { name: 'Notes', exact: true }).waitFor();
  await shoot(page, 'notes', theme, viewport);

  await page.goto('/admin/dashboard');
  await page.getByRole('heading', { name: 'ACCESS RESTRICTED' }).waitFor();
  await shoot(page, 'restricted', theme, viewport);

  await context.close();
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const theme of THEMES) {
      for (const viewport of VIEWPORTS) await captureSet(browser, theme, viewport);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
