import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileRoutes as profileContract } from '../../../domain/profile/api';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { EmailChangeService } from './emailChange.service';
import type { ProfileService } from './profile.service';
import { profileActorOf } from './profileActor';

/** The signed-in user's own account: every role and the platform administrator ('authenticated'). */
export function profileRoutes(profile: ProfileService, emailChange: EmailChangeService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(profileContract, ['profile']);
    const config = { access: 'authenticated' as const };

    app.route({
      ...route('GET /api/profile'),
      config,
      handler: async (request) => ({ data: await profile.get(profileActorOf(request)) }),
    });

    app.route({
      ...route('PUT /api/profile'),
      config,
      handler: async (request) => ({ data: await profile.update(profileActorOf(request), request.body) }),
    });

    app.route({
      ...route('POST /api/profile/password'),
      config,
      handler: async (request) => ({ data: await profile.changePassword(profileActorOf(request), request.body) }),
    });

    app.route({
      ...route('POST /api/profile/email'),
      config,
      handler: async (request) => ({ data: await emailChange.request(profileActorOf(request), request.body) }),
    });

    app.route({
      ...route('POST /api/profile/email/confirm'),
      config: { access: 'public' },
      handler: async (request) => ({ data: await emailChange.confirm(request.body.token) }),
    });

    app.route({
      ...route('GET /api/profile/sessions'),
      config,
      handler: async (request) => ({ data: await profile.listSessions(profileActorOf(request)) }),
    });

    app.route({
      ...route('POST /api/profile/sessions/end-others'),
      config,
      handler: async (request) => ({ data: await profile.endOtherSessions(profileActorOf(request)) }),
    });

    app.route({
      ...route('DELETE /api/profile/sessions/:id'),
      config,
      handler: async (request) => {
        await profile.endSession(profileActorOf(request), request.params.id);
        return { data: { success: true as const } };
      },
    });
  };
}
