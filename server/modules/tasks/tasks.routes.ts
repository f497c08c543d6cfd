import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskRoutes } from '../../../domain/tasks/api';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { TasksService } from './tasks.service';

export function tasksRoutes(tasks: TasksService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(taskRoutes, ['tasks']);

    app.route({
      ...route('POST /api/task/add'),
      config: { ability: 'task_edit' },
      handler: async (request) => ({ data: await tasks.add(actorOf(request), request.body) }),
    });

    app.route({
      ...route('POST /api/task/update/:id'),
      config: { ability: 'task_edit' },
      handler: async (request) => ({ data: await tasks.update(actorOf(request), request.params.id, request.body) }),
    });

    app.route({
      ...route('POST /api/task/move/:id'),
      config: { ability: 'task_edit' },
      handler: async (request) => ({ data: await tasks.move(actorOf(request), request.params.id, request.body) }),
    });

    app.route({
      ...route('GET /api/task/list'),
      handler: async (request) => ({ data: await tasks.list(actorOf(request), request.query) }),
    });

    app.route({
      ...route('GET /api/task/board/:projectId'),
      handler: async (request) => ({ data: await tasks.board(actorOf(request), request.params.projectId) }),
    });

    app.route({
      ...route('DELETE /api/task/delete/:id'),
      config: { ability: 'task_edit' },
      handler: async (request) => {
        await tasks.remove(actorOf(request), request.params.id);
        return { data: { success: true as const } };
      },
    });

    app.route({
      ...route('GET /api/task/:id/comments'),
      handler: async (request) => ({ data: await tasks.comments(actorOf(request), request.params.id) }),
    });

    app.route({
      ...route('POST /api/task/:id/comments'),
      config: { ability: 'task_edit' },
      handler: async (request) => ({ data: await tasks.addComment(actorOf(request), request.params.id, request.body) }),
    });

    app.route({
      ...route('GET /api/task/:id/activity'),
      handler: async (request) => ({ data: await tasks.activity(actorOf(request), request.params.id) }),
    });

    app.route({
      ...route('GET /api/task/by-key/:key'),
      handler: async (request) => ({ data: await tasks.getByKey(actorOf(request), request.params.key) }),
    });

    app.route({
      ...route('GET /api/task/:id'),
      handler: async (request) => ({ data: await tasks.get(actorOf(request), request.params.id) }),
    });
  };
}
