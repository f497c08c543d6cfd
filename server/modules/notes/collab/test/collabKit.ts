import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { NOTE_COLLAB_PATH, NOTE_FRAGMENT, noteDocumentName, type NoteSharePermission } from '../../../../../domain/notes/notes';
import type { Db } from '../../../../platform/db/database';
import { notes, noteShares } from '../../../../platform/db/schema';
import { createTestApp, listen, type TestApp } from '../../../../test/testApp';
import { contentOf, stateFromJson } from '../../noteContent';

/** Shared by the collaboration tests: notes and shares written as the routes would, and real providers. */

export async function createNote(db: Db, values: { organizationId: string; ownerId: string; projectId?: string | null; title?: string; text?: string }) {
  const state = values.text === undefined ? null : stateFromJson({ type: 'doc', content: [paragraph(values.text)] });
  const [note] = await db
    .insert(notes)
    .values({ organizationId: values.organizationId, ownerId: values.ownerId, projectId: values.projectId ?? null, title: values.title ?? 'Plans', state })
    .returning();
  return note!;
}

export async function shareNote(db: Db, note: { id: string; organizationId: string }, userId: string, permission: NoteSharePermission) {
  await db
    .insert(noteShares)
    .values({ noteId: note.id, organizationId: note.organizationId, userId, permission })
    .onConflictDoUpdate({ target: [noteShares.noteId, noteShares.userId], set: { permission } });
}

export async function unshareNote(db: Db, noteId: string, userId: string) {
  await db.delete(noteShares).where(and(eq(noteShares.noteId, noteId), eq(noteShares.userId, userId)));
}

export async function storedNote(db: Db, noteId: string) {
  const [row] = await db.select().from(notes).where(eq(notes.id, noteId));
  return row;
}

const paragraph = (text: string) => ({ type: 'paragraph', content: text ? [{ type: 'text', text }] : [] });

export interface OpenedNote {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  /** Reasons the server gave for refusing (authenticationFailed) or closing (close) this note's connection. */
  refusals: string[];
  closes: string[];
  /** Stateless messages the server sent (an access change). */
  stateless: string[];
  text(): string;
  /** Types a paragraph at the end, as an editor would. */
  type(text: string): void;
  /** Adds a paragraph mentioning a member, as the editor's @ menu does. */
  mention(user: { id: string; name: string }, mentionKey: string): void;
  destroy(): void;
}

export interface ProviderOptions {
  /** Headers of the upgrade request: a browser's cookie and Origin. */
  headers?: Record<string, string>;
}

/** A real provider on a real socket, as the web opens one (the socket retries quickly in tests). */
export function openNote(url: string, noteId: string, token: string, options: ProviderOptions = {}): OpenedNote {
  const headers = options.headers;
  class Polyfill extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, headers ? { headers } : {});
      // A socket torn down mid-handshake (a test ending while the provider retries a refused
      // connection) reports it as an 'error' event, which nobody else listens to at that moment.
      this.on('error', () => undefined);
    }
  }
  const socket = new HocuspocusProviderWebsocket({
    url: `${url.replace(/^http/, 'ws')}${NOTE_COLLAB_PATH}`,
    WebSocketPolyfill: Polyfill,
    delay: 50,
    minDelay: 50,
    maxDelay: 200,
    jitter: false,
  });
  const doc = new Y.Doc();
  const refusals: string[] = [];
  const closes: string[] = [];
  const stateless: string[] = [];
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: noteDocumentName(noteId),
    document: doc,
    token,
    onAuthenticationFailed: ({ reason }) => refusals.push(reason),
    onClose: ({ event }) => closes.push(event.reason),
    onStateless: ({ payload }) => stateless.push(payload),
  });
  provider.attach();
  return {
    provider,
    doc,
    refusals,
    closes,
    stateless,
    text: () => contentOf(doc).text,
    type(text) {
      const fragment = doc.getXmlFragment(NOTE_FRAGMENT);
      const element = new Y.XmlElement('paragraph');
      element.insert(0, [new Y.XmlText(text)]);
      fragment.insert(fragment.length, [element]);
    },
    mention(user, mentionKey) {
      const fragment = doc.getXmlFragment(NOTE_FRAGMENT);
      const mention = new Y.XmlElement('mention');
      mention.setAttribute('id', user.id);
      mention.setAttribute('label', user.name);
      mention.setAttribute('mentionKey', mentionKey);
      const element = new Y.XmlElement('paragraph');
      element.insert(0, [new Y.XmlText('Ask '), mention]);
      fragment.insert(fragment.length, [element]);
    },
    destroy() {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** Resolves once `check` holds (polled), or fails naming what was awaited. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const synced = (opened: OpenedNote, what = 'the provider synced') => until(() => opened.provider.isSynced, what);

/** Long enough for a message to cross the server and back; used only to show something did NOT arrive. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

// Hocuspocus's message types and y-protocols' sync steps, for a client that writes its own bytes.
const MESSAGE_SYNC = 0;
const MESSAGE_AUTH = 2;
const SYNC_UPDATE = 2;

/**
 * A bare socket speaking Hocuspocus's protocol by hand: it authenticates to one note, then sends
 * whatever bytes a test gives it (a corrupted update, garbage), as a broken or hostile client would.
 */
export async function rawConnection(url: string, noteId: string, token: string) {
  const name = noteDocumentName(noteId);
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${NOTE_COLLAB_PATH}`);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const received: Uint8Array[] = [];
  socket.on('message', (data: Buffer) => received.push(new Uint8Array(data)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const message = (write: (encoder: encoding.Encoder) => void) => {
    const encoder = encoding.createEncoder();
    encoding.writeVarString(encoder, name);
    write(encoder);
    return encoding.toUint8Array(encoder);
  };
  socket.send(
    message((encoder) => {
      encoding.writeVarUint(encoder, MESSAGE_AUTH);
      encoding.writeVarUint(encoder, 0);
      encoding.writeVarString(encoder, token);
    }),
  );
  await until(() => received.length > 0, 'the server answered the authentication');
  return {
    socket,
    closed,
    /** An update message carrying these bytes as its Yjs update. */
    sendUpdate(update: Uint8Array) {
      socket.send(
        message((encoder) => {
          encoding.writeVarUint(encoder, MESSAGE_SYNC);
          encoding.writeVarUint(encoder, SYNC_UPDATE);
          encoding.writeVarUint8Array(encoder, update);
        }),
      );
    },
    send(bytes: Uint8Array) {
      socket.send(bytes);
    },
  };
}

export interface CollabHarness {
  /** The listening test app (set before the first test). */
  app: TestApp;
  /** Its http:// address. */
  url: string;
  /** Opens a note through a real provider; it is closed after the test. */
  open(noteId: string, token: string, options?: ProviderOptions): OpenedNote;
}

/** A describe block's listening test app, and providers that are closed after each test. */
export function collabHarness(): CollabHarness {
  const opened: OpenedNote[] = [];
  const harness = {
    open(noteId: string, token: string, options?: ProviderOptions) {
      const note = openNote(harness.url, noteId, token, options);
      opened.push(note);
      return note;
    },
  } as CollabHarness;
  beforeAll(async () => {
    harness.app = await createTestApp();
    harness.url = await listen(harness.app.app);
  });
  afterEach(() => {
    for (const note of opened.splice(0)) note.destroy();
  });
  afterAll(async () => {
    await harness.app?.close();
  });
  return harness;
}
