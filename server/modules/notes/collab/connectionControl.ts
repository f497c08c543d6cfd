import { OutgoingMessage, type Connection, type Document } from '@hocuspocus/server';
import { NOTE_COLLAB_REASONS, type NoteAccessMessage } from '../../../../domain/notes/notes';
import type { SessionStore, SessionUser } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { accessOf, CollabRefusal, isReadOnly, type CollabContext } from './connectionAuth';

/**
 * Keeps each open connection to what its user may do now: their session re-read (from the
 * session cache HTTP uses, which every change of role, status or session clears on every node),
 * their access recomputed when their role changed or the note's shares did.
 */
export function createConnectionControl(deps: { db: Db; sessions: SessionStore; documentOf: (noteId: string) => Document | undefined }) {
  const { db, sessions, documentOf } = deps;

  const currentUser = async (context: CollabContext): Promise<SessionUser> => {
    const active = await sessions.findByHash(context.tokenHash);
    if (!active || active.user.status !== 'active') throw new CollabRefusal(NOTE_COLLAB_REASONS.unauthenticated);
    return active.user;
  };

  /** Sets the connection's access (read-only or not), telling the editor when it changes; refuses when none is left. */
  const applyAccess = async (connection: Connection, context: CollabContext, user: SessionUser) => {
    const access = await accessOf(db, user, context.noteId);
    if (!access) throw new CollabRefusal(NOTE_COLLAB_REASONS.accessRevoked);
    context.user = user;
    const changed = access !== context.access;
    const wasReadOnly = connection.readOnly;
    context.access = access;
    connection.readOnly = isReadOnly(access);
    // The provider learns read-only only when it authenticates: a change meanwhile is told as a stateless message.
    if (changed) {
      const message: NoteAccessMessage = { type: 'access', access, readOnly: connection.readOnly };
      connection.sendStateless(JSON.stringify(message));
    }
    // Writing again: the document asks for what the client has that it refused meanwhile, so later edits built on it apply.
    if (wasReadOnly && !connection.readOnly) {
      connection.send(new OutgoingMessage(connection.document.name).createSyncMessage().writeFirstSyncStepFor(connection.document).toUint8Array());
    }
  };

  /**
   * Ends a connection with the reason the editor shows. The socket closes as well: the provider
   * then reconnects and is refused, rather than keep sending edits nobody reads.
   */
  const close = (connection: Connection, refusal: CollabRefusal) => {
    connection.close({ code: refusal.code, reason: refusal.reason });
    connection.webSocket.close(refusal.code, refusal.reason);
  };

  /** Checks one connection against its user's session and access now: narrowed, widened or closed. */
  const recheck = async (connection: Connection) => {
    const context = connection.context as CollabContext;
    try {
      await applyAccess(connection, context, await currentUser(context));
    } catch (error) {
      if (error instanceof CollabRefusal) close(connection, error);
      else throw error;
    }
  };

  const connectionsTo = (noteId: string): Connection[] => {
    const document = documentOf(noteId);
    return document ? [...document.getConnections()] : [];
  };

  return {
    /** Before a message is applied: a session that ended or a deactivated user refuses it; a changed role recomputes access. */
    async beforeMessage(connection: Connection, context: CollabContext): Promise<void> {
      const user = await currentUser(context);
      if (user.role !== context.user.role || user.organizationId !== context.user.organizationId) await applyAccess(connection, context, user);
      else context.user = user;
    },

    /** The note's shares or membership changed: every connection to it is checked again. */
    async recheckNote(noteId: string): Promise<void> {
      await Promise.all(connectionsTo(noteId).map(recheck));
    },

    /**
     * A user's sessions or account changed (logged out, a session revoked, deactivated, a new role):
     * each of their connections on this node is checked at once, not at its next message.
     */
    async recheckUser(userId: string, connections: Iterable<Connection>): Promise<void> {
      await Promise.all([...connections].filter((connection) => (connection.context as CollabContext | undefined)?.user?.id === userId).map(recheck));
    },

    closeNote(noteId: string, refusal: CollabRefusal): void {
      for (const connection of connectionsTo(noteId)) close(connection, refusal);
    },

    close,
  };
}
