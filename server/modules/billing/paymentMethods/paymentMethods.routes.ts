import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingRoutes } from '../../../../domain/billing/routes';
import { actorOf } from '../../../platform/auth/access';
import { contractRoutes } from '../../../platform/http/contractRoute';
import type { PaymentMethodsService } from './paymentMethods.service';

const billing = { ability: 'billing_manage' as const };

export function paymentMethodsRoutes(methods: PaymentMethodsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(billingRoutes, ['billing']);

    app.route({
      ...route('GET /api/payment-method'),
      config: billing,
      handler: async (request) => ({ data: await methods.list(actorOf(request).organizationId) }),
    });

    app.route({
      ...route('POST /api/payment-method'),
      config: billing,
      handler: async (request) => ({ data: await methods.startSetup(actorOf(request)) }),
    });

    app.route({
      ...route('DELETE /api/payment-method/:id'),
      config: billing,
      handler: async (request) => {
        await methods.remove(actorOf(request).organizationId, request.params.id);
        return { data: { success: true as const } };
      },
    });

    app.route({
      ...route('POST /api/payment-method/:id/default'),
      config: billing,
      handler: async (request) => ({ data: await methods.makeDefault(actorOf(request).organizationId, request.params.id) }),
    });
  };
}
