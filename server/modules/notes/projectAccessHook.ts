import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { notes } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import type { NoteCollab } from './noteCollab';

/**
 * For the projects module (through server/app.ts): who can open a project changed, so everyone
 * with one of its notes open is checked again once that commits (a removed member's editor closes,
 * and a deleted project's notes are their owners' alone). Read inside the transaction, before a
 * deletion detaches the notes from the project.
 */
export function projectAccessHook(collab: Pick<NoteCollab, 'accessChanged'>) {
  return async (tx: DbOrTx, organizationId: string, projectId: string) => {
    const rows = await tx.select({ id: notes.id }).from(notes).where(inOrganization(notes, organizationId, eq(notes.projectId, projectId)));
    if (rows.length === 0) return undefined;
    return () => {
      for (const { id } of rows) collab.accessChanged(id);
    };
  };
}
