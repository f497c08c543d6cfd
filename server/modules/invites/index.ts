import type { Api, Platform } from '../../platform/modules';
import { invitesRoutes } from './invites.routes';
import { createInvitesService, type InvitesService } from './invites.service';

export type { InvitesService } from './invites.service';

export function createInvitesModule(deps: Pick<Platform, 'db' | 'sessions' | 'mailer' | 'mailLimiter' | 'config' | 'logger' | 'realtime'>): {
  service: InvitesService;
  register(api: Api): Promise<void>;
} {
  const { db, sessions, mailer, mailLimiter, config, logger, realtime } = deps;
  const service = createInvitesService({ db, sessions, mailer, mailLimiter, appUrl: config.APP_URL, logger, realtime });
  return {
    service,
    register: async (api) => {
      await api.register(invitesRoutes(service));
    },
  };
}
