import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planSchema } from '../../../domain/billing/plans';
import { idParamSchema } from '../../../domain/users/types';
import { actorOf, sessionUserOf } from '../../platform/auth/access';
import type { ProjectsService } from '../projects';
import type { SeatsService as SubscriptionsService } from '../seats';
import { planCheckQuerySchema, planUpdateSchema } from './plans.schemas';
import type { PlansService } from './plans.service';

export function plansRoutes(plans: PlansService, subscriptions: SubscriptionsService, projects: ProjectsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['plans'];

    app.get(
      '/plan',
      {
        config: { access: 'authenticated' },
        schema: { tags, summary: 'The plan catalogue', response: { 200: z.object({ plans: z.array(planSchema), isFreeTierEligible: z.boolean() }) } },
      },
      async (request) => plans.list(sessionUserOf(request).organizationId),
    );

    app.get(
      '/plan/check',
      {
        schema: {
          tags,
          summary: 'Whether adding one more user (type=user) or project (type=project) needs a bigger plan',
          querystring: planCheckQuerySchema,
          response: {
            200: z.object({ success: z.literal(true), isUpgradeRequired: z.boolean(), seatsInUse: z.number().optional(), seatLimit: z.number().optional() }),
          },
        },
      },
      async (request) => {
        const { organizationId } = actorOf(request);
        if (request.query.type === 'project') {
          return { success: true as const, isUpgradeRequired: await projects.projectLimitReached(organizationId) };
        }
        const usage = await subscriptions.seatUsage(organizationId);
        return { success: true as const, isUpgradeRequired: usage.used >= usage.limit, seatsInUse: usage.used, seatLimit: usage.limit };
      },
    );

    app.get(
      '/admin/plan',
      { config: { access: 'super_admin' }, schema: { tags: ['admin'], response: { 200: z.object({ data: z.array(planSchema) }) } } },
      async () => ({ data: await plans.adminList() }),
    );

    app.put(
      '/admin/plan/:id',
      {
        config: { access: 'super_admin' },
        schema: {
          tags: ['admin'],
          summary: "Edit a plan's texts, prices, trial days or seat range; ranges must stay contiguous",
          params: idParamSchema,
          body: planUpdateSchema,
          response: { 200: z.object({ data: planSchema }) },
        },
      },
      async (request) => ({ data: await plans.update(request.params.id, request.body) }),
    );
  };
}
