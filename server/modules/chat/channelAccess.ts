import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { channelMembers, channels, messages } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { notFound } from '../../platform/http/errors';

/** Who is asking: every chat query is scoped to their organisation and their memberships. */
export interface ChatActor {
  userId: string;
  organizationId: string;
  name: string;
  email: string;
  role: string;
}

export type ChannelRow = typeof channels.$inferSelect;
export type ChannelMemberRow = typeof channelMembers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/**
 * Membership rows for people joining a conversation: they start with nothing unread,
 * however long its history (their read count is its message count at the moment they join).
 */
export function newMemberships(channelId: string, organizationId: string, userIds: string[]) {
  const messageCountNow = sql<number>`(select ${channels.messageCount} from ${channels} where ${channels.id} = ${channelId}::uuid)`;
  return userIds.map((userId) => ({ channelId, userId, organizationId, readCount: messageCountNow }));
}

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
const MESSAGE_NOT_FOUND = 'Message not found';

/**
 * A conversation the actor belongs to, with their membership. Another organisation's
 * channel and one the actor is not in look the same (404): ids reveal nothing.
 */
export async function memberChannel(db: DbOrTx, actor: ChatActor, channelId: string): Promise<{ channel: ChannelRow; membership: ChannelMemberRow }> {
  const [row] = await db
    .select({ channel: channels, membership: channelMembers })
    .from(channels)
    .innerJoin(channelMembers, and(eq(channelMembers.channelId, channels.id), eq(channelMembers.userId, actor.userId)))
    .where(inOrganization(channels, actor.organizationId, eq(channels.id, channelId)))
    .limit(1);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

/** A channel of the actor's organisation whether or not they joined it (browse, join). */
export async function organizationChannel(db: DbOrTx, actor: ChatActor, channelId: string): Promise<ChannelRow> {
  const [channel] = await db.select().from(channels).where(inOrganization(channels, actor.organizationId, eq(channels.id, channelId))).limit(1);
  if (!channel) throw notFound(CONVERSATION_NOT_FOUND);
  return channel;
}

/** A message in a conversation the actor belongs to; 404 otherwise. */
export async function memberMessage(db: DbOrTx, actor: ChatActor, messageId: string): Promise<{ message: MessageRow; channel: ChannelRow; membership: ChannelMemberRow }> {
  const [row] = await db
    .select({ message: messages, channel: channels, membership: channelMembers })
    .from(messages)
    .innerJoin(channels, eq(channels.id, messages.channelId))
    .innerJoin(channelMembers, and(eq(channelMembers.channelId, messages.channelId), eq(channelMembers.userId, actor.userId)))
    .where(inOrganization(messages, actor.organizationId, eq(messages.id, messageId)))
    .limit(1);
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return row;
}

/** Ids of every conversation the user belongs to: the rooms their sockets join. */
export async function channelIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ channelId: channelMembers.channelId }).from(channelMembers).where(eq(channelMembers.userId, userId));
  return rows.map((row) => row.channelId);
}

/** User ids of a conversation's members. */
export async function memberIdsOf(db: DbOrTx, channelId: string): Promise<string[]> {
  const rows = await db.select({ userId: channelMembers.userId }).from(channelMembers).where(eq(channelMembers.channelId, channelId));
  return rows.map((row) => row.userId);
}

/** Which of these users belong to the conversation (for mentions and call invitations). */
export async function membersAmong(db: DbOrTx, channelId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: channelMembers.userId })
    .from(channelMembers)
    .where(and(eq(channelMembers.channelId, channelId), inArray(channelMembers.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}
