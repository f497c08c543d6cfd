import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthUnavailableSchema, metaRoutes as metaContract } from '../../../domain/api/metaApi';
import { contractRoutes } from '../../platform/http/contractRoute';
import type { Database } from '../../platform/db/database';

/** Endpoints about the service itself: health for load balancers, public client settings. */
export function metaRoutes(options: { database: Database; googleClientId?: string }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(metaContract, ['meta']);
    const health = route('GET /api/health');

    app.route({
      ...health,
      config: { access: 'public' },
      schema: { ...health.schema, response: { ...health.schema.response, 503: healthUnavailableSchema } },
      logLevel: 'warn',
      handler: async (request, reply) => {
        try {
          await options.database.ping();
          return { data: { status: 'ok' as const, database: 'ok' as const } };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ message: 'Database unreachable', code: 'INTERNAL' });
        }
      },
    });

    app.route({
      ...route('GET /api/app-config'),
      config: { access: 'public' },
      handler: async () => ({ data: { googleClientId: options.googleClientId ?? null, appName: 'Teamwork' } }),
    });
  };
}
