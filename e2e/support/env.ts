import path from 'node:path';

/** Where the browser suite's server listens and keeps its state; shared by setup and tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3211);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DIR = path.resolve('.test-tmp', 'e2e');
export const MAILBOX_DIR = path.join(E2E_DIR, 'mailbox');
export const SUPER_ADMIN = { email: 'superadmin@e2e.test', password: 'super-admin-password' };
export const DEMO_PASSWORD = 'demo-password';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
