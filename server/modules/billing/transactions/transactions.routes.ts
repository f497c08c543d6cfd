import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingRoutes } from '../../../../domain/billing/routes';
import { actorOf } from '../../../platform/auth/access';
import { contractRoutes } from '../../../platform/http/contractRoute';
import type { TransactionsService } from './transactions.service';

export function transactionsRoutes(transactions: TransactionsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(billingRoutes, ['billing']);

    app.route({
      ...route('GET /api/transaction'),
      config: { ability: 'billing_manage' },
      handler: async (request) => ({ data: await transactions.list(actorOf(request).organizationId, request.query) }),
    });
  };
}
