/**
 * bench/credits: the performance report and graph for a year (custom period, 365 days) of an
 * organisation of 500 members with 100,000 credits over two years (about 2% deleted), against the plain
 * aggregate of the same year's rows (`select user_id, sum(points) from credits where
 * organization_id = $1 and deleted_at is null and date between $2 and $3 group by user_id`) through
 * the same driver, in the same run. The report also reads the previous year (its change column),
 * the members and the settings, so the same aggregate over both years is printed too; the graph
 * groups by month and category. Target: under 2x the plain aggregate and under 150 ms.
 *
 *   npm run bench:credits   (BENCH_MEMBERS=500 BENCH_CREDITS=100000 BENCH_RUNS=30; DATABASE_URL=postgres://… for PostgreSQL)
 *
 * Medians on 2 shared cores (26 Nov 2026): PGlite plain 23 ms, plain over both years 46 ms, report 65 ms,
 * graph 30 ms; PostgreSQL 21 / 40 / 58 / 25 ms. The graph is 1.3x; the report is about 1.4x the
 * aggregate over the two years it reads, 2.8x the one-year one.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays } from '../../domain/performance/periods';
import { readGraph, readReport } from '../../server/modules/performance/creditReports';
import { organizationToday, readSettings } from '../../server/modules/performance/performanceSettings';
import { createOrganization } from '../../server/test/factories';
import { measureInterleaved, openBenchDatabase, type QueryClient } from '../support';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500);
const CREDITS = Number(process.env.BENCH_CREDITS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 5;

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamwork-bench-'));
  const { database, drop } = await openBenchDatabase(dataDir);
  await database.migrate();
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  const { organization } = await createOrganization(database.db, ['owner']);
  const organizationId = organization.id;
  const today = organizationToday(await readSettings(database.db, organizationId));

  const seeding = performance.now();
  await client.query(
    `insert into users (organization_id, name, email, role, status)
     select $1::uuid, 'Member ' || g, 'member-' || g || '-' || $1::text || '@bench.test', 'editor', case when g % 25 = 0 then 'inactive' else 'active' end
     from generate_series(1, $2::int) g`,
    [organizationId, MEMBERS - 1],
  );
  await client.query(
    `insert into credit_categories (organization_id, name, color, default_points, position)
     select $1::uuid, name, 'blue', 5, position from unnest(array['Delivery', 'Teamwork', 'Quality', 'Initiative']) with ordinality as c(name, position)`,
    [organizationId],
  );
  await client.query(
    `insert into performance_settings (organization_id, recorder_roles, week_starts_on, time_zone) values ($1, array['owner', 'admin'], 1, 'UTC')`,
    [organizationId],
  );
  // Two years back from today, spread over every member and category; every 47th deleted.
  await client.query(
    `insert into credits (organization_id, user_id, category_id, points, date, reason, source, deleted_at)
     select $1::uuid, m.ids[1 + (g % array_length(m.ids, 1))], c.ids[1 + (g % array_length(c.ids, 1))], 1 + (g * 7) % 20,
            $3::date - (g % 730), 'Bench credit ' || g, 'manual', case when g % 47 = 0 then now() end
     from generate_series(1, $2::int) g,
          (select array_agg(id order by id) ids from users where organization_id = $1::uuid) m,
          (select array_agg(id order by position) ids from credit_categories where organization_id = $1::uuid) c`,
    [organizationId, CREDITS, today],
  );
  await client.query('analyze credits', []);
  await client.query('analyze users', []);
  const seededMs = performance.now() - seeding;

  const year = { period: 'custom' as const, from: addDays(today, -364), to: today };
  const plainAggregate = async () =>
    (
      await client.query('select user_id, sum(points) from credits where organization_id = $1 and deleted_at is null and date between $2 and $3 group by user_id', [
        organizationId,
        year.from,
        year.to,
      ])
    ).rows.length;
  // The report's change column needs the previous year too: the same aggregate over both years is what it cannot do without.
  const plainTwoYears = async () =>
    (
      await client.query('select user_id, sum(points) from credits where organization_id = $1 and deleted_at is null and date between $2 and $3 group by user_id', [
        organizationId,
        addDays(year.from, -365),
        year.to,
      ])
    ).rows.length;
  const report = () => readReport(database.db, organizationId, year);
  const graph = () => readGraph(database.db, organizationId, year);

  const first = await report();
  const graphed = await graph();
  const grouped = await plainAggregate();
  const plainTotal = (
    (await client.query('select sum(points)::int as total from credits where organization_id = $1 and deleted_at is null and date between $2 and $3', [organizationId, year.from, year.to]))
      .rows[0] as { total: number }
  ).total;
  if (first.totals.totalCredit !== plainTotal) throw new Error(`report total ${first.totals.totalCredit} is not the plain sum ${plainTotal}`);
  if (graphed.buckets.reduce((sum, bucket) => sum + bucket.total, 0) !== plainTotal) throw new Error('graph buckets do not add up to the plain sum');

  const results = await measureInterleaved({ plainAggregate, plainTwoYears, report, graph }, RUNS, WARMUP);
  const plain = results.plainAggregate;
  const line = (name: string, figures: { median: number; p95: number }) =>
    `${name.padEnd(16)} median ${figures.median.toFixed(1).padStart(7)} ms   p95 ${figures.p95.toFixed(1).padStart(7)} ms   ${(figures.median / plain.median).toFixed(2)}x the plain aggregate`;
  console.log(`bench:credits on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${MEMBERS} members, ${CREDITS} credits over two years (seeded in ${(seededMs / 1000).toFixed(1)} s)`);
  console.log(`year ${year.from} .. ${year.to}: ${first.rows.length} report rows, ${grouped} members with credits, total ${plainTotal}; ${graphed.buckets.length} monthly buckets; ${RUNS} runs`);
  console.log(line('plain aggregate', plain));
  console.log(line('plain, 2 years', results.plainTwoYears));
  console.log(line('readReport', results.report));
  console.log(line('readGraph', results.graph));
  await database.close();
  await drop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
