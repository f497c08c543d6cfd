import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginSource {
  /** The request's `Origin` header. */
  origin: string | undefined;
  /** Its `Sec-Fetch-Site` header. */
  fetchSite: string | undefined;
  /** The origin the request was sent to (`http://host:port`), as the server sees it. */
  ownOrigin: string;
}

/**
 * Whether a browser sent this from another site: an Origin that is neither APP_URL's nor the
 * server's own, or a Sec-Fetch-Site of cross-site. Requests without either header
 * (server-to-server, curl, native clients) carry no ambient cookie and pass.
 */
export function isForeignOrigin(appUrl: string, source: OriginSource): boolean {
  const allowed = new URL(appUrl).origin;
  if (source.fetchSite === 'cross-site') return true;
  return Boolean(source.origin && source.origin !== allowed && source.origin !== source.ownOrigin);
}

/**
 * Refuses state-changing requests sent by a browser from another site. The session cookie is
 * SameSite=Lax already; this closes the remaining gaps (sibling subdomains and ports of the same
 * site, old browsers). It looks at every state-changing request whatever its path: a test of the
 * raw URL's prefix would miss `/%61pi/...`, which the router decodes to an /api route.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const foreign = isForeignOrigin(appUrl, {
      origin: request.headers.origin,
      fetchSite: header(request.headers['sec-fetch-site']),
      ownOrigin: `${request.protocol}://${request.host}`,
    });
    if (foreign) throw new AppError(403, 'BAD_ORIGIN', 'This request came from another site and was refused');
  });
}

/** What isForeignOrigin reads, from a WebSocket upgrade's headers (the chat socket, the notes' collaboration socket). */
export function upgradeOrigin(headers: IncomingHttpHeaders, secure: boolean): OriginSource {
  return {
    origin: header(headers.origin),
    fetchSite: header(headers['sec-fetch-site']),
    ownOrigin: `${secure ? 'https' : 'http'}://${header(headers.host) ?? ''}`,
  };
}

export function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
