/**
 * The client side of the socket benches (bench/chat, bench/fanout), run in child processes so
 * the sockets' parsing never competes with the server under test for its event loop. Each
 * child holds a shard of the sockets; all follow one schedule on the shared wall clock (message
 * n is due at start + n / rate, from a member of conversation n mod conversations), each child
 * sending the messages whose sender it holds. A message's clientId carries its number and its
 * send time, so a receiver in any child measures send-to-receive against the same clock.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
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

/** Parent to child: the plan and this child's sockets, then when to settle, start and close. */
export type ToClients =
  | { type: 'plan'; plan: ClientPlan; from: number; to: number }
  | { type: 'settle' }
  | { type: 'start'; at: number }
  | { type: 'close' };
export type FromClients = { type: 'connected' } | { type: 'settled' } | { type: 'report'; report: ClientReport };

export interface ClientReport {
  sent: number;
  acked: number;
  failed: number;
  expectedDeliveries: number;
  deliveries: number;
  latencies: number[];
  ackLatencies: number[];
  /** Sockets the server disconnected before the tail arrived (a missed heartbeat while it was too busy). */
  dropped: number;
  /** This process's own event-loop delay while measuring (p99, ms): a busy generator shows here, not as server latency. */
  loopLagP99: number;
}

/** The event-loop delay histogram's timer period (ms); it records the period plus the lag. */
export const LAG_RESOLUTION_MS = 1;
export function eventLoopLag() {
  const histogram = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  return {
    start: () => (histogram.reset(), histogram.enable()),
    stop: () => histogram.disable(),
    p99: () => Math.max(0, histogram.percentile(99) / 1e6 - LAG_RESOLUTION_MS),
  };
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
const now = () => performance.timeOrigin + performance.now();
const QUIET_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const send = (message: FromClients) => process.send!(message);

/** Message n of the schedule: its conversation and its sender (an index into the plan's sockets). */
export function scheduled(plan: ClientPlan, n: number) {
  const channel = plan.channels[n % plan.channels.length]!;
  return { channel, sender: channel.members[(n * 7) % channel.members.length]! };
}

async function connectAll(plan: ClientPlan, from: number, to: number): Promise<Map<number, Socket>> {
  const sockets = new Map<number, Socket>();
  // In batches, as a crowd arriving at once would; each waits for its handshake.
  for (let i = from; i < to; i += 50) {
    const batch = plan.sockets.slice(i, Math.min(to, i + 50)).map(
      (entry, offset) =>
        new Promise<void>((resolve, reject) => {
          const socket = io(plan.url, {
            path: '/socket.io',
            transports: ['websocket'],
            // The product reads the token; the bare server takes rooms and sender from the rest.
            auth: { token: entry.token, channels: entry.channelIds, person: entry.person },
            reconnection: false,
            forceNew: true,
            // A crowd of thousands arriving at once queues behind every arrival's presence broadcast.
            timeout: 300_000,
          });
          socket.once('connect', () => (sockets.set(i + offset, socket), resolve()));
          socket.once('connect_error', reject);
        }),
    );
    await Promise.all(batch);
  }
  return sockets;
}

/**
 * Rooms are joined after the handshake and every arrival is a presence broadcast to the whole
 * organisation: wait until three seconds pass in silence (one second was seen to fall between
 * two of a crowd's late broadcasts while the database caught up).
 */
async function settle(sockets: Map<number, Socket>) {
  let lastPacket = performance.now();
  const touch = () => (lastPacket = performance.now());
  for (const socket of sockets.values()) socket.onAny(touch);
  const deadline = performance.now() + 300_000;
  await sleep(QUIET_MS);
  while (performance.now() - lastPacket < QUIET_MS && performance.now() < deadline) await sleep(100);
  for (const socket of sockets.values()) socket.offAny(touch);
}

async function run(plan: ClientPlan, sockets: Map<number, Socket>, startAt: number): Promise<ClientReport> {
  const interval = 1000 / plan.ratePerSecond;
  const warmup = Math.round((plan.ratePerSecond * plan.warmupMs) / 1000);
  const total = warmup + Math.round((plan.ratePerSecond * plan.durationMs) / 1000);
  const report: ClientReport = { sent: 0, acked: 0, failed: 0, expectedDeliveries: 0, deliveries: 0, latencies: [], ackLatencies: [], dropped: 0, loopLagP99: 0 };
  const membersHere = plan.channels.map((channel) => channel.members.filter((index) => sockets.has(index)).length);
  for (let n = warmup; n < total; n++) {
    const { sender } = scheduled(plan, n);
    report.expectedDeliveries += membersHere[n % plan.channels.length]! - (sockets.has(sender) ? 1 : 0);
  }

  for (const socket of sockets.values()) if (!socket.connected) report.dropped += 1;
  for (const [index, socket] of sockets) {
    socket.on('disconnect', () => (report.dropped += 1));
    socket.on('new_message', (message: { clientId?: string | null }) => {
      const [, number, sentAt] = (message.clientId ?? '').split(':');
      const n = Number(number);
      if (n < warmup || scheduled(plan, n).sender === index) return;
      report.deliveries += 1;
      report.latencies.push(now() - Number(sentAt));
    });
  }

  const lag = eventLoopLag();
  let measuring = false;
  const runId = Math.round(startAt).toString(36);
  for (let n = 0; n < total; n++) {
    const { channel, sender } = scheduled(plan, n);
    const socket = sockets.get(sender);
    if (!socket) continue;
    const wait = startAt + n * interval - now();
    if (wait > 1) await sleep(wait);
    const measured = n >= warmup;
    if (measured && !measuring) {
      measuring = true;
      lag.start();
    }
    const at = now();
    if (measured) report.sent += 1;
    socket.emit('send_message', { channelId: channel.id, message: `Bench message ${n}: shipping the release today?`, clientId: `${runId}:${n}:${at.toFixed(3)}` }, (result: { ok: boolean }) => {
      if (!measured) return;
      if (result?.ok) {
        report.acked += 1;
        report.ackLatencies.push(now() - at);
      } else report.failed += 1;
    });
  }
  // Let the tail arrive.
  const deadline = performance.now() + 10_000;
  while (report.deliveries < report.expectedDeliveries && performance.now() < deadline) await sleep(50);
  lag.stop();
  report.loopLagP99 = lag.p99();
  return report;
}

let plan: ClientPlan;
let sockets = new Map<number, Socket>();
const fail = (error: unknown) => {
  console.error(error);
  process.exit(1);
};
process.on('message', (message: ToClients) => {
  if (message.type === 'plan') {
    plan = message.plan;
    connectAll(plan, message.from, message.to).then((connected) => ((sockets = connected), send({ type: 'connected' })), fail);
  } else if (message.type === 'settle') settle(sockets).then(() => send({ type: 'settled' }), fail);
  else if (message.type === 'start') run(plan, sockets, message.at).then((report) => send({ type: 'report', report }), fail);
  else {
    for (const socket of sockets.values()) socket.disconnect();
    setTimeout(() => process.exit(0), 200);
  }
});
