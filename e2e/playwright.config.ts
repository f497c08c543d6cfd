import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_BASE_URL } from './support/env';

/** Tests that start and kill servers of their own. */
const SERVER_RESTARTS = ['notesRecovery.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: process.env.CI ? 60_000 : 30_000,
  // A cold page boots its whole shell before it draws: with two workers' browsers on CI's two cores
  // that took 10-12 s on 27 Nov (0.5 s alone), past a 7 s wait and a test's 30 s, while nothing was wrong.
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  projects: [
    // failover/ runs against a two-node cluster that deploy/smoke/failover.sh starts, with its own config.
    { name: 'browser', testIgnore: [...SERVER_RESTARTS, 'failover/**'] },
    // Starts a server of its own (migrations and the demo data on a fresh database), twice: minutes of
    // CPU that starved the tests beside it on CI's two cores (the notes editor's, which failed both
    // tries on 27 Nov waiting 15 s for the editor). Alone, after the rest.
    { name: 'server restarts', testMatch: SERVER_RESTARTS, dependencies: ['browser'] },
  ],
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
});
