import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteRoutes } from '../../../domain/users/api';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { InvitesService } from './invites.service';

export function invitesRoutes(invites: InvitesService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(inviteRoutes, ['invites']);

    app.route({
      ...route('POST /api/user/invite'),
      config: { ability: 'team_manage' },
      handler: async (request) => ({ data: await invites.invite(actorOf(request), request.body) }),
    });

    app.route({
      ...route('GET /api/invite'),
      config: { ability: 'team_view' },
      handler: async (request) => ({ data: await invites.listPending(actorOf(request)) }),
    });

    app.route({
      ...route('POST /api/invite/:id/resend'),
      config: { ability: 'team_manage' },
      handler: async (request) => ({ data: await invites.resend(actorOf(request), request.params.id) }),
    });

    app.route({
      ...route('DELETE /api/invite/:id'),
      config: { ability: 'team_manage' },
      handler: async (request) => {
        await invites.revoke(actorOf(request), request.params.id);
        return { data: { success: true as const } };
      },
    });

    app.route({
      ...route('GET /api/user/invite/:code'),
      config: { access: 'public' },
      handler: async (request) => ({ data: await invites.lookup(request.params.code) }),
    });

    app.route({
      ...route('POST /api/user/invite/:code/decline'),
      config: { access: 'public' },
      handler: async (request) => {
        await invites.decline(request.params.code);
        return { data: { success: true as const } };
      },
    });
  };
}
