import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { createMemoryAttemptStore, createRedisAttemptStore } from '../platform/auth/attemptLimiter';
import type { GoogleVerifier } from '../platform/auth/google';
import { loadConfig } from '../platform/config/config';
import { createDatabase, type Database } from '../platform/db/database';
import { createMailer } from '../platform/mail/mailer';
import { withDatabase } from './globalSetup';
import { startSmtpSink } from './smtpSink';

/**
 * A fresh database for one test file: the migrated PGlite dump loaded into memory, or
 * a clone of the PostgreSQL template when DATABASE_URL is set (CI runs both).
 */
export async function openTestDatabase(): Promise<Database> {
  const postgresTemplate = inject('postgresTemplate');
  const url = process.env.DATABASE_URL;
  if (url && postgresTemplate) {
    const name = `teamwork_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${postgresTemplate}`);
    await admin.end();
    const database = createDatabase({ kind: 'postgres', url: withDatabase(url, name) });
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteTemplate'));
  return createDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  google?: GoogleVerifier;
  /** Another app's database, to run a second node against the same data. */
  database?: Database;
  webDir?: string;
  /** Where the server logs, for a test that reads what it said (errors nobody answered for); silent by default. */
  logger?: Logger;
}

/** The whole product on a fresh database, real SMTP to an in-process sink, Redis when configured. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase());
  const ownsDatabase = !options.database;
  const mail = await startSmtpSink();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    SMTP_URL: mail.url,
    LOG_LEVEL: 'silent',
    REDIS_URL: process.env.REDIS_URL,
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: 'silent' });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL) : null;
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox'), logger });
  const { app, realtime, jobs, presence, sessions, noteCollab, readiness } = await buildApp({
    config,
    database,
    mailer,
    logger,
    // A namespace per app, so counters in a shared Redis never leak between test files.
    attemptStore: redis ? createRedisAttemptStore(redis, `test:${randomUUID()}:`) : createMemoryAttemptStore(),
    google: options.google,
    webDir: options.webDir,
  });
  await app.ready();

  return {
    app,
    realtime,
    /** The billing job queue, never polling in tests: call jobs.runDue(moment) to move the clock. */
    jobs,
    /** Presence, whose sweep runs on a long timer: call presence.sweep() for a pass now. */
    presence,
    sessions,
    /** The notes' collaboration server, on app.server's /collab once the app listens. */
    noteCollab,
    readiness,
    db: database.db,
    database,
    mail,
    config,
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
      mailer.close();
      await mail.close();
      await redis?.quit();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The app listening on a free port of 127.0.0.1, for tests with real clients (sockets, providers); answers its http:// address. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
