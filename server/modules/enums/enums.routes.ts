import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enumRoutes } from '../../../domain/projects/enumsApi';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { EnumsService } from './enums.service';

/** A project's statuses and epics (spec 7 'Enum'). */
export function enumsRoutes(enums: EnumsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(enumRoutes, ['enums']);
    app.route({
      ...route('GET /api/enum/:projectId'),
      handler: async (request) => ({ data: await enums.get(actorOf(request), request.params.projectId) }),
    });
    app.route({
      ...route('POST /api/enum/add'),
      config: { ability: 'project_edit' },
      handler: async (request) => ({ data: await enums.add(actorOf(request), request.body) }),
    });
    app.route({
      ...route('PUT /api/enum/update'),
      config: { ability: 'project_edit' },
      handler: async (request) => ({ data: await enums.update(actorOf(request), request.body) }),
    });
    app.route({
      ...route('DELETE /api/enum/delete'),
      config: { ability: 'project_edit' },
      handler: async (request) => ({ data: await enums.remove(actorOf(request), request.body) }),
    });
  };
}
