import { PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite';
import { is, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './database';

const dialect = new PgDialect();

/** Which named statements each PGlite instance has parsed: a name lives as long as its connection. */
const parsedOn = new WeakMap<PGlite, Set<string>>();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const asText = (value: unknown): string | null => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value));

/**
 * PGlite's query() parses and plans every statement and enters the WebAssembly engine five
 * times (parse, describe, bind, describe, execute). For a hot statement that was most of its
 * cost (bench/chat: 1.1 ms a send, 0.3 ms this way), so the statement is parsed once under
 * its name and each run is one Bind/Describe/Execute/Sync exchange: the extended protocol's
 * own prepared statements, as node-postgres sends them for a named query.
 */
async function runOnPglite(client: PGlite, name: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const { serialize } = protocol;
  await client.waitReady;
  // Both locks, as PGlite's own query() takes them: never inside another caller's open transaction.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let parsed = parsedOn.get(client);
      if (!parsed) parsedOn.set(client, (parsed = new Set()));
      if (!parsed.has(name)) {
        await client.execProtocol(concat([serialize.parse({ name, text, types: [] }), serialize.sync()]));
        parsed.add(name);
      }
      const { messages } = await client.execProtocol(
        concat([serialize.bind({ statement: name, values: values.map(asText) }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      );
      const [result] = pgliteParse.parseResults(messages, client.parsers);
      return (result?.rows ?? []) as Record<string, unknown>[];
    }),
  );
}

/**
 * Runs a hot statement as a named prepared statement on either driver, so the server plans
 * it once per connection instead of on every call. `name` must always stand for the same
 * SQL text. Rows come back with column names as the database gives them (snake_case).
 * Not for use inside a transaction: it runs on the pool (or PGlite's one connection).
 */
export async function runPrepared(db: Db, name: string, statement: SQL): Promise<Record<string, unknown>[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return runNamed(db, name, text, params);
}

/**
 * A statement run as often as runPrepared's whose SQL is also written once: its values are
 * placeholders (sql.placeholder) given by name at each run. Building the text in Drizzle on
 * every call cost as much as the call itself on the hottest reads (bench/api).
 */
export function preparedStatement<Values extends Record<string, unknown>>(name: string, statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return (db: Db, values: Values): Promise<Record<string, unknown>[]> =>
    runNamed(
      db,
      name,
      text,
      params.map((param) => (is(param, Placeholder) ? values[param.name] : param)),
    );
}

async function runNamed(db: Db, name: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return runOnPglite(client, name, text, values);
  const result = await (client as pg.Pool).query({ name, text, values });
  return result.rows as Record<string, unknown>[];
}

/**
 * Drizzle statements built once per database (`build` calls `.prepare(name)` on each), for hot
 * reads whose rows want Drizzle's field mapping: building the query on every call cost about as
 * much as running it. Kept per database object, so a test's database gets its own.
 */
export function perDatabase<Statements>(build: (db: Db) => Statements): (db: Db) => Statements {
  const built = new WeakMap<Db, Statements>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = build(db)));
    return statements;
  };
}
