import { and, desc, eq, isNull } from 'drizzle-orm';
import { messagePreview } from '../../../domain/chat/chat';
import type { DbOrTx } from '../../platform/db/database';
import { channels, messages } from '../../platform/db/schema';
import { escapeHtml } from '../../platform/html';
import { badRequest, forbidden } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/auth/sessions';
import type { NewNotification } from '../notifications';
import { type ChannelRow, type ChatActor, type MessageRow, membersAmong } from './channelAccess';

/** Rules shared by the channel and message services and the socket. */

export const ARCHIVED_TEXT = 'This conversation is archived';

/** Owners and admins moderate: they may delete anyone's message and rename or remove in any channel. */
export const isOrgAdmin = (actor: ChatActor) => actor.role === 'owner' || actor.role === 'admin';

export const NOTICES_READ_ONLY_TEXT = 'Only Visitors writes in this conversation: its notices cannot be answered, edited, deleted, reacted to or pinned';

/** A member's Visitors conversation is the product's: they read it, and change nothing in it. */
export function assertNotNotices(channel: ChannelRow): void {
  if (channel.isNotices) throw forbidden(NOTICES_READ_ONLY_TEXT);
}

/** Sends, reactions and pins: not in an archived conversation, nor in a Visitors one. */
export function assertWritable(channel: ChannelRow): void {
  assertNotNotices(channel);
  if (channel.isArchived) throw badRequest(ARCHIVED_TEXT);
}

/** What the sidebar shows for a message: its text cut to 40 characters, or a word for a file. */
export function previewOf(body: string, attachmentCount: number): string {
  return messagePreview(body) || (attachmentCount > 0 ? '📎 Attachment' : '');
}

/**
 * Sets the channel's preview from its newest live top-level message, after an edit or a
 * delete touched what the sidebar may be showing.
 */
export async function refreshPreview(tx: DbOrTx, channelId: string): Promise<void> {
  const [latest] = await tx
    .select({ body: messages.body, createdAt: messages.createdAt, kind: messages.kind })
    .from(messages)
    .where(and(eq(messages.channelId, channelId), isNull(messages.parentId), isNull(messages.deletedAt)))
    .orderBy(desc(messages.seq))
    .limit(1);
  await tx
    .update(channels)
    // A live message with no text carries files (sendMessageSchema requires one or the other).
    .set({ lastMessageText: latest ? previewOf(latest.body, latest.kind === 'message' ? 1 : 0) || (latest.kind === 'call' ? 'Call' : '') : null, lastMessageAt: latest?.createdAt ?? null })
    .where(eq(channels.id, channelId));
}

/** The members among `ids` who may be notified of a mention: in the conversation, and not the author. */
export async function mentionable(tx: DbOrTx, actor: ChatActor, channelId: string, ids: string[]): Promise<string[]> {
  const members = await membersAmong(tx, channelId, ids);
  return [...new Set(ids)].filter((id) => id !== actor.userId && members.has(id));
}

/** Where a mention happened, as the notification's subject says it. */
function placeOf(channel: ChannelRow): string {
  if (channel.channelType === 'channel') return `#${channel.name}`;
  if (channel.channelType === 'group') return channel.name;
  return 'a direct message';
}

/** One 'chatMention' notification per mentioned member (the caller filtered them already). */
export function mentionNotifications(actor: ChatActor, channel: ChannelRow, message: MessageRow, userIds: string[]): NewNotification[] {
  return userIds.map((userId) => ({
    organizationId: actor.organizationId,
    userId,
    type: 'chatMention' as const,
    subject: `${actor.name} mentioned you in ${placeOf(channel)}`,
    message: `<p>${escapeHtml(messagePreview(message.body))}</p>`,
    senderName: actor.name,
    metadata: { channelId: channel.id, messageId: message.id },
  }));
}

export const MEMBERS_ONLY_TEXT = 'This is only available to members of an organization';

/** The socket's user as a chat actor, read from its session on every event; organisation members only. */
export function socketActor(user: SessionUser | undefined): ChatActor {
  if (!user || !user.organizationId || user.role === 'super_admin') throw forbidden(MEMBERS_ONLY_TEXT);
  return { userId: user.id, organizationId: user.organizationId, name: user.name, email: user.email, role: user.role };
}
