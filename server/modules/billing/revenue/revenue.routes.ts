import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revenueSchema } from '../../../../domain/billing/admin';
import type { RevenueService } from './revenue.service';

export function revenueRoutes(revenue: RevenueService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/revenue',
      {
        config: { access: 'super_admin' },
        schema: {
          tags: ['admin'],
          summary: 'MRR, ARR, paid invoices by month for the last 12 months, and organisations by plan and status',
          response: { 200: z.object({ data: revenueSchema }) },
        },
      },
      async () => ({ data: await revenue.summary() }),
    );
  };
}
