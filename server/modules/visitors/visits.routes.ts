import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorRoutes as contract } from '../../../domain/visitors/api';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { VisitsService } from './visits.service';

/**
 * Visits (issue 19): every member invites and follows the visits they host or invited; everyone's
 * visits (scope 'all') and the export are for visitor managers. Who may act on one visit (its host,
 * its inviter, a visitor manager; signing in and out: its host or a manager) is the service's.
 */
export function visitRoutes(visits: VisitsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(contract, ['visitors']);
    const manage = { ability: 'visitor_manage' } as const;

    app.route({ ...route('GET /api/visit'), handler: async (request) => visits.list(actorOf(request), request.query) });

    app.route({
      ...route('POST /api/visit'),
      handler: async (request, reply) => reply.status(201).send({ data: await visits.invite(actorOf(request), request.body) }),
    });

    app.route({ ...route('GET /api/visit/today'), handler: async (request) => ({ data: await visits.today(actorOf(request), request.query.scope) }) });

    app.route({
      ...route('GET /api/visit/export'),
      config: manage,
      handler: async (request, reply) => {
        const file = await visits.export(actorOf(request), request.query);
        return reply
          .headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${file.filename}"`, 'x-content-type-options': 'nosniff' })
          .send(file.body);
      },
    });

    app.route({ ...route('GET /api/visit/:id'), handler: async (request) => ({ data: await visits.detail(actorOf(request), request.params.id) }) });
    app.route({ ...route('PUT /api/visit/:id'), handler: async (request) => ({ data: await visits.update(actorOf(request), request.params.id, request.body) }) });
    app.route({ ...route('POST /api/visit/:id/cancel'), handler: async (request) => ({ data: await visits.cancel(actorOf(request), request.params.id) }) });
    app.route({ ...route('POST /api/visit/:id/sign-in'), handler: async (request) => ({ data: await visits.signIn(actorOf(request), request.params.id) }) });
    app.route({ ...route('POST /api/visit/:id/sign-out'), handler: async (request) => ({ data: await visits.signOut(actorOf(request), request.params.id) }) });
    app.route({
      ...route('POST /api/visit/:id/decision'),
      handler: async (request) => ({ data: await visits.decide(actorOf(request), request.params.id, request.body.decision) }),
    });
  };
}
