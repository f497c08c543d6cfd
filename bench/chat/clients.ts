/**
 * The client side of bench/chat, run in its own process so 500 sockets' parsing never
 * competes with the server under test for the same event loop. It receives a plan over
 * IPC, connects every socket, sends at a steady rate and reports latencies.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

export interface ClientPlan {
  url: string;
  /** One entry per socket: how it authenticates and which conversations it is in. */
  sockets: { token: string; channelIds: string[]; person: { id: string; name: string; email: string } }[];
  /** Per conversation, the indexes (into sockets) of its members. */
  channels: { id: string; members: number[] }[];
  ratePerSecond: number;
  /** Sent at the same rate before measuring and left out: JIT, pool connections and prepared statements warm up. */
  warmupMs: number;
  durationMs: number;
}

export interface ClientReport {
  sent: number;
  acked: number;
  failed: number;
  expectedDeliveries: number;
  deliveries: number;
  latencies: number[];
  ackLatencies: number[];
  elapsedMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connectAll(plan: ClientPlan): Promise<Socket[]> {
  const sockets: Socket[] = [];
  // In batches, as a crowd arriving at once would; each waits for its handshake.
  for (let i = 0; i < plan.sockets.length; i += 50) {
    const batch = plan.sockets.slice(i, i + 50).map(
      (entry) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(plan.url, {
            path: '/socket.io',
            transports: ['websocket'],
            // The product reads the token; the bare server takes rooms and sender from the rest.
            auth: { token: entry.token, channels: entry.channelIds, person: entry.person },
            reconnection: false,
            forceNew: true,
            timeout: 20_000,
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

async function run(plan: ClientPlan): Promise<ClientReport> {
  const sockets = await connectAll(plan);
  // Rooms are joined after the handshake (the product reads memberships from the database),
  // and 500 arrivals mean 500 presence broadcasts: measure once the crowd has settled.
  let lastPacket = performance.now();
  for (const socket of sockets) socket.onAny(() => (lastPacket = performance.now()));
  const settleDeadline = performance.now() + 60_000;
  await sleep(1000);
  while (performance.now() - lastPacket < 1000 && performance.now() < settleDeadline) await sleep(100);
  const sentAt = new Map<string, { at: number; sender: number; measured: boolean }>();
  const report: ClientReport = { sent: 0, acked: 0, failed: 0, expectedDeliveries: 0, deliveries: 0, latencies: [], ackLatencies: [], elapsedMs: 0 };
  let warmupDeliveries = 0;
  let warmupExpected = 0;
  sockets.forEach((socket, index) => {
    socket.on('new_message', (message: { clientId?: string | null }) => {
      const sent = message.clientId ? sentAt.get(message.clientId) : undefined;
      if (!sent || sent.sender === index) return;
      if (!sent.measured) {
        warmupDeliveries += 1;
        return;
      }
      report.deliveries += 1;
      report.latencies.push(performance.now() - sent.at);
    });
  });

  /** Sends `total` messages at the plan's rate, round-robin over the conversations. */
  const sendSteadily = async (total: number, first: number, measured: boolean) => {
    const interval = 1000 / plan.ratePerSecond;
    const started = performance.now();
    for (let n = 0; n < total; n++) {
      const due = started + n * interval;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const i = first + n;
      const channel = plan.channels[i % plan.channels.length]!;
      const sender = channel.members[(i * 7) % channel.members.length]!;
      const clientId = randomUUID();
      const at = performance.now();
      sentAt.set(clientId, { at, sender, measured });
      if (measured) {
        report.sent += 1;
        report.expectedDeliveries += channel.members.length - 1;
      } else warmupExpected += channel.members.length - 1;
      sockets[sender]!.emit('send_message', { channelId: channel.id, message: `Bench message ${i}: shipping the release today?`, clientId }, (result: { ok: boolean }) => {
        if (!measured) return;
        if (result?.ok) {
          report.acked += 1;
          report.ackLatencies.push(performance.now() - at);
        } else report.failed += 1;
      });
    }
  };

  const warmup = Math.round((plan.ratePerSecond * plan.warmupMs) / 1000);
  await sendSteadily(warmup, 0, false);
  const warmupDeadline = performance.now() + 10_000;
  while (warmupDeliveries < warmupExpected && performance.now() < warmupDeadline) await sleep(50);

  const started = performance.now();
  await sendSteadily(Math.round((plan.ratePerSecond * plan.durationMs) / 1000), warmup, true);
  // Let the tail arrive.
  const deadline = performance.now() + 10_000;
  while (report.deliveries < report.expectedDeliveries && performance.now() < deadline) await sleep(50);
  report.elapsedMs = performance.now() - started;
  for (const socket of sockets) socket.disconnect();
  return report;
}

process.on('message', (plan: ClientPlan) => {
  run(plan)
    .then((report) => process.send!(report, () => process.exit(0)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
});
