import { hasAbility, type OrgRole } from '../permissions/roles';
import type { NoteAccess, NoteSharePermission } from './notes';

/** What decides one user's access to one note, read from the database by the server. */
export interface NoteAccessFacts {
  /** The caller's role in the organisation (the note is of the same organisation, or it is not found). */
  orgRole: OrgRole;
  isOwner: boolean;
  /** The caller's own share of the note, if any. */
  share: NoteSharePermission | null;
  /** The note belongs to a project the caller can open (a member, or an owner or admin, who see every project). */
  seesProject: boolean;
}

const RANK: Record<NoteAccess, number> = { Viewer: 1, Editor: 2, Owner: 3 };

/**
 * The caller's access, or null when the note is not theirs to see (the server answers 404, never
 * 403, so ids of other people's notes reveal nothing). A project's note is open to the people who
 * can open the project: those who may edit its tasks write in it, the others read it. A share
 * adds to that; the strongest access wins.
 */
export function noteAccessOf(facts: NoteAccessFacts): NoteAccess | null {
  if (facts.isOwner) return 'Owner';
  const granted: NoteAccess[] = [];
  if (facts.share) granted.push(facts.share);
  if (facts.seesProject) granted.push(hasAbility(facts.orgRole, 'task_edit') ? 'Editor' : 'Viewer');
  if (granted.length === 0) return null;
  return granted.reduce((best, next) => (RANK[next] > RANK[best] ? next : best));
}

export const canWriteNote = (access: NoteAccess | null): boolean => access === 'Owner' || access === 'Editor';

/** The owner manages shares, and so do the organisation's owners and admins (of notes they can open). */
export function canManageNoteShares(access: NoteAccess | null, orgRole: OrgRole): boolean {
  if (access === null) return false;
  return access === 'Owner' || orgRole === 'owner' || orgRole === 'admin';
}

/** Only the owner deletes a note or moves it to another project. */
export const canDeleteNote = (access: NoteAccess | null): boolean => access === 'Owner';
