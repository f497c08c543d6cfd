import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import { ATTACHMENT_MAX_BYTES, type Attachment } from '../../../domain/chat/chat';
import type { Db, DbOrTx } from '../../platform/db/database';
import { attachments, channelMembers, messages } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { badRequest, notFound } from '../../platform/http/errors';
import type { ByteRange, Storage } from '../../platform/storage/storage';
import { storeUpload, type UploadPart } from '../../platform/storage/upload';
import { sanitiseFileName, sniffContent, SNIFF_BYTES } from './attachmentContent';
import { memberChannel, type ChatActor } from './channelAccess';
import { presentAttachment } from './messages.presenter';

export type AttachmentRow = typeof attachments.$inferSelect;

export const FILE_TOO_LARGE_TEXT = `Files can be at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`;
/** Uploads never sent in a message are removed after this long. */
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 500;

const ATTACHMENT_NOT_FOUND = 'Attachment not found';

/** Removes stored files once the transaction that deleted their rows has committed. */
export interface AttachmentFiles {
  removeFiles(storageKeys: string[]): Promise<void>;
}

/**
 * Deletes the attachment rows of a message being deleted, in the caller's transaction, and
 * returns their storage keys: the caller hands them to removeFiles after the commit.
 */
export async function deleteAttachmentRows(tx: DbOrTx, messageId: string): Promise<string[]> {
  const removed = await tx.delete(attachments).where(eq(attachments.messageId, messageId)).returning({ key: attachments.storageKey });
  return removed.map(({ key }) => key);
}

export function createAttachmentsService(deps: { db: Db; storage: Storage; logger: Logger }) {
  const { db, storage, logger } = deps;

  /** Writes the part under a fresh key; on any failure the key holds nothing. */
  const store = (part: UploadPart) => storeUpload(storage, part, { maxBytes: ATTACHMENT_MAX_BYTES, tooLargeText: FILE_TOO_LARGE_TEXT, sniffBytes: SNIFF_BYTES });

  /**
   * Rows first: a file without a row is unreachable, a row without a file would 404. So
   * files go only after their rows, and a file that will not go is logged, never thrown:
   * its row is gone already, and the delete that asked for this has happened.
   */
  async function removeFiles(keys: string[], warning: string): Promise<void> {
    for (const key of keys) {
      await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, warning));
    }
  }

  /** Removes uploads older than a day that no message claimed; returns how many. */
  async function sweepOrphans(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - ORPHAN_AFTER_MS);
    const stale = db
      .select({ id: attachments.id })
      .from(attachments)
      .where(and(isNull(attachments.messageId), lt(attachments.createdAt, cutoff)))
      .limit(SWEEP_BATCH);
    // Each node may sweep; `returning` hands every deleted row to exactly one of them.
    const removed = await db.delete(attachments).where(and(inArray(attachments.id, stale), isNull(attachments.messageId))).returning({ key: attachments.storageKey });
    await removeFiles(removed.map(({ key }) => key), 'could not remove an orphan upload');
    return removed.length;
  }

  return {
    /**
     * Stores a file for a message the actor is about to send in the conversation. The row
     * stays unlinked (messageId null) until send_message claims it.
     */
    async upload(actor: ChatActor, channelId: string, readPart: () => Promise<UploadPart | undefined>): Promise<Attachment> {
      // Before reading a byte: a stranger's upload is refused without being stored.
      const { channel } = await memberChannel(db, actor, channelId);
      const part = await readPart();
      if (!part) throw badRequest('file: Choose a file to upload');
      const name = sanitiseFileName(part.filename);
      const { key, size, head } = await store(part);
      try {
        const { mimeType, kind } = await sniffContent(head);
        const [row] = await db
          .insert(attachments)
          .values({ organizationId: channel.organizationId, channelId: channel.id, uploaderId: actor.userId, name, size, mimeType, kind, storageKey: key })
          .returning();
        return presentAttachment(row!);
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
    },

    /**
     * An attachment for a member of its conversation; 404 for anyone else, for another
     * organisation, and once its message is deleted (deleting a message deletes its rows;
     * the check on deletedAt covers messages deleted before it did).
     */
    async findForMember(actor: ChatActor, attachmentId: string): Promise<AttachmentRow> {
      const [row] = await db
        .select({ attachment: attachments, messageDeletedAt: messages.deletedAt })
        .from(attachments)
        .innerJoin(channelMembers, and(eq(channelMembers.channelId, attachments.channelId), eq(channelMembers.userId, actor.userId)))
        .leftJoin(messages, eq(messages.id, attachments.messageId))
        .where(inOrganization(attachments, actor.organizationId, eq(attachments.id, attachmentId)))
        .limit(1);
      if (!row || row.messageDeletedAt) throw notFound(ATTACHMENT_NOT_FOUND);
      return row.attachment;
    },

    async open(row: AttachmentRow, range?: ByteRange) {
      try {
        return await storage.open(row.storageKey, range);
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
        logger.warn({ attachmentId: row.id }, 'attachment file is missing from storage');
        throw notFound(ATTACHMENT_NOT_FOUND);
      }
    },

    /** For the message actions: the files of a deleted message, after its rows went in the delete's transaction. */
    removeFiles: (storageKeys: string[]) => removeFiles(storageKeys, "could not remove a deleted message's file"),

    sweepOrphans,

    /**
     * Every node sweeps on an unref'd timer (the delete hands each row to one node, so they need not
     * take turns; sweeps run in the process, not through the job queue); returns the function that stops it.
     */
    startOrphanSweep(everyMs = SWEEP_EVERY_MS): () => void {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        sweepOrphans()
          .then((count) => count > 0 && logger.info({ count }, 'removed unsent uploads'))
          .catch((error: unknown) => logger.warn({ err: error }, 'orphan upload sweep failed'))
          .finally(() => {
            running = false;
          });
      }, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
