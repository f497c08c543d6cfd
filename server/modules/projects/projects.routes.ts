import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROJECT_STATUSES, projectBodySchema, projectMembersBodySchema } from '../../../domain/projects/projects';
import { actorOf } from '../../platform/auth/access';
import type { ProjectsService } from './projects.service';

const person = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export const projectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  key: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  lead: person.nullable(),
  addedBy: person.nullable(),
  members: z.array(person),
  unfinishedTasks: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const projectParams = z.object({ id: z.uuid('id must be a valid id') });
const memberParams = z.object({ projectId: z.uuid('projectId must be a valid id') });
const ok = z.object({ data: z.object({ success: z.literal(true) }) });

export function projectsRoutes(projects: ProjectsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['projects'];

    app.get(
      '/project/list',
      {
        schema: {
          tags,
          summary: 'Projects the caller can see, with members and unfinished-task counts',
          querystring: z.object({
            search: z.string().max(100, 'search must be at most 100 characters').optional(),
            status: z.enum(PROJECT_STATUSES, { error: `status must be one of ${PROJECT_STATUSES.join(', ')}` }).optional(),
          }),
          response: { 200: z.object({ data: z.array(projectSchema) }) },
        },
      },
      async (request) => ({ data: await projects.list(actorOf(request), request.query) }),
    );

    app.post(
      '/project/add',
      { config: { ability: 'project_edit' }, schema: { tags, body: projectBodySchema, response: { 200: z.object({ data: projectSchema }) } } },
      async (request) => ({ data: await projects.create(actorOf(request), request.body) }),
    );

    app.post(
      '/project/update/:id',
      {
        config: { ability: 'project_edit' },
        schema: { tags, params: projectParams, body: projectBodySchema, response: { 200: z.object({ data: projectSchema }) } },
      },
      async (request) => ({ data: await projects.update(actorOf(request), request.params.id, request.body) }),
    );

    app.delete(
      '/project/delete/:id',
      { config: { ability: 'project_edit' }, schema: { tags, summary: 'Delete a project (owners and admins)', params: projectParams, response: { 200: ok } } },
      async (request) => {
        await projects.remove(actorOf(request), request.params.id);
        return { data: { success: true as const } };
      },
    );

    app.get(
      '/project/member/:projectId',
      { schema: { tags, params: memberParams, response: { 200: z.object({ data: z.array(person) }) } } },
      async (request) => ({ data: await projects.members(actorOf(request), request.params.projectId) }),
    );

    app.put(
      '/project/member/:projectId',
      {
        config: { ability: 'project_edit' },
        schema: { tags, summary: 'Add members', params: memberParams, body: projectMembersBodySchema, response: { 200: z.object({ data: z.array(person) }) } },
      },
      async (request) => ({ data: await projects.addMembers(actorOf(request), request.params.projectId, request.body.members) }),
    );

    app.delete(
      '/project/member/:projectId',
      {
        config: { ability: 'project_edit' },
        schema: { tags, summary: 'Remove members', params: memberParams, body: projectMembersBodySchema, response: { 200: z.object({ data: z.array(person) }) } },
      },
      async (request) => ({ data: await projects.removeMembers(actorOf(request), request.params.projectId, request.body.members) }),
    );

    app.get(
      '/project/:id',
      { schema: { tags, params: projectParams, response: { 200: z.object({ data: projectSchema }) } } },
      async (request) => ({ data: await projects.get(actorOf(request), request.params.id) }),
    );
  };
}
