import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { noteShares, notes, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { noteChanged } from './noteEvents';
import { noteAudience } from './noteReads';
import type { NotesDeps } from './notes.service';

/**
 * A deactivated member's notes stay: ownership passes to the organisation's longest-standing
 * active owner, in the deactivation's transaction. The shares they gave others stay; a share the
 * new owner had of one of these notes goes, as they now own it. Answers the notes handed over.
 */
export async function handOverNotes(tx: DbOrTx, organizationId: string, fromUserId: string): Promise<{ noteIds: string[]; toUserId: string | null }> {
  const [heir] = await tx
    .select({ id: users.id })
    .from(users)
    .where(inOrganization(users, organizationId, eq(users.role, 'owner'), eq(users.status, 'active'), ne(users.id, fromUserId)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  // The last active owner cannot be deactivated, so there is always one; without one, the notes wait.
  if (!heir) return { noteIds: [], toUserId: null };
  const moved = await tx
    .update(notes)
    .set({ ownerId: heir.id })
    .where(inOrganization(notes, organizationId, eq(notes.ownerId, fromUserId)))
    .returning({ id: notes.id });
  const noteIds = moved.map((note) => note.id);
  if (noteIds.length > 0) await tx.delete(noteShares).where(and(inArray(noteShares.noteId, noteIds), eq(noteShares.userId, heir.id)));
  return { noteIds, toUserId: heir.id };
}

/** The users module's hook: hands the notes over, then (after the commit) tells lists and open editors. */
export function noteHandoverHook(deps: Pick<NotesDeps, 'db' | 'collab' | 'realtime'>) {
  return async (tx: DbOrTx, organizationId: string, fromUserId: string) => {
    const { noteIds } = await handOverNotes(tx, organizationId, fromUserId);
    if (noteIds.length === 0) return undefined;
    const handed = await tx
      .select({ id: notes.id, organizationId: notes.organizationId, ownerId: notes.ownerId, projectId: notes.projectId })
      .from(notes)
      .where(inArray(notes.id, noteIds));
    const audiences = await Promise.all(handed.map(async (note) => ({ id: note.id, audience: await noteAudience(tx, note) })));
    return () => {
      for (const { id, audience } of audiences) {
        deps.collab.accessChanged(id);
        noteChanged(deps.realtime, {}, id, { after: audience });
      }
    };
  };
}
