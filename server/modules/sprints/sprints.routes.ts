import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sprintRoutes } from '../../../domain/sprints/api';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { SprintsService } from './sprints.service';

/** Sprints (spec 7 'Sprints'): add, update (and start), complete, report, lists, the backlog view and the Summary tab. */
export function sprintsRoutes(sprints: SprintsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(sprintRoutes, ['sprints']);

    app.route({
      ...route('POST /api/sprint/add'),
      config: { ability: 'sprint_edit' },
      handler: async (request) => ({ data: await sprints.add(actorOf(request), request.body) }),
    });

    app.route({
      ...route('PUT /api/sprint/update/:id'),
      config: { ability: 'sprint_edit' },
      handler: async (request) => ({ data: await sprints.update(actorOf(request), request.params.id, request.body) }),
    });

    app.route({
      ...route('POST /api/sprint/complete/:id'),
      config: { ability: 'sprint_edit' },
      handler: async (request) => ({ data: await sprints.complete(actorOf(request), request.params.id, request.body) }),
    });

    app.route({
      ...route('GET /api/sprint/report/:id'),
      handler: async (request) => ({ data: await sprints.report(actorOf(request), request.params.id) }),
    });

    app.route({
      ...route('GET /api/sprint/:projectId'),
      handler: async (request) => ({ data: await sprints.list(actorOf(request), request.params.projectId) }),
    });

    app.route({
      ...route('GET /api/sprint-active/:projectId'),
      handler: async (request) => ({ data: await sprints.active(actorOf(request), request.params.projectId) }),
    });

    app.route({
      ...route('GET /api/sprint-tasks'),
      handler: async (request) => {
        const { projectId, sprintId } = request.query;
        const actor = actorOf(request);
        return { data: sprintId ? await sprints.tasksOf(actor, { projectId, sprintId }) : await sprints.plan(actor, projectId) };
      },
    });

    app.route({
      ...route('GET /api/task/summary/:projectId'),
      handler: async (request) => ({ data: await sprints.summary(actorOf(request), request.params.projectId) }),
    });
  };
}
