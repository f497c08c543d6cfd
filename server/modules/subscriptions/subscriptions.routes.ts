import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriptionCheckSchema, subscriptionSummarySchema } from '../../../domain/billing/api';
import { actorOf } from '../../platform/auth/access';
import type { AccountService } from './account.service';

const tags = ['subscriptions'];
const summaryResponse = { 200: z.object({ data: subscriptionSummarySchema }) };
/** Owners and admins manage billing, and must be able to while the organisation is locked out. */
const manage = { ability: 'billing_manage' as const, whenLocked: 'allow' as const };

export function subscriptionsRoutes(account: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/subscription/active',
      {
        config: { whenLocked: 'allow' },
        schema: { tags, summary: "The organisation's plan, seats in use, cycle, payments and any pending change", response: summaryResponse },
      },
      async (request) => ({ data: await account.summary(actorOf(request).organizationId) }),
    );

    app.get(
      '/subscription/check',
      {
        config: { whenLocked: 'allow' },
        schema: { tags, summary: "The account state every page's guard reads: locked or not, and what to do about it", response: { 200: z.object({ data: subscriptionCheckSchema }) } },
      },
      async (request) => ({ data: await account.check(actorOf(request)) }),
    );

    app.delete(
      '/subscription/cancel',
      { config: manage, schema: { tags, summary: 'Cancels at the end of the current period; undoable until then', response: summaryResponse } },
      async (request) => ({ data: await account.cancel(actorOf(request)) }),
    );

    app.post(
      '/subscription/reactivate',
      { config: manage, schema: { tags, summary: 'Undoes a cancellation before the period ends', response: summaryResponse } },
      async (request) => ({ data: await account.reactivate(actorOf(request)) }),
    );

    app.post(
      '/subscription/trial',
      {
        config: manage,
        schema: {
          tags,
          summary: "Starts the plan's free trial, once per organisation, from the free tier",
          body: z.object({ planId: z.uuid({ error: 'planId must be a plan id' }) }),
          response: summaryResponse,
        },
      },
      async (request) => ({ data: await account.startTrial(actorOf(request), request.body.planId) }),
    );
  };
}
