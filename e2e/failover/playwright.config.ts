import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../support/env';
import { FAILOVER_BASE_URL } from './nodes';

/**
 * The failover check (deploy/smoke/failover.sh): the web app through nginx in front of two nodes
 * that the script started, so no globalSetup server; one test, no retries, since a retry would
 * run on a cluster already missing a node.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    baseURL: FAILOVER_BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
});
