import { canManageNoteShares } from '../../../domain/notes/noteAccess';
import type { NoteAccess, NotePerson, NoteSharedUser, NoteSummary, NoteVersion } from '../../../domain/notes/notes';
import type { OrgRole } from '../../../domain/permissions/roles';
import { avatarUrl } from '../users';
import { previewOf } from './noteContent';

/** The columns a person is presented from (the owner, a sharer, a version's author). */
export interface PersonRow {
  id: string;
  name: string;
  avatarUpdatedAt: Date | null;
}

export const presentPerson = (user: PersonRow): NotePerson => ({ _id: user.id, name: user.name, avatar: avatarUrl(user) });

/** One note row of the list query, with what decides the caller's access already worked out. */
export interface NoteListRow {
  note: { id: string; title: string; projectId: string | null; text: string; createdAt: Date; updatedAt: Date };
  owner: PersonRow;
  project: { id: string; name: string; key: string } | null;
  access: NoteAccess;
}

export function presentNote(row: NoteListRow, orgRole: OrgRole, activeUsers: NotePerson[]): NoteSummary {
  const { note, project } = row;
  return {
    _id: note.id,
    title: note.title,
    owner: presentPerson(row.owner),
    projectId: note.projectId,
    project: project && { _id: project.id, name: project.name, key: project.key },
    access: row.access,
    canManageShares: canManageNoteShares(row.access, orgRole),
    preview: previewOf(note.text),
    activeUsers,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}

export function presentSharedUser(user: PersonRow & { email: string }, permission: NoteAccess): NoteSharedUser {
  return { userId: user.id, name: user.name, email: user.email, avatar: avatarUrl(user), permission };
}

export function presentVersion(row: { id: string; name: string; auto: boolean; createdAt: Date }, createdBy: PersonRow | null): NoteVersion {
  return { _id: row.id, name: row.name, auto: row.auto, createdBy: createdBy && presentPerson(createdBy), createdAt: row.createdAt.toISOString() };
}
