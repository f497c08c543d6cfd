import { Box } from '@mui/material';
import type { NoteAccess } from '../../../../domain/notes/notes';

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

/** Placeholder until the collaborative editor lands: shows the stored HTML, read-only. */
export function NoteEditor({ initialHtml }: NoteEditorProps) {
  return <Box className="note-editor" dangerouslySetInnerHTML={{ __html: initialHtml }} />;
}
