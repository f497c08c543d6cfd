import type { Api, Platform } from '../../platform/modules';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export { avatarUrl } from './avatarUrl';

export async function registerUsers(api: Api, deps: Pick<Platform, 'db' | 'sessions' | 'realtime'>): Promise<void> {
  await api.register(usersRoutes(createUsersService({ db: deps.db, sessions: deps.sessions, realtime: deps.realtime })));
}
