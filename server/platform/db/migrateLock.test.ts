import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../../test/globalSetup';
import { ensureSuperAdmin } from '../../seed/seed';
import { createDatabase } from './database';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('migrating PostgreSQL', () => {
  it('lets two nodes starting at once on an empty database both start: migrations applied once, one super admin', { timeout: 60_000 }, async () => {
    const name = `teamwork_migrate_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const nodes = [createDatabase({ kind: 'postgres', url: withDatabase(url!, name) }), createDatabase({ kind: 'postgres', url: withDatabase(url!, name) })];
    try {
      await Promise.all(nodes.map((node) => node.migrate(async () => void (await ensureSuperAdmin(node.db, 'root@smoke.test', 'a long password')))));
      const check = new pg.Client({ connectionString: withDatabase(url!, name) });
      await check.connect();
      const applied = await check.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      const admins = await check.query("select id from users where email = 'root@smoke.test'");
      await check.end();
      expect(admins.rows).toHaveLength(1);
      expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(applied.rows.length);
      expect(applied.rows.length).toBeGreaterThan(0);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
