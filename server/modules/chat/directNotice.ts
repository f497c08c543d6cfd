import { and, eq, inArray, sql } from 'drizzle-orm';
import { NOTICES_AUTHOR_NAME, type MessageKind } from '../../../domain/chat/chat';
import type { DbOrTx } from '../../platform/db/database';
import { channelMembers, channels, messages, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import type { Realtime } from '../../platform/realtime/realtime';
import { newMemberships, type ChannelRow } from './channelAccess';
import { membersOf, presentChannel } from './channels.presenter';
import { directKeyOf } from './channels.service';
import { previewOf } from './chatRules';
import { presentMessage } from './messages.presenter';

export interface DirectNotice {
  organizationId: string;
  senderId: string;
  recipientId: string;
  /** Markdown, as every message body is. */
  body: string;
}

export interface ProductNotice {
  organizationId: string;
  recipientId: string;
  /** Markdown, as every message body is. */
  body: string;
}

/** The key of a member's Visitors conversation: one per member, never a pair's key (those are two ids). */
const noticesKeyOf = (userId: string) => `notices:${userId}`;

/**
 * A message another module writes on someone's behalf in the pair's direct conversation
 * (opened if needed), inside that module's transaction, so nothing is said of a change that
 * rolls back. Counted as a normal send: the recipient has it unread, the sender has not.
 * Answers what to run after the commit: it is heard exactly as a send is (a new conversation
 * reaches both sidebars first, empty, then the room gets new_message). Null when either person is
 * not an active member of the organisation.
 */
export async function postDirectNotice(tx: DbOrTx, realtime: Realtime | undefined, notice: DirectNotice): Promise<(() => void) | null> {
  const { organizationId, senderId, recipientId, body } = notice;
  const people = await activeMembers(tx, organizationId, [senderId, recipientId]);
  const sender = people.find((person) => person.id === senderId);
  const recipient = people.find((person) => person.id === recipientId);
  if (!sender || !recipient || senderId === recipientId) return null;
  return post(tx, realtime, {
    organizationId,
    conversation: { channelType: 'direct', name: `${sender.name}, ${recipient.name}`, createdBy: senderId, directKey: directKeyOf(senderId, recipientId), isNotices: false },
    memberIds: [senderId, recipientId],
    senderId,
    kind: 'message',
    body,
  });
}

/**
 * A notice from the product itself (kind 'notice', no sender) in the recipient's Visitors
 * conversation, opened on the first one: a direct conversation whose only member is the
 * recipient, named 'Visitors', where nobody writes. In the caller's transaction, and heard
 * after the commit as postDirectNotice's message is, unread to the recipient. Null when the
 * recipient is not an active member of the organisation.
 *
 * Why a conversation of its own rather than a note to self or a DM from some member: a notice
 * with nobody behind it (a walk-in at the kiosk) must not read as written by a colleague, and
 * the product's words in one's own notes would read as one's own; a conversation called after
 * who writes in it reads as Slack's app conversations do, and keeps the chat model (a
 * direct conversation with its unread count, preview and live delivery) unchanged.
 */
export async function postProductNotice(tx: DbOrTx, realtime: Realtime | undefined, notice: ProductNotice): Promise<(() => void) | null> {
  const { organizationId, recipientId, body } = notice;
  if ((await activeMembers(tx, organizationId, [recipientId])).length === 0) return null;
  return post(tx, realtime, {
    organizationId,
    conversation: { channelType: 'direct', name: NOTICES_AUTHOR_NAME, createdBy: null, directKey: noticesKeyOf(recipientId), isNotices: true },
    memberIds: [recipientId],
    senderId: null,
    kind: 'notice',
    body,
  });
}

const activeMembers = (tx: DbOrTx, organizationId: string, ids: string[]) =>
  tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inOrganization(users, organizationId, inArray(users.id, ids), eq(users.status, 'active')));

interface Post {
  organizationId: string;
  /** How the conversation is made if it does not exist yet; found by its directKey otherwise. */
  conversation: Pick<typeof channels.$inferInsert, 'channelType' | 'name' | 'createdBy' | 'isNotices'> & { directKey: string };
  memberIds: string[];
  senderId: string | null;
  kind: MessageKind;
  body: string;
}

async function post(tx: DbOrTx, realtime: Realtime | undefined, input: Post): Promise<() => void> {
  const { organizationId, conversation, memberIds, senderId, kind, body } = input;
  const [inserted] = await tx
    .insert(channels)
    .values({ organizationId, ...conversation })
    .onConflictDoNothing({ target: [channels.organizationId, channels.directKey] })
    .returning();
  const found =
    inserted ?? (await tx.select().from(channels).where(inOrganization(channels, organizationId, eq(channels.directKey, conversation.directKey))).limit(1))[0]!;
  if (inserted) await tx.insert(channelMembers).values(newMemberships(found.id, organizationId, memberIds));

  // A new conversation reaches the sidebars as created, empty: the new_message that follows
  // counts it unread, previews it and rings, as for any message (announced with the message in
  // it, the web counted that message twice).
  const views = inserted ? await viewsOf(tx, inserted) : [];

  const [row] = await tx.insert(messages).values({ organizationId, channelId: found.id, senderId, kind, body }).returning();
  await tx
    .update(channels)
    .set({ lastMessageText: previewOf(body, 0), lastMessageAt: row!.createdAt, messageCount: sql`${channels.messageCount} + 1` })
    .where(eq(channels.id, found.id));
  if (senderId) {
    await tx
      .update(channelMembers)
      .set({ readCount: sql`${channelMembers.readCount} + 1` })
      .where(and(eq(channelMembers.channelId, found.id), eq(channelMembers.userId, senderId)));
  }
  // Presented now, in the transaction, so the delivery after the commit only emits.
  const message = await presentMessage(tx, row!);
  return () => {
    if (!realtime) return;
    if (views.length === 0) return realtime.toChannel(found.id, 'new_message', message);
    const ids = views.map((view) => view.userId);
    realtime.joinChannel(ids, found.id);
    for (const view of views) realtime.toUser(view.userId, 'channel_created', view.channel);
    // Across nodes the join lands later than an emit to the new room would: its first message goes to its members.
    realtime.toUsers(ids, 'new_message', message);
  };
}

async function viewsOf(tx: DbOrTx, channel: ChannelRow) {
  const [members, memberships] = await Promise.all([membersOf(tx, [channel.id]), tx.select().from(channelMembers).where(eq(channelMembers.channelId, channel.id))]);
  return memberships.map((membership) => ({ userId: membership.userId, channel: presentChannel(channel, membership, members.get(channel.id) ?? [], membership.userId) }));
}
