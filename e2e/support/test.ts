import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, closing at the end of each test the browser contexts it opened itself
 * (`browser.newContext()`, as `team()` does for each person). Playwright closes only its own
 * `context` fixture: the others stayed open for the rest of the worker, every page in them still
 * live (sockets, calendars, open notes), until late in the suite a worker's browser held dozens
 * and pages loading beside them stalled.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
