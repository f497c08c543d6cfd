import { z } from 'zod';
import { defineRoutes } from './contract';

/** Public client settings: the Google sign-in's client id (null when not configured) and the product's name. */
export const appConfigSchema = z.object({ googleClientId: z.string().nullable(), appName: z.string() });
export type AppConfig = z.infer<typeof appConfigSchema>;

/** The database-down answer of GET /api/health (an error, so outside the contract's success answers). */
export const healthUnavailableSchema = z.object({ message: z.string(), code: z.string() });

/** Endpoints about the service itself: health for load balancers, public client settings. */
export const metaRoutes = defineRoutes({
  'GET /api/health': {
    summary: 'Liveness and database check',
    response: { 200: z.object({ data: z.object({ status: z.literal('ok'), database: z.literal('ok') }) }) },
  },
  'GET /api/app-config': { response: { 200: z.object({ data: appConfigSchema }) } },
});
