import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/access';
import { BILLING_CYCLES, SUBSCRIPTION_STATUSES } from '../../platform/db/schema';
import type { SubscriptionsService } from './subscriptions.service';

const activeSubscriptionSchema = z.object({
  _id: z.string(),
  planId: z.string(),
  plan_id: z.string(),
  planName: z.string(),
  quantity: z.number(),
  billingCycle: z.enum(BILLING_CYCLES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  seatsInUse: z.number(),
  seatLimit: z.number(),
  currentPeriodEnd: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
});

export function subscriptionsRoutes(subscriptions: SubscriptionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/subscription/active',
      {
        schema: {
          tags: ['subscriptions'],
          summary: "The organisation's current plan, seats and billing cycle",
          response: { 200: z.object({ data: activeSubscriptionSchema }) },
        },
      },
      async (request) => ({ data: await subscriptions.active(actorOf(request).organizationId) }),
    );
  };
}
