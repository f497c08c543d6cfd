import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Channel, ChatMember } from '../../../domain/chat/chat';
import type { DbOrTx } from '../../platform/db/database';
import { channelMembers, users } from '../../platform/db/schema';
import { avatarUrl } from '../users';
import type { ChannelMemberRow, ChannelRow } from './channelAccess';

type UserRow = Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'contactStatus' | 'lastSeenAt' | 'avatarUpdatedAt'>;

/** The user columns a ChatMember is made of. */
export const chatMemberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  contactStatus: users.contactStatus,
  lastSeenAt: users.lastSeenAt,
  avatarUpdatedAt: users.avatarUpdatedAt,
};

export function presentMember(row: UserRow): ChatMember {
  return { _id: row.id, name: row.name, email: row.email, avatar: avatarUrl(row), contactStatus: row.contactStatus, lastSeen: row.lastSeenAt?.toISOString() ?? null };
}

/** Members of many conversations in one query, by name within each. */
export async function membersOf(db: DbOrTx, channelIds: string[]): Promise<Map<string, ChatMember[]>> {
  const byChannel = new Map<string, ChatMember[]>();
  if (channelIds.length === 0) return byChannel;
  const rows = await db
    .select({ channelId: channelMembers.channelId, ...chatMemberColumns })
    .from(channelMembers)
    .innerJoin(users, eq(users.id, channelMembers.userId))
    .where(inArray(channelMembers.channelId, channelIds))
    .orderBy(asc(sql`lower(${users.name})`));
  for (const { channelId, ...user } of rows) {
    const list = byChannel.get(channelId) ?? [];
    list.push(presentMember(user));
    byChannel.set(channelId, list);
  }
  return byChannel;
}

/** What a member has not read yet: the conversation's count less the one they have seen. */
export function unreadCountOf(messageCount: number, readCount: number): number {
  return Math.max(0, messageCount - readCount);
}

/**
 * One conversation as `viewerId` sees it: a direct conversation is named after the other
 * person, and unreadCount, isMuted and lastReadAt are the viewer's own. A null membership
 * with a viewer is an organisation channel they have not joined (the browse list); a null
 * viewer is the neutral copy sent to a whole room of members.
 */
export function presentChannel(channel: ChannelRow, membership: ChannelMemberRow | null, members: ChatMember[], viewerId: string | null): Channel {
  // A Visitors conversation has no other person: it keeps its own name.
  const other = channel.channelType === 'direct' && !channel.isNotices ? members.find((member) => member._id !== viewerId) : undefined;
  return {
    _id: channel.id,
    channelType: channel.channelType,
    name: other?.name ?? channel.name,
    members,
    createdBy: channel.createdBy,
    unreadCount: membership ? unreadCountOf(channel.messageCount, membership.readCount) : 0,
    lastMessage: channel.lastMessageAt ? { message: channel.lastMessageText ?? '', timestamp: channel.lastMessageAt.toISOString() } : null,
    isMuted: membership?.isMuted ?? false,
    isArchived: channel.isArchived,
    isMember: viewerId === null || membership !== null,
    isGeneral: channel.isGeneral,
    isNotices: channel.isNotices,
    lastReadAt: membership?.lastReadAt?.toISOString() ?? null,
    createdAt: channel.createdAt.toISOString(),
  };
}

/** Channels first (#general, then by name), then direct and group conversations by latest activity. */
export function compareChannels(a: Channel, b: Channel): number {
  const aIsChannel = a.channelType === 'channel';
  const bIsChannel = b.channelType === 'channel';
  if (aIsChannel !== bIsChannel) return aIsChannel ? -1 : 1;
  if (aIsChannel) {
    if (a.isGeneral !== b.isGeneral) return a.isGeneral ? -1 : 1;
    return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
  }
  // Conversations without messages sort after those with, newest created first among themselves.
  const aTime = a.lastMessage?.timestamp;
  const bTime = b.lastMessage?.timestamp;
  if (aTime && bTime) return bTime.localeCompare(aTime);
  if (aTime || bTime) return aTime ? -1 : 1;
  return b.createdAt.localeCompare(a.createdAt);
}

/** Presents many conversations with their members in one extra query. */
export async function presentChannels(db: DbOrTx, viewerId: string, rows: { channel: ChannelRow; membership: ChannelMemberRow | null }[]): Promise<Channel[]> {
  const members = await membersOf(
    db,
    rows.map((row) => row.channel.id),
  );
  return rows.map((row) => presentChannel(row.channel, row.membership, members.get(row.channel.id) ?? [], viewerId)).sort(compareChannels);
}
