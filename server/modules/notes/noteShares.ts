import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { NoteSharedUser, NoteSharePermission } from '../../../domain/notes/notes';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { noteShares, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { escapeHtml } from '../../platform/html';
import { badRequest, notFound } from '../../platform/http/errors';
import { deliverNotifications, recordNotifications } from '../notifications';
import { noteFor, type NoteRow } from './noteAccess';
import { noteChanged } from './noteEvents';
import { noteAudience } from './noteReads';
import { presentSharedUser } from './notes.presenter';
import type { NotesDeps } from './notes.service';

const NOT_SHARED = 'This note is not shared with that person';
const person = { id: users.id, name: users.name, email: users.email, avatarUpdatedAt: users.avatarUpdatedAt };

export interface ShareBody {
  userId?: string;
  userIds?: string[];
  permission: NoteSharePermission;
}

/** Who can open the note by name: the owner first (Owner), then each share by name. */
export async function sharedUsersOf(tx: DbOrTx, note: Pick<NoteRow, 'id' | 'ownerId'>): Promise<NoteSharedUser[]> {
  const [owner] = await tx.select(person).from(users).where(eq(users.id, note.ownerId));
  const shares = await tx
    .select({ user: person, permission: noteShares.permission })
    .from(noteShares)
    .innerJoin(users, eq(users.id, noteShares.userId))
    .where(eq(noteShares.noteId, note.id))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  return [presentSharedUser(owner!, 'Owner'), ...shares.map((share) => presentSharedUser(share.user, share.permission))];
}

/** Shares the note with these people (or changes their permission), in the caller's transaction. */
export async function grantShares(tx: DbOrTx, note: Pick<NoteRow, 'id' | 'organizationId'>, userIds: string[], permission: NoteSharePermission, sharedById: string): Promise<void> {
  await tx
    .insert(noteShares)
    .values(userIds.map((userId) => ({ noteId: note.id, userId, organizationId: note.organizationId, permission, sharedById })))
    .onConflictDoUpdate({ target: [noteShares.noteId, noteShares.userId], set: { permission } });
}

function notice(actor: OrgActor, note: NoteRow, userId: string, permission: NoteSharePermission) {
  return {
    organizationId: actor.organizationId,
    userId,
    type: 'noteShared' as const,
    subject: `${actor.name} shared a note with you`,
    message: `<p><strong>${escapeHtml(actor.name)}</strong> shared the note <strong>${escapeHtml(note.title)}</strong> with you as ${escapeHtml(permission)}.</p>`,
    senderName: actor.name,
    metadata: { noteId: note.id },
  };
}

/**
 * Sharing (spec 7): the owner, and the organisation's owners and admins, add, change and remove
 * shares. After each change, open connections are checked again (an unshared person's closes,
 * a new Viewer's becomes read-only) and everyone affected hears of it.
 */
export function createNoteShares(deps: Pick<NotesDeps, 'db' | 'collab' | 'realtime'>) {
  const { db, collab, realtime } = deps;

  /** Runs one change of shares, then tells the live side, the notified people and every list. */
  async function changeShares(actor: OrgActor, noteId: string, change: (tx: DbOrTx, note: NoteRow) => Promise<{ userId: string; permission: NoteSharePermission }[]>) {
    const { note, before, rows } = await db.transaction(async (tx) => {
      const found = await noteFor(tx, actor, noteId, 'manage', { lock: true });
      const audience = await noteAudience(tx, found.note);
      const added = await change(tx, found.note);
      return { note: found.note, before: audience, rows: await recordNotifications(tx, added.map((share) => notice(actor, found.note, share.userId, share.permission))) };
    });
    collab.accessChanged(noteId);
    deliverNotifications(realtime, rows);
    noteChanged(realtime, actor, noteId, { before, after: await noteAudience(db, note) });
    return sharedUsersOf(db, note);
  }

  /** The people a body names, once each, and the field to name in an error. */
  function named(body: ShareBody, note: NoteRow) {
    const field = body.userIds ? 'userIds' : 'userId';
    const ids = [...new Set([...(body.userId ? [body.userId] : []), ...(body.userIds ?? [])])];
    if (ids.includes(note.ownerId)) throw badRequest(`${field}: The owner already has this note and cannot be given a share`);
    return { field, ids };
  }

  return {
    async sharedUsers(actor: OrgActor, noteId: string): Promise<NoteSharedUser[]> {
      const { note } = await noteFor(db, actor, noteId, 'read');
      return sharedUsersOf(db, note);
    },

    /** Adds shares, or changes the permission of existing ones; only the newly shared are notified. */
    share: (actor: OrgActor, noteId: string, body: ShareBody) =>
      changeShares(actor, noteId, async (tx, note) => {
        const { field, ids } = named(body, note);
        // Another organisation's user and an unknown id are told apart by nothing.
        const members = await tx
          .select({ id: users.id })
          .from(users)
          .where(inOrganization(users, actor.organizationId, inArray(users.id, ids), eq(users.status, 'active')));
        if (members.length !== ids.length) throw badRequest(`${field}: Notes can only be shared with active members of your organisation`);
        const existing = await tx.select({ userId: noteShares.userId }).from(noteShares).where(and(eq(noteShares.noteId, noteId), inArray(noteShares.userId, ids)));
        await grantShares(tx, note, ids, body.permission, actor.userId);
        const had = new Set(existing.map((row) => row.userId));
        return ids.filter((userId) => !had.has(userId)).map((userId) => ({ userId, permission: body.permission }));
      }),

    /** Changes the permission of existing shares only: someone the note is not shared with is 404. */
    changePermission: (actor: OrgActor, noteId: string, body: ShareBody) =>
      changeShares(actor, noteId, async (tx, note) => {
        const { ids } = named(body, note);
        const updated = await tx
          .update(noteShares)
          .set({ permission: body.permission })
          .where(and(eq(noteShares.noteId, noteId), inArray(noteShares.userId, ids)))
          .returning({ userId: noteShares.userId });
        if (updated.length !== ids.length) throw notFound(NOT_SHARED);
        return [];
      }),

    unshare: (actor: OrgActor, noteId: string, userId: string) =>
      changeShares(actor, noteId, async (tx) => {
        const removed = await tx.delete(noteShares).where(and(eq(noteShares.noteId, noteId), eq(noteShares.userId, userId))).returning({ userId: noteShares.userId });
        if (removed.length === 0) throw notFound(NOT_SHARED);
        return [];
      }),
  };
}

export type NoteSharesService = ReturnType<typeof createNoteShares>;
