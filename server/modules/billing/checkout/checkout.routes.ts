import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutBodySchema,
  checkoutResultSchema,
  checkoutSessionSchema,
  downgradeCheckSchema,
  priceQuerySchema,
  priceResultSchema,
  quantityCheckQuerySchema,
  sandboxCardSchema,
  upgradeCheckSchema,
} from '../../../../domain/billing/api';
import { idParamSchema } from '../../../../domain/users/types';
import { actorOf } from '../../../platform/auth/access';
import type { CheckoutService } from './checkout.service';
import type { SandboxCheckout } from './sandboxCheckout';

const tags = ['billing'];
// Open while the organisation is locked out (access.ts): paying is how it gets back in.
const billing = { ability: 'billing_manage' as const, whenLocked: 'allow' as const };

export function checkoutRoutes(checkout: CheckoutService, sandbox: SandboxCheckout | null): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/price',
      {
        config: billing,
        schema: { tags, summary: 'Spec 3 price calculation result for a seat count and cycle, with an optional promotion code', querystring: priceQuerySchema, response: { 200: z.object({ data: priceResultSchema }) } },
      },
      async (request) => ({ data: await checkout.price(actorOf(request).organizationId, request.query) }),
    );

    app.get(
      '/upgrade/check',
      { config: billing, schema: { tags, summary: 'Whether this seat count and cycle can be bought', querystring: quantityCheckQuerySchema, response: { 200: upgradeCheckSchema } } },
      async (request) => checkout.upgradeCheck(actorOf(request).organizationId, request.query),
    );

    app.get(
      '/downgrade/check',
      { config: billing, schema: { tags, summary: 'Whether the seats in use fit in this quantity', querystring: quantityCheckQuerySchema, response: { 200: downgradeCheckSchema } } },
      async (request) => checkout.downgradeCheck(actorOf(request).organizationId, request.query.quantity),
    );

    app.post(
      '/checkout',
      {
        config: billing,
        schema: {
          tags,
          summary: 'Starts a checkout for the plan holding `quantity` seats; answers the URL to send the payer to',
          body: checkoutBodySchema,
          response: { 200: z.object({ data: checkoutResultSchema }) },
        },
      },
      async (request) => ({ data: await checkout.checkout(actorOf(request), request.body) }),
    );

    app.get(
      '/session/:id',
      { config: billing, schema: { tags, summary: 'A checkout session and how it ended', params: idParamSchema, response: { 200: z.object({ data: checkoutSessionSchema }) } } },
      async (request) => ({ data: await checkout.session(actorOf(request).organizationId, request.params.id) }),
    );

    if (sandbox) {
      app.post(
        '/sandbox/checkout/:id/pay',
        {
          config: billing,
          schema: {
            tags,
            summary: "The sandbox's hosted checkout: pay an open session with a test card (only brand and last four are kept)",
            params: idParamSchema,
            body: sandboxCardSchema,
            response: { 200: z.object({ data: checkoutSessionSchema }) },
          },
        },
        async (request) => {
          const { organizationId } = actorOf(request);
          await sandbox.pay(organizationId, request.params.id, request.body);
          return { data: await checkout.session(organizationId, request.params.id) };
        },
      );
    }
  };
}
