import { and, eq } from 'drizzle-orm';
import { canDeleteNote, canManageNoteShares, canWriteNote, noteAccessOf } from '../../../domain/notes/noteAccess';
import type { NoteAccess } from '../../../domain/notes/notes';
import type { DbOrTx } from '../../platform/db/database';
import { notes, noteShares, projects } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { forbidden, notFound } from '../../platform/http/errors';
import { visibleProjectsCondition, type ProjectViewer } from '../projects';

export type NoteRow = typeof notes.$inferSelect;
/** What a caller needs to do: read it, write in it, manage its shares, or delete (and move) it. */
export type NoteNeed = 'read' | 'write' | 'manage' | 'delete';

const NOT_FOUND = 'Note not found';

/** The caller's access to a note row of their organisation (null: none). */
export async function accessTo(tx: DbOrTx, actor: ProjectViewer, note: Pick<NoteRow, 'id' | 'ownerId' | 'projectId'>): Promise<NoteAccess | null> {
  if (note.ownerId === actor.userId) return 'Owner';
  const [share] = await tx
    .select({ permission: noteShares.permission })
    .from(noteShares)
    .where(and(eq(noteShares.noteId, note.id), eq(noteShares.userId, actor.userId)))
    .limit(1);
  // The projects module's own rule for who sees a project, as a condition (not projectFor, whose 404 is an answer, not a fact).
  const [project] = note.projectId
    ? await tx.select({ id: projects.id }).from(projects).where(and(visibleProjectsCondition(tx, actor), eq(projects.id, note.projectId))).limit(1)
    : [];
  const seesProject = project !== undefined;
  return noteAccessOf({ orgRole: actor.role, isOwner: false, share: share?.permission ?? null, seesProject });
}

/**
 * The one way to reach a note: of the caller's organisation and one they can open, else 404 (ids
 * of other people's notes reveal nothing); then 403 when their access does not reach `need`.
 */
export async function noteFor(
  tx: DbOrTx,
  actor: ProjectViewer,
  noteId: string,
  need: NoteNeed,
  options: { lock?: boolean } = {},
): Promise<{ note: NoteRow; access: NoteAccess }> {
  const query = tx.select().from(notes).where(inOrganization(notes, actor.organizationId, eq(notes.id, noteId))).limit(1);
  const [note] = options.lock ? await query.for('update') : await query;
  if (!note) throw notFound(NOT_FOUND);
  const access = await accessTo(tx, actor, note);
  if (access === null) throw notFound(NOT_FOUND);
  if (need === 'write' && !canWriteNote(access)) throw forbidden('You can only read this note');
  if (need === 'manage' && !canManageNoteShares(access, actor.role)) throw forbidden('Only the note\'s owner or an admin can change who it is shared with');
  if (need === 'delete' && !canDeleteNote(access)) throw forbidden('Only the note\'s owner can do this');
  return { note, access };
}
