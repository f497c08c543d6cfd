import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApiRoutes } from '../../../../domain/admin/api';
import { contractRoutes } from '../../../platform/http/contractRoute';
import type { PromoCodesService } from './promoCodes.service';

const superAdmin = { access: 'super_admin' as const };

/** The platform administrator's promotion codes: percent or amount off, expiry, redemption limit, plan. */
export function promoCodesRoutes(promos: PromoCodesService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(adminApiRoutes, ['admin']);

    app.route({
      ...route('GET /api/admin/promo-code'),
      config: superAdmin,
      handler: async () => ({ data: await promos.list() }),
    });

    app.route({
      ...route('POST /api/admin/promo-code'),
      config: superAdmin,
      handler: async (request) => ({ data: await promos.create(request.body) }),
    });

    app.route({
      ...route('DELETE /api/admin/promo-code/:id'),
      config: superAdmin,
      handler: async (request) => {
        await promos.remove(request.params.id);
        return { data: { success: true as const } };
      },
    });
  };
}
