import { asc, inArray } from 'drizzle-orm';
import type { Attachment, CallSummary, Message, Reaction } from '../../../domain/chat/chat';
import type { DbOrTx } from '../../platform/db/database';
import { attachments, calls, messageReactions, users } from '../../platform/db/schema';
import type { MessageRow } from './channelAccess';

/** Where an attachment is served; the route checks that the caller is in the conversation. */
export const attachmentUrl = (attachmentId: string) => `/api/attachments/${attachmentId}`;

export function presentAttachment(row: typeof attachments.$inferSelect): Attachment {
  return { _id: row.id, name: row.name, size: row.size, mimeType: row.mimeType, kind: row.kind, url: attachmentUrl(row.id) };
}

export function presentCall(row: typeof calls.$inferSelect, initiatorName: string): CallSummary {
  const durationSeconds = row.answeredAt && row.endedAt ? Math.max(0, Math.round((row.endedAt.getTime() - row.answeredAt.getTime()) / 1000)) : null;
  return {
    _id: row.id,
    type: row.type,
    status: row.status,
    initiator: { userId: row.initiatorId ?? '', name: initiatorName },
    startedAt: row.startedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    durationSeconds,
  };
}

/**
 * Message rows as the API and the socket send them: senders, reactions, attachments and
 * call entries are loaded for the whole batch in four queries, whatever its size.
 * The order of `rows` is kept.
 */
export async function presentMessages(db: DbOrTx, rows: MessageRow[]): Promise<Message[]> {
  if (rows.length === 0) return [];
  const messageIds = rows.map((row) => row.id);
  const callIds = rows.flatMap((row) => (row.callId ? [row.callId] : []));
  const [reactionRows, attachmentRows, callRows] = await Promise.all([
    db
      .select({ messageId: messageReactions.messageId, emoji: messageReactions.emoji, userId: messageReactions.userId })
      .from(messageReactions)
      .where(inArray(messageReactions.messageId, messageIds))
      .orderBy(asc(messageReactions.createdAt)),
    db.select().from(attachments).where(inArray(attachments.messageId, messageIds)).orderBy(asc(attachments.createdAt)),
    callIds.length > 0 ? db.select().from(calls).where(inArray(calls.id, callIds)) : Promise.resolve([]),
  ]);

  const peopleIds = new Set<string>();
  for (const row of rows) {
    if (row.senderId) peopleIds.add(row.senderId);
    if (row.pinnedById) peopleIds.add(row.pinnedById);
  }
  for (const reaction of reactionRows) peopleIds.add(reaction.userId);
  for (const call of callRows) if (call.initiatorId) peopleIds.add(call.initiatorId);
  const people = peopleIds.size
    ? await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, [...peopleIds]))
    : [];
  const personById = new Map(people.map((person) => [person.id, person]));
  const nameOf = (userId: string) => personById.get(userId)?.name ?? 'Former member';

  const reactionsByMessage = new Map<string, Reaction[]>();
  for (const reaction of reactionRows) {
    const list = reactionsByMessage.get(reaction.messageId) ?? [];
    let entry = list.find((item) => item.emoji === reaction.emoji);
    if (!entry) {
      entry = { emoji: reaction.emoji, count: 0, users: [] };
      list.push(entry);
    }
    entry.count += 1;
    entry.users.push({ _id: reaction.userId, name: nameOf(reaction.userId) });
    reactionsByMessage.set(reaction.messageId, list);
  }
  const attachmentsByMessage = new Map<string, Attachment[]>();
  for (const attachment of attachmentRows) {
    const list = attachmentsByMessage.get(attachment.messageId!) ?? [];
    list.push(presentAttachment(attachment));
    attachmentsByMessage.set(attachment.messageId!, list);
  }
  const callById = new Map(callRows.map((call) => [call.id, presentCall(call, call.initiatorId ? nameOf(call.initiatorId) : 'Former member')]));

  return rows.map((row): Message => {
    const sender = row.senderId ? personById.get(row.senderId) : undefined;
    const deleted = row.deletedAt !== null;
    return {
      _id: row.id,
      clientId: row.clientId,
      channelId: row.channelId,
      kind: row.kind,
      message: deleted ? '' : row.body,
      sender: sender ? { _id: sender.id, name: sender.name, email: sender.email } : null,
      timestamp: row.createdAt.toISOString(),
      edited: row.editedAt !== null,
      editedAt: row.editedAt?.toISOString() ?? null,
      deleted,
      mentions: deleted ? [] : row.mentions,
      reactions: deleted ? [] : (reactionsByMessage.get(row.id) ?? []),
      pinned: !deleted && row.pinnedAt !== null,
      pinnedBy: row.pinnedById && !deleted ? { _id: row.pinnedById, name: nameOf(row.pinnedById) } : null,
      pinnedAt: deleted ? null : (row.pinnedAt?.toISOString() ?? null),
      thread: { parentMessage: row.parentId, replyCount: row.replyCount, lastReplyAt: row.lastReplyAt?.toISOString() ?? null },
      attachments: deleted ? [] : (attachmentsByMessage.get(row.id) ?? []),
      call: row.callId ? (callById.get(row.callId) ?? null) : null,
    };
  });
}

export async function presentMessage(db: DbOrTx, row: MessageRow): Promise<Message> {
  const [message] = await presentMessages(db, [row]);
  return message!;
}

/**
 * A message just written by the actor, presented without reading it back: nobody has
 * reacted to or pinned it yet, so the send path saves the presenter's queries.
 */
export function presentFresh(row: MessageRow, sender: { userId: string; name: string; email: string }, files: (typeof attachments.$inferSelect)[]): Message {
  return {
    _id: row.id,
    clientId: row.clientId,
    channelId: row.channelId,
    kind: row.kind,
    message: row.body,
    sender: { _id: sender.userId, name: sender.name, email: sender.email },
    timestamp: row.createdAt.toISOString(),
    edited: false,
    editedAt: null,
    deleted: false,
    mentions: row.mentions,
    reactions: [],
    pinned: false,
    pinnedBy: null,
    pinnedAt: null,
    thread: { parentMessage: row.parentId, replyCount: row.replyCount, lastReplyAt: null },
    attachments: files.map(presentAttachment),
    call: null,
  };
}
