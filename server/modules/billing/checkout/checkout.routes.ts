import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingRoutes } from '../../../../domain/billing/routes';
import { actorOf } from '../../../platform/auth/access';
import { contractRoutes } from '../../../platform/http/contractRoute';
import type { CheckoutService } from './checkout.service';
import type { SandboxCheckout } from './sandboxCheckout';

// Open while the organisation is locked out (access.ts): paying is how it gets back in.
const billing = { ability: 'billing_manage' as const, whenLocked: 'allow' as const };

export function checkoutRoutes(checkout: CheckoutService, sandbox: SandboxCheckout | null): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(billingRoutes, ['billing']);

    app.route({
      ...route('GET /api/price'),
      config: billing,
      handler: async (request) => ({ data: await checkout.price(actorOf(request).organizationId, request.query) }),
    });

    app.route({
      ...route('GET /api/upgrade/check'),
      config: billing,
      handler: async (request) => checkout.upgradeCheck(actorOf(request).organizationId, request.query),
    });

    app.route({
      ...route('GET /api/downgrade/check'),
      config: billing,
      handler: async (request) => checkout.downgradeCheck(actorOf(request).organizationId, request.query.quantity),
    });

    app.route({
      ...route('POST /api/checkout'),
      config: billing,
      handler: async (request) => ({ data: await checkout.checkout(actorOf(request), request.body) }),
    });

    app.route({
      ...route('GET /api/session/:id'),
      config: billing,
      handler: async (request) => ({ data: await checkout.session(actorOf(request).organizationId, request.params.id) }),
    });

    if (sandbox) {
      app.route({
        ...route('POST /api/sandbox/checkout/:id/pay'),
        config: billing,
        handler: async (request) => {
          const { organizationId } = actorOf(request);
          await sandbox.pay(organizationId, request.params.id, request.body);
          return { data: await checkout.session(organizationId, request.params.id) };
        },
      });
    }
  };
}
