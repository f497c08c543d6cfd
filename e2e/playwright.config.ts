import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_BASE_URL } from './support/env';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Runs against a two-node cluster that deploy/smoke/failover.sh starts, with its own config.
  testIgnore: 'failover/**',
  globalSetup: './support/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
});
