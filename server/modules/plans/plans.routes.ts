import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApiRoutes } from '../../../domain/admin/api';
import { billingRoutes } from '../../../domain/billing/routes';
import { actorOf, sessionUserOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { ProjectsService } from '../projects';
import type { SeatsService } from '../seats';
import type { PlansService } from './plans.service';

export function plansRoutes(plans: PlansService, seats: SeatsService, projects: ProjectsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(billingRoutes, ['plans']);
    const adminRoute = contractRoutes(adminApiRoutes, ['admin']);

    app.route({
      ...route('GET /api/plan'),
      config: { access: 'authenticated' },
      handler: async (request) => plans.list(sessionUserOf(request).organizationId),
    });

    app.route({
      ...route('GET /api/plan/check'),
      handler: async (request) => {
        const { organizationId } = actorOf(request);
        if (request.query.type === 'project') {
          return { success: true as const, isUpgradeRequired: await projects.projectLimitReached(organizationId) };
        }
        const usage = await seats.seatUsage(organizationId);
        return { success: true as const, isUpgradeRequired: usage.used >= usage.limit, seatsInUse: usage.used, seatLimit: usage.limit };
      },
    });

    app.route({
      ...adminRoute('GET /api/admin/plan'),
      config: { access: 'super_admin' },
      handler: async () => ({ data: await plans.adminList() }),
    });

    app.route({
      ...adminRoute('PUT /api/admin/plan/:id'),
      config: { access: 'super_admin' },
      handler: async (request) => ({ data: await plans.update(request.params.id, request.body) }),
    });
  };
}
