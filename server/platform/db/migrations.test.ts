import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './database';

/**
 * Migrations that move data, run on a database that has data: the migrations up to
 * `before` first, rows written in that schema, then the rest.
 */
async function migratedWithDataBetween(before: string, write: (client: PGlite) => Promise<void>): Promise<PGlite> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-migrations-'));
  cleanups.push(() => fs.rm(folder, { recursive: true, force: true }));
  await fs.cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((entry) => entry.tag === before);
  expect(upTo).toBeGreaterThan(0);
  await fs.writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));

  const client = new PGlite();
  cleanups.push(() => client.close());
  await migrate(drizzle(client), { migrationsFolder: folder });
  await write(client);
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return client;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('0006_chat_message_counts', () => {
  it("keeps every member's unread count when unread counts become a difference", async () => {
    const client = await migratedWithDataBetween('0006_chat_message_counts', async (db) => {
      await db.exec(`
        insert into organizations (id, name) values ('00000000-0000-4000-8000-000000000001', 'Old data');
        insert into users (id, organization_id, name, email, role) values
          ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'Ann', 'ann@old.test', 'owner'),
          ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-000000000001', 'Bob', 'bob@old.test', 'editor');
        insert into channels (id, organization_id, channel_type, name) values
          ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-000000000001', 'group', 'Busy'),
          ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-000000000001', 'group', 'Quiet');
        insert into messages (id, organization_id, channel_id, sender_id, body) values
          ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000a1', 'one'),
          ('00000000-0000-4000-8000-0000000000e2', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000a1', 'two'),
          ('00000000-0000-4000-8000-0000000000e3', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000b2', 'three');
        -- A thread reply: never counted as unread.
        insert into messages (organization_id, channel_id, sender_id, body, parent_id) values
          ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000b2', 'reply', '00000000-0000-4000-8000-0000000000e1');
        insert into channel_members (channel_id, user_id, organization_id, unread_count) values
          ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 1),
          ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-000000000001', 2),
          ('00000000-0000-4000-8000-0000000000c2', '00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 0);
      `);
    });

    const { rows } = await client.query<{ name: string; user: string; unread: number }>(`
      select c.name, u.name as user, c.message_count - m.read_count as unread
      from channel_members m join channels c on c.id = m.channel_id join users u on u.id = m.user_id
      order by c.name, u.name`);
    expect(rows).toEqual([
      { name: 'Busy', user: 'Ann', unread: 1 },
      { name: 'Busy', user: 'Bob', unread: 2 },
      { name: 'Quiet', user: 'Ann', unread: 0 },
    ]);
    const { rows: counts } = await client.query<{ name: string; message_count: number }>('select name, message_count from channels order by name');
    expect(counts).toEqual([
      { name: 'Busy', message_count: 3 },
      { name: 'Quiet', message_count: 0 },
    ]);
  });
});

describe('0011_conversation_keys', () => {
  const ORG_A = '00000000-0000-4000-8000-00000000000a';
  const ORG_B = '00000000-0000-4000-8000-00000000000b';
  const ANN = '00000000-0000-4000-8000-0000000000a1';
  const BOB = '00000000-0000-4000-8000-0000000000b2';
  const CHANNEL_A = '00000000-0000-4000-8000-0000000000c1';

  it("keeps the conversations' rows, refuses a row that names another organisation's conversation, and still deletes them with their organisation", async () => {
    const client = await migratedWithDataBetween('0011_conversation_keys', async (db) => {
      await db.exec(`
        insert into organizations (id, name) values ('${ORG_A}', 'A'), ('${ORG_B}', 'B');
        insert into users (id, organization_id, name, email, role) values
          ('${ANN}', '${ORG_A}', 'Ann', 'ann@a.test', 'owner'),
          ('${BOB}', '${ORG_B}', 'Bob', 'bob@b.test', 'owner');
        insert into channels (id, organization_id, channel_type, name) values ('${CHANNEL_A}', '${ORG_A}', 'channel', 'general');
        insert into channel_members (channel_id, user_id, organization_id) values ('${CHANNEL_A}', '${ANN}', '${ORG_A}');
        insert into messages (organization_id, channel_id, sender_id, body) values ('${ORG_A}', '${CHANNEL_A}', '${ANN}', 'kept');
      `);
    });

    const { rows } = await client.query<{ body: string }>('select body from messages');
    expect(rows).toEqual([{ body: 'kept' }]);

    const crossTenant = [
      `insert into messages (organization_id, channel_id, sender_id, body) values ('${ORG_B}', '${CHANNEL_A}', '${BOB}', 'smuggled')`,
      `insert into channel_members (channel_id, user_id, organization_id) values ('${CHANNEL_A}', '${BOB}', '${ORG_B}')`,
      `insert into attachments (organization_id, channel_id, name, size, mime_type, kind, storage_key) values ('${ORG_B}', '${CHANNEL_A}', 'a.txt', 1, 'text/plain', 'file', 'k')`,
      `insert into calls (organization_id, channel_id, type) values ('${ORG_B}', '${CHANNEL_A}', 'voice')`,
    ];
    for (const statement of crossTenant) {
      await expect(client.query(statement), statement).rejects.toMatchObject({ code: '23503' });
    }

    await client.query(`delete from organizations where id = '${ORG_A}'`);
    const { rows: left } = await client.query<{ count: number }>(
      'select (select count(*) from messages)::int + (select count(*) from channel_members)::int + (select count(*) from channels)::int as count',
    );
    expect(left).toEqual([{ count: 0 }]);
  });
});
