/**
 * bench/calendar: latency of `GET /api/event` for a month of an organisation with 2,000 events, a
 * quarter of them recurring (daily, weekday, weekly and monthly series over the year), the rest
 * single events spread over the year, some private with the caller invited. The whole product
 * (session, the visibility condition, the window query, exceptions, the caller's answers, the
 * expansion in the events' zones, presenting, the zod response schema and JSON) against the
 * plain indexed select of the rows that can reach the same month (`select * from calendar_events
 * where organization_id = $1 and start_at < $2 and (series_end_at is null or series_end_at > $3)`)
 * through the same database driver, in the same run. The ratio is the figure (target: under 3x,
 * under 100 ms). The server keeps expansions of unchanged series per window (calendarExpansions.ts):
 * 'warm' asks for the same month each time, as a team paging through its calendar does; 'cold'
 * moves the window by a second each run, so every series is expanded afresh.
 *
 *   npm run bench:calendar   (BENCH_EVENTS=2000 BENCH_RUNS=30 BENCH_PORT=3438; DATABASE_URL=postgres://… for PostgreSQL;
 *                             BENCH_PROFILE=cold|warm writes a CPU profile of 100 such calls to the temp folder)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PALETTE_COLORS } from '../../domain/color/color';
import type { EventFields } from '../../server/modules/calendar';
import { insertEvent } from '../../server/modules/calendar';
import { createOrganization, tokenFor } from '../../server/test/factories';
import { sessionCookie, startBenchApp } from '../support';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 5;
const MONTH = { from: '2026-06-01T00:00:00.000Z', to: '2026-07-01T00:00:00.000Z' };
const ZONES = ['Europe/Berlin', 'America/New_York', 'UTC', 'Asia/Tokyo'];

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

const settings = (n: number): EventFields['recurrence'] => {
  const base = {
    freqCount: 1,
    skipDays: [],
    skipWeekends: false,
    scheduledDays: [],
    monthlyTab: 'fixDate' as const,
    scheduledMonthDates: [],
    scheduledMonthDay: null,
    yearlyScheduledDate: null,
    endType: 'never' as const,
    endDate: null,
    endCount: null,
  };
  switch (n % 4) {
    case 0:
      return { ...base, freqUnit: 'everyDay', skipWeekends: true };
    case 1:
      return { ...base, freqUnit: 'everyWeek', scheduledDays: ['Monday', 'Thursday'] };
    case 2:
      return { ...base, freqUnit: 'everyMonth', monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Last', day: 'Friday' } };
    default:
      return { ...base, freqUnit: 'everyDay', freqCount: 3, endType: 'afterCount', endCount: 100 };
  }
};

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-bench-'));
  const { app, database, close } = await startBenchApp(dataDir);
  const { organization, members } = await createOrganization(database.db, ['owner', 'editor', 'read']);
  const token = await tokenFor(database.db, members.editor);
  const headers = { cookie: sessionCookie(token) };

  const seeding = performance.now();
  let recurring = 0;
  await database.db.transaction(async (tx) => {
    for (let n = 0; n < EVENTS; n++) {
      const isSeries = n % 4 === 0;
      if (isSeries) recurring++;
      // Series start in the first quarter; single events anywhere in the year, at 08:00-17:00 UTC.
      const day = isSeries ? n % 90 : (n * 7) % 365;
      const start = new Date(Date.UTC(2026, 0, 1 + day, 8 + (n % 10)));
      const privateEvent = n % 10 >= 7;
      await insertEvent(tx, {
        organizationId: organization.id,
        organizerId: n % 3 === 0 ? members.editor.id : members.owner.id,
        fields: {
          title: `Event ${n}`,
          description: '',
          start: start.toISOString(),
          end: new Date(start.getTime() + (30 + (n % 4) * 30) * 60_000).toISOString(),
          allDay: false,
          timeZone: ZONES[n % ZONES.length]!,
          location: n % 2 ? 'Room 1' : '',
          meetingUrl: null,
          color: PALETTE_COLORS[n % PALETTE_COLORS.length]!,
          projectId: null,
          // Private events of the owner invite the caller half the time; the rest the reader only.
          attendeeIds: privateEvent ? [n % 2 ? members.editor.id : members.read.id] : [members.read.id],
          visibility: privateEvent ? 'attendees' : 'organization',
          recurrence: isSeries ? settings(n / 4) : null,
          reminders: [],
        },
      });
    }
  });
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  await client.query('analyze calendar_events', []);
  await client.query('analyze calendar_event_attendees', []);
  const seededMs = performance.now() - seeding;

  const plainSelect = async () => {
    const result = await client.query('select * from calendar_events where organization_id = $1 and start_at < $2 and (series_end_at is null or series_end_at > $3)', [
      organization.id,
      MONTH.to,
      MONTH.from,
    ]);
    return result.rows.length;
  };
  const query = `from=${MONTH.from}&to=${MONTH.to}`;
  const month = async () => {
    const res = await app.inject({ url: `/api/event?${query}`, headers });
    if (res.statusCode !== 200) throw new Error(`event list: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  let shift = 0;
  const coldMonth = async () => {
    shift += 1000;
    const from = new Date(Date.parse(MONTH.from) + shift).toISOString();
    const res = await app.inject({ url: `/api/event?from=${from}&to=${MONTH.to}`, headers });
    if (res.statusCode !== 200) throw new Error(`event list: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  const url = await app.listen({ port: Number(process.env.BENCH_PORT ?? 3438), host: '127.0.0.1' });
  const monthHttp = async () => {
    const res = await fetch(`${url}/api/event?${query}`, { headers });
    if (res.status !== 200) throw new Error(`event list over HTTP: ${res.status}`);
    await res.arrayBuffer();
  };

  const first = await month();
  const occurrences = (first.json() as { data: { events: { occurrences: unknown[] }[] } }).data.events.reduce((sum, event) => sum + event.occurrences.length, 0);
  const rows = await plainSelect();
  for (let i = 0; i < WARMUP; i++) {
    await plainSelect();
    await month();
    await monthHttp();
    await coldMonth();
  }
  // Interleaved, so drift on a busy machine hits all three alike.
  const samples = { select: [] as number[], inject: [] as number[], http: [] as number[], cold: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    samples.select.push(await time(plainSelect));
    samples.inject.push(await time(month));
    samples.http.push(await time(monthHttp));
    samples.cold.push(await time(coldMonth));
  }
  if (process.env.BENCH_PROFILE) {
    // A CPU profile of the cold path alone (node's inspector), for finding where its time goes.
    const inspector = await import('node:inspector/promises');
    const session = new inspector.Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    for (let i = 0; i < 100; i++) await (process.env.BENCH_PROFILE === 'warm' ? month() : coldMonth());
    const { profile } = await session.post('Profiler.stop');
    await fs.writeFile(path.join(os.tmpdir(), 'calendar.cpuprofile'), JSON.stringify(profile));
    console.log(`  profile written to ${path.join(os.tmpdir(), 'calendar.cpuprofile')}`);
  }
  const select = stats(samples.select);
  const inject = stats(samples.inject);
  const http = stats(samples.http);
  const cold = stats(samples.cold);
  const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
  console.log(
    `bench/calendar: ${EVENTS} events (${recurring} recurring), June 2026: ${rows} rows reach it, ${occurrences} occurrences shown to the caller; ${RUNS} sequential runs after ${WARMUP} warm-up, database ${database.kind} (seeded in ${seededMs.toFixed(0)} ms)`,
  );
  console.log(`  response ${(first.body.length / 1024).toFixed(0)} KB`);
  console.log(`                                     median        p95`);
  console.log(`  plain select (driver, no HTTP)  ${ms(select.median)} ${ms(select.p95)}`);
  console.log(`  GET /api/event (inject, cold)   ${ms(cold.median)} ${ms(cold.p95)}   ratio ${(cold.median / select.median).toFixed(2)}x median, ${(cold.p95 / select.p95).toFixed(2)}x p95`);
  console.log(`  GET /api/event (inject)         ${ms(inject.median)} ${ms(inject.p95)}   ratio ${(inject.median / select.median).toFixed(2)}x median, ${(inject.p95 / select.p95).toFixed(2)}x p95`);
  console.log(`  GET /api/event (HTTP)           ${ms(http.median)} ${ms(http.p95)}   ratio ${(http.median / select.median).toFixed(2)}x median, ${(http.p95 / select.p95).toFixed(2)}x p95`);

  await close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
