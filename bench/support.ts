/** Pieces the benchmarks share: a database of their own and the whole product on it. */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../server/app';
import { createMemoryAttemptStore } from '../server/platform/auth/attemptLimiter';
import { loadConfig } from '../server/platform/config/config';
import { createDatabase, type Database } from '../server/platform/db/database';
import { createMailer } from '../server/platform/mail/mailer';
import { withDatabase } from '../server/test/globalSetup';
import { SESSION_COOKIE } from '../server/platform/auth/access';

/** The Cookie header a browser sends with the session `token`. */
export const sessionCookie = (token: string) => `${SESSION_COOKIE}=${token}`;

/** PGlite in a temp folder, or (with DATABASE_URL) a fresh database on that PostgreSQL server, dropped afterwards. */
export async function openBenchDatabase(dataDir: string): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: createDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }), drop: async () => undefined };
  const name = `teamwork_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    database: createDatabase({ kind: 'postgres', url: withDatabase(url, name) }),
    url: withDatabase(url, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The product on a migrated database, ready for app.inject or listen; `redisUrl` for the socket adapter, `webDir` serves a built web app. */
export async function buildBenchApp(database: Database, dataDir: string, options: { redisUrl?: string; webDir?: string } = {}) {
  const logger = pino({ level: 'warn' });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', REDIS_URL: options.redisUrl });
  const { app } = await buildApp({
    config,
    database,
    logger,
    mailer: createMailer({ from: config.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox'), logger }),
    attemptStore: createMemoryAttemptStore(),
    webDir: options.webDir,
  });
  await app.ready();
  return app;
}

/** The whole product (migrated, no demo data) on a database of its own; REDIS_URL is honoured; `webDir` serves a built web app. */
export async function startBenchApp(dataDir: string, options: { webDir?: string } = {}) {
  const { database, drop } = await openBenchDatabase(dataDir);
  await database.migrate();
  const app = await buildBenchApp(database, dataDir, { redisUrl: process.env.REDIS_URL, webDir: options.webDir });
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

/** The driver's own query call (PGlite and node-postgres both have it), for the plain SQL a bench compares with. */
export interface QueryClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
}

export async function time(fn: () => Promise<unknown>) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Each call `warmup` times, then `runs` rounds of all of them in turn, so a busy moment of the machine falls on all alike. */
export async function measureInterleaved<K extends string>(calls: Record<K, () => Promise<unknown>>, runs: number, warmup: number) {
  const names = Object.keys(calls) as K[];
  for (let i = 0; i < warmup; i++) for (const name of names) await calls[name]();
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < runs; i++) for (const name of names) samples[name].push(await time(calls[name]));
  return Object.fromEntries(names.map((name) => [name, stats(samples[name])])) as Record<K, ReturnType<typeof stats>>;
}
