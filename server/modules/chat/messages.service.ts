import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGE_PAGE_SIZE, sendMessageSchema, type Message, type MessagePage, type ThreadPage } from '../../../domain/chat/chat';
import type { Db, DbOrTx } from '../../platform/db/database';
import { preparedStatement } from '../../platform/db/prepared';
import { attachments, channelMembers, channels, messages } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { badRequest, notFound } from '../../platform/http/errors';
import { parseBody } from '../../platform/http/validation';
import type { Realtime } from '../../platform/realtime/realtime';
import { deliverNotifications, recordNotifications } from '../notifications';
import type { AttachmentFiles } from './attachments.service';
import { type ChatActor, type MessageRow, memberChannel, memberMessage } from './channelAccess';
import { assertWritable, mentionable, mentionNotifications, previewOf } from './chatRules';
import { createMessageActions } from './messageActions';
import { readMessagePage } from './messagePage';
import { createMessagePageCache } from './messagePageCache';
import { createPlainSender } from './plainSend';
import { presentFresh, presentMessage, presentMessages } from './messages.presenter';

export type MessagesService = ReturnType<typeof createMessagesService>;

/** Pins are few; a conversation's list is capped rather than paged. */
const PINS_LIMIT = 200;

/**
 * A member has read the conversation: their read count catches up with its messages. Sent with
 * each switch of conversation, so written once and prepared by name. greatest(): a read racing a
 * send of one's own never moves the count back.
 */
const markRead = preparedStatement<{ organizationId: string; channelId: string; userId: string }>(
  'chat_mark_read',
  sql`update ${channelMembers}
    set ${sql.identifier(channelMembers.readCount.name)} = greatest(${channelMembers.readCount}, (select ${channels.messageCount} from ${channels} where ${channels.id} = ${channelMembers.channelId})),
      ${sql.identifier(channelMembers.lastReadAt.name)} = clock_timestamp()
    where ${inOrganization(channelMembers, sql.placeholder('organizationId'), eq(channelMembers.channelId, sql.placeholder('channelId')), eq(channelMembers.userId, sql.placeholder('userId')))}
    returning ${channelMembers.lastReadAt}`,
);

export function createMessagesService(deps: { db: Db; realtime?: Realtime; attachmentFiles: AttachmentFiles }) {
  const { db, realtime, attachmentFiles } = deps;
  const sendPlain = createPlainSender(db);
  const pages = createMessagePageCache();

  const storedByClientId = async (tx: DbOrTx, actor: ChatActor, clientId: string) =>
    (await tx.select().from(messages).where(and(eq(messages.senderId, actor.userId), eq(messages.clientId, clientId))).limit(1))[0];

  /** A thread's parent: a live top-level message of the same conversation. */
  const threadParent = async (tx: DbOrTx, channelId: string, parentId: string) => {
    const [parent] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.id, parentId), eq(messages.channelId, channelId), isNull(messages.parentId), isNull(messages.deletedAt)))
      .limit(1);
    if (!parent) throw badRequest('parentMessageId: Reply to a message of this conversation that is not itself a reply or deleted', { field: 'parentMessageId' });
    return parent;
  };

  /** Links the sender's own uploads for this conversation that no message has claimed yet; all or nothing. */
  const linkAttachments = async (tx: DbOrTx, actor: ChatActor, channelId: string, messageId: string, ids: string[]) => {
    if (ids.length === 0) return [];
    const wanted = [...new Set(ids)];
    const linked = await tx
      .update(attachments)
      .set({ messageId })
      .where(
        inOrganization(
          attachments,
          actor.organizationId,
          inArray(attachments.id, wanted),
          eq(attachments.channelId, channelId),
          eq(attachments.uploaderId, actor.userId),
          isNull(attachments.messageId),
        ),
      )
      .returning();
    if (linked.length !== wanted.length) {
      throw badRequest('attachmentIds: Attach files you uploaded to this conversation that are not already sent', { field: 'attachmentIds' });
    }
    return linked.sort((a, b) => wanted.indexOf(a.id) - wanted.indexOf(b.id));
  };

  return {
    ...createMessageActions({ db, realtime, attachmentFiles }),

    /** Top-level messages, newest first, a page at a time; `cursor` is the seq of the oldest one seen. */
    page(actor: ChatActor, channelId: string, options: { cursor?: string; limit?: number } = {}): Promise<MessagePage> {
      return readMessagePage(db, pages, actor, channelId, { cursor: options.cursor, limit: options.limit ?? MESSAGE_PAGE_SIZE });
    },

    /**
     * send_message and its HTTP twins. One transaction writes the message, the thread or
     * sidebar counters and the mention notifications; the events go out after it commits.
     * A retried send (same sender and clientId) answers the stored message and changes nothing.
     */
    async send(actor: ChatActor, input: unknown): Promise<Message> {
      const body = parseBody(sendMessageSchema, input);
      if (!body.parentMessageId && body.attachmentIds.length === 0 && body.mentions.length === 0) {
        const text = body.message.trim();
        const row = await sendPlain(actor, { channelId: body.channelId, clientId: body.clientId, body: text, preview: previewOf(text, 0) });
        if (row) {
          const message = presentFresh(row, actor, []);
          realtime?.toChannel(message.channelId, 'new_message', message);
          return message;
        }
      }
      const outcome = await db.transaction(async (tx) => {
        const { channel } = await memberChannel(tx, actor, body.channelId);
        let parent: MessageRow | null;
        try {
          assertWritable(channel);
          parent = body.parentMessageId ? await threadParent(tx, channel.id, body.parentMessageId) : null;
        } catch (error) {
          // A retry must not fail a check its first attempt passed (archived since, parent deleted since).
          const stored = await storedByClientId(tx, actor, body.clientId);
          if (stored) return { duplicate: true as const, row: stored };
          throw error;
        }

        const text = body.message.trim();
        const mentions = await mentionable(tx, actor, channel.id, body.mentions);
        const [row] = await tx
          .insert(messages)
          .values({ organizationId: actor.organizationId, channelId: channel.id, senderId: actor.userId, clientId: body.clientId, body: text, mentions, parentId: body.parentMessageId ?? null })
          .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
          .returning();
        if (!row) return { duplicate: true as const, row: (await storedByClientId(tx, actor, body.clientId))! };

        const files = await linkAttachments(tx, actor, channel.id, row.id, body.attachmentIds);
        let updatedParent: MessageRow | undefined;
        if (parent) {
          [updatedParent] = await tx
            .update(messages)
            .set({ replyCount: sql`${messages.replyCount} + 1`, lastReplyAt: row.createdAt })
            .where(eq(messages.id, parent.id))
            .returning();
        } else {
          await tx
            .update(channels)
            .set({ lastMessageText: previewOf(text, files.length), lastMessageAt: row.createdAt, messageCount: sql`${channels.messageCount} + 1` })
            .where(eq(channels.id, channel.id));
          // The sender's own message is never unread to them.
          await tx
            .update(channelMembers)
            .set({ readCount: sql`${channelMembers.readCount} + 1` })
            .where(and(eq(channelMembers.channelId, channel.id), eq(channelMembers.userId, actor.userId)));
        }
        const notes = await recordNotifications(tx, mentionNotifications(actor, channel, row, mentions));
        return { duplicate: false as const, row, files, parent: updatedParent, notes };
      });

      if (outcome.duplicate) return presentMessage(db, outcome.row);
      const message = presentFresh(outcome.row, actor, outcome.files);
      if (outcome.parent) realtime?.toChannel(message.channelId, 'new_thread_reply', { reply: message, parent: await presentMessage(db, outcome.parent) });
      else realtime?.toChannel(message.channelId, 'new_message', message);
      deliverNotifications(realtime, outcome.notes);
      return message;
    },

    /** A thread reply through HTTP: the conversation is the parent's. */
    async reply(actor: ChatActor, parentId: string, body: Record<string, unknown>): Promise<Message> {
      const { message: parent } = await memberMessage(db, actor, parentId);
      return this.send(actor, { ...body, channelId: parent.channelId, parentMessageId: parent.id });
    },

    /**
     * A thread: the parent and a page of its replies, the newest first when no cursor is given
     * (a thread opens at its latest reply), oldest first within the page as the panel lists them.
     */
    async replies(actor: ChatActor, messageId: string, options: { cursor?: string; limit?: number } = {}): Promise<ThreadPage> {
      const limit = options.limit ?? MESSAGE_PAGE_SIZE;
      const { message: parent } = await memberMessage(db, actor, messageId);
      if (parent.parentId) throw badRequest('id: This message is a thread reply; open the thread of its parent', { field: 'id' });
      const rows = await db
        .select()
        .from(messages)
        .where(inOrganization(messages, actor.organizationId, eq(messages.parentId, parent.id), options.cursor ? lt(messages.seq, Number(options.cursor)) : undefined))
        .orderBy(desc(messages.seq))
        .limit(limit + 1);
      const page = rows.slice(0, limit).reverse();
      const [presentedParent, data] = await Promise.all([presentMessage(db, parent), presentMessages(db, page)]);
      return { data, parent: presentedParent, nextCursor: rows.length > limit ? String(page[0]!.seq) : null };
    },

    /** Pinned live messages of a conversation, newest pin first. */
    async pins(actor: ChatActor, channelId: string): Promise<Message[]> {
      const { channel } = await memberChannel(db, actor, channelId);
      const rows = await db
        .select()
        .from(messages)
        .where(inOrganization(messages, actor.organizationId, eq(messages.channelId, channel.id), isNotNull(messages.pinnedAt), isNull(messages.deletedAt)))
        .orderBy(desc(messages.pinnedAt), desc(messages.seq))
        .limit(PINS_LIMIT);
      return presentMessages(db, rows);
    },

    /** msg_read: the caller's count goes to 0 and every tab and device of theirs hears it. */
    async read(actor: ChatActor, channelId: string): Promise<{ _id: string; unreadCount: number; lastReadAt: string }> {
      const [row] = await markRead(db, { organizationId: actor.organizationId, channelId, userId: actor.userId });
      if (!row) throw notFound('Conversation not found');
      const state = { _id: channelId, unreadCount: 0, lastReadAt: new Date(row.last_read_at as Date | string).toISOString() };
      realtime?.toUser(actor.userId, 'channel_updated', state);
      return state;
    },
  };
}
