/**
 * bench/notes: people typing together in one note through the real provider. 20 clients each type
 * 5 characters a second; the time from a keystroke to its arrival in every other client's
 * document is measured (p50, p99) on the product's collaboration server (sessions, note access,
 * the per-message re-check and guard, PostgreSQL persistence) and on a bare Hocuspocus (no auth,
 * no persistence) in the same run, and the ratio printed. Then the product's memory per open note:
 * 200 notes opened with one client each, the server's heap measured before and after.
 * The clients run in a child process so they never share the servers' event loop.
 * Targets (issue 16): within 2x of the bare server, p99 under 100 ms.
 *
 *   npm run bench:notes    (BENCH_SECONDS=60 BENCH_WARMUP_SECONDS=3 BENCH_CLIENTS=20 BENCH_RATE=5 BENCH_OPEN_NOTES=200;
 *                           DATABASE_URL=postgres://… for PostgreSQL, REDIS_URL for the Redis extension)
 */
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Hocuspocus } from '@hocuspocus/server';
import { noteDocumentName } from '../../domain/notes/notes';
import { attachCollabSocket } from '../../server/modules/notes/collab/upgrade';
import { stateFromJson } from '../../server/modules/notes/noteContent';
import { notes, noteShares, organizations, users } from '../../server/platform/db/schema';
import { tokenFor } from '../../server/test/factories';
import { startBenchApp } from '../support';
import type { ClientPlan, TypingReport } from './clients';

const SECONDS = Number(process.env.BENCH_SECONDS ?? process.env.DURATION ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 5);
const OPEN_NOTES = Number(process.env.BENCH_OPEN_NOTES ?? 200);

/** Runs one plan in a child process; `whileOpen` runs once an 'open' plan's clients are all connected. */
function runClients(plan: ClientPlan, whileOpen?: () => Promise<void>): Promise<TypingReport | null> {
  const child = fork(fileURLToPath(new URL('./clients.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.on('message', (message: TypingReport | { opened: number }) => {
      if ('opened' in message) void whileOpen!().then(() => child.send('close'));
      else resolve(message);
    });
    child.once('exit', (code) => (code === 0 ? resolve(null) : reject(new Error(`bench clients exited with ${code}`))));
    child.send(plan);
  });
}

/** The baseline: Hocuspocus alone, answering upgrades on the same path the same way, keeping nothing. */
async function startBareServer() {
  const server = createServer();
  const hocuspocus = new Hocuspocus({ quiet: true });
  const socket = attachCollabSocket(server, hocuspocus);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}/collab`,
    async close() {
      socket.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function percentile(samples: number[], q: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

function summarise(label: string, report: TypingReport) {
  const p50 = percentile(report.latencies, 0.5);
  const p99 = percentile(report.latencies, 0.99);
  console.log(
    `  ${label.padEnd(30)} p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms   max ${percentile(report.latencies, 1).toFixed(1)} ms   delivered ${report.latencies.length}/${report.expectedDeliveries} (${report.keystrokes} keystrokes in ${(report.elapsedMs / 1000).toFixed(0)} s)`,
  );
  return { p50, p99 };
}

const heapMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-bench-notes-'));
  const product = await startBenchApp(dataDir);
  const { db } = product.database;

  const [organization] = await db.insert(organizations).values({ name: 'Bench notes' }).returning();
  const people = await db
    .insert(users)
    .values(Array.from({ length: CLIENTS }, (_, i) => ({ organizationId: organization!.id, name: `Writer ${i}`, email: `writer-${i}-${randomUUID().slice(0, 6)}@bench.test`, role: 'editor' as const })))
    .returning({ id: users.id });
  const tokens: string[] = [];
  for (const person of people) tokens.push(await tokenFor(db, person));
  const [note] = await db.insert(notes).values({ organizationId: organization!.id, ownerId: people[0]!.id, title: 'Typed together' }).returning();
  await db.insert(noteShares).values(people.slice(1).map((person) => ({ noteId: note!.id, userId: person.id, organizationId: organization!.id, permission: 'Editor' as const })));

  const address = await product.app.listen({ port: 0, host: '127.0.0.1' });
  const productUrl = `${address.replace(/^http/, 'ws')}/collab`;
  const bare = await startBareServer();
  console.log(
    `bench/notes: ${CLIENTS} clients typing ${RATE} characters/s each into one note for ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, database ${product.database.kind}${process.env.REDIS_URL ? ', Redis extension' : ''}, ${os.cpus().length} cores`,
  );
  const typing = (url: string, documentName: string): ClientPlan => ({
    kind: 'typing',
    url,
    documentName,
    tokens,
    charsPerSecond: RATE,
    warmupMs: WARMUP_SECONDS * 1000,
    durationMs: SECONDS * 1000,
  });
  const bareResult = summarise('bare Hocuspocus', (await runClients(typing(bare.url, `bench-${randomUUID()}`)))!);
  const productResult = summarise('product /collab', (await runClients(typing(productUrl, noteDocumentName(note!.id))))!);
  console.log(`  ratio product/bare: p50 ${(productResult.p50 / bareResult.p50).toFixed(2)}x, p99 ${(productResult.p99 / bareResult.p99).toFixed(2)}x   (target within 2x, p99 under 100 ms)`);
  await bare.close();

  // Memory per open note: notes of a few paragraphs each, one client on each.
  const body = stateFromJson({ type: 'doc', content: Array.from({ length: 10 }, (_, i) => ({ type: 'paragraph', content: [{ type: 'text', text: `Paragraph ${i} `.repeat(20) }] })) });
  const many = await db
    .insert(notes)
    .values(Array.from({ length: OPEN_NOTES }, (_, i) => ({ organizationId: organization!.id, ownerId: people[0]!.id, title: `Open ${i}`, state: body })))
    .returning({ id: notes.id });
  const before = heapMb();
  let during = before;
  await runClients({ kind: 'open', url: productUrl, documents: many.map(({ id }) => ({ name: noteDocumentName(id), token: tokens[0]! })) }, async () => {
    during = heapMb();
  });
  console.log(
    `  memory: ${OPEN_NOTES} open notes (${(body.byteLength / 1024).toFixed(1)} KB of state each, one client each): heap ${before.toFixed(1)} → ${during.toFixed(1)} MB, ${(((during - before) * 1024) / OPEN_NOTES).toFixed(0)} KB per open note${globalThis.gc ? '' : ' (run with --expose-gc for steadier numbers)'}`,
  );

  await product.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
