import type { Api, Platform } from '../../platform/modules';
import type { NoteCollab } from './noteCollab';

/** Placeholder: the notes routes land with the notes service. */
export async function registerNoteRoutes(_api: Api, _deps: Platform & { collab: NoteCollab }): Promise<void> {}
