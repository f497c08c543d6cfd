import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { canWriteNote } from '../../../../domain/notes/noteAccess';
import { NOTE_COLLAB_COOKIE_TOKEN, NOTE_COLLAB_REASONS, type NoteAccess, type NoteCollabReason } from '../../../../domain/notes/notes';
import { sessionCookieOf } from '../../../platform/auth/access';
import type { SessionStore, SessionUser } from '../../../platform/auth/sessions';
import { hashToken } from '../../../platform/auth/tokens';
import type { DbOrTx } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/errors';
import { isForeignOrigin, upgradeOrigin } from '../../../platform/http/originCheck';
import { noteFor } from '../noteAccess';

/** What the server keeps about one connection to one note (Hocuspocus's per-connection context). */
export interface CollabContext {
  noteId: string;
  organizationId: string;
  /** The session token's hash (never the token): every message looks the session up again by it. */
  tokenHash: string;
  /** The user as of the latest check. */
  user: SessionUser;
  access: NoteAccess;
  /** The checks of this connection's messages, one after another so none overtakes another. */
  checks?: Promise<void>;
}

/**
 * A refusal Hocuspocus passes to the provider: `reason` reaches the client (authenticationFailed
 * or close). The empty message keeps Hocuspocus from logging an expected refusal as an error.
 */
export class CollabRefusal extends Error {
  readonly code: number;
  constructor(readonly reason: NoteCollabReason) {
    super('');
    this.code = CLOSE_CODES[reason] ?? 4403;
  }
}

/** The close code each refusal goes with (4403 unless named here); the editor stops reconnecting after any of them (isFinalNoteCollabClose). */
const CLOSE_CODES: Partial<Record<NoteCollabReason, number>> = {
  unauthenticated: 4401,
  'account-locked': 4402,
  'malformed-update': 4400,
  // As ws itself closes a frame past its maxPayload.
  'too-large': 1009,
};

/**
 * The session behind a connection, as the chat socket finds it: the provider's token is a session
 * token, or 'cookie' for the session cookie of the upgrade request, which only the app's own
 * pages may use (a page of another site would otherwise ride on the visitor's cookie).
 */
export async function sessionOfConnection(sessions: SessionStore, appUrl: string, token: string, request: IncomingMessage) {
  let sessionToken = token;
  if (token === NOTE_COLLAB_COOKIE_TOKEN) {
    if (isForeignOrigin(appUrl, upgradeOrigin(request.headers, Boolean((request.socket as TLSSocket).encrypted)))) {
      throw new CollabRefusal(NOTE_COLLAB_REASONS.foreignOrigin);
    }
    sessionToken = sessionCookieOf(request.headers.cookie) ?? '';
  }
  if (!sessionToken) throw new CollabRefusal(NOTE_COLLAB_REASONS.unauthenticated);
  const tokenHash = hashToken(sessionToken);
  const active = await sessions.findByHash(tokenHash);
  if (!active || active.user.status !== 'active') throw new CollabRefusal(NOTE_COLLAB_REASONS.unauthenticated);
  return { user: active.user, tokenHash };
}

/** The user's access to the note now (null: none, including another organisation's note). */
export async function accessOf(db: DbOrTx, user: SessionUser, noteId: string): Promise<NoteAccess | null> {
  if (!user.organizationId || user.role === 'super_admin') return null;
  try {
    const { access } = await noteFor(db, { userId: user.id, organizationId: user.organizationId, role: user.role }, noteId, 'read');
    return access;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

export const isReadOnly = (access: NoteAccess) => !canWriteNote(access);
