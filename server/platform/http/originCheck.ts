import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a browser from another site. The session
 * cookie is SameSite=Lax already; this closes the remaining gaps (sibling subdomains,
 * old browsers). Requests without an Origin header (server-to-server, curl) carry no
 * ambient cookie risk and pass.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string): void {
  const allowed = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (request.headers['sec-fetch-site'] === 'cross-site' || (origin && origin !== allowed && origin !== `${request.protocol}://${request.host}`)) {
      throw new AppError(403, 'BAD_ORIGIN', 'This request came from another site and was refused');
    }
  });
}
