/** Pieces the benchmarks share: a database of their own and the whole product on it. */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../server/app';
import { createMemoryAttemptStore } from '../server/platform/auth/attemptLimiter';
import { loadConfig } from '../server/platform/config/config';
import { createDatabase, type Database } from '../server/platform/db/database';
import { createMailer } from '../server/platform/mail/mailer';
import { withDatabase } from '../server/test/globalSetup';

/** PGlite in a temp folder, or (with DATABASE_URL) a fresh database on that PostgreSQL server, dropped afterwards. */
export async function openBenchDatabase(dataDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: createDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }), drop: async () => undefined };
  const name = `teamwork_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    database: createDatabase({ kind: 'postgres', url: withDatabase(url, name) }),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The whole product (migrated, no demo data) on a database of its own; REDIS_URL is honoured. */
export async function startBenchApp(dataDir: string) {
  const logger = pino({ level: 'warn' });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', REDIS_URL: process.env.REDIS_URL });
  const { database, drop } = await openBenchDatabase(dataDir);
  await database.migrate();
  const { app } = await buildApp({
    config,
    database,
    logger,
    mailer: createMailer({ from: config.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox'), logger }),
    attemptStore: createMemoryAttemptStore(),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
