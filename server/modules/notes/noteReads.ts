import { and, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { noteAccessOf } from '../../../domain/notes/noteAccess';
import type { NoteSummary } from '../../../domain/notes/notes';
import type { DbOrTx } from '../../platform/db/database';
import { noteShares, notes, projects, users } from '../../platform/db/schema';
import { fullTextQuery } from '../../platform/db/fullText';
import { inOrganization } from '../../platform/db/tenant';
import { projectAudience, visibleProjectsCondition, type ProjectViewer } from '../projects';
import type { NoteCollab } from './noteCollab';
import { PREVIEW_SOURCE_CHARS } from './noteContent';
import { presentNote, type NoteListRow } from './notes.presenter';

/** A search answers this many notes at most, best match first. */
export const NOTE_SEARCH_LIMIT = 50;

export interface NoteFilter {
  scope?: 'all' | 'mine' | 'shared' | 'project';
  projectId?: string;
  search?: string;
  ids?: string[];
}

/**
 * The notes the caller can read, presented, in one query: the caller's own share and whether
 * they can open the note's project come with each row, so access is worked out in one pass
 * (noteAccessOf, the rule noteFor applies to one note). Newest change first, or best match
 * first when searching.
 */
export async function readNotes(tx: DbOrTx, collab: NoteCollab, actor: ProjectViewer, filter: NoteFilter): Promise<NoteSummary[]> {
  // On the left-joined project: null (no project, or one the caller cannot open) reads as false.
  const seesProject = sql<boolean>`coalesce(${visibleProjectsCondition(tx, actor)}, false)`;
  const mine = eq(notes.ownerId, actor.userId);
  const sharedWithMe = isNotNull(noteShares.userId);
  const search = filter.search ? fullTextQuery(filter.search) : null;
  const scope: Record<NonNullable<NoteFilter['scope']>, SQL | undefined> = {
    all: undefined,
    mine,
    shared: and(sharedWithMe, ne(notes.ownerId, actor.userId)),
    project: filter.projectId ? eq(notes.projectId, filter.projectId) : undefined,
  };
  const query = tx
    .select({
      // Only the start of the text, for the preview: a list of long notes would otherwise carry every word of each.
      note: { id: notes.id, title: notes.title, projectId: notes.projectId, text: sql<string>`left(${notes.text}, ${PREVIEW_SOURCE_CHARS})`, createdAt: notes.createdAt, updatedAt: notes.updatedAt },
      owner: { id: users.id, name: users.name, avatarUpdatedAt: users.avatarUpdatedAt },
      project: { id: projects.id, name: projects.name, key: projects.key },
      share: noteShares.permission,
      seesProject,
    })
    .from(notes)
    .innerJoin(users, eq(users.id, notes.ownerId))
    .leftJoin(projects, eq(projects.id, notes.projectId))
    .leftJoin(noteShares, and(eq(noteShares.noteId, notes.id), eq(noteShares.userId, actor.userId)))
    .where(
      inOrganization(
        notes,
        actor.organizationId,
        or(mine, sharedWithMe, seesProject),
        scope[filter.scope ?? 'all'],
        filter.ids ? inArray(notes.id, filter.ids) : undefined,
        search ? sql`${notes.searchVector} @@ ${search}` : undefined,
      ),
    )
    .orderBy(...(search ? [desc(sql`ts_rank(${notes.searchVector}, ${search})`)] : []), desc(notes.updatedAt), desc(notes.id))
    .$dynamic();
  const rows = search ? await query.limit(NOTE_SEARCH_LIMIT) : await query;
  const active = collab.activeUsers(rows.map((row) => row.note.id));
  return rows.map((row) => {
    const access = noteAccessOf({ orgRole: actor.role, isOwner: row.owner.id === actor.userId, share: row.share, seesProject: row.seesProject })!;
    const listed: NoteListRow = { note: row.note, owner: row.owner, project: row.project, access };
    return presentNote(listed, actor.role, active.get(row.note.id) ?? []);
  });
}

/** One note as the caller sees it (after noteFor has let them in). */
export async function readNote(tx: DbOrTx, collab: NoteCollab, actor: ProjectViewer, noteId: string): Promise<NoteSummary> {
  const [summary] = await readNotes(tx, collab, actor, { ids: [noteId] });
  return summary!;
}

/** Everyone who can open a note: its owner, the people it is shared with, and its project's audience. */
export async function noteAudience(tx: DbOrTx, note: { id: string; organizationId: string; ownerId: string; projectId: string | null }): Promise<string[]> {
  const shared = await tx.select({ userId: noteShares.userId }).from(noteShares).where(eq(noteShares.noteId, note.id));
  const project = note.projectId ? await projectAudience(tx, note.organizationId, note.projectId) : [];
  return [...new Set([note.ownerId, ...shared.map((row) => row.userId), ...project])];
}
