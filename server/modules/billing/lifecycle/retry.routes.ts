import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutResultSchema } from '../../../../domain/billing/api';
import { actorOf } from '../../../platform/auth/access';
import type { RetryService } from './retry';

const retryBodySchema = z
  .object({ sessionId: z.uuid({ error: 'sessionId must be a checkout session id' }).optional() })
  .nullish()
  .transform((body) => body ?? {});

export function retryRoutes(retry: RetryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/retry-checkout',
      {
        // Open while locked out: paying the failed invoice is how a suspended organisation gets back in.
        config: { ability: 'billing_manage', whenLocked: 'allow' },
        schema: {
          tags: ['billing'],
          summary: "Pays a past-due or suspended organisation's open invoice through a new checkout, or restarts the failed checkout `sessionId`",
          body: retryBodySchema,
          response: { 200: z.object({ data: checkoutResultSchema }) },
        },
      },
      async (request) => ({ data: await retry.retry(actorOf(request), request.body.sessionId) }),
    );
  };
}
