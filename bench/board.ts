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
import { asc, eq } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import { projectEnums, projects, tasks, TASK_PRIORITIES, TASK_TYPES } from '../server/platform/db/schema';
import { createOrganization, tokenFor } from '../server/test/factories';
import { startBenchApp } from './support';

const TASKS = Number(process.env.BENCH_TASKS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 5;

interface QueryClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
}

async function time(fn: () => Promise<unknown>) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-bench-'));
  const { app, database, close } = await startBenchApp(dataDir);

  // A project made by the product itself (its 7 statuses), then 5,000 tasks inserted in bulk.
  const { organization, members } = await createOrganization(database.db, ['owner', 'editor']);
  const token = await tokenFor(database.db, members.owner);
  const headers = { cookie: `sid=${token}` };
  const created = await app.inject({
    method: 'POST',
    url: '/api/project/add',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: { name: 'Bench board', members: [members.editor.id] },
  });
  if (created.statusCode !== 200) throw new Error(`project/add: ${created.statusCode} ${created.body}`);
  const projectId: string = created.json().data._id;
  const statuses = await database.db.select().from(projectEnums).where(eq(projectEnums.projectId, projectId)).orderBy(asc(projectEnums.position));
  const perStatus = statuses.map((_, i) => Math.floor(TASKS / statuses.length) + (i < TASKS % statuses.length ? 1 : 0));
  const seeding = performance.now();
  const rows: (typeof tasks.$inferInsert)[] = [];
  statuses.forEach((status, s) => {
    const ranks = generateNKeysBetween(null, null, perStatus[s]!);
    for (const rank of ranks) {
      const n = rows.length + 1;
      rows.push({
        organizationId: organization.id,
        projectId,
        number: n,
        title: `Task ${n}: make the board fast for large projects`,
        description: n % 3 === 0 ? '<p>Some <strong>rich</strong> description text of a typical length for a card.</p>' : '',
        type: TASK_TYPES[n % TASK_TYPES.length]!,
        priority: TASK_PRIORITIES[n % TASK_PRIORITIES.length]!,
        statusId: status.id,
        assigneeId: n % 2 ? members.editor.id : members.owner.id,
        reporterId: members.owner.id,
        storyPoints: n % 4 === 0 ? null : (n % 8) + 1,
        dueDate: n % 5 === 0 ? '2030-06-30' : null,
        rank,
        completedAt: status.category === 'done' ? new Date() : null,
      });
    }
  });
  for (let i = 0; i < rows.length; i += 1000) await database.db.insert(tasks).values(rows.slice(i, i + 1000));
  await database.db.update(projects).set({ taskSequence: rows.length }).where(eq(projects.id, projectId));
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
