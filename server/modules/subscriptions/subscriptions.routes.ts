import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingRoutes } from '../../../domain/billing/routes';
import { actorOf } from '../../platform/auth/access';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { AccountService } from './account.service';

/** Owners and admins manage billing, and must be able to while the organisation is locked out. */
const manage = { ability: 'billing_manage' as const, whenLocked: 'allow' as const };

export function subscriptionsRoutes(account: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(billingRoutes, ['subscriptions']);

    app.route({
      ...route('GET /api/subscription/active'),
      config: { whenLocked: 'allow' },
      handler: async (request) => ({ data: await account.summary(actorOf(request).organizationId) }),
    });

    app.route({
      ...route('GET /api/subscription/check'),
      config: { whenLocked: 'allow' },
      handler: async (request) => ({ data: await account.check(actorOf(request)) }),
    });

    app.route({
      ...route('DELETE /api/subscription/cancel'),
      config: manage,
      handler: async (request) => ({ data: await account.cancel(actorOf(request)) }),
    });

    app.route({
      ...route('POST /api/subscription/reactivate'),
      config: manage,
      handler: async (request) => ({ data: await account.reactivate(actorOf(request)) }),
    });

    app.route({
      ...route('POST /api/subscription/trial'),
      config: manage,
      handler: async (request) => ({ data: await account.startTrial(actorOf(request), request.body.planId) }),
    });
  };
}
