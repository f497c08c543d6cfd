import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardApiRoutes } from '../../../domain/dashboard/api';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { DashboardService } from './dashboard.service';

export function dashboardRoutes(dashboard: DashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(dashboardApiRoutes, ['dashboard']);
    app.route({
      ...route('GET /api/dashboard'),
      handler: async (request) => ({ data: await dashboard.get(actorOf(request), { today: request.query.today }) }),
    });
  };
}
