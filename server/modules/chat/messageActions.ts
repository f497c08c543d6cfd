import { and, eq, isNull } from 'drizzle-orm';
import { editMessageSchema, type Message } from '../../../domain/chat/chat';
import type { Db } from '../../platform/db/database';
import { messageReactions, messages } from '../../platform/db/schema';
import { badRequest, forbidden } from '../../platform/http/errors';
import { parseBody } from '../../platform/http/validation';
import type { Realtime } from '../../platform/realtime/realtime';
import { deliverNotifications, recordNotifications } from '../notifications';
import { type AttachmentFiles, deleteAttachmentRows } from './attachments.service';
import { type ChatActor, type MessageRow, memberMessage } from './channelAccess';
import { assertNotNotices, assertWritable, isOrgAdmin, mentionable, mentionNotifications, refreshPreview } from './chatRules';
import { presentMessage } from './messages.presenter';

const DELETED_TEXT = 'This message was deleted';

/** Edit, delete, react and pin: changes to a message that exists, shared by HTTP and the socket. */
export function createMessageActions(deps: { db: Db; realtime?: Realtime; attachmentFiles: AttachmentFiles }) {
  const { db, realtime, attachmentFiles } = deps;

  const liveMessage = (message: MessageRow) => {
    if (message.deletedAt) throw badRequest(DELETED_TEXT);
  };

  return {
    /** The author rewrites their message; people newly mentioned by the edit are notified. */
    async edit(actor: ChatActor, messageId: string, input: { message: unknown; mentions?: unknown }): Promise<Message> {
      const body = parseBody(editMessageSchema, { ...input, messageId });
      const { row, notes } = await db.transaction(async (tx) => {
        const { message, channel } = await memberMessage(tx, actor, body.messageId);
        assertNotNotices(channel);
        if (message.kind !== 'message' || message.senderId !== actor.userId) throw forbidden('Only the author can edit this message');
        liveMessage(message);
        assertWritable(channel);
        const mentions = await mentionable(tx, actor, channel.id, body.mentions);
        const [row] = await tx
          .update(messages)
          .set({ body: body.message.trim(), mentions, editedAt: new Date() })
          .where(and(eq(messages.id, message.id), isNull(messages.deletedAt)))
          .returning();
        if (!row) throw badRequest(DELETED_TEXT);
        if (!row.parentId) await refreshPreview(tx, channel.id);
        const added = mentions.filter((id) => !message.mentions.includes(id));
        return { row, notes: await recordNotifications(tx, mentionNotifications(actor, channel, row, added)) };
      });
      const presented = await presentMessage(db, row);
      realtime?.toChannel(row.channelId, 'edit_message', presented);
      deliverNotifications(realtime, notes);
      return presented;
    },

    /**
     * Soft delete by the author, or by an owner or admin: the message stays as "deleted" in the
     * list, but its files are gone for good, since whoever deletes a file expects exactly that.
     */
    async remove(actor: ChatActor, messageId: string): Promise<Message> {
      const { row, changed, fileKeys } = await db.transaction(async (tx) => {
        const { message, channel } = await memberMessage(tx, actor, messageId);
        assertNotNotices(channel);
        if (message.senderId !== actor.userId && !isOrgAdmin(actor)) throw forbidden('Only the author, an owner or an admin can delete this message');
        if (message.deletedAt) return { row: message, changed: false, fileKeys: [] };
        const [row] = await tx
          .update(messages)
          .set({ deletedAt: new Date(), body: '', mentions: [], pinnedAt: null, pinnedById: null })
          .where(eq(messages.id, message.id))
          .returning();
        if (!row!.parentId) await refreshPreview(tx, row!.channelId);
        return { row: row!, changed: true, fileKeys: await deleteAttachmentRows(tx, message.id) };
      });
      const presented = await presentMessage(db, row);
      if (changed) realtime?.toChannel(row.channelId, 'delete_message', presented);
      // Only once the rows are committed (a failed delete must not have lost the files), and
      // after the others are told: with its rows gone, nobody can reach a file any more.
      if (fileKeys.length > 0) await attachmentFiles.removeFiles(fileKeys);
      return presented;
    },

    /** Toggles the caller's reaction with this emoji. */
    async react(actor: ChatActor, messageId: string, emoji: string): Promise<Message> {
      const row = await db.transaction(async (tx) => {
        const { message, channel } = await memberMessage(tx, actor, messageId);
        liveMessage(message);
        assertWritable(channel);
        const mine = and(eq(messageReactions.messageId, message.id), eq(messageReactions.userId, actor.userId), eq(messageReactions.emoji, emoji));
        const removed = await tx.delete(messageReactions).where(mine).returning({ emoji: messageReactions.emoji });
        if (removed.length === 0) {
          await tx.insert(messageReactions).values({ messageId: message.id, userId: actor.userId, emoji, organizationId: actor.organizationId }).onConflictDoNothing();
        }
        return message;
      });
      const presented = await presentMessage(db, row);
      realtime?.toChannel(row.channelId, 'reaction_updated', { messageId: row.id, channelId: row.channelId, reactions: presented.reactions });
      return presented;
    },

    /** Pins or unpins a live message (any member, top-level or reply); doing it twice changes nothing. */
    async setPinned(actor: ChatActor, messageId: string, pinned: boolean): Promise<Message> {
      const { row, changed } = await db.transaction(async (tx) => {
        const { message, channel } = await memberMessage(tx, actor, messageId);
        liveMessage(message);
        assertWritable(channel);
        if ((message.pinnedAt !== null) === pinned) return { row: message, changed: false };
        const [row] = await tx
          .update(messages)
          .set(pinned ? { pinnedAt: new Date(), pinnedById: actor.userId } : { pinnedAt: null, pinnedById: null })
          .where(eq(messages.id, message.id))
          .returning();
        return { row: row!, changed: true };
      });
      const presented = await presentMessage(db, row);
      if (changed) realtime?.toChannel(row.channelId, 'message_pinned', presented);
      return presented;
    },
  };
}
