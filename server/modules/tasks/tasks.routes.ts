import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STATUS_CATEGORIES } from '../../../domain/projects/projects';
import { commentBodySchema, taskAddBodySchema, taskListQuerySchema, taskMoveBodySchema, taskSchema, taskUpdateBodySchema } from '../../../domain/tasks/tasks';
import { actorOf } from '../../platform/auth/access';
import type { TasksService } from './tasks.service';

const taskParams = z.object({ id: z.uuid('id must be a valid id') });
const projectParams = z.object({ projectId: z.uuid('projectId must be a valid id') });
const taskResponse = { 200: z.object({ data: taskSchema }) };
const personRef = z.object({ _id: z.string(), name: z.string() }).nullable();
const commentSchema = z.object({ _id: z.string(), body: z.string(), author: personRef, createdAt: z.string() });
const activitySchema = z.object({ _id: z.string(), field: z.string(), from: z.string().nullable(), to: z.string().nullable(), actor: personRef, createdAt: z.string() });
const boardSchema = z.object({
  activeSprint: z.object({ _id: z.string(), name: z.string(), goal: z.string(), startDate: z.string().nullable(), endDate: z.string().nullable() }).nullable(),
  statuses: z.array(z.object({ _id: z.string(), name: z.string(), color: z.string(), category: z.enum(STATUS_CATEGORIES).nullable(), position: z.number() })),
  tasks: z.array(taskSchema),
});

export function tasksRoutes(tasks: TasksService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['tasks'];

    app.post('/task/add', { config: { ability: 'task_edit' }, schema: { tags, body: taskAddBodySchema, response: taskResponse } }, async (request) => ({
      data: await tasks.add(actorOf(request), request.body),
    }));

    app.post(
      '/task/update/:id',
      { config: { ability: 'task_edit' }, schema: { tags, params: taskParams, body: taskUpdateBodySchema, response: taskResponse } },
      async (request) => ({ data: await tasks.update(actorOf(request), request.params.id, request.body) }),
    );

    app.post(
      '/task/move/:id',
      {
        config: { ability: 'task_edit' },
        schema: { tags, summary: 'Drop a card on the board: its status and the cards above (beforeId) and below (afterId)', params: taskParams, body: taskMoveBodySchema, response: taskResponse },
      },
      async (request) => ({ data: await tasks.move(actorOf(request), request.params.id, request.body) }),
    );

    app.get('/task/list', { schema: { tags, querystring: taskListQuerySchema, response: { 200: z.object({ data: z.array(taskSchema) }) } } }, async (request) => ({
      data: await tasks.list(actorOf(request), request.query),
    }));

    app.get('/task/board/:projectId', { schema: { tags, params: projectParams, response: { 200: z.object({ data: boardSchema }) } } }, async (request) => ({
      data: await tasks.board(actorOf(request), request.params.projectId),
    }));

    app.delete(
      '/task/delete/:id',
      { config: { ability: 'task_edit' }, schema: { tags, params: taskParams, response: { 200: z.object({ data: z.object({ success: z.literal(true) }) }) } } },
      async (request) => {
        await tasks.remove(actorOf(request), request.params.id);
        return { data: { success: true as const } };
      },
    );

    app.get('/task/:id/comments', { schema: { tags, params: taskParams, response: { 200: z.object({ data: z.array(commentSchema) }) } } }, async (request) => ({
      data: await tasks.comments(actorOf(request), request.params.id),
    }));

    app.post(
      '/task/:id/comments',
      { config: { ability: 'task_edit' }, schema: { tags, params: taskParams, body: commentBodySchema, response: { 200: z.object({ data: z.array(commentSchema) }) } } },
      async (request) => ({ data: await tasks.addComment(actorOf(request), request.params.id, request.body) }),
    );

    app.get('/task/:id/activity', { schema: { tags, params: taskParams, response: { 200: z.object({ data: z.array(activitySchema) }) } } }, async (request) => ({
      data: await tasks.activity(actorOf(request), request.params.id),
    }));

    app.get('/task/:id', { schema: { tags, params: taskParams, response: taskResponse } }, async (request) => ({ data: await tasks.get(actorOf(request), request.params.id) }));
  };
}
