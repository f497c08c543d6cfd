import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { canWriteNote } from '../../../../domain/notes/noteAccess';
import { NOTE_COLLAB_COOKIE_TOKEN, NOTE_COLLAB_REASONS, type NoteAccess } from '../../../../domain/notes/notes';
import { SESSION_COOKIE } from '../../../platform/auth/access';
import type { SessionStore, SessionUser } from '../../../platform/auth/sessions';
import { hashToken } from '../../../platform/auth/tokens';
import type { DbOrTx } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/errors';
import { header, isForeignOrigin } from '../../../platform/http/originCheck';
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
  constructor(
    readonly reason: (typeof NOTE_COLLAB_REASONS)[keyof typeof NOTE_COLLAB_REASONS],
    readonly code = 4403,
  ) {
    super('');
  }
}

function cookieValue(cookies: string | undefined, name: string): string | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The session behind a connection, as the chat socket finds it: the provider's token is a session
 * token, or 'cookie' for the session cookie of the upgrade request, which only the app's own
 * pages may use (a page of another site would otherwise ride on the visitor's cookie).
 */
export async function sessionOfConnection(sessions: SessionStore, appUrl: string, token: string, request: IncomingMessage) {
  let sessionToken = token;
  if (token === NOTE_COLLAB_COOKIE_TOKEN) {
    const { headers } = request;
    const secure = Boolean((request.socket as TLSSocket).encrypted);
    const foreign = isForeignOrigin(appUrl, {
      origin: header(headers.origin),
      fetchSite: header(headers['sec-fetch-site']),
      ownOrigin: `${secure ? 'https' : 'http'}://${header(headers.host) ?? ''}`,
    });
    if (foreign) throw new CollabRefusal(NOTE_COLLAB_REASONS.foreignOrigin);
    sessionToken = cookieValue(headers.cookie, SESSION_COOKIE) ?? '';
  }
  if (!sessionToken) throw new CollabRefusal(NOTE_COLLAB_REASONS.unauthenticated, 4401);
  const tokenHash = hashToken(sessionToken);
  const active = await sessions.findByHash(tokenHash);
  if (!active || active.user.status !== 'active') throw new CollabRefusal(NOTE_COLLAB_REASONS.unauthenticated, 4401);
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
