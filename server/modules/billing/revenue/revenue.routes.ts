import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApiRoutes } from '../../../../domain/admin/api';
import { contractRoutes } from '../../../platform/http/contractRoute';
import type { RevenueService } from './revenue.service';

export function revenueRoutes(revenue: RevenueService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(adminApiRoutes, ['admin']);

    app.route({
      ...route('GET /api/admin/revenue'),
      config: { access: 'super_admin' },
      handler: async () => ({ data: await revenue.summary() }),
    });
  };
}
