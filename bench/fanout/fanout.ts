/**
 * bench/fanout (issue 20): wide conversations. 5,000 sockets, one person each, in 50 group
 * conversations of 100; 50 messages a second in all through the product's send_message, so
 * 4,950 deliveries a second, for 60 s after a warm-up. Measured at the receivers: send-to-receive
 * p50 and p99; in this process, where the server runs: its event-loop delay p99. The same load
 * goes to a bare socket.io server broadcasting messages of the same shape to the same rooms,
 * in the same run. The sockets live in several client processes (bench/chat's clients), and
 * each process's own event-loop delay is printed, so a generator that cannot keep up shows.
 * Targets: p99 ≤ 100 ms, event-loop delay p99 ≤ 20 ms, within 2x of bare.
 * Every arrival is a presence event to the whole organisation, so a crowd of 5,000 in one
 * organisation costs 12.5 million frames before the first message; BENCH_ORGANIZATIONS=50
 * shares the conversations out among 50 organisations, for the messages' figures alone.
 *
 *   npm run bench:fanout    (BENCH_SECONDS=60 BENCH_WARMUP_SECONDS=5 BENCH_RATE=50 BENCH_SOCKETS=5000 BENCH_CHANNELS=50
 *                            BENCH_CLIENT_PROCESSES=2 BENCH_ROUNDS=1 BENCH_ORGANIZATIONS=1 BENCH_SIDES=bare,product; DATABASE_URL=postgres://… for PostgreSQL, REDIS_URL for the Redis adapter on both)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startBareServer } from '../chat/bareServer';
import type { ClientPlan } from '../chat/clients';
import { seedConversations } from '../chat/conversations';
import { loadSettings } from '../chat/settings';
import { percentile, runClients, type LoadResult } from '../chat/runClients';
import { startBenchApp } from '../support';

const settings = loadSettings({ rate: 50, seconds: 60, warmupSeconds: 5, sockets: 5000, channels: 50, rounds: 1, processes: 2, organizations: 1 });
/** BENCH_SIDES=product (or bare) runs one side alone, for a profile (node --cpu-prof) of it. */
const SIDES = (process.env.BENCH_SIDES ?? 'bare,product').split(',') as ('bare' | 'product')[];

const TARGET = { p99: 100, lag: 20, ratio: 2 };

interface Figures {
  p50: number;
  p99: number;
  lag: number;
}

function summarise(label: string, { report, serverLagP99, generatorLagP99, connectedMs, settledMs }: LoadResult): Figures {
  const figures = { p50: percentile(report.latencies, 0.5), p99: percentile(report.latencies, 0.99), lag: serverLagP99 };
  console.log(
    `  ${label.padEnd(24)} p50 ${figures.p50.toFixed(1).padStart(6)} ms   p99 ${figures.p99.toFixed(1).padStart(6)} ms (target ≤ ${TARGET.p99})   server loop delay p99 ${figures.lag.toFixed(1).padStart(5)} ms (target ≤ ${TARGET.lag})   ` +
      `delivered ${report.deliveries}/${report.expectedDeliveries} (${(report.deliveries / settings.seconds).toFixed(0)}/s)   ack p99 ${percentile(report.ackLatencies, 0.99).toFixed(1)} ms   failed ${report.failed}   sockets dropped ${report.dropped}   generator loop delay p99 ${generatorLagP99.toFixed(1)} ms   ` +
      `(the crowd connected in ${(connectedMs / 1000).toFixed(1)} s, quiet after ${(settledMs / 1000).toFixed(1)} s)`,
  );
  return figures;
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-bench-fanout-'));
  const product = await startBenchApp(dataDir);
  const seedStarted = performance.now();
  const seeded = await seedConversations(product.database.db, { people: settings.sockets, conversations: settings.channels, organizations: settings.organizations, label: 'Bench fanout' });
  const seedMs = performance.now() - seedStarted;
  const bare = await startBareServer();
  // Closed whatever happens: on PostgreSQL, closing the product drops the bench's database.
  try {
    const productUrl = await product.app.listen({ port: 0, host: '127.0.0.1' });
    const plan = (url: string): ClientPlan => ({ url, sockets: seeded.sockets, channels: seeded.channels, ratePerSecond: settings.rate, warmupMs: settings.warmupSeconds * 1000, durationMs: settings.seconds * 1000 });

    console.log(
      `bench/fanout: ${settings.sockets} sockets from ${settings.processes} client processes, ${settings.channels} conversations of ${seeded.perConversation}, ${settings.rate} messages/s (${settings.rate * (seeded.perConversation - 1)} deliveries/s) for ${settings.seconds} s after ${settings.warmupSeconds} s of warm-up, ` +
        `${settings.organizations === 1 ? 'one organisation' : `${settings.organizations} organisations`}, database ${product.database.kind}${process.env.REDIS_URL ? ', Redis adapter' : ''}, ${os.cpus().length} cores; seeded in ${(seedMs / 1000).toFixed(1)} s`,
    );
    const sides = { bare: { label: 'bare socket.io broadcast', url: bare.url }, product: { label: 'product send_message', url: productUrl } } as const;
    const ratios: Figures[] = [];
    for (let round = 0; round < settings.rounds; round++) {
      // Alternating order, so a machine that slows down during the run weighs on both sides.
      const order = round % 2 === 0 ? SIDES : [...SIDES].reverse();
      const result = {} as Record<keyof typeof sides, Figures>;
      for (const side of order) result[side] = summarise(sides[side].label, await runClients(plan(sides[side].url), settings.processes));
      if (order.length < 2) continue;
      ratios.push({ p50: result.product.p50 / result.bare.p50, p99: result.product.p99 / result.bare.p99, lag: result.product.lag / result.bare.lag });
      const r = ratios.at(-1)!;
      console.log(`  round ${round + 1} product/bare: p50 ${r.p50.toFixed(2)}x, p99 ${r.p99.toFixed(2)}x, server loop delay p99 ${r.lag.toFixed(2)}x (target ≤ ${TARGET.ratio}x)`);
    }
    if (settings.rounds > 1) {
      const median = (key: keyof Figures) => percentile(ratios.map((r) => r[key]), 0.5).toFixed(2);
      console.log(`  product/bare, median of ${settings.rounds} rounds: p50 ${median('p50')}x, p99 ${median('p99')}x, server loop delay p99 ${median('lag')}x`);
    }
  } finally {
    await Promise.all([bare.close(), product.close()]);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
