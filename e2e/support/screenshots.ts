import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './env';

/** What every screenshot script captures: both themes at a desktop and a phone width. */
export const THEMES = ['light', 'dark'] as const;
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 360, height: 740 },
] as const;
export type Theme = (typeof THEMES)[number];
export type Viewport = (typeof VIEWPORTS)[number];

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

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function withBrowser(run: (browser: Browser) => Promise<void>): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}
