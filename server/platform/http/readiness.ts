import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../db/database';

/** How long one dependency may take to answer before the node counts as not ready. */
const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  /** From here on /api/ready answers 503, so a proxy or orchestrator sends this node nothing new. */
  beginShutdown(): void;
}

/**
 * GET /api/ready: 200 only while this node can serve, that is its database (and Redis, when
 * configured) answer and it is not shutting down; /api/health stays the liveness check. Migrations
 * run before the server listens, so a node that answers at all has them. Outside the API's
 * contract and its OpenAPI document: it is for the proxy, not for the product's clients.
 */
export function registerReadiness(app: FastifyInstance, deps: { database: Database; redisUrl?: string }): Readiness {
  // A client of its own, so the check says whether Redis answers, not whether another feature's client is busy.
  const redis = deps.redisUrl ? new Redis(deps.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true }) : null;
  redis?.on('error', () => undefined);
  let shuttingDown = false;

  // Not quit(): on a client never asked (lazyConnect), QUIT first opens the connection it means to
  // close, is refused while connecting (no offline queue), and the connection stays, holding the process.
  app.addHook('onClose', () => {
    redis?.disconnect();
  });

  app.get('/api/ready', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (shuttingDown) return reply.status(503).send({ status: 'shutting down' });
    const failed: string[] = [];
    await Promise.all([
      within(deps.database.ping()).catch(() => failed.push('database')),
      redis ? within(pingRedis(redis)).catch(() => failed.push('redis')) : undefined,
    ]);
    if (failed.length > 0) {
      request.log.warn({ failed }, 'not ready');
      return reply.status(503).send({ status: 'not ready', failed });
    }
    return { status: 'ready' };
  });

  return {
    beginShutdown() {
      shuttingDown = true;
    },
  };
}

async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status === 'wait' || redis.status === 'end') await redis.connect().catch(() => undefined);
  await redis.ping();
}

function within<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
