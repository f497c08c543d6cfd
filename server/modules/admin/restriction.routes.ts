import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApiRoutes } from '../../../domain/admin/api';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { RestrictionService } from '../billing';

/** The platform administrator restricts an organisation (locked out, billing included) and lifts it. */
export function restrictionRoutes(restriction: RestrictionService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(adminApiRoutes, ['admin']);

    app.route({
      ...route('PUT /api/admin/org/:id/restrict'),
      config: { access: 'super_admin' },
      handler: async (request) => ({ data: await restriction.restrict(request.params.id) }),
    });

    app.route({
      ...route('PUT /api/admin/org/:id/lift'),
      config: { access: 'super_admin' },
      handler: async (request) => ({ data: await restriction.lift(request.params.id) }),
    });
  };
}
