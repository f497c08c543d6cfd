import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../../../domain/billing/api';
import { idParamSchema } from '../../../domain/users/types';
import type { RestrictionService } from '../billing';

const response = { 200: z.object({ data: z.object({ _id: z.string(), subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES) }) }) };

/** The platform administrator restricts an organisation (locked out, billing included) and lifts it. */
export function restrictionRoutes(restriction: RestrictionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/admin/org/:id/restrict',
      {
        config: { access: 'super_admin' },
        schema: { tags: ['admin'], summary: 'Restricts an organisation: every member sees the guard screen until it is lifted', params: idParamSchema, response },
      },
      async (request) => ({ data: await restriction.restrict(request.params.id) }),
    );

    app.put(
      '/admin/org/:id/lift',
      {
        config: { access: 'super_admin' },
        schema: { tags: ['admin'], summary: 'Lifts a restriction, restoring the subscription state it interrupted', params: idParamSchema, response },
      },
      async (request) => ({ data: await restriction.lift(request.params.id) }),
    );
  };
}
