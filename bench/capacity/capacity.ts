/**
 * bench/capacity (issue 20): how many simulated people one server holds. The product runs as
 * `node server/main.ts` in a process of its own on PostgreSQL (DATABASE_URL, default the machine's)
 * and Redis (REDIS_URL, else a private redis-server), seeded with organisations of realistic size
 * (seed.ts); load generators in processes of their own (agent.ts) bring people on in steps, each
 * with a socket and a weighted mix of actions at a human pace, and each step is held and measured:
 * per action average and p99, errors, the server's CPU, memory and event-loop lag, PostgreSQL's CPU
 * and the statements per request (the server's /metrics). A step holds within the limits of
 * Mattermost's ceiling test, tightened: average ≤ 100 ms, p99 ≤ 1 s, errors < 0.025%. The ramp
 * stops at the first step that does not hold, and prints where its time went.
 *
 *   npm run bench:capacity   (BENCH_ORGS=250 BENCH_MEMBERS=10 BENCH_START=250 BENCH_STEP=250 BENCH_STEP_SECONDS=60
 *                             BENCH_PACE_MS=6000 BENCH_AGENTS=2 BENCH_PORT=3441 BENCH_PROFILE=<folder for the server's CPU profile>;
 *                             DATABASE_URL, REDIS_URL)
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchDatabase } from '../support';
import { ACTION_WEIGHTS, type AgentCommand, type AgentReport, type SimulatedUser } from './agent';
import { seedOrganizations } from './seed';
import { between, sampleServer } from './serverProbe';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ORGS = env('BENCH_ORGS', 250);
const MEMBERS = env('BENCH_MEMBERS', 10);
const START = env('BENCH_START', 250);
const STEP = env('BENCH_STEP', 250);
const STEP_SECONDS = env('BENCH_STEP_SECONDS', 60);
const SETTLE_SECONDS = env('BENCH_SETTLE_SECONDS', 10);
const PACE_MS = env('BENCH_PACE_MS', 6000);
const AGENTS = env('BENCH_AGENTS', 2);
const PORT = env('BENCH_PORT', 3441);
const REDIS_PORT = env('BENCH_REDIS_PORT', 3442);
const LIMITS = { averageMs: 100, p99Ms: 1000, errorShare: 0.00025 };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], q: number) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

function startServer(workDir: string, databaseUrl: string, redisUrl: string): ChildProcess {
  const log = fs.openSync(path.join(workDir, 'server.log'), 'a');
  // BENCH_PROFILE=<folder>: the server writes a CPU profile of the whole run there when it stops.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_PROFILE)] : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${PORT}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIR: path.join(workDir, 'no-web'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SMTP_URL: '',
      SUPER_ADMIN_PASSWORD: 'capacity-bench-password',
    },
  });
}

function startAgent(url: string, users: SimulatedUser[]) {
  const child = fork(fileURLToPath(new URL('./agent.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
  const waiting: ((message: unknown) => void)[] = [];
  child.on('message', (message) => waiting.shift()?.(message));
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`a load generator exited with ${code}`);
  });
  const ask = <T>(command: AgentCommand) =>
    new Promise<T>((resolve) => {
      waiting.push(resolve as (message: unknown) => void);
      child.send(command);
    });
  return { child, ask, ready: ask<{ type: 'ready' }>({ type: 'init', url, users, paceMs: PACE_MS }) };
}

interface StepFigures {
  users: number;
  actionsPerSecond: number;
  averageMs: number;
  p99Ms: number;
  errors: number;
  errorShare: number;
  perAction: { action: string; count: number; averageMs: number; p99Ms: number; errors: number }[];
  generatorLagP99Ms: number;
  examples: string[];
}

function combine(users: number, reports: AgentReport[], seconds: number): StepFigures {
  const all: number[] = [];
  const perAction = Object.keys(ACTION_WEIGHTS).map((action) => {
    const samples = reports.flatMap((report) => report.samples[action] ?? []).sort((a, b) => a - b);
    all.push(...samples);
    const errors = reports.reduce((sum, report) => sum + (report.errors[action] ?? 0), 0);
    const total = samples.reduce((sum, value) => sum + value, 0);
    return { action, count: samples.length, averageMs: samples.length ? total / samples.length : NaN, p99Ms: percentile(samples, 0.99), errors };
  });
  all.sort((a, b) => a - b);
  const errors = perAction.reduce((sum, row) => sum + row.errors, 0);
  return {
    users,
    actionsPerSecond: (all.length + errors) / seconds,
    averageMs: all.reduce((sum, value) => sum + value, 0) / Math.max(1, all.length),
    p99Ms: percentile(all, 0.99),
    errors,
    errorShare: errors / Math.max(1, all.length + errors),
    perAction,
    generatorLagP99Ms: Math.max(...reports.map((report) => report.lagP99Ms)),
    examples: reports.flatMap((report) => report.errorExamples).slice(0, 5),
  };
}

const held = (step: StepFigures) => step.averageMs <= LIMITS.averageMs && step.p99Ms <= LIMITS.p99Ms && step.errorShare < LIMITS.errorShare;
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

async function main() {
  const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'teamwork-capacity-'));
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  let redis: ChildProcess | null = null;
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    // A Redis of its own: the machine's may carry other runs' broadcasts.
    redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
  }
  // On the machine's PostgreSQL unless told otherwise: the product's production set-up, and a server process of its own (PGlite is one process's).
  const { database, drop, url: databaseUrl } = await openBenchDatabase(workDir);
  const cleanups: (() => Promise<unknown> | unknown)[] = [async () => drop(), () => redis?.kill(), () => fsp.rm(workDir, { recursive: true, force: true })];
  try {
    await database.migrate();
    const seeding = Date.now();
    const users = await seedOrganizations(database, {
      organizations: ORGS,
      membersPerOrganization: MEMBERS,
      projectsPerOrganization: 2,
      tasksPerProject: 40,
      groupsPerOrganization: 3,
      messagesPerConversation: 60,
    });
    await database.close();
    console.log(
      `bench/capacity: ${ORGS} organisations of ${MEMBERS} (${users.length} people, 2 projects of 40 tasks and 4 conversations of 60 messages each), seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s`,
    );

    const server = startServer(workDir, databaseUrl!, redisUrl);
    cleanups.unshift(async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    });
    const url = `http://127.0.0.1:${PORT}`;
    await waitFor('the server', async () => (await fetch(`${url}/api/ready`)).ok);

    // People are dealt to the generators in turn, so each brings on its share of every step.
    const agents = Array.from({ length: AGENTS }, (_, a) => startAgent(url, users.filter((_, u) => u % AGENTS === a)));
    cleanups.unshift(() => agents.forEach((agent) => agent.child.kill()));
    await Promise.all(agents.map((agent) => agent.ready));

    console.log(
      `  PostgreSQL + Redis, one action per person every ${PACE_MS / 1000} s on average, ${AGENTS} generator processes, steps of +${STEP} held ${STEP_SECONDS} s, ${os.cpus().length} cores (server, database and generators on the same machine)`,
    );
    console.log(`  limits: average ≤ ${LIMITS.averageMs} ms, p99 ≤ ${LIMITS.p99Ms} ms, errors < ${LIMITS.errorShare * 100}%`);
    console.log('   users  actions/s   avg ms   p99 ms  errors   server CPU   RSS MB  loop p99 ms  req/s  statements/req  statement ms  postgres CPU  generator lag p99');
    let highest = 0;
    let failed: { step: StepFigures; server: ReturnType<typeof between> } | null = null;
    for (let target = START; target <= users.length; target += STEP) {
      await Promise.all(agents.map((agent, a) => agent.ask({ type: 'activate', count: Math.floor(target / AGENTS) + (a < target % AGENTS ? 1 : 0) })));
      // Arrivals (handshakes, presence, first page loads) settle before the step is measured.
      await sleep(SETTLE_SECONDS * 1000);
      await Promise.all(agents.map((agent) => agent.ask({ type: 'report' })));
      const before = await sampleServer(server.pid!, url);
      await sleep(STEP_SECONDS * 1000);
      const after = await sampleServer(server.pid!, url);
      const step = combine(target, await Promise.all(agents.map((agent) => agent.ask<AgentReport>({ type: 'report' }))), (after.at - before.at) / 1000);
      const serverFigures = between(before, after);
      console.log(
        `  ${String(target).padStart(6)} ${fixed(step.actionsPerSecond).padStart(10)} ${fixed(step.averageMs, 1).padStart(8)} ${fixed(step.p99Ms).padStart(8)} ${String(step.errors).padStart(7)}` +
          `   ${fixed(serverFigures.serverCpu * 100).padStart(8)}%  ${fixed(serverFigures.rssMb).padStart(7)} ${fixed(serverFigures.loopLagP99Ms).padStart(12)} ${fixed(serverFigures.requestsPerSecond).padStart(6)}` +
          ` ${fixed(serverFigures.statementsPerRequest, 1).padStart(15)} ${fixed(serverFigures.statementMs, 2).padStart(13)} ${fixed(serverFigures.postgresCpu * 100).padStart(12)}% ${fixed(step.generatorLagP99Ms).padStart(14)} ms`,
      );
      if (!held(step)) {
        failed = { step, server: serverFigures };
        break;
      }
      highest = target;
    }

    console.log(`\n  highest step within the limits: ${highest} people${failed ? '' : ` (every step held; ${users.length} is all the seeded people)`}`);
    if (failed) {
      console.log(`  the first step that did not hold, ${failed.step.users} people, per action:`);
      console.log('    action                 count    avg ms    p99 ms   errors');
      for (const row of failed.step.perAction) {
        console.log(`    ${row.action.padEnd(20)} ${String(row.count).padStart(7)} ${fixed(row.averageMs, 1).padStart(9)} ${fixed(row.p99Ms).padStart(9)} ${String(row.errors).padStart(8)}`);
      }
      console.log(
        `    server: ${fixed(failed.server.serverCpu * 100)}% of a core, event loop p99 ${fixed(failed.server.loopLagP99Ms)} ms, a request ${fixed(failed.server.requestMs, 1)} ms on average inside the server with ${fixed(failed.server.statementsPerRequest, 1)} statements of ${fixed(failed.server.statementMs, 2)} ms; PostgreSQL ${fixed(failed.server.postgresCpu * 100)}% of a core; the generators' loop p99 ${fixed(failed.step.generatorLagP99Ms)} ms`,
      );
      for (const example of failed.step.examples) console.log(`    error: ${example}`);
    }
    await Promise.all(agents.map((agent) => agent.child.send({ type: 'stop' } satisfies AgentCommand)));
  } finally {
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
