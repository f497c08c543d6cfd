import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * What a page showed when its test failed, printed with the failure: CI keeps only its output, not
 * the traces. Where the page is, how long ago it loaded, the requests that were slow or never
 * answered, and the start of what a screen reader would read.
 */
async function describePage(page: Page): Promise<string> {
  const facts = await page
    .evaluate(() => {
      const slow = performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.duration > 1000 || entry.responseEnd === 0)
        .map((entry) => `${new URL(entry.name).pathname} at ${Math.round(entry.startTime)} ms took ${Math.round(entry.duration)} ms`);
      return { sinceLoad: Math.round(performance.now()), slow };
    })
    .catch(() => null);
  // The page's own part (the navigation is the same on every page), or all of it before the shell has drawn.
  const main = page.getByRole('main');
  const snapshot = await ((await main.count()) === 1 ? main : page.locator('body'))
    .ariaSnapshot({ timeout: 2000 })
    .catch(() => '(no snapshot)');
  const lines = [`  page ${page.url()}`];
  if (facts) lines.push(`    loaded ${facts.sinceLoad} ms ago; slow requests: ${facts.slow.length ? facts.slow.join('; ') : 'none'}`);
  lines.push(...snapshot.split('\n').slice(0, 30).map((line) => `    ${line}`));
  return lines.join('\n');
}

/**
 * Playwright's `test`, closing at the end of each test the browser contexts it opened itself
 * (`browser.newContext()`, as `team()` does for each person). Playwright closes only its own
 * `context` fixture: the others stayed open for the rest of the worker, every page in them still
 * live (sockets, calendars, open notes), until late in the suite a worker's browser held dozens
 * and pages loading beside them stalled.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use, testInfo) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      if (testInfo.status !== testInfo.expectedStatus) {
        const pages = opened.flatMap((context) => context.pages());
        const described = await Promise.all(pages.map(describePage));
        console.log(`What the test's pages showed when it failed:\n${described.join('\n')}`);
      }
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
