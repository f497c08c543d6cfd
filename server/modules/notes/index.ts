import type { AccountLock } from '../../platform/auth/access';
import type { Api, Platform } from '../../platform/modules';
import { createNoteCollab } from './collab';
import { createNoteExport } from './noteExport';
import { noteHandoverHook } from './noteHandover';
import { createNoteImages } from './noteImages';
import { createNoteShares } from './noteShares';
import { createNoteVersions } from './noteVersions';
import { notesRoutes } from './notes.routes';
import { projectAccessHook } from './projectAccessHook';
import { createNotesService } from './notes.service';

export { noteFor } from './noteAccess';
/** For the demo seed: notes written as the service writes them. */
export { contentOfState, stateFromJson } from './noteContent';
export { grantShares } from './noteShares';
export { insertNote } from './notes.service';

/**
 * Notes: the HTTP routes of spec 7 and the live collaboration socket (collab/), which the routes
 * tell when shares change or a note goes.
 */
export function createNotesModule(platform: Platform, options: { accountLock?: AccountLock } = {}) {
  const collab = createNoteCollab({ ...platform, accountLock: options.accountLock });
  platform.onClose(() => collab.close());
  const deps = { db: platform.db, collab, realtime: platform.realtime, storage: platform.storage, logger: platform.logger };
  const notes = createNotesService(deps);
  return {
    collab,
    /** For the users module (through server/app.ts): a deactivated member's notes pass to an owner. */
    handOverNotes: noteHandoverHook(deps),
    /** For the projects module (through server/app.ts): members of a project changed, or it went. */
    projectAccessChanged: projectAccessHook(collab),
    register: (api: Api) =>
      api.register(
        notesRoutes({ notes, shares: createNoteShares(deps), versions: createNoteVersions(deps), exports: createNoteExport(deps), images: createNoteImages(deps) }),
      ),
  };
}
