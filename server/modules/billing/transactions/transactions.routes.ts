import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateTimeSchema, int32Schema } from '../../../../domain/api/bounds';
import { transactionSchema } from '../../../../domain/billing/api';
import { actorOf } from '../../../platform/auth/access';
import type { TransactionsService } from './transactions.service';

const transactionQuery = z.object({
  limit: int32Schema('limit', { coerce: true, min: 1, max: 200 }).default(50),
  // The createdAt of the oldest entry already shown (a date alone means its midnight, UTC).
  before: dateTimeSchema('before', { orDate: true, message: 'before must be an ISO date' })
    .transform((value) => new Date(value))
    .optional(),
});

export function transactionsRoutes(transactions: TransactionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/transaction',
      {
        config: { ability: 'billing_manage' },
        schema: {
          tags: ['billing'],
          summary: 'The billing history, newest first: `limit` entries (50, at most 200) created before `before`',
          querystring: transactionQuery,
          response: { 200: z.object({ data: z.array(transactionSchema) }) },
        },
      },
      async (request) => ({ data: await transactions.list(actorOf(request).organizationId, request.query) }),
    );
  };
}
