import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardQuerySchema, dashboardSchema } from '../../../domain/tasks/dashboard';
import { actorOf } from '../../platform/auth/access';
import type { DashboardService } from './dashboard.service';

export function dashboardRoutes(dashboard: DashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard',
      {
        schema: {
          tags: ['dashboard'],
          summary: "The caller's open assigned tasks, due-date counts for `today`, recent activity and projects, across the projects they can see",
          querystring: dashboardQuerySchema,
          response: { 200: z.object({ data: dashboardSchema }) },
        },
      },
      async (request) => ({ data: await dashboard.get(actorOf(request), { today: request.query.today }) }),
    );
  };
}
