import type { Connection, Extension } from '@hocuspocus/server';
import * as Y from 'yjs';
import type { AccountLock } from '../../../platform/auth/access';
import type { SessionStore } from '../../../platform/auth/sessions';
import type { Db } from '../../../platform/db/database';
import { NOTE_COLLAB_REASONS } from '../../../../domain/notes/notes';
import type { OrgRole } from '../../../../domain/permissions/roles';
import { accessOf, CollabRefusal, isReadOnly, sessionOfConnection, type CollabContext } from './connectionAuth';
import type { createConnectionControl } from './connectionControl';
import type { createMessageGuard } from './messageGuard';
import type { NoteWriter } from './mentions';
import type { NotePersistence } from './persistence';

const DOCUMENT_NAME = /^note:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The note a document name names (`note:<id>`), or null for any other name. */
export const noteIdOf = (documentName: string): string | null => DOCUMENT_NAME.exec(documentName)?.[1]?.toLowerCase() ?? null;

export interface NoteExtensionDeps {
  db: Db;
  sessions: SessionStore;
  appUrl: string;
  accountLock?: AccountLock;
  persistence: NotePersistence;
  control: ReturnType<typeof createConnectionControl>;
  guard: ReturnType<typeof createMessageGuard>;
  /** Each loaded document's organisation (stores are scoped by it) and its latest writer. */
  loaded: Map<string, { organizationId: string; writer: NoteWriter | null }>;
  /** Someone changed a note through their connection. */
  onEdited: (noteId: string, organizationId: string, writer: NoteWriter) => void;
}

/**
 * The product's rules on Hocuspocus's hooks: who may open a note's document (and only read it),
 * what each message is checked against before it applies, and where documents are kept.
 */
export function noteExtension(deps: NoteExtensionDeps): Extension {
  const { db, sessions, appUrl, persistence, control, guard, loaded } = deps;

  return {
    extensionName: 'teamwork-notes',

    async onAuthenticate({ token, request, documentName, connectionConfig }): Promise<CollabContext> {
      const noteId = noteIdOf(documentName);
      if (!noteId) throw new CollabRefusal(NOTE_COLLAB_REASONS.notFound);
      const { user, tokenHash } = await sessionOfConnection(sessions, appUrl, token, request);
      const access = await accessOf(db, user, noteId);
      if (!access || !user.organizationId) throw new CollabRefusal(NOTE_COLLAB_REASONS.notFound);
      if (await deps.accountLock?.lockedError(user.organizationId, user.role as OrgRole)) throw new CollabRefusal(NOTE_COLLAB_REASONS.accountLocked);
      connectionConfig.readOnly = isReadOnly(access);
      return { noteId, organizationId: user.organizationId, tokenHash, user, access };
    },

    async onLoadDocument({ documentName, document, context }) {
      const { organizationId, noteId } = context as Pick<CollabContext, 'organizationId' | 'noteId'>;
      const state = await persistence.load(organizationId, noteId);
      if (state === undefined) throw new CollabRefusal(NOTE_COLLAB_REASONS.notFound);
      if (state) {
        Y.applyUpdate(document, state);
        guard.measured(document, state.byteLength);
      }
      loaded.set(documentName, { organizationId, writer: null });
    },

    async beforeHandleMessage({ connection, context, update, document }) {
      const ctx = context as CollabContext;
      // One check after another: a message never overtakes the one before it.
      const check = (ctx.checks ?? Promise.resolve()).then(async () => {
        try {
          await control.beforeMessage(connection, ctx);
          guard.check(document, update, connection.readOnly);
        } catch (error) {
          // Refused: the message is not applied (Hocuspocus drops it on this rejection) and the socket closes.
          if (error instanceof CollabRefusal) control.close(connection, error);
          throw error;
        }
      });
      ctx.checks = check.catch(() => undefined);
      await check;
    },

    async onChange({ documentName, context, transactionOrigin }) {
      const ctx = context as Partial<CollabContext>;
      const entry = loaded.get(documentName);
      // Only a person's own connection makes them the writer: Redis relays and server edits carry no one.
      if (!entry || !ctx.user || !isConnection(transactionOrigin)) return;
      entry.writer = { userId: ctx.user.id, name: ctx.user.name };
      deps.onEdited(ctx.noteId!, entry.organizationId, entry.writer);
    },

    async onStoreDocument({ documentName, document }) {
      const entry = loaded.get(documentName);
      const noteId = noteIdOf(documentName);
      if (!entry || !noteId) return;
      const size = await persistence.store(entry.organizationId, noteId, document, entry.writer);
      if (size !== null) guard.measured(document, size);
    },

    async afterUnloadDocument({ documentName, instance }) {
      if (!instance.documents.has(documentName)) loaded.delete(documentName);
    },
  };
}

const isConnection = (origin: unknown): origin is Connection =>
  typeof origin === 'object' && origin !== null && 'webSocket' in origin && 'readOnly' in origin;
