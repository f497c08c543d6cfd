import { and, eq, inArray, sql } from 'drizzle-orm';
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

/**
 * A message another module writes on someone's behalf in the pair's direct conversation
 * (opened if needed), inside that module's transaction, so nothing is said of a change that
 * rolls back. Counted as a normal send: the recipient has it unread, the sender has not.
 * Answers what to run after the commit: it is heard exactly as a send is (a new conversation
 * reaches both sidebars first, then the room gets new_message). Null when either person is
 * not an active member of the organisation.
 */
export async function postDirectNotice(tx: DbOrTx, realtime: Realtime | undefined, notice: DirectNotice): Promise<(() => void) | null> {
  const { organizationId, senderId, recipientId, body } = notice;
  const people = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inOrganization(users, organizationId, inArray(users.id, [senderId, recipientId]), eq(users.status, 'active')));
  const sender = people.find((person) => person.id === senderId);
  const recipient = people.find((person) => person.id === recipientId);
  if (!sender || !recipient || senderId === recipientId) return null;

  const directKey = directKeyOf(senderId, recipientId);
  const [inserted] = await tx
    .insert(channels)
    .values({ organizationId, channelType: 'direct', name: `${sender.name}, ${recipient.name}`, createdBy: senderId, directKey })
    .onConflictDoNothing({ target: [channels.organizationId, channels.directKey] })
    .returning();
  const found = inserted ?? (await tx.select().from(channels).where(inOrganization(channels, organizationId, eq(channels.directKey, directKey))).limit(1))[0]!;
  if (inserted) await tx.insert(channelMembers).values(newMemberships(found.id, organizationId, [senderId, recipientId]));

  const [row] = await tx.insert(messages).values({ organizationId, channelId: found.id, senderId, kind: 'message', body }).returning();
  // As updated: a new conversation reaches the sidebars with this message as its last line and unread.
  const [channel] = await tx
    .update(channels)
    .set({ lastMessageText: previewOf(body, 0), lastMessageAt: row!.createdAt, messageCount: sql`${channels.messageCount} + 1` })
    .where(eq(channels.id, found.id))
    .returning();
  await tx
    .update(channelMembers)
    .set({ readCount: sql`${channelMembers.readCount} + 1` })
    .where(and(eq(channelMembers.channelId, found.id), eq(channelMembers.userId, senderId)));
  // Presented now, in the transaction, so the delivery after the commit only emits.
  const message = await presentMessage(tx, row!);
  const views = inserted ? await viewsOf(tx, channel!) : [];
  return () => {
    if (!realtime) return;
    if (views.length === 0) return realtime.toChannel(found.id, 'new_message', message);
    const memberIds = views.map((view) => view.userId);
    realtime.joinChannel(memberIds, found.id);
    for (const view of views) realtime.toUser(view.userId, 'channel_created', view.channel);
    // Across nodes the join lands later than an emit to the new room would: its first message goes to the two people.
    realtime.toUsers(memberIds, 'new_message', message);
  };
}

async function viewsOf(tx: DbOrTx, channel: ChannelRow) {
  const [members, memberships] = await Promise.all([membersOf(tx, [channel.id]), tx.select().from(channelMembers).where(eq(channelMembers.channelId, channel.id))]);
  return memberships.map((membership) => ({ userId: membership.userId, channel: presentChannel(channel, membership, members.get(channel.id) ?? [], membership.userId) }));
}
