import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPromoCodeSchema, promoCodeCreateSchema } from '../../../../domain/billing/admin';
import { idParamSchema } from '../../../../domain/users/types';
import type { PromoCodesService } from './promoCodes.service';

const tags = ['admin'];
const superAdmin = { access: 'super_admin' as const };

/** The platform administrator's promotion codes: percent or amount off, expiry, redemption limit, plan. */
export function promoCodesRoutes(promos: PromoCodesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/promo-code',
      { config: superAdmin, schema: { tags, summary: 'Every promotion code, newest first, with its redemptions', response: { 200: z.object({ data: z.array(adminPromoCodeSchema) }) } } },
      async () => ({ data: await promos.list() }),
    );

    app.post(
      '/admin/promo-code',
      {
        config: superAdmin,
        schema: {
          tags,
          summary: 'Creates a promotion code (stored upper-case; percentOff in percent, amountOffCents in cents)',
          body: promoCodeCreateSchema,
          response: { 200: z.object({ data: adminPromoCodeSchema }) },
        },
      },
      async (request) => ({ data: await promos.create(request.body) }),
    );

    app.delete(
      '/admin/promo-code/:id',
      {
        config: superAdmin,
        schema: { tags, summary: 'Deletes a promotion code; what was bought with it keeps its price', params: idParamSchema, response: { 200: z.object({ data: z.object({ success: z.literal(true) }) }) } },
      },
      async (request) => {
        await promos.remove(request.params.id);
        return { data: { success: true as const } };
      },
    );
  };
}
