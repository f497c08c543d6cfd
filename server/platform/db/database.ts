import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config/config';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Both drivers expose the same Drizzle query builder; the node-postgres type is used
 * for both so services never care which one runs underneath.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations, then `andThen` (start-up seeding), one node at a time on PostgreSQL. */
  migrate(andThen?: () => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's state for /metrics (PostgreSQL; PGlite has one connection and no pool). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Calls `listener` with each statement's duration in seconds, from send to answer (one listener). */
  observeQueries(listener: (seconds: number) => void): void;
}

type QueryObserver = { listener?: (seconds: number) => void };

/**
 * Times a connection's query(), in both of its forms: a callback last (pg-pool's own pool.query
 * passes one) or a promise returned. Anything else it returns (a cursor, a stream) is left alone.
 */
function timeQueries(client: { query: (...args: never[]) => unknown }, observer: QueryObserver): void {
  const original = client.query;
  const timed = function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const done = () => observer.listener?.((performance.now() - started) / 1000);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    }
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) return result.finally(done);
    return result;
  };
  client.query = timed as typeof client.query;
}

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** The advisory lock nodes take around migrating; any fixed number no other code locks on. */
const MIGRATION_LOCK = 7_412_031;

/**
 * Drizzle's migrator takes no lock: two nodes starting at once would both read the same last
 * migration and both apply the next, and both insert the super admin. Holding a session-level
 * advisory lock on one connection makes the second wait, then find nothing left to do.
 */
async function underMigrationLock(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export function createDatabase(source: DatabaseSource): Database {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: source.poolSize ?? DEFAULT_DATABASE_POOL_SIZE });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const observer: QueryObserver = {};
    // Every statement, the pool's own and those of a transaction's checked-out client, runs on one of these.
    pool.on('connect', (client) => timeQueries(client as unknown as { query: (...args: never[]) => unknown }, observer));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: (andThen) =>
        underMigrationLock(pool, async () => {
          await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
          await andThen?.();
        }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      observeQueries: (listener) => {
        observer.listener = listener;
      },
    };
  }

  if (source.dataDir) fs.mkdirSync(source.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: source.dataDir, loadDataDir: source.loadDataDir });
  const observer: QueryObserver = {};
  // Statements outside a transaction (most reads); a transaction's own run on its Transaction object.
  timeQueries(client as unknown as { query: (...args: never[]) => unknown }, observer);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder: nothing to lock against.
    migrate: async (andThen) => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      await andThen?.();
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    poolStats: () => null,
    observeQueries: (listener) => {
      observer.listener = listener;
    },
  };
}

/** A unique-constraint violation, so services can turn a race into a clear 409. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
