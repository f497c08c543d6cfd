import { useEffect, useEffectEvent, useState } from 'react';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as Y from 'yjs';
import {
  isFinalNoteCollabClose,
  NOTE_COLLAB_COOKIE_TOKEN,
  NOTE_COLLAB_PATH,
  noteAccessMessageSchema,
  noteDocumentName,
  type NoteAccessMessage,
} from '../../../../domain/notes/notes';
import type { NoteConnectionStatus, NotePresence } from './NoteEditor';

/** Who this editor is, as the others see them (carets, 'who is in the note'): the awareness's 'user' field. */
export interface NoteUser {
  userId: string;
  name: string;
  color: string;
  avatar: string | null;
}

/** The collaboration socket of this page's own host: the browser sends its session cookie with it. */
export function collabUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${NOTE_COLLAB_PATH}`;
}

/** The people in a note from its awareness states, one per client (a person with two tabs is two). */
export function presenceOf(states: Map<number, Record<string, unknown>>): NotePresence[] {
  const people: NotePresence[] = [];
  for (const [clientId, state] of states) {
    const user = state.user as Partial<NoteUser> | undefined;
    if (!user?.userId || !user.name) continue;
    people.push({ clientId, userId: user.userId, name: user.name, color: user.color ?? '', avatar: user.avatar ?? null });
  }
  return people;
}

/** The server's word that this connection's access changed: `{ type: 'access', readOnly }`; null for any other message. */
export function parseAccessMessage(payload: string): NoteAccessMessage | null {
  try {
    const parsed = noteAccessMessageSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface NoteConnection {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  status: NoteConnectionStatus;
  /** The live document has arrived at least once: until then the stored HTML is shown. */
  hasSynced: boolean;
  /** The server answered that this connection may only read (a Viewer, or a share turned into one). */
  readOnly: boolean;
}

interface Listeners {
  onStatusChange?: (status: NoteConnectionStatus) => void;
  onPeopleChange?: (people: NotePresence[]) => void;
}

/** The document and its provider, made once per note; the socket opens in an effect. */
function openNote(noteId: string) {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url: collabUrl(), autoConnect: false });
  // The browser authenticates by its session cookie (the server checks the Origin); the protocol wants a token all the same.
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: noteDocumentName(noteId), document: doc, token: NOTE_COLLAB_COOKIE_TOKEN });
  return { doc, socket, provider, destroyTimer: undefined as ReturnType<typeof setTimeout> | undefined };
}

/**
 * The note's Yjs document, kept in step with the server through Hocuspocus. The socket
 * reconnects by itself after a network cut or a restart (edits made meanwhile are kept and merge
 * when back); a refusal, or a close for lost access or a deleted note, ends it for good.
 */
export function useNoteConnection(noteId: string, listeners: Listeners): NoteConnection {
  const [note] = useState(() => openNote(noteId));
  const [status, setStatus] = useState<NoteConnectionStatus>('connecting');
  const [hasSynced, setHasSynced] = useState(false);
  const [readOnly, setReadOnly] = useState(false);
  const statusChanged = useEffectEvent((next: NoteConnectionStatus) => listeners.onStatusChange?.(next));
  const peopleChanged = useEffectEvent((people: NotePresence[]) => listeners.onPeopleChange?.(people));

  useEffect(() => {
    const { provider, socket } = note;
    // A remount (React's development double run) takes the same connection back.
    clearTimeout(note.destroyTimer);
    let closed = false;
    const report = (next: NoteConnectionStatus) => {
      if (closed) return;
      if (next === 'closed') closed = true;
      setStatus(next);
      statusChanged(next);
    };
    const end = () => {
      report('closed');
      socket.disconnect();
    };
    const onSynced = ({ state }: { state: boolean }) => {
      if (!state) return;
      setHasSynced(true);
      report('synced');
    };
    const onAuthenticated = ({ scope }: { scope: string }) => setReadOnly(scope === 'readonly');
    // A share changed while the note is open (Editor to Viewer or back): the server says so.
    const onStateless = ({ payload }: { payload: string }) => {
      const message = parseAccessMessage(payload);
      if (message) setReadOnly(message.readOnly);
    };
    const onClose = ({ event }: { event: CloseEvent }) => {
      if (isFinalNoteCollabClose(event.code)) end();
    };
    // Back online is 'synced' again once the server has answered the sync.
    const onStatus = ({ status: socketStatus }: { status: string }) => {
      if (socketStatus === 'disconnected') report('offline');
    };
    const onAwareness = () => peopleChanged(presenceOf(provider.awareness?.getStates() as Map<number, Record<string, unknown>>));
    provider.on('synced', onSynced);
    provider.on('authenticated', onAuthenticated);
    provider.on('stateless', onStateless);
    provider.on('authenticationFailed', end);
    provider.on('close', onClose);
    provider.on('status', onStatus);
    provider.awareness?.on('change', onAwareness);
    provider.attach();
    void socket.connect();
    return () => {
      closed = true;
      provider.off('synced', onSynced);
      provider.off('authenticated', onAuthenticated);
      provider.off('stateless', onStateless);
      provider.off('authenticationFailed', end);
      provider.off('close', onClose);
      provider.off('status', onStatus);
      provider.awareness?.off('change', onAwareness);
      provider.detach();
      socket.disconnect();
      note.destroyTimer = setTimeout(() => {
        provider.destroy();
        socket.destroy();
        note.doc.destroy();
      });
    };
  }, [note]);

  return { doc: note.doc, provider: note.provider, status, hasSynced, readOnly };
}
