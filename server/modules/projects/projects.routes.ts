import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectRoutes } from '../../../domain/projects/api';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { ProjectsService } from './projects.service';

export function projectsRoutes(projects: ProjectsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(projectRoutes, ['projects']);

    app.route({
      ...route('GET /api/project/list'),
      handler: async (request) => ({ data: await projects.list(actorOf(request), request.query) }),
    });

    app.route({
      ...route('POST /api/project/add'),
      config: { ability: 'project_edit' },
      handler: async (request) => ({ data: await projects.create(actorOf(request), request.body) }),
    });

    app.route({
      ...route('POST /api/project/update/:id'),
      config: { ability: 'project_edit' },
      handler: async (request) => ({ data: await projects.update(actorOf(request), request.params.id, request.body) }),
    });

    app.route({
      ...route('DELETE /api/project/delete/:id'),
      config: { ability: 'project_edit' },
      handler: async (request) => {
        await projects.remove(actorOf(request), request.params.id);
        return { data: { success: true as const } };
      },
    });

    app.route({
      ...route('GET /api/project/member/:projectId'),
      handler: async (request) => ({ data: await projects.members(actorOf(request), request.params.projectId) }),
    });

    app.route({
      ...route('PUT /api/project/member/:projectId'),
      config: { ability: 'project_edit' },
      handler: async (request) => ({ data: await projects.addMembers(actorOf(request), request.params.projectId, request.body.members) }),
    });

    app.route({
      ...route('DELETE /api/project/member/:projectId'),
      config: { ability: 'project_edit' },
      handler: async (request) => ({ data: await projects.removeMembers(actorOf(request), request.params.projectId, request.body.members) }),
    });

    app.route({
      ...route('GET /api/project/:id'),
      handler: async (request) => ({ data: await projects.get(actorOf(request), request.params.id) }),
    });
  };
}
