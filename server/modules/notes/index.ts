import type { Api, Platform } from '../../platform/modules';
import { createNoteCollab } from './collab';
import { registerNoteRoutes } from './notes.routes';

export { noteFor } from './noteAccess';

/**
 * Notes: the HTTP routes of spec 7 and the live collaboration socket (collab/), which the routes
 * tell when shares change or a note goes.
 */
export function createNotesModule(platform: Platform) {
  const collab = createNoteCollab(platform);
  platform.onClose(() => collab.close());
  return {
    collab,
    register: (api: Api) => registerNoteRoutes(api, { ...platform, collab }),
  };
}
