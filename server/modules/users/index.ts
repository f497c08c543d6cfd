import type { Api, Platform } from '../../platform/modules';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

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

export async function registerUsers(api: Api, deps: Pick<Platform, 'db' | 'sessions' | 'realtime'>): Promise<void> {
  await api.register(usersRoutes(createUsersService({ db: deps.db, sessions: deps.sessions, realtime: deps.realtime })));
}
