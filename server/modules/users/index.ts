import type { Api, Platform } from '../../platform/modules';
import { usersRoutes } from './users.routes';
import { createUsersService, type MemberDeactivatedHook } from './users.service';

export { avatarUrl } from './avatarUrl';
/** The users table is written only here: other modules call these with their transaction. */
export {
  createUser,
  dismissGettingStarted,
  linkGoogleAccount,
  markEmailVerified,
  resetAllPresence,
  setAvatar,
  setChosenStatus,
  setEmail,
  setPassword,
  setUserProfile,
  storePresence,
  type UserRow,
} from './userWrites';

export type { MemberDeactivatedHook } from './users.service';

/** `onMemberDeactivated`: other modules' part in a deactivation (notes hands the member's notes over), passed in by server/app.ts. */
export async function registerUsers(api: Api, deps: Pick<Platform, 'db' | 'sessions' | 'realtime'> & { onMemberDeactivated?: MemberDeactivatedHook }): Promise<void> {
  await api.register(
    usersRoutes(createUsersService({ db: deps.db, sessions: deps.sessions, realtime: deps.realtime, onMemberDeactivated: deps.onMemberDeactivated })),
  );
}
