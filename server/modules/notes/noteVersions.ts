import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import { NOTE_VERSION_NAME_MAX, type NoteSummary, type NoteVersion } from '../../../domain/notes/notes';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { noteVersions, users } from '../../platform/db/schema';
import { notFound } from '../../platform/http/errors';
import { noteFor, type NoteRow } from './noteAccess';
import { contentOfState, docFromState } from './noteContent';
import { readNote } from './noteReads';
import { presentVersion } from './notes.presenter';
import type { NotesDeps } from './notes.service';

/** A note keeps at most this many versions: past it, the oldest automatic ones go first. */
export const NOTE_VERSIONS_KEPT = 100;
const VERSION_NOT_FOUND = 'Version not found';
const author = { id: users.id, name: users.name, avatarUpdatedAt: users.avatarUpdatedAt };

export type NoteVersionRow = typeof noteVersions.$inferSelect;

/** A name the server makes up kept within the bound a person's names have. */
export const boundedVersionName = (name: string) => (name.length > NOTE_VERSION_NAME_MAX ? `${name.slice(0, NOTE_VERSION_NAME_MAX - 1)}…` : name);

/**
 * Saves a state as a version of the note (named by someone, or automatic) and drops the oldest
 * beyond NOTE_VERSIONS_KEPT, automatic ones first. The collaboration server's automatic versions
 * come through here too.
 */
export async function recordVersion(
  tx: DbOrTx,
  note: Pick<NoteRow, 'id' | 'organizationId'>,
  version: { name: string; auto: boolean; state: Uint8Array; createdById: string | null },
): Promise<NoteVersionRow> {
  const [row] = await tx
    .insert(noteVersions)
    .values({ noteId: note.id, organizationId: note.organizationId, ...version, html: contentOfState(version.state).html })
    .returning();
  const kept = await tx.$count(noteVersions, eq(noteVersions.noteId, note.id));
  if (kept > NOTE_VERSIONS_KEPT) {
    const oldest = await tx
      .select({ id: noteVersions.id })
      .from(noteVersions)
      .where(eq(noteVersions.noteId, note.id))
      .orderBy(desc(noteVersions.auto), asc(noteVersions.createdAt), asc(noteVersions.id))
      .limit(kept - NOTE_VERSIONS_KEPT);
    await tx.delete(noteVersions).where(inArray(noteVersions.id, oldest.map((version) => version.id)));
  }
  return row!;
}

/** Named versions and restoring them (Owner or Editor); reading them is for everyone who reads the note. */
export function createNoteVersions(deps: Pick<NotesDeps, 'db' | 'collab'>) {
  const { db, collab } = deps;

  /** The text as it is now: the open document's, else the stored one, else an empty document. */
  const stateNow = async (note: NoteRow) => (await collab.currentState(note.id)) ?? note.state ?? Y.encodeStateAsUpdate(docFromState(null));

  /** A version of this note (a version of another note is not found). */
  async function versionOf(tx: DbOrTx, note: NoteRow, versionId: string) {
    const [row] = await tx
      .select({ version: noteVersions, author })
      .from(noteVersions)
      .leftJoin(users, eq(users.id, noteVersions.createdById))
      .where(and(eq(noteVersions.id, versionId), eq(noteVersions.noteId, note.id), eq(noteVersions.organizationId, note.organizationId)))
      .limit(1);
    if (!row) throw notFound(VERSION_NOT_FOUND);
    return row;
  }

  return {
    async list(actor: OrgActor, noteId: string): Promise<NoteVersion[]> {
      await noteFor(db, actor, noteId, 'read');
      const rows = await db
        .select({ id: noteVersions.id, name: noteVersions.name, auto: noteVersions.auto, createdAt: noteVersions.createdAt, author })
        .from(noteVersions)
        .leftJoin(users, eq(users.id, noteVersions.createdById))
        .where(eq(noteVersions.noteId, noteId))
        .orderBy(desc(noteVersions.createdAt), desc(sql`${noteVersions.id}`));
      return rows.map((row) => presentVersion(row, row.author));
    },

    async save(actor: OrgActor, noteId: string, name: string): Promise<NoteVersion> {
      const { note } = await noteFor(db, actor, noteId, 'write');
      const state = await stateNow(note);
      const row = await db.transaction((tx) => recordVersion(tx, note, { name, auto: false, state, createdById: actor.userId }));
      const saved = await versionOf(db, note, row.id);
      return presentVersion(saved.version, saved.author);
    },

    async get(actor: OrgActor, noteId: string, versionId: string) {
      const { note } = await noteFor(db, actor, noteId, 'read');
      const { version, author: by } = await versionOf(db, note, versionId);
      return { ...presentVersion(version, by), html: version.html };
    },

    /**
     * Makes a version the text: first the current text is kept as an automatic version (so a
     * restore can itself be undone), then the live document is replaced, an edit every open
     * editor sees.
     */
    async restore(actor: OrgActor, noteId: string, versionId: string): Promise<NoteSummary> {
      const { note } = await noteFor(db, actor, noteId, 'write');
      const { version } = await versionOf(db, note, versionId);
      const state = await stateNow(note);
      await db.transaction((tx) => recordVersion(tx, note, { name: boundedVersionName(`Before restoring “${version.name}”`), auto: true, state, createdById: actor.userId }));
      await collab.replaceContent(noteId, version.state, { userId: actor.userId, name: actor.name });
      return readNote(db, collab, actor, noteId);
    },
  };
}

export type NoteVersionsService = ReturnType<typeof createNoteVersions>;
