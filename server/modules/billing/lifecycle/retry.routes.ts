import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingRoutes } from '../../../../domain/billing/routes';
import { actorOf } from '../../../platform/auth/access';
import { contractRoutes } from '../../../platform/http/contractRoute';
import type { RetryService } from './retry';

export function retryRoutes(retry: RetryService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(billingRoutes, ['billing']);

    app.route({
      ...route('POST /api/retry-checkout'),
      // Open while locked out: paying the failed invoice is how a suspended organisation gets back in.
      config: { ability: 'billing_manage', whenLocked: 'allow' },
      handler: async (request) => ({ data: await retry.retry(actorOf(request), request.body.sessionId) }),
    });
  };
}
