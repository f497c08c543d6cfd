/**
 * bench/api: requests per second and p99 latency of `GET /api/check` with a valid
 * session (the whole product: cookie, session lookup in the embedded database, zod
 * response) against a bare Fastify route answering fixed JSON, in the same run.
 * The ratio is the figure: it holds on a noisy machine where absolute numbers do not.
 *
 *   npm run bench:api             (BENCH_SECONDS=10 BENCH_CONNECTIONS=10 to change)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp } from '../server/app';
import { createMemoryAttemptStore } from '../server/platform/auth/attemptLimiter';
import { loadConfig } from '../server/platform/config/config';
import { createDatabase } from '../server/platform/db/database';
import { createMailer } from '../server/platform/mail/mailer';
import { createOrganization, tokenFor } from '../server/test/factories';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function measure(url: string, headers: Record<string, string>) {
  // A short warm-up so JIT and caches are settled before the measured run.
  await autocannon({ url, headers, connections, duration: 1 });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-bench-'));
  const logger = pino({ level: 'warn' });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0' });
  const database = createDatabase(
    process.env.DATABASE_URL ? { kind: 'postgres', url: process.env.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
  await database.migrate();
  const { members } = await createOrganization(database.db, ['owner']);
  const token = await tokenFor(database.db, members.owner);
  const { app } = await buildApp({
    config,
    database,
    logger,
    mailer: createMailer({ from: config.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox'), logger }),
    attemptStore: createMemoryAttemptStore(),
  });
  const productUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/api/check', async () => ({ data: { _id: 'x', name: 'Bare', email: 'bare@example.test', role: 'owner', organizationId: 'y' } }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const baseline = await measure(`${bareUrl}/api/check`, {});
  const product = await measure(`${productUrl}/api/check`, { cookie: `sid=${token}` });

  console.log(`bench/api: GET /api/check, ${connections} connections, ${seconds} s each, database ${database.kind}`);
  console.log(`  bare Fastify route      ${baseline.rps.toFixed(0).padStart(7)} req/s   p99 ${baseline.p99} ms`);
  console.log(`  /api/check with session ${product.rps.toFixed(0).padStart(7)} req/s   p99 ${product.p99} ms`);
  console.log(`  ratio (product / bare)  ${(product.rps / baseline.rps).toFixed(2)} of the throughput, p99 ${(product.p99 / Math.max(baseline.p99, 1)).toFixed(1)}x`);

  await app.close();
  await bare.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
