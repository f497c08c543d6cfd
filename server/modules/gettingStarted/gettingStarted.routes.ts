import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gettingStartedApiRoutes } from '../../../domain/gettingStarted/api';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { GettingStartedService } from './gettingStarted.service';

export function gettingStartedRoutes(gettingStarted: GettingStartedService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(gettingStartedApiRoutes, ['gettingStarted']);
    app.route({
      ...route('GET /api/getting-started'),
      // The steps are the organisation's setup: creating projects, inviting, planning.
      config: { ability: 'team_manage' },
      handler: async (request) => ({ data: await gettingStarted.get(actorOf(request)) }),
    });
    app.route({
      ...route('POST /api/getting-started/dismiss'),
      config: { ability: 'team_manage' },
      handler: async (request) => {
        await gettingStarted.dismiss(actorOf(request));
        return { data: { success: true as const } };
      },
    });
  };
}
