import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../../../platform/db/database';
import { notes } from '../../../platform/db/schema';
import { inOrganization } from '../../../platform/db/tenant';
import type { Realtime } from '../../../platform/realtime/realtime';
import { deliverNotifications } from '../../notifications';
import { contentOf } from '../noteContent';
import { notifyNewMentions, type NoteWriter } from './mentions';

/**
 * The notes' Yjs documents in PostgreSQL: the state is the source of truth, the HTML and text
 * beside it are derived at every store (lists, search, previews and exports read those).
 */
export function createNotePersistence(deps: { db: Db; realtime: Realtime }) {
  const { db } = deps;

  return {
    /** The stored state of a note of this organisation: null when never written, undefined when there is no such note. */
    async load(organizationId: string, noteId: string): Promise<Uint8Array | null | undefined> {
      const [row] = await db
        .select({ state: notes.state })
        .from(notes)
        .where(inOrganization(notes, organizationId, eq(notes.id, noteId)))
        .limit(1);
      return row ? row.state : undefined;
    },

    /**
     * Writes the document's state and derived copies in one UPDATE scoped by organisation (a
     * deleted note matches nothing and stays deleted), then notifies new mentions. Returns the
     * stored state's size (null: the note is gone).
     */
    async store(organizationId: string, noteId: string, doc: Y.Doc, writer: NoteWriter | null): Promise<number | null> {
      const state = Y.encodeStateAsUpdate(doc);
      const content = contentOf(doc);
      const delivered = await db.transaction(async (tx) => {
        const [note] = await tx
          .update(notes)
          .set({ state, html: content.html, text: content.text, updatedAt: new Date(), ...(writer ? { updatedById: writer.userId } : {}) })
          .where(inOrganization(notes, organizationId, eq(notes.id, noteId)))
          .returning({
            id: notes.id,
            organizationId: notes.organizationId,
            ownerId: notes.ownerId,
            projectId: notes.projectId,
            title: notes.title,
            notifiedMentions: notes.notifiedMentions,
          });
        if (!note) return null;
        const { rows, notifiedMentions } = await notifyNewMentions(tx, note, content.mentions, writer);
        if (notifiedMentions) await tx.update(notes).set({ notifiedMentions }).where(inOrganization(notes, organizationId, eq(notes.id, noteId)));
        return rows;
      });
      if (delivered === null) return null;
      deliverNotifications(deps.realtime, delivered);
      return state.byteLength;
    },

    /** The stored state of a note by id alone: for callers that have authorised the note already. */
    async storedState(noteId: string): Promise<{ organizationId: string; state: Uint8Array | null } | undefined> {
      const [row] = await db.select({ organizationId: notes.organizationId, state: notes.state }).from(notes).where(eq(notes.id, noteId)).limit(1);
      return row;
    },
  };
}

export type NotePersistence = ReturnType<typeof createNotePersistence>;
