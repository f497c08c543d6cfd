/** What bench/capacity reads of the server under load: its process's CPU and memory, PostgreSQL's CPU, and its own /metrics. */
import fs from 'node:fs/promises';

/** Linux's clock ticks per second, in which /proc reports CPU time. */
const TICKS_PER_SECOND = 100;

async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / TICKS_PER_SECOND;
}

async function residentMegabytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

/** CPU seconds of every PostgreSQL server process on the machine (other databases' work included). */
async function postgresCpuSeconds(): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = await fs.readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (comm.trim() === 'postgres') total += await cpuSecondsOf(Number(entry));
  }
  return total;
}

/** The named series' values in Prometheus text (summed over labels). */
function seriesOf(text: string, names: string[]): Record<string, number> {
  const values = Object.fromEntries(names.map((name) => [name, 0]));
  for (const line of text.split('\n')) {
    const name = line.split(/[{ ]/, 1)[0]!;
    if (name in values) values[name]! += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return values;
}

const SERIES = [
  'nodejs_eventloop_lag_p99_seconds',
  'db_query_duration_seconds_sum',
  'db_query_duration_seconds_count',
  'http_request_duration_seconds_sum',
  'http_request_duration_seconds_count',
  'socketio_connected_clients',
];

export interface ServerSample {
  at: number;
  cpuSeconds: number;
  postgresCpuSeconds: number;
  rssMb: number;
  metrics: Record<string, number>;
}

/** Reading /metrics resets the event-loop lag's histogram: the lag of a sample is that since the sample before. */
export async function sampleServer(pid: number, url: string): Promise<ServerSample> {
  const [cpuSeconds, pgCpu, rssMb, text] = await Promise.all([
    cpuSecondsOf(pid),
    postgresCpuSeconds(),
    residentMegabytes(pid),
    fetch(`${url}/metrics`).then((res) => res.text()),
  ]);
  return { at: performance.now(), cpuSeconds, postgresCpuSeconds: pgCpu, rssMb, metrics: seriesOf(text, SERIES) };
}

/** Between two samples: CPU as a share of one core, the lag, and where the requests' time went. */
export function between(before: ServerSample, after: ServerSample) {
  const seconds = (after.at - before.at) / 1000;
  const delta = (name: string) => after.metrics[name]! - before.metrics[name]!;
  const requests = delta('http_request_duration_seconds_count');
  const statements = delta('db_query_duration_seconds_count');
  return {
    serverCpu: (after.cpuSeconds - before.cpuSeconds) / seconds,
    postgresCpu: (after.postgresCpuSeconds - before.postgresCpuSeconds) / seconds,
    rssMb: after.rssMb,
    loopLagP99Ms: after.metrics.nodejs_eventloop_lag_p99_seconds! * 1000,
    sockets: after.metrics.socketio_connected_clients!,
    requestsPerSecond: requests / seconds,
    requestMs: requests > 0 ? (delta('http_request_duration_seconds_sum') * 1000) / requests : 0,
    statementsPerRequest: requests > 0 ? statements / requests : 0,
    statementMs: statements > 0 ? (delta('db_query_duration_seconds_sum') * 1000) / statements : 0,
  };
}
