import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutResultSchema, paymentMethodSchema } from '../../../../domain/billing/api';
import { idParamSchema } from '../../../../domain/users/types';
import { actorOf } from '../../../platform/auth/access';
import type { PaymentMethodsService } from './paymentMethods.service';

const tags = ['billing'];
const billing = { ability: 'billing_manage' as const };

export function paymentMethodsRoutes(methods: PaymentMethodsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payment-method',
      { config: billing, schema: { tags, summary: "The organisation's saved cards, the default first", response: { 200: z.object({ data: z.array(paymentMethodSchema) }) } } },
      async (request) => ({ data: await methods.list(actorOf(request).organizationId) }),
    );

    app.post(
      '/payment-method',
      {
        config: billing,
        schema: {
          tags,
          summary: "Starts a checkout that charges nothing and saves a card, which becomes the default; answers the URL of the provider's page",
          response: { 200: z.object({ data: checkoutResultSchema }) },
        },
      },
      async (request) => ({ data: await methods.startSetup(actorOf(request)) }),
    );

    app.delete(
      '/payment-method/:id',
      {
        config: billing,
        schema: {
          tags,
          summary: 'Removes a saved card (not the only card of a paying organisation); the newest remaining card becomes the default',
          params: idParamSchema,
          response: { 200: z.object({ data: z.object({ success: z.literal(true) }) }) },
        },
      },
      async (request) => {
        await methods.remove(actorOf(request).organizationId, request.params.id);
        return { data: { success: true as const } };
      },
    );

    app.post(
      '/payment-method/:id/default',
      {
        config: billing,
        schema: { tags, summary: 'Makes a saved card the one renewals charge', params: idParamSchema, response: { 200: z.object({ data: paymentMethodSchema }) } },
      },
      async (request) => ({ data: await methods.makeDefault(actorOf(request).organizationId, request.params.id) }),
    );
  };
}
