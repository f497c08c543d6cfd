/**
 * bench/chat: send-to-receive latency and delivered messages per second for the product's
 * chat (socket send_message: validation, membership, the database write, unread counts,
 * the presenter, the room emit) against a bare socket.io server that broadcasts the same
 * load to the same rooms, in the same run. 500 sockets in 50 conversations of 10 people;
 * the clients run in a child process so they never share the server's event loop.
 * Target: p99 under 50 ms at 200 messages/s, and within 2x of the bare server.
 * A third server, bare socket.io plus the product's own durable write of each message before
 * its broadcast, shows how much of the gap is that write (the spec's write-before-emit).
 *
 *   npm run bench:chat      (BENCH_RATE=200 BENCH_SECONDS=10 BENCH_WARMUP_SECONDS=2 BENCH_SOCKETS=500 BENCH_CHANNELS=50 BENCH_ROUNDS=3 BENCH_CLIENT_PROCESSES=1;
 *                            DATABASE_URL=postgres://… for PostgreSQL, REDIS_URL for the Redis adapter on both)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startBenchApp } from '../support';
import { startBareServer } from './bareServer';
import type { ClientPlan } from './clients';
import { seedConversations } from './conversations';
import { loadSettings } from './settings';
import { percentile, runClients, type LoadResult } from './runClients';

const settings = loadSettings({ rate: 200, seconds: 10, warmupSeconds: 2, sockets: 500, channels: 50, rounds: 3, processes: 1, organizations: 1 });

function summarise(label: string, { report }: LoadResult) {
  const p50 = percentile(report.latencies, 0.5);
  const p99 = percentile(report.latencies, 0.99);
  const perSecond = report.deliveries / settings.seconds;
  console.log(
    `  ${label.padEnd(26)} p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   delivered ${report.deliveries}/${report.expectedDeliveries} (${perSecond.toFixed(0)}/s)   ack p99 ${percentile(report.ackLatencies, 0.99).toFixed(1)} ms   failed ${report.failed}`,
  );
  return { p50, p99 };
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-bench-chat-'));
  const product = await startBenchApp(dataDir);
  const { db } = product.database;

  // 500 people in one organisation, 50 group conversations of 10.
  const seeded = await seedConversations(db, { people: settings.sockets, conversations: settings.channels, organizations: settings.organizations, label: 'Bench chat' });
  const perChannel = seeded.perConversation;

  const productUrl = await product.app.listen({ port: 0, host: '127.0.0.1' });
  const bare = await startBareServer();
  const bareWrite = await startBareServer({ db, organizationId: seeded.organizationId });
  const plan = (url: string): ClientPlan => ({
    url,
    sockets: seeded.sockets,
    channels: seeded.channels,
    ratePerSecond: settings.rate,
    warmupMs: settings.warmupSeconds * 1000,
    durationMs: settings.seconds * 1000,
  });

  console.log(
    `bench/chat: ${settings.sockets} sockets, ${settings.channels} conversations of ${perChannel}, ${settings.rate} messages/s for ${settings.seconds} s after ${settings.warmupSeconds} s of warm-up, database ${product.database.kind}${process.env.REDIS_URL ? ', Redis adapter' : ''}, ${os.cpus().length} cores`,
  );
  // Rounds alternate the order of the sides, so a machine that speeds up or slows down
  // during the run weighs on all of them; each round's ratios compare neighbours.
  const sides = {
    bare: { label: 'bare socket.io broadcast', url: bare.url },
    write: { label: 'bare + durable write', url: bareWrite.url },
    product: { label: 'product send_message', url: productUrl },
  } as const;
  type Side = keyof typeof sides;
  const ratios: Record<'product' | 'write' | 'productOverWrite', { p50: number; p99: number }[]> = { product: [], write: [], productOverWrite: [] };
  const ratioOf = (a: { p50: number; p99: number }, b: { p50: number; p99: number }) => ({ p50: a.p50 / b.p50, p99: a.p99 / b.p99 });
  const shown = (r: { p50: number; p99: number }) => `p50 ${r.p50.toFixed(2)}x, p99 ${r.p99.toFixed(2)}x`;
  for (let round = 0; round < settings.rounds; round++) {
    const order: Side[] = round % 2 === 0 ? ['bare', 'write', 'product'] : ['product', 'write', 'bare'];
    const result = {} as Record<Side, { p50: number; p99: number }>;
    for (const side of order) result[side] = summarise(sides[side].label, await runClients(plan(sides[side].url), settings.processes));
    ratios.product.push(ratioOf(result.product, result.bare));
    ratios.write.push(ratioOf(result.write, result.bare));
    ratios.productOverWrite.push(ratioOf(result.product, result.write));
    console.log(`  round ${round + 1} product/bare ${shown(ratios.product.at(-1)!)}; bare+write/bare ${shown(ratios.write.at(-1)!)}`);
  }
  const median = (values: { p50: number; p99: number }[]) => ({ p50: percentile(values.map((r) => r.p50), 0.5), p99: percentile(values.map((r) => r.p99), 0.5) });
  console.log(`  ratio product/bare (median of ${settings.rounds} rounds): ${shown(median(ratios.product))}`);
  console.log(`  of which the durable write: bare+write/bare ${shown(median(ratios.write))}; product/bare+write ${shown(median(ratios.productOverWrite))}`);

  await bare.close();
  await bareWrite.close();
  await product.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
