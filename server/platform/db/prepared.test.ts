import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/testApp';
import type { Database } from './database';
import { organizations } from './schema';
import { preparedStatement, runPrepared } from './prepared';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const insertOrganization = (name: string) => sql`insert into organizations (name) values (${name}::text) returning id, name, created_at`;

describe('runPrepared', () => {
  it('writes and returns typed rows, run after run under one name', async () => {
    const first = await runPrepared(database.db, 'test_insert_organization', insertOrganization('Prepared one'));
    const second = await runPrepared(database.db, 'test_insert_organization', insertOrganization('Prepared two'));
    expect(first).toHaveLength(1);
    expect(first[0]!.name).toBe('Prepared one');
    expect(second[0]!.name).toBe('Prepared two');
    expect(second[0]!.created_at).toBeInstanceOf(Date);
    const stored = await database.db.select().from(organizations).where(eq(organizations.id, second[0]!.id as string));
    expect(stored[0]?.name).toBe('Prepared two');
  });

  it('passes parameters as values, never as SQL', async () => {
    const name = `Robert'); drop table organizations; --`;
    const [row] = await runPrepared(database.db, 'test_insert_organization', insertOrganization(name));
    expect(row!.name).toBe(name);
    expect(await database.db.select().from(organizations).where(eq(organizations.id, row!.id as string))).toHaveLength(1);
  });

  it('rejects with the database error code and keeps working afterwards', async () => {
    await expect(runPrepared(database.db, 'test_insert_organization', insertOrganization('nul \u0000 byte'))).rejects.toMatchObject({ code: '22021' });
    const [row] = await runPrepared(database.db, 'test_insert_organization', insertOrganization('After the error'));
    expect(row!.name).toBe('After the error');
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(organizations).values({ name: 'Rolled back' });
      await held;
      tx.rollback();
    });
    // On PostgreSQL it takes another pooled connection; on PGlite it must wait its turn.
    const prepared = runPrepared(database.db, 'test_insert_organization', insertOrganization('Outside the transaction'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseTransaction();
    await expect(transaction).rejects.toThrow();
    const [row] = await prepared;
    expect(await database.db.select().from(organizations).where(eq(organizations.id, row!.id as string))).toHaveLength(1);
    expect(await database.db.select().from(organizations).where(eq(organizations.name, 'Rolled back'))).toHaveLength(0);
  });
});

describe('preparedStatement', () => {
  const named = preparedStatement<{ name: string; prefix: string }>(
    'test_organizations_named',
    sql`select ${organizations.name} as name from ${organizations} where ${organizations.name} = ${sql.placeholder('name')} or ${organizations.name} like ${sql.placeholder('prefix')} || '%' order by 1`,
  );

  it('runs its one text with the values given by name, each run its own', async () => {
    await runPrepared(database.db, 'test_insert_organization', insertOrganization('Named alpha'));
    await runPrepared(database.db, 'test_insert_organization', insertOrganization('Named beta'));
    expect((await named(database.db, { name: 'Named alpha', prefix: 'none' })).map((row) => row.name)).toEqual(['Named alpha']);
    expect((await named(database.db, { name: 'none', prefix: 'Named ' })).map((row) => row.name)).toEqual(['Named alpha', 'Named beta']);
    expect(await named(database.db, { name: `x' or '1'='1`, prefix: 'none' })).toEqual([]);
  });
});
