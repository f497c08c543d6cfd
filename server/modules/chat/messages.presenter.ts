import { asc, eq, inArray } from 'drizzle-orm';
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

/** A reaction as read with its person's name (null: the account is gone). */
export interface ReactionRow {
  emoji: string;
  userId: string;
  name: string | null;
}

/** What a message row is presented with, read for a batch of rows at once. */
export interface MessageParts {
  sender: { id: string; name: string; email: string } | null;
  pinnedByName: string | null;
  /** Oldest first: the order people reacted in. */
  reactions: ReactionRow[];
  attachments: Attachment[];
  call: CallSummary | null;
}

const FORMER_MEMBER = 'Former member';

/** Reactions grouped by emoji, in the order each emoji was first used. */
function groupReactions(rows: ReactionRow[]): Reaction[] {
  const grouped: Reaction[] = [];
  for (const reaction of rows) {
    let entry = grouped.find((item) => item.emoji === reaction.emoji);
    if (!entry) grouped.push((entry = { emoji: reaction.emoji, count: 0, users: [] }));
    entry.count += 1;
    entry.users.push({ _id: reaction.userId, name: reaction.name ?? FORMER_MEMBER });
  }
  return grouped;
}

/** One message as the API and the socket send it (a deleted one keeps its place and nothing else). */
export function assembleMessage(row: MessageRow, parts: MessageParts): Message {
  const deleted = row.deletedAt !== null;
  return {
    _id: row.id,
    clientId: row.clientId,
    channelId: row.channelId,
    kind: row.kind,
    message: deleted ? '' : row.body,
    sender: parts.sender ? { _id: parts.sender.id, name: parts.sender.name, email: parts.sender.email } : null,
    timestamp: row.createdAt.toISOString(),
    edited: row.editedAt !== null,
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
    mentions: deleted ? [] : row.mentions,
    reactions: deleted ? [] : groupReactions(parts.reactions),
    pinned: !deleted && row.pinnedAt !== null,
    pinnedBy: row.pinnedById && !deleted ? { _id: row.pinnedById, name: parts.pinnedByName ?? FORMER_MEMBER } : null,
    pinnedAt: deleted ? null : (row.pinnedAt?.toISOString() ?? null),
    thread: { parentMessage: row.parentId, replyCount: row.replyCount, lastReplyAt: row.lastReplyAt?.toISOString() ?? null },
    attachments: deleted ? [] : parts.attachments,
    call: parts.call,
  };
}

/** The call entries among the rows, presented with their initiators' names (most pages have none: no query then). */
export async function presentCallsOf(db: DbOrTx, rows: MessageRow[]): Promise<Map<string, CallSummary>> {
  const callIds = rows.flatMap((row) => (row.callId ? [row.callId] : []));
  if (callIds.length === 0) return new Map();
  const callRows = await db
    .select({ call: calls, initiatorName: users.name })
    .from(calls)
    .leftJoin(users, eq(users.id, calls.initiatorId))
    .where(inArray(calls.id, callIds));
  return new Map(callRows.map(({ call, initiatorName }) => [call.id, presentCall(call, call.initiatorId ? (initiatorName ?? FORMER_MEMBER) : FORMER_MEMBER)]));
}

/**
 * Message rows as the API and the socket send them: senders, reactions, attachments and
 * call entries are loaded for the whole batch in a few queries, whatever its size.
 * The order of `rows` is kept. (A conversation's page reads all of it in one query: messagePage.ts.)
 */
export async function presentMessages(db: DbOrTx, rows: MessageRow[]): Promise<Message[]> {
  if (rows.length === 0) return [];
  const messageIds = rows.map((row) => row.id);
  const [reactionRows, attachmentRows, callById] = await Promise.all([
    db
      .select({ messageId: messageReactions.messageId, emoji: messageReactions.emoji, userId: messageReactions.userId, name: users.name })
      .from(messageReactions)
      .leftJoin(users, eq(users.id, messageReactions.userId))
      .where(inArray(messageReactions.messageId, messageIds))
      .orderBy(asc(messageReactions.createdAt)),
    db.select().from(attachments).where(inArray(attachments.messageId, messageIds)).orderBy(asc(attachments.createdAt)),
    presentCallsOf(db, rows),
  ]);
  const peopleIds = [...new Set(rows.flatMap((row) => [row.senderId, row.pinnedById]).filter((id): id is string => id !== null))];
  const people = peopleIds.length ? await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, peopleIds)) : [];
  const personById = new Map(people.map((person) => [person.id, person]));
  const grouped = <T extends { messageId: string | null }>(items: T[]) => {
    const byMessage = new Map<string, T[]>();
    for (const item of items) {
      const list = byMessage.get(item.messageId!);
      if (list) list.push(item);
      else byMessage.set(item.messageId!, [item]);
    }
    return byMessage;
  };
  const reactionsByMessage = grouped(reactionRows);
  const attachmentsByMessage = grouped(attachmentRows);

  return rows.map((row) =>
    assembleMessage(row, {
      sender: row.senderId ? (personById.get(row.senderId) ?? null) : null,
      pinnedByName: row.pinnedById ? (personById.get(row.pinnedById)?.name ?? null) : null,
      reactions: reactionsByMessage.get(row.id) ?? [],
      attachments: (attachmentsByMessage.get(row.id) ?? []).map(presentAttachment),
      call: row.callId ? (callById.get(row.callId) ?? null) : null,
    }),
  );
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
