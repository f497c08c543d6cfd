import type { NoteCollab } from '../noteCollab';

/** Placeholder until the Hocuspocus server lands: no live connections exist, so there is nothing to tell. */
export function createNoteCollab(): NoteCollab {
  return {
    activeUsers: () => new Map(),
    currentState: async () => null,
    replaceContent: async () => undefined,
    accessChanged: () => undefined,
    noteDeleted: () => undefined,
    close: async () => undefined,
  };
}
