import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, isNull, lte, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import { jobs } from '../db/schema';
import type { Realtime } from '../realtime/realtime';
import { unauthenticated } from './errors';

/**
 * The process's own series (CPU, memory, event-loop lag, GC), once per process however many apps
 * it builds (tests build several): each call of collectDefaultMetrics starts its own monitors.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * GET /metrics in Prometheus's text format, on the app's own port: request durations by route
 * pattern (never the raw URL, whose ids would make a series per task), connected sockets, due jobs,
 * and the process's series. Answered to a scraper on this machine (a loopback connection that no
 * proxy forwarded) or to anyone with METRICS_TOKEN as a bearer token; deploy/nginx does not pass it on.
 */
export function registerMetrics(app: FastifyInstance, deps: { database: Database; realtime: Realtime; token?: string }): void {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, until the answer was sent',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'socketio_connected_clients',
    help: 'socket.io clients connected to this node',
    registers: [registry],
    collect() {
      this.set(deps.realtime.io.engine.clientsCount);
    },
  });
  new Gauge({
    name: 'jobs_due',
    help: 'Jobs of the queue (shared by every node) due now and not done',
    registers: [registry],
    async collect() {
      const [row] = await deps.database.db
        .select({ due: count() })
        .from(jobs)
        .where(and(isNull(jobs.completedAt), lte(jobs.runAt, sql`now()`)));
      this.set(row?.due ?? 0);
    },
  });

  const queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database statements of this node, from sending to the answer (PGlite: those outside transactions)',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  deps.database.observeQueries((seconds) => queryDuration.observe(seconds));
  new Gauge({
    name: 'db_pool_connections',
    help: "This node's PostgreSQL connections: open in all, idle, and requests waiting for one (none with PGlite)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = deps.database.poolStats();
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats?.[state] ?? 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs (404s, probes) share one label: their paths are whatever a client made up.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!isLocalScraper(request) && !hasToken(request, deps.token)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthenticated(deps.token ? 'Metrics need the METRICS_TOKEN bearer token' : 'Metrics are answered on this machine only (set METRICS_TOKEN to scrape from elsewhere)');
    }
    const text = (await processMetrics().metrics()) + (await registry.metrics());
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}

/** The connection itself comes from this machine and no proxy relayed it: X-Forwarded-For would be a proxy's doing. */
function isLocalScraper(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return isIP(address) !== 0 && loopback && request.headers['x-forwarded-for'] === undefined;
}

function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization ?? '';
  if (!token || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
