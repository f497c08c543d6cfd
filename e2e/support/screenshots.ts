import { join } from 'node:path';
import fs from 'node:fs';
import { chromium, request, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './env';
import { startServer, stopServer } from './serverProcess';

/** What every screenshot script captures: both themes at a desktop and a phone width. */
export const THEMES = ['light', 'dark'] as const;
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 360, height: 740 },
] as const;
export type Theme = (typeof THEMES)[number];
/** A named screen size; the name ends each file's name. */
export interface Viewport {
  name: string;
  width: number;
  height: number;
}

/**
 * A `shoot(page, name, theme, viewport, fullPage?)` that saves `<name>-<theme>-<viewport>.png`
 * into `out` once the route progress bar is gone and transitions (drawer, menus) have settled.
 * Dialogs want `fullPage: false`: their backdrop covers the viewport only.
 */
export function screenshotter(out: string, options: { fullPage: boolean; settleMs?: number }) {
  return async (page: Page, name: string, theme: Theme, viewport: Viewport, fullPage = options.fullPage): Promise<void> => {
    await page.locator('#nprogress').waitFor({ state: 'detached' });
    await page.waitForTimeout(options.settleMs ?? 400);
    const file = join(out, `${name}-${theme}-${viewport.name}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(`saved ${file}`);
  };
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs (and `args`, e.g. a fake camera's). */
export async function withBrowser(run: (browser: Browser) => Promise<void>, args: string[] = []): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS, ...args] });
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}

/** A browser context in `theme` at `viewport`'s size; `options` adds to it (a session's storage state, touch, permissions). */
export async function themedContext(browser: Browser, baseUrl: string, theme: Theme, viewport: Viewport, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: viewport.width, height: viewport.height }, colorScheme: theme, ...options });
  await context.addInitScript((mode) => localStorage.setItem('themeMode', mode), theme);
  return context;
}

/** A browser context signed in as `email` (through the API), in `theme` at `viewport`'s size. */
export async function signedInContext(browser: Browser, baseUrl: string, login: { email: string; password: string }, theme: Theme, viewport: Viewport): Promise<BrowserContext> {
  const api = await request.newContext({ baseURL: baseUrl });
  const answer = await api.post('/api/user/login', { data: login });
  if (!answer.ok()) throw new Error(`login: ${answer.status()} ${await answer.text()}`);
  const storageState = await api.storageState();
  await api.dispose();
  return themedContext(browser, baseUrl, theme, viewport, { storageState });
}

/**
 * A screenshot script's run: the product on a fresh embedded database with the demo data in
 * `workDir`, `seed` through its API, then `capture` for both themes at each of `viewports` (by
 * default a desktop and a phone width), in a browser started with `browserArgs`; the server stops
 * whatever happens.
 */
export async function captureOnFreshServer(
  options: { port: number; workDir: string; out: string; viewports?: readonly Viewport[]; browserArgs?: string[] },
  seed: () => Promise<void>,
  capture: (browser: Browser, theme: Theme, viewport: Viewport) => Promise<void>,
): Promise<void> {
  fs.rmSync(options.workDir, { recursive: true, force: true });
  fs.mkdirSync(options.workDir, { recursive: true });
  fs.mkdirSync(options.out, { recursive: true });
  const server = await startServer({ port: options.port, workDir: options.workDir });
  try {
    await seed();
    await withBrowser(async (browser) => {
      for (const theme of THEMES) for (const viewport of options.viewports ?? VIEWPORTS) await capture(browser, theme, viewport);
    }, options.browserArgs);
  } finally {
    await stopServer(server);
  }
}
