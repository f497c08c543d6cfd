import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { canWriteNote, noteAccessOf } from '../../../domain/notes/noteAccess';
import { NOTE_TITLE_MAX, NOTE_UNTITLED, type NoteDetail, type NoteSummary } from '../../../domain/notes/notes';
import type { OrgActor } from '../../platform/auth/access';
import type { Db, DbOrTx } from '../../platform/db/database';
import { noteImages, notes } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { badRequest, forbidden } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Storage } from '../../platform/storage/storage';
import { projectFor, type ProjectViewer } from '../projects';
import { noteFor } from './noteAccess';
import type { NoteCollab } from './noteCollab';
import { contentOfState } from './noteContent';
import { noteChanged } from './noteEvents';
import { noteAudience, readNote, readNotes, type NoteFilter } from './noteReads';

export interface NotesDeps {
  db: Db;
  collab: NoteCollab;
  realtime?: Realtime;
  storage: Storage;
  logger: Logger;
}

/**
 * A project the caller may put notes in: one they can open (else 404) and write in, as a
 * project's note gives its readers Viewer only.
 */
async function writableProject(tx: DbOrTx, actor: ProjectViewer, projectId: string) {
  const project = await projectFor(tx, actor, projectId);
  if (!canWriteNote(noteAccessOf({ orgRole: actor.role, isOwner: false, share: null, seesProject: true }))) {
    throw forbidden("projectId: You can only read this project's notes");
  }
  return project;
}

/**
 * Writes a new note, with its derived copies when it starts with text. Mentions already in that
 * text (a copy's, the demo's) are counted as notified: only mentions typed later notify.
 */
export async function insertNote(
  tx: DbOrTx,
  values: { organizationId: string; ownerId: string; projectId: string | null; title: string; state?: Uint8Array | null },
): Promise<typeof notes.$inferSelect> {
  const content = values.state ? contentOfState(values.state) : null;
  const [note] = await tx
    .insert(notes)
    .values({
      ...values,
      html: content?.html ?? '',
      text: content?.text ?? '',
      notifiedMentions: content?.mentions.map((mention) => mention.mentionKey) ?? [],
      updatedById: values.ownerId,
    })
    .returning();
  return note!;
}

const copyTitle = (title: string) => `${title.slice(0, NOTE_TITLE_MAX - ' (copy)'.length)} (copy)`;

/** The notes list and a note's life: create, read, rename, move, duplicate, delete. */
export function createNotesService(deps: NotesDeps) {
  const { db, collab, realtime, storage, logger } = deps;
  const summary = (actor: ProjectViewer, noteId: string, tx: DbOrTx = db) => readNote(tx, collab, actor, noteId);

  async function announceNew(actor: OrgActor, note: typeof notes.$inferSelect): Promise<NoteSummary> {
    noteChanged(realtime, actor, note.id, { after: await noteAudience(db, note) });
    return summary(actor, note.id);
  }

  return {
    list: async (actor: OrgActor, filter: NoteFilter): Promise<NoteSummary[]> => {
      if (filter.scope === 'project' && !filter.projectId) throw badRequest('projectId: projectId is required to list a project\'s notes');
      if (filter.projectId) await projectFor(db, actor, filter.projectId);
      const scope = filter.projectId && !filter.scope ? 'project' : filter.scope;
      return readNotes(db, collab, actor, { ...filter, scope });
    },

    ofProject: async (actor: OrgActor, projectId: string): Promise<NoteSummary[]> => {
      await projectFor(db, actor, projectId);
      return readNotes(db, collab, actor, { scope: 'project', projectId });
    },

    async detail(actor: OrgActor, noteId: string): Promise<NoteDetail> {
      const { note } = await noteFor(db, actor, noteId, 'read');
      return { ...(await summary(actor, noteId)), html: note.html };
    },

    async create(actor: OrgActor, body: { title?: string; projectId?: string | null }): Promise<NoteSummary> {
      if (body.projectId) await writableProject(db, actor, body.projectId);
      const note = await insertNote(db, { organizationId: actor.organizationId, ownerId: actor.userId, projectId: body.projectId ?? null, title: body.title ?? NOTE_UNTITLED });
      return announceNew(actor, note);
    },

    /** Rename (Owner or Editor) and move (Owner; the project must be one they can open, null detaches). */
    async update(actor: OrgActor, noteId: string, body: { title?: string; projectId?: string | null }): Promise<NoteSummary> {
      const moving = body.projectId !== undefined;
      const { note, before } = await db.transaction(async (tx) => {
        const found = await noteFor(tx, actor, noteId, moving ? 'delete' : 'write', { lock: true });
        if (body.projectId) await projectFor(tx, actor, body.projectId);
        const audience = moving ? await noteAudience(tx, found.note) : [];
        const [updated] = await tx
          .update(notes)
          .set({ title: body.title, projectId: body.projectId, updatedAt: new Date(), updatedById: actor.userId })
          .where(inOrganization(notes, actor.organizationId, eq(notes.id, noteId)))
          .returning();
        return { note: updated!, before: audience };
      });
      // A move changes who can open the note: open connections are checked again.
      if (moving) collab.accessChanged(noteId);
      noteChanged(realtime, actor, noteId, { before, after: await noteAudience(db, note) });
      return summary(actor, noteId);
    },

    /** Owner only: shares, versions and images go with it (cascade), their files after the commit. */
    async remove(actor: OrgActor, noteId: string): Promise<{ _id: string }> {
      const { audience, keys } = await db.transaction(async (tx) => {
        const { note } = await noteFor(tx, actor, noteId, 'delete', { lock: true });
        const before = await noteAudience(tx, note);
        const images = await tx.select({ key: noteImages.storageKey }).from(noteImages).where(eq(noteImages.noteId, noteId));
        await tx.delete(notes).where(inOrganization(notes, actor.organizationId, eq(notes.id, noteId)));
        return { audience: before, keys: images.map((image) => image.key) };
      });
      collab.noteDeleted(noteId);
      for (const key of keys) await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, "could not remove a deleted note's image"));
      noteChanged(realtime, actor, noteId, { before: audience, after: [] });
      return { _id: noteId };
    },

    /**
     * A copy owned by the caller: the live text (the open document's, else the stored one), in the
     * same project only if the caller may write there, with no shares.
     */
    async duplicate(actor: OrgActor, noteId: string): Promise<NoteSummary> {
      const { note } = await noteFor(db, actor, noteId, 'read');
      const state = (await collab.currentState(noteId)) ?? note.state;
      const projectId = note.projectId ? await writableProject(db, actor, note.projectId).then((project) => project.id, () => null) : null;
      const copy = await insertNote(db, { organizationId: actor.organizationId, ownerId: actor.userId, projectId, title: copyTitle(note.title), state });
      return announceNew(actor, copy);
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
