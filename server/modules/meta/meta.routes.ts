import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';

/** Endpoints about the service itself: health for load balancers, public client settings. */
export function metaRoutes(options: { database: Database; googleClientId?: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['meta'],
          summary: 'Liveness and database check',
          response: {
            200: z.object({ data: z.object({ status: z.literal('ok'), database: z.literal('ok') }) }),
            503: z.object({ message: z.string(), code: z.string() }),
          },
        },
        logLevel: 'warn',
      },
      async (request, reply) => {
        try {
          await options.database.ping();
          return { data: { status: 'ok' as const, database: 'ok' as const } };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ message: 'Database unreachable', code: 'INTERNAL' });
        }
      },
    );

    app.get(
      '/app-config',
      {
        config: { access: 'public' },
        schema: { tags: ['meta'], response: { 200: z.object({ data: z.object({ googleClientId: z.string().nullable(), appName: z.string() }) }) } },
      },
      async () => ({ data: { googleClientId: options.googleClientId ?? null, appName: 'Teamwork' } }),
    );
  };
}
