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
 *   npm run bench:chat      (BENCH_RATE=200 BENCH_SECONDS=10 BENCH_WARMUP_SECONDS=2 BENCH_SOCKETS=500 BENCH_CHANNELS=50 BENCH_ROUNDS=3;
 *                            DATABASE_URL=postgres://… for PostgreSQL, REDIS_URL for the Redis adapter on both)
 */
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { channelMembers, channels, organizations, users } from '../../server/platform/db/schema';
import type { Message } from '../../domain/chat/chat';
import { createPlainSender } from '../../server/modules/chat/plainSend';
import { tokenFor } from '../../server/test/factories';
import type { Db } from '../../server/platform/db/database';
import { startBenchApp } from '../support';
import type { ClientPlan, ClientReport } from './clients';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const CHANNELS = Number(process.env.BENCH_CHANNELS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

function runClients(plan: ClientPlan): Promise<ClientReport> {
  const child = fork(fileURLToPath(new URL('./clients.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (report) => resolve(report as ClientReport));
    child.once('exit', (code) => code !== 0 && reject(new Error(`bench clients exited with ${code}`)));
    child.send(plan);
  });
}

/**
 * The baseline: socket.io alone, rooms and sender from the handshake, every send broadcast
 * to its room as a message of the product's shape, so both servers put the same bytes on the wire.
 * With `writeTo`, each message is first stored by the product's plain-send statement (the
 * membership check, the insert and the sidebar counters, committed) and nothing else.
 */
async function startBareServer(writeTo?: { db: Db; organizationId: string }) {
  const write = writeTo ? createPlainSender(writeTo.db) : null;
  const server = createServer();
  const io = new Server(server, { path: '/socket.io', transports: ['websocket'], serveClient: false });
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
  if (redis) io.adapter(createAdapter(redis, redis.duplicate()));
  io.on('connection', (socket) => {
    const { channels: rooms, person } = socket.handshake.auth as { channels: string[]; person: { id: string; name: string; email: string } };
    void socket.join(rooms);
    socket.on('send_message', async (payload: { channelId: string; message: string; clientId: string }, ack: (result: unknown) => void) => {
      const row = write
        ? await write(
            { userId: person.id, organizationId: writeTo!.organizationId, name: person.name, email: person.email, role: 'editor' },
            { channelId: payload.channelId, clientId: payload.clientId, body: payload.message, preview: payload.message.slice(0, 40) },
          )
        : null;
      if (write && !row) return ack({ ok: false, message: 'not stored' });
      // Typed as the product's Message, so the baseline's bytes follow any change to its shape.
      const message: Message = {
        _id: row?.id ?? randomUUID(),
        clientId: payload.clientId,
        channelId: payload.channelId,
        kind: 'message',
        message: payload.message,
        sender: { _id: person.id, name: person.name, email: person.email },
        timestamp: (row?.createdAt ?? new Date()).toISOString(),
        edited: false,
        editedAt: null,
        deleted: false,
        mentions: [],
        reactions: [],
        pinned: false,
        pinnedBy: null,
        pinnedAt: null,
        thread: { parentMessage: null, replyCount: 0, lastReplyAt: null },
        attachments: [],
        call: null,
      };
      io.to(payload.channelId).emit('new_message', message);
      ack({ ok: true, data: message });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      io.local.disconnectSockets(true);
      await new Promise((resolve) => io.close(resolve));
      await redis?.quit();
    },
  };
}

function percentile(samples: number[], q: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

function summarise(label: string, report: ClientReport) {
  const p50 = percentile(report.latencies, 0.5);
  const p99 = percentile(report.latencies, 0.99);
  const perSecond = report.deliveries / (report.elapsedMs / 1000);
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
  const [organization] = await db.insert(organizations).values({ name: 'Bench chat' }).returning();
  const people = await db
    .insert(users)
    .values(Array.from({ length: SOCKETS }, (_, i) => ({ organizationId: organization!.id, name: `Bench person ${i}`, email: `bench-${i}-${randomUUID().slice(0, 6)}@bench.test`, role: 'editor' as const })))
    .returning({ id: users.id, name: users.name, email: users.email });
  const conversations = await db
    .insert(channels)
    .values(Array.from({ length: CHANNELS }, (_, i) => ({ organizationId: organization!.id, channelType: 'group' as const, name: `Bench group ${i}` })))
    .returning({ id: channels.id });
  const perChannel = Math.floor(SOCKETS / CHANNELS);
  const plannedChannels = conversations.map((conversation, c) => ({ id: conversation.id, members: Array.from({ length: perChannel }, (_, m) => c * perChannel + m) }));
  await db.insert(channelMembers).values(
    plannedChannels.flatMap((channel) => channel.members.map((index) => ({ channelId: channel.id, userId: people[index]!.id, organizationId: organization!.id }))),
  );
  const tokens: string[] = [];
  for (const person of people) tokens.push(await tokenFor(db, person));
  const channelsOf = (index: number) => plannedChannels.filter((channel) => channel.members.includes(index)).map((channel) => channel.id);

  const productUrl = await product.app.listen({ port: 0, host: '127.0.0.1' });
  const bare = await startBareServer();
  const bareWrite = await startBareServer({ db, organizationId: organization!.id });
  const plan = (url: string): ClientPlan => ({
    url,
    sockets: tokens.map((token, index) => ({ token, channelIds: channelsOf(index), person: people[index]! })),
    channels: plannedChannels,
    ratePerSecond: RATE,
    warmupMs: WARMUP_SECONDS * 1000,
    durationMs: SECONDS * 1000,
  });

  console.log(
    `bench/chat: ${SOCKETS} sockets, ${CHANNELS} conversations of ${perChannel}, ${RATE} messages/s for ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, database ${product.database.kind}${process.env.REDIS_URL ? ', Redis adapter' : ''}, ${os.cpus().length} cores`,
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
  for (let round = 0; round < ROUNDS; round++) {
    const order: Side[] = round % 2 === 0 ? ['bare', 'write', 'product'] : ['product', 'write', 'bare'];
    const result = {} as Record<Side, { p50: number; p99: number }>;
    for (const side of order) result[side] = summarise(sides[side].label, await runClients(plan(sides[side].url)));
    ratios.product.push(ratioOf(result.product, result.bare));
    ratios.write.push(ratioOf(result.write, result.bare));
    ratios.productOverWrite.push(ratioOf(result.product, result.write));
    console.log(`  round ${round + 1} product/bare ${shown(ratios.product.at(-1)!)}; bare+write/bare ${shown(ratios.write.at(-1)!)}`);
  }
  const median = (values: { p50: number; p99: number }[]) => ({ p50: percentile(values.map((r) => r.p50), 0.5), p99: percentile(values.map((r) => r.p99), 0.5) });
  console.log(`  ratio product/bare (median of ${ROUNDS} rounds): ${shown(median(ratios.product))}`);
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
