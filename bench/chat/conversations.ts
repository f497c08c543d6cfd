import { randomUUID } from 'node:crypto';
import { channelMembers, channels, organizations, sessions, users } from '../../server/platform/db/schema';
import type { Db } from '../../server/platform/db/database';
import { generateToken, hashToken } from '../../server/platform/auth/tokens';
import type { ClientPlan } from './clients';

/** Rows per insert: five columns a row stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * `people` members in `conversations` group conversations of equal size, each person in one,
 * with a session each, in one organisation or (`organizations`) the conversations shared out
 * among several: a handful of bulk inserts, not a call per row, so 5,000 people take seconds.
 */
export async function seedConversations(db: Db, options: { people: number; conversations: number; organizations?: number; label: string }) {
  const organizationCount = Math.min(options.organizations ?? 1, options.conversations);
  const organizationIds = (
    await db
      .insert(organizations)
      .values(Array.from({ length: organizationCount }, (_, i) => ({ name: `${options.label} ${i + 1}` })))
      .returning({ id: organizations.id })
  ).map((row) => row.id);
  const organizationOf = (conversation: number) => organizationIds[Math.floor((conversation * organizationCount) / options.conversations)]!;
  const perConversation = Math.floor(options.people / options.conversations);
  const people: { id: string; name: string; email: string }[] = [];
  await insertInChunks(
    Array.from({ length: options.people }, (_, i) => ({
      organizationId: organizationOf(Math.min(options.conversations - 1, Math.floor(i / perConversation))),
      name: `Bench person ${i}`,
      email: `bench-${i}-${randomUUID().slice(0, 6)}@bench.test`,
      role: 'editor' as const,
    })),
    async (chunk) => people.push(...(await db.insert(users).values(chunk).returning({ id: users.id, name: users.name, email: users.email }))),
  );
  const conversationRows = await db
    .insert(channels)
    .values(Array.from({ length: options.conversations }, (_, i) => ({ organizationId: organizationOf(i), channelType: 'group' as const, name: `Bench group ${i}` })))
    .returning({ id: channels.id });
  const planned: ClientPlan['channels'] = conversationRows.map((row, c) => ({ id: row.id, members: Array.from({ length: perConversation }, (_, m) => c * perConversation + m) }));
  await insertInChunks(
    planned.flatMap((channel, c) => channel.members.map((index) => ({ channelId: channel.id, userId: people[index]!.id, organizationId: organizationOf(c) }))),
    (chunk) => db.insert(channelMembers).values(chunk),
  );
  const tokens = people.map(() => generateToken());
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  await insertInChunks(
    people.map((person, i) => ({ userId: person.id, tokenHash: hashToken(tokens[i]!), userAgent: 'bench', expiresAt })),
    (chunk) => db.insert(sessions).values(chunk),
  );
  const channelOf = new Map(planned.flatMap((channel) => channel.members.map((index) => [index, channel.id] as const)));
  const sockets: ClientPlan['sockets'] = people.map((person, index) => ({ token: tokens[index]!, channelIds: channelOf.has(index) ? [channelOf.get(index)!] : [], person }));
  return { organizationId: organizationIds[0]!, perConversation, channels: planned, sockets };
}
