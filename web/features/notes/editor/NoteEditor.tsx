import { useMemo } from 'react';
import { avatarColor } from '../../../../domain/color/color';
import type { NoteAccess } from '../../../../domain/notes/notes';
import { useCurrentUser } from '../../../app/session/useSession';
import { NoteEditorSurface } from './NoteEditorSurface';
import { useNoteConnection, type NoteUser } from './useNoteConnection';

/** Someone in the note right now, from the collaboration socket's awareness. */
export interface NotePresence {
  /** The Yjs client id: one person with two tabs is two. */
  clientId: number;
  userId: string;
  name: string;
  color: string;
  avatar: string | null;
}

/** synced: live; offline: edits are kept and merge when back; closed: access removed or the note deleted (no reconnecting). */
export type NoteConnectionStatus = 'connecting' | 'synced' | 'offline' | 'closed';

export interface NoteEditorProps {
  noteId: string;
  /** The caller's access: a Viewer gets a read-only editor (the server refuses their edits as well). */
  access: NoteAccess;
  /** The last stored HTML, shown until the live document has synced. */
  initialHtml: string;
  /** The note's project (task chips look tasks up; a checklist item becomes a task there), or null. */
  projectId: string | null;
  onPeopleChange?: (people: NotePresence[]) => void;
  onStatusChange?: (status: NoteConnectionStatus) => void;
  /** Scroll to and highlight this mention (a notification's link) once synced. */
  focusMentionKey?: string | null;
}

/**
 * A note, written together live: the stored HTML paints at once, read-only, and the live editor
 * takes its place as soon as the document has synced over the collaboration socket.
 */
export function NoteEditor(props: NoteEditorProps) {
  // A new note is a new document, connection and editor.
  return <LiveNoteEditor key={props.noteId} {...props} />;
}

function LiveNoteEditor({ noteId, access, initialHtml, projectId, onPeopleChange, onStatusChange, focusMentionKey }: NoteEditorProps) {
  const me = useCurrentUser();
  const user = useMemo<NoteUser>(() => ({ userId: me._id, name: me.name, color: avatarColor(me.name), avatar: me.avatar }), [me._id, me.name, me.avatar]);
  const connection = useNoteConnection(noteId, { onPeopleChange, onStatusChange });
  const canWrite = access !== 'Viewer' && !connection.readOnly && connection.status !== 'closed';
  return (
    <NoteEditorSurface
      doc={connection.doc}
      provider={connection.provider}
      user={user}
      live={connection.hasSynced}
      editable={canWrite}
      noteId={noteId}
      projectId={projectId}
      initialHtml={initialHtml}
      focusMentionKey={focusMentionKey ?? null}
    />
  );
}
