import type { NotePerson } from '../../../domain/notes/notes';

/**
 * The live side of notes (collab/): the Hocuspocus server on the product's HTTP server at
 * NOTE_COLLAB_PATH. The notes routes tell it when access changes or a note goes, and read and
 * replace the live document through it, so an open editor never misses a change made over HTTP.
 */
export interface NoteCollab {
  /** People with each of these notes open right now (notes nobody has open are absent). */
  activeUsers(noteIds: readonly string[]): Map<string, NotePerson[]>;
  /** The document's current Yjs state: the open document's when loaded, else the stored one (null: never written). */
  currentState(noteId: string): Promise<Uint8Array | null>;
  /** Makes a state the text (restoring a version): an edit every open editor sees live; stored at once. */
  replaceContent(noteId: string, state: Uint8Array, by: { userId: string; name: string }): Promise<void>;
  /**
   * Shares (or project membership, or a role) changed: everyone with this note open is checked again,
   * on every node. Those who lost it are disconnected, a Viewer's connection becomes read-only.
   */
  accessChanged(noteId: string): void;
  /** The note was deleted: every connection to it closes, on every node. */
  noteDeleted(noteId: string): void;
  close(): Promise<void>;
}
