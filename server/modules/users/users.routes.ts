import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORG_ROLES } from '../../../domain/permissions/roles';
import { userRoutes } from '../../../domain/users/api';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import { ROLE_LABELS, type UsersService } from './users.service';

export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(userRoutes, ['users']);

    // The Team page's data (roles, status, last activity): for the roles that may open it (spec 6).
    // Pickers use /employee/list and /chat/users, open to every member.
    app.route({
      ...route('GET /api/user/list'),
      config: { ability: 'team_view' },
      handler: async (request) => ({ data: await users.list(actorOf(request), request.query) }),
    });

    app.route({
      ...route('GET /api/employee/list'),
      handler: async (request) => ({ data: await users.employees(actorOf(request)) }),
    });

    app.route({
      ...route('GET /api/user-count'),
      config: { ability: 'team_view' },
      handler: async (request) => ({ data: await users.count(actorOf(request), request.query.status) }),
    });

    app.route({
      ...route('GET /api/role/list'),
      handler: async () => ({ data: ORG_ROLES.map((value) => ({ value, ...ROLE_LABELS[value] })) }),
    });

    app.route({
      ...route('POST /api/user/role/:id'),
      config: { ability: 'team_manage' },
      handler: async (request) => ({ data: await users.changeRole(actorOf(request), request.params.id, request.body.role) }),
    });

    app.route({
      ...route('POST /api/user-status/update/:id'),
      config: { ability: 'team_manage' },
      handler: async (request) => ({ data: await users.changeStatus(actorOf(request), request.params.id, request.body.status) }),
    });
  };
}
