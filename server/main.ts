import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { createMemoryAttemptStore, createRedisAttemptStore } from './platform/auth/attemptLimiter';
import { createGoogleVerifier } from './platform/auth/google';
import { ConfigError, loadConfig, type Config } from './platform/config/config';
import { createDatabase } from './platform/db/database';
import { createLogger } from './platform/logger';
import { createMailer } from './platform/mail/mailer';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, DEMO_USERS, ensureSuperAdmin, seedDemo } from './seed/seed';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * `npm run start:prod`: the web app was built beforehand (`npm run build`) and must be there; no demo
 * organisation unless SEED_DEMO says so, since its passwords are printed in the README.
 */
const PRODUCTION = process.argv.includes('--prod');

function readConfig(): Config {
  try {
    return loadConfig(PRODUCTION && !process.env.SEED_DEMO ? { ...process.env, SEED_DEMO: 'false' } : process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const webDir = config.WEB_DIR ?? path.join(ROOT, 'dist', 'web');
  if (PRODUCTION && !fs.existsSync(path.join(webDir, 'index.html'))) {
    console.error(`The web app is not built: ${path.join(webDir, 'index.html')} is missing. Run \`npm run build\` first (start:prod never builds).`);
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL);
  const database = createDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE } : { kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') },
  );
  let superAdmin: Awaited<ReturnType<typeof ensureSuperAdmin>> | undefined;
  let demo: Awaited<ReturnType<typeof seedDemo>> | null = null;
  // Seeding under the migration lock too: two nodes starting at once would both insert the super admin.
  await database.migrate(async () => {
    superAdmin = await ensureSuperAdmin(database.db, config.SUPER_ADMIN_EMAIL, config.SUPER_ADMIN_PASSWORD);
    demo = config.SEED_DEMO ? await seedDemo(database.db, { appUrl: config.APP_URL }) : null;
  });

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }) : null;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.DATA_DIR, 'outbox'), logger });

  const { app, jobs } = await buildApp({
    config,
    database,
    mailer,
    logger,
    attemptStore: redis ? createRedisAttemptStore(redis) : createMemoryAttemptStore(),
    google: config.GOOGLE_CLIENT_ID ? createGoogleVerifier({ clientId: config.GOOGLE_CLIENT_ID }) : undefined,
    webDir,
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  // Renewals, trial ends, grace periods, calendar reminders and mails; every node polls (and sets a timer
  // for a job due before its next poll), each job runs once. app.close() stops it.
  jobs.start(30_000);
  printBanner(config, database.kind, superAdmin!, demo);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    logger.info(`${signal}: finishing requests and shutting down`);
    const force = setTimeout(() => {
      logger.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      // Stops accepting, lets in-flight requests finish, closes sockets (preClose hooks: their clients
      // reconnect to another node) and stops the job queue and sweeps (onClose hooks).
      await app.close();
      await database.close();
      mailer.close();
      await redis?.quit();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

function printBanner(config: Config, dbKind: string, superAdmin: { email: string; generatedPassword: string | null }, demo: { kioskUrl?: string } | null): void {
  const lines = [
    '',
    `  Teamwork is running at ${config.APP_URL}`,
    `  Database: ${dbKind === 'pglite' ? `embedded (PGlite) in ${path.join(config.DATA_DIR, 'pglite')}` : 'PostgreSQL'}`,
    `  API docs: ${config.APP_URL}/api/docs`,
    `  Payments: ${config.STRIPE_SECRET_KEY ? 'Stripe' : 'sandbox (test card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)'}`,
    '',
  ];
  if (demo) {
    lines.push(`  Demo organisation "${DEMO_ORGANIZATION}", password for every demo user: ${DEMO_PASSWORD}`);
    for (const user of DEMO_USERS) lines.push(`    ${user.role.padEnd(11)} ${user.email}`);
    // Only a kiosk's hash is kept: its address can be shown on the start that made it, never again.
    lines.push(`  Kiosk: ${demo.kioskUrl ?? 'printed on the first start (a visitor manager makes a new one in Visitors, Kiosks)'}`);
    lines.push('');
  }
  const adminPassword = superAdmin.generatedPassword
    ? `password ${superAdmin.generatedPassword} (generated now, shown once: set SUPER_ADMIN_PASSWORD to choose one)`
    : config.SUPER_ADMIN_PASSWORD
      ? 'password from SUPER_ADMIN_PASSWORD'
      : 'password printed on first start (set SUPER_ADMIN_PASSWORD to change it)';
  lines.push(`  Super admin: ${superAdmin.email}, ${adminPassword}`, '');
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error('Could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
