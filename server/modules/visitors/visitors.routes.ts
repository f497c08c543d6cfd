import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorRoutes as contract } from '../../../domain/visitors/api';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { VisitsService } from './visits.service';

/** The visitor managers' routes (issue 19): the directory, erasure on request, the settings and the block list. */
export function visitorDirectoryRoutes(visits: VisitsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(contract, ['visitors']);
    const config = { ability: 'visitor_manage' } as const;

    app.route({ ...route('GET /api/visitor'), config, handler: async (request) => visits.visitors(actorOf(request), request.query) });
    app.route({ ...route('GET /api/visitor/settings'), config, handler: async (request) => ({ data: await visits.settings(actorOf(request)) }) });
    app.route({ ...route('PUT /api/visitor/settings'), config, handler: async (request) => ({ data: await visits.saveSettings(actorOf(request), request.body) }) });
    app.route({ ...route('GET /api/visitor/block'), config, handler: async (request) => ({ data: await visits.blocks(actorOf(request)) }) });
    app.route({
      ...route('POST /api/visitor/block'),
      config,
      handler: async (request, reply) => reply.status(201).send({ data: await visits.addBlock(actorOf(request), request.body) }),
    });
    app.route({ ...route('DELETE /api/visitor/block/:id'), config, handler: async (request) => ({ data: await visits.removeBlock(actorOf(request), request.params.id) }) });
    app.route({ ...route('GET /api/visitor/:id'), config, handler: async (request) => ({ data: await visits.visitor(actorOf(request), request.params.id) }) });
    app.route({ ...route('DELETE /api/visitor/:id'), config, handler: async (request) => ({ data: await visits.eraseVisitor(actorOf(request), request.params.id) }) });
  };
}
