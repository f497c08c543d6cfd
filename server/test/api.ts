import type { FastifyInstance } from 'fastify';
import { bearer } from './factories';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One authenticated API call as a browser's fetch would send it (JSON body when there is one). */
export function callApi(app: FastifyInstance, method: Method, url: string, token: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: payload === undefined ? bearer(token) : { 'content-type': 'application/json', ...bearer(token) },
    payload: payload as Record<string, unknown>,
  });
}
