import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/access';
import { enumAddBodySchema, enumDeleteBodySchema, enumListsSchema, enumUpdateBodySchema } from './enums.schemas';
import type { EnumsService } from './enums.service';

const response = { 200: z.object({ data: enumListsSchema }) };

/** A project's statuses and epics (spec 7 'Enum'). */
export function enumsRoutes(enums: EnumsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['enums'];
    app.get(
      '/enum/:projectId',
      { schema: { tags, params: z.object({ projectId: z.uuid('projectId must be a valid id') }), response } },
      async (request) => ({ data: await enums.get(actorOf(request), request.params.projectId) }),
    );
    app.post('/enum/add', { config: { ability: 'project_edit' }, schema: { tags, body: enumAddBodySchema, response } }, async (request) => ({
      data: await enums.add(actorOf(request), request.body),
    }));
    app.put('/enum/update', { config: { ability: 'project_edit' }, schema: { tags, body: enumUpdateBodySchema, response } }, async (request) => ({
      data: await enums.update(actorOf(request), request.body),
    }));
    app.delete(
      '/enum/delete',
      { config: { ability: 'project_edit' }, schema: { tags, summary: 'Delete a status (moving its tasks) or an epic', body: enumDeleteBodySchema, response } },
      async (request) => ({ data: await enums.remove(actorOf(request), request.body) }),
    );
  };
}
