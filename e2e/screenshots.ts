/**
 * Captures the main screens in light and dark mode at desktop and phone widths, for
 * reviewing the look of the web app. Needs a running server with the demo data:
 *   PORT=3100 SEED_DEMO=true node --import tsx server/main.ts
 *   node --import tsx e2e/screenshots.ts   (BASE_URL, OUT, DEMO_EMAIL, DEMO_PASSWORD, ADMIN_PASSWORD)
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3100';
const OUT = resolve(process.env.OUT ?? './screenshots');
const DEMO_EMAIL = process.env.DEMO_EMAIL ?? 'owner@demo.test';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo-password';
// Optional: the super admin's password is printed once, on the server's first start.
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'superadmin@teamwork.local';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD;

const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 360, height: 740 },
] as const;

type Theme = (typeof THEMES)[number];
type Viewport = (typeof VIEWPORTS)[number];

async function shoot(page: Page, name: string, theme: Theme, viewport: Viewport): Promise<void> {
  // Wait for the route progress bar to finish, then let transitions (drawer, menus) settle.
  await page.locator('#nprogress').waitFor({ state: 'detached' });
  await page.waitForTimeout(400);
  const file = join(OUT, `${name}-${theme}-${viewport.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`saved ${file}`);
}

async function signIn(page: Page, email: string, password: string, landing: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${BASE_URL}${landing}`, { timeout: 15_000 }).catch(async () => {
    const alert = await page.getByRole('alert').textContent().catch(() => null);
    throw new Error(`Sign-in as ${email} failed${alert ? `: ${alert}` : ''} (check the *_EMAIL / *_PASSWORD variables)`);
  });
  await page.getByRole('button', { name: /^Account menu/ }).waitFor();
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
  page.on('pageerror', (error) => console.warn(`[${theme} ${viewport.name}] page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.warn(`[${theme} ${viewport.name}] console: ${message.text()}`);
  });

  await page.goto('/email-sent?email=new.user%40example.com');
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  await shoot(page, 'email-sent', theme, viewport);

  await page.goto('/this-page-does-not-exist');
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await shoot(page, 'not-found', theme, viewport);

  await page.goto('/signup');
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await shoot(page, 'signup', theme, viewport);

  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign in to Teamwork' }).waitFor();
  await shoot(page, 'login', theme, viewport);

  await signIn(page, DEMO_EMAIL, DEMO_PASSWORD, '/');
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

  if (ADMIN_PASSWORD) {
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Sign in to Teamwork' }).waitFor();
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin/dashboard');
    await page.getByRole('table', { name: 'Organizations' }).waitFor();
    await shoot(page, 'admin-dashboard', theme, viewport);
  }

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
