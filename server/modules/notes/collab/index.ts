import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { Redis } from 'ioredis';
import * as Y from 'yjs';
import { NOTE_COLLAB_REASONS, noteDocumentName, type NotePerson } from '../../../../domain/notes/notes';
import type { AccountLock } from '../../../platform/auth/access';
import type { Platform } from '../../../platform/modules';
import { avatarUrl } from '../../users';
import type { NoteCollab } from '../noteCollab';
import { createAccessEvents } from './accessEvents';
import { createAutoVersions } from './autoVersions';
import { CollabRefusal, type CollabContext } from './connectionAuth';
import { createConnectionControl } from './connectionControl';
import { createMessageGuard } from './messageGuard';
import { noteExtension } from './noteExtension';
import { createNotePersistence } from './persistence';
import { replaceFragment } from './replaceFragment';
import { attachCollabSocket } from './upgrade';

/** Stores wait for a pause this long in editing, and never longer than maxDebounce while it goes on. */
const STORE_DEBOUNCE_MS = 1000;
const STORE_MAX_DEBOUNCE_MS = 5000;

export type NoteCollabDeps = Pick<Platform, 'httpServer' | 'db' | 'sessions' | 'config' | 'logger' | 'realtime'> & {
  /** A locked organisation (its subscription lapsed or restricted) is refused, as the API refuses it. */
  accountLock?: AccountLock;
};

/**
 * The notes' live collaboration: Hocuspocus (without its own server) on the product's HTTP server
 * at NOTE_COLLAB_PATH, with the product's sessions, note access and PostgreSQL behind it, and
 * with REDIS_URL, Hocuspocus's Redis extension carrying each document across nodes.
 */
export function createNoteCollab(deps: NoteCollabDeps): NoteCollab {
  const { db, sessions, config, logger } = deps;
  const persistence = createNotePersistence(deps);
  const guard = createMessageGuard();
  const loaded = new Map<string, { organizationId: string; writer: { userId: string; name: string } | null }>();

  const extensions: Extension[] = [];
  if (config.REDIS_URL) {
    const url = config.REDIS_URL;
    const createClient = () => {
      const client = new Redis(url, { maxRetriesPerRequest: 3 });
      client.on('error', (error) => logger.warn({ err: error }, 'notes collaboration redis error'));
      return client;
    };
    extensions.push(new RedisExtension({ createClient, prefix: 'teamwork:collab' }));
  }
  const documentOf = (noteId: string) => hocuspocus.documents.get(noteDocumentName(noteId));
  const control = createConnectionControl({ db, sessions, documentOf });
  // A logout, a revoked session, a deactivation or a new role reaches the user's open notes at once, on every node.
  sessions.onUserChanged((userId) => {
    const connections = [...hocuspocus.documents.values()].flatMap((document) => [...document.getConnections()]);
    control.recheckUser(userId, connections).catch((error: unknown) => logger.error({ err: error, userId }, 'could not re-check the note connections of a user'));
  });
  const versions = createAutoVersions({ db, logger, currentState: (noteId) => currentState(noteId) });
  extensions.push(
    noteExtension({ db, sessions, accountLock: deps.accountLock, appUrl: config.APP_URL, persistence, control, guard, loaded, onEdited: (noteId, organizationId, writer) => versions.edited(noteId, organizationId, writer) }),
  );
  const hocuspocus = new Hocuspocus({ name: 'teamwork-notes', quiet: true, debounce: STORE_DEBOUNCE_MS, maxDebounce: STORE_MAX_DEBOUNCE_MS, extensions });

  async function currentState(noteId: string): Promise<Uint8Array | null> {
    const document = documentOf(noteId);
    if (document && !document.isLoading) return Y.encodeStateAsUpdate(document);
    return (await persistence.storedState(noteId))?.state ?? null;
  }

  let closing: Promise<void> | undefined;
  const socket = attachCollabSocket(deps.httpServer, hocuspocus);
  const events = createAccessEvents({
    redisUrl: config.REDIS_URL,
    logger,
    apply: ({ kind, noteId }) => {
      if (kind === 'noteDeleted') {
        versions.forget(noteId);
        control.closeNote(noteId, new CollabRefusal(NOTE_COLLAB_REASONS.noteDeleted));
      } else control.recheckNote(noteId).catch((error: unknown) => logger.error({ err: error, noteId }, 'could not re-check a note\'s connections'));
    },
  });

  return {
    activeUsers(noteIds) {
      const people = new Map<string, NotePerson[]>();
      for (const noteId of noteIds) {
        const document = documentOf(noteId);
        if (!document) continue;
        const byUser = new Map<string, NotePerson>();
        for (const connection of document.getConnections()) {
          const { user } = connection.context as CollabContext;
          byUser.set(user.id, { _id: user.id, name: user.name, avatar: avatarUrl(user) });
        }
        if (byUser.size > 0) people.set(noteId, [...byUser.values()]);
      }
      return people;
    },

    currentState,

    async replaceContent(noteId, state, by) {
      const stored = await persistence.storedState(noteId);
      if (!stored) return;
      const name = noteDocumentName(noteId);
      const connection = await hocuspocus.openDirectConnection(name, { noteId, organizationId: stored.organizationId });
      try {
        const entry = loaded.get(name);
        if (entry) entry.writer = by;
        // transact stores at once; everyone with the note open receives the change live.
        await connection.transact((document) => replaceFragment(document, state));
      } finally {
        await connection.disconnect();
      }
    },

    accessChanged(noteId) {
      void events.publish({ kind: 'accessChanged', noteId });
    },

    noteDeleted(noteId) {
      void events.publish({ kind: 'noteDeleted', noteId });
    },

    close() {
      // Called before the HTTP server closes and again when the app has: the first call does the work.
      closing ??= shutDown();
      return closing;
    },
  };

  async function shutDown() {
    socket.stopAccepting();
    // What was typed and not yet stored is written before the sockets go.
    await Promise.all(
      [...hocuspocus.documents.values()].map(async (document) => {
        await hocuspocus.debouncer.executeNow(`onStoreDocument-${document.name}`);
        await document.saveMutex.waitForUnlock();
      }),
    );
    socket.close();
    // The Redis extension unloads a document a moment after its last connection: let it finish before its clients go.
    await untilUnloaded(hocuspocus);
    versions.close();
    await events.close();
    await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
  }
}

/** Resolves once every document is unloaded, or after the longest a shutdown waits for it. */
async function untilUnloaded(hocuspocus: Hocuspocus, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (hocuspocus.getDocumentsCount() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}
