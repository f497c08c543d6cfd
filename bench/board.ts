/**
 * bench/board: latency of `GET /api/task/board/{projectId}` for a project of 5,000 tasks
 * across the 7 default statuses (the whole product: session, project access, statuses,
 * active sprint, the task query, presentTask, the zod response schema and JSON) against
 * the plain indexed select of the same rows (`select * from tasks where project_id = $1
 * order by rank`) through the same database driver, in the same run. The ratio is the
 * figure (target: under 2x).
 *
 *   npm run bench:board      (BENCH_TASKS=5000 BENCH_RUNS=30 BENCH_PORT=3437; DATABASE_URL=postgres://… for PostgreSQL)
 *
 * With DATABASE_URL the bench creates its own database next to the given one and drops it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createOrganization, tokenFor } from '../server/test/factories';
import { seedBoardProject } from './browser/boardProject';
import { sessionCookie, startBenchApp, stats, time, type QueryClient } from './support';

const TASKS = Number(process.env.BENCH_TASKS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 5;

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-bench-'));
  const { app, database, close } = await startBenchApp(dataDir);

  const { organization, members } = await createOrganization(database.db, ['owner', 'editor']);
  const token = await tokenFor(database.db, members.owner);
  const headers = { cookie: sessionCookie(token) };
  const seeding = performance.now();
  const { projectId, statuses } = await seedBoardProject(app, database, {
    organizationId: organization.id,
    owner: members.owner,
    member: members.editor,
    cookie: headers.cookie,
    count: TASKS,
  });
  // The driver underneath Drizzle (a pg Pool or the PGlite instance): both answer query(text, params).
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  await client.query('analyze tasks', []);
  const seededMs = performance.now() - seeding;

  const plainSelect = async () => {
    const result = await client.query('select * from tasks where project_id = $1 order by rank', [projectId]);
    if (result.rows.length !== TASKS) throw new Error(`plain select: ${result.rows.length} rows`);
  };
  const board = async () => {
    const res = await app.inject({ url: `/api/task/board/${projectId}`, headers });
    if (res.statusCode !== 200) throw new Error(`board: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  const url = await app.listen({ port: Number(process.env.BENCH_PORT ?? 3437), host: '127.0.0.1' });
  const boardHttp = async () => {
    const res = await fetch(`${url}/api/task/board/${projectId}`, { headers });
    if (res.status !== 200) throw new Error(`board over HTTP: ${res.status}`);
    await res.arrayBuffer();
  };

  const first = await board();
  const count = (first.json() as { data: { tasks: unknown[] } }).data.tasks.length;
  if (count !== TASKS) throw new Error(`board returned ${count} tasks, expected ${TASKS}`);
  for (let i = 0; i < WARMUP; i++) {
    await plainSelect();
    await board();
    await boardHttp();
  }
  // Interleaved, so drift on a busy machine hits all three alike.
  const samples = { select: [] as number[], inject: [] as number[], http: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    samples.select.push(await time(plainSelect));
    samples.inject.push(await time(board));
    samples.http.push(await time(boardHttp));
  }
  const select = stats(samples.select);
  const inject = stats(samples.inject);
  const http = stats(samples.http);
  const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
  console.log(`bench/board: ${TASKS} tasks in ${statuses.length} statuses, ${RUNS} sequential runs after ${WARMUP} warm-up, database ${database.kind} (seeded in ${seededMs.toFixed(0)} ms)`);
  console.log(`  response ${(first.body.length / 1024 / 1024).toFixed(2)} MB`);
  console.log(`                                     median        p95`);
  console.log(`  plain select (driver, no HTTP)  ${ms(select.median)} ${ms(select.p95)}`);
  console.log(`  GET /api/task/board (inject)    ${ms(inject.median)} ${ms(inject.p95)}   ratio ${(inject.median / select.median).toFixed(2)}x median, ${(inject.p95 / select.p95).toFixed(2)}x p95`);
  console.log(`  GET /api/task/board (HTTP)      ${ms(http.median)} ${ms(http.p95)}   ratio ${(http.median / select.median).toFixed(2)}x median, ${(http.p95 / select.p95).toFixed(2)}x p95`);

  await close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
