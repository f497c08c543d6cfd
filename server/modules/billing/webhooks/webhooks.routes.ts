import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { badRequest } from '../../../platform/http/errors';
import type { StripeEvents } from './stripeEvents';

const receivedSchema = z.object({ received: z.literal(true), duplicate: z.literal(true).optional() });

/**
 * POST /api/webhooks/stripe. Stripe signs the exact bytes it sends, so this plugin (and only
 * this one: Fastify scopes parsers to the plugin) keeps JSON bodies as raw buffers for
 * constructEvent to verify before anything is parsed or believed.
 */
export function stripeWebhookRoutes(deps: { stripe: Stripe; webhookSecret: string; events: StripeEvents }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      '/webhooks/stripe',
      {
        config: { access: 'public' },
        schema: {
          tags: ['billing'],
          summary: "Stripe's webhook: checkout completions, renewals, failed payments and cancellations (signed with STRIPE_WEBHOOK_SECRET)",
          response: { 200: receivedSchema },
        },
      },
      async (request) => {
        let event: Stripe.Event;
        try {
          if (!Buffer.isBuffer(request.body)) throw new Error('no raw body');
          event = deps.stripe.webhooks.constructEvent(request.body, request.headers['stripe-signature'] ?? '', deps.webhookSecret);
        } catch {
          throw badRequest('Invalid Stripe signature');
        }
        const { duplicate } = await deps.events.handle(event, request.log);
        return duplicate ? { received: true as const, duplicate: true as const } : { received: true as const };
      },
    );
  };
}
