import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORG_ROLES, ROLES } from '../../../domain/permissions/roles';
import { idParamSchema, memberSchema, roleBodySchema, statusBodySchema, USER_STATUSES } from '../../../domain/users/types';
import { actorOf } from '../../platform/auth/access';
import { ROLE_LABELS, type UsersService } from './users.service';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

const listQuery = z.object({
  search: z.string().max(100, 'search must be at most 100 characters').optional(),
  role: z.enum(ROLES, { error: `role must be one of ${ORG_ROLES.join(', ')}` }).optional(),
  status: z.enum(USER_STATUSES, { error: `status must be one of ${USER_STATUSES.join(', ')}` }).optional(),
});

const employeeSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.enum(ROLES) });

export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users'];

    // The Team page's data (roles, status, last activity): for the roles that may open it (spec 6).
    // Pickers use /employee/list and /chat/users, open to every member.
    app.get(
      '/user/list',
      {
        config: { ability: 'team_view' },
        schema: { tags, summary: "Members of the caller's organisation (the Team page)", querystring: listQuery, response: { 200: data(z.array(memberSchema)) } },
      },
      async (request) => ({ data: await users.list(actorOf(request), request.query) }),
    );

    app.get(
      '/employee/list',
      { schema: { tags, summary: 'Active members, for pickers', response: { 200: data(z.array(employeeSchema)) } } },
      async (request) => ({ data: await users.employees(actorOf(request)) }),
    );

    app.get(
      '/user-count',
      {
        config: { ability: 'team_view' },
        schema: {
          tags,
          querystring: listQuery.pick({ status: true }),
          response: {
            200: data(
              z.object({ total: z.number(), active: z.number(), inactive: z.number(), byRole: z.record(z.enum(ORG_ROLES), z.number()) }),
            ),
          },
        },
      },
      async (request) => ({ data: await users.count(actorOf(request), request.query.status) }),
    );

    app.get(
      '/role/list',
      {
        schema: {
          tags,
          response: { 200: data(z.array(z.object({ value: z.enum(ORG_ROLES), label: z.string(), description: z.string() }))) },
        },
      },
      async () => ({ data: ORG_ROLES.map((value) => ({ value, ...ROLE_LABELS[value] })) }),
    );

    app.post(
      '/user/role/:id',
      {
        config: { ability: 'team_manage' },
        schema: { tags, summary: "Change a member's role", params: idParamSchema, body: roleBodySchema, response: { 200: data(memberSchema) } },
      },
      async (request) => ({ data: await users.changeRole(actorOf(request), request.params.id, request.body.role) }),
    );

    app.post(
      '/user-status/update/:id',
      {
        config: { ability: 'team_manage' },
        schema: { tags, summary: 'Activate or deactivate a member', params: idParamSchema, body: statusBodySchema, response: { 200: data(memberSchema) } },
      },
      async (request) => ({ data: await users.changeStatus(actorOf(request), request.params.id, request.body.status) }),
    );
  };
}
