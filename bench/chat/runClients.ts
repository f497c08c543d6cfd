import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { eventLoopLag, type ClientPlan, type ClientReport, type FromClients, type ToClients } from './clients';

export interface LoadResult {
  report: Omit<ClientReport, 'loopLagP99'>;
  /** The event-loop delay of this process, where the server under test runs, while measuring (p99, ms). */
  serverLagP99: number;
  /** The worst client process's own event-loop delay while measuring (p99, ms). */
  generatorLagP99: number;
  /** From the first handshake until every socket is connected, and until three seconds passed without a packet (ms). */
  connectedMs: number;
  settledMs: number;
}

/** Waits for one message of `type` from every child. */
function fromAll<T extends FromClients['type']>(children: ChildProcess[], type: T): Promise<Extract<FromClients, { type: T }>[]> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<Extract<FromClients, { type: T }>>((resolve, reject) => {
          const onMessage = (message: FromClients) => {
            if (message.type !== type) return;
            child.off('message', onMessage);
            child.off('exit', onExit);
            resolve(message as Extract<FromClients, { type: T }>);
          };
          const onExit = (code: number | null) => reject(new Error(`bench clients exited with ${code} while waiting for '${type}'`));
          child.on('message', onMessage);
          child.once('exit', onExit);
        }),
    ),
  );
}

/**
 * Runs the plan from `processes` client processes, each holding an equal share of the sockets:
 * all connect, the crowd settles, then all follow the same schedule from a common start.
 * The server runs in this process, so its event-loop delay is measured here over the measured window.
 */
export async function runClients(plan: ClientPlan, processes: number): Promise<LoadResult> {
  const script = fileURLToPath(new URL('./clients.ts', import.meta.url));
  const children = Array.from({ length: processes }, () => fork(script, { execArgv: ['--import', 'tsx'] }));
  const tell = (message: ToClients) => children.forEach((child) => child.connected && child.send(message));
  try {
    const arrival = performance.now();
    const share = Math.ceil(plan.sockets.length / processes);
    const connected = fromAll(children, 'connected');
    children.forEach((child, i) => child.send({ type: 'plan', plan, from: i * share, to: Math.min(plan.sockets.length, (i + 1) * share) } satisfies ToClients));
    await connected;
    const connectedMs = performance.now() - arrival;
    const settled = fromAll(children, 'settled');
    tell({ type: 'settle' });
    await settled;
    const settledMs = performance.now() - arrival;

    const startAt = performance.timeOrigin + performance.now() + 500;
    const reported = fromAll(children, 'report');
    tell({ type: 'start', at: startAt });
    const lag = eventLoopLag();
    const untilStart = startAt + plan.warmupMs - (performance.timeOrigin + performance.now());
    const window = setTimeout(() => {
      lag.start();
      setTimeout(() => lag.stop(), plan.durationMs);
    }, untilStart);
    const reports = (await reported).map((message) => message.report);
    clearTimeout(window);
    lag.stop();

    const sum = (key: 'sent' | 'acked' | 'failed' | 'expectedDeliveries' | 'deliveries' | 'dropped') => reports.reduce((total, report) => total + report[key], 0);
    return {
      report: {
        sent: sum('sent'),
        acked: sum('acked'),
        failed: sum('failed'),
        expectedDeliveries: sum('expectedDeliveries'),
        deliveries: sum('deliveries'),
        dropped: sum('dropped'),
        latencies: reports.flatMap((report) => report.latencies),
        ackLatencies: reports.flatMap((report) => report.ackLatencies),
      },
      serverLagP99: lag.p99(),
      generatorLagP99: Math.max(...reports.map((report) => report.loopLagP99)),
      connectedMs,
      settledMs,
    };
  } finally {
    const exited = children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))));
    tell({ type: 'close' });
    await Promise.all(exited);
  }
}

export function percentile(samples: number[], q: number): number {
  if (samples.length === 0) return NaN;
  const sorted = Float64Array.from(samples).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
