import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  CreditGraph,
  CreditGraphQuery,
  CreditReport,
  CreditReportQuery,
  CreditReportRow,
  MemberReport,
  MemberReportQuery,
  ReportFigures,
} from '../../../domain/performance/credits';
import {
  averagesOf,
  bucketsOf,
  daysInRange,
  defaultBucket,
  monthsInRange,
  previousPeriod,
  resolvePeriod,
  weeksInRange,
  type DayRange,
  type GraphBucket,
  type PeriodPreset,
  type Weekday,
} from '../../../domain/performance/periods';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/errors';
import { creditCategories, credits, tasks, users } from '../../platform/db/schema';
import { avatarUrl } from '../users';
import { loadCredits } from './creditReads';
import { organizationToday, readSettings, weekStartOf } from './performanceSettings';

/** The period a report reads, decided once from the organisation's settings (its today, its first weekday). */
interface ReportPeriod {
  range: DayRange;
  previous: DayRange;
  weekStart: Weekday;
}

async function periodOf(db: DbOrTx, organizationId: string, query: { period?: PeriodPreset; from?: string; to?: string }): Promise<ReportPeriod> {
  const settings = await readSettings(db, organizationId);
  const weekStart = weekStartOf(settings);
  const range = resolvePeriod(query.period ?? 'month', organizationToday(settings), weekStart, { from: query.from, to: query.to });
  return { range, previous: previousPeriod(range), weekStart };
}

const describePeriod = (range: DayRange) => ({ ...range, days: daysInRange(range), weeks: weeksInRange(range), months: monthsInRange(range) });

interface CreditFilters {
  userIds?: string[];
  categoryId?: string;
  projectId?: string;
}

/** The organisation's current credits from `from` to `to` matching the filters (a project through the credit's task). */
function creditsWhere(organizationId: string, range: DayRange, filters: CreditFilters): SQL {
  return and(
    eq(credits.organizationId, organizationId),
    isNull(credits.deletedAt),
    sql`${credits.date} between ${range.from} and ${range.to}`,
    filters.userIds ? inArray(credits.userId, filters.userIds) : undefined,
    filters.categoryId ? eq(credits.categoryId, filters.categoryId) : undefined,
    filters.projectId ? sql`${credits.taskId} in (select ${tasks.id} from ${tasks} where ${tasks.projectId} = ${filters.projectId})` : undefined,
  )!;
}

/**
 * Per member: this period's points and count, and the previous period's points, in one pass over
 * both. The WHERE bounds the two periods, so one comparison per credit tells them apart.
 */
async function sumsByMember(db: DbOrTx, organizationId: string, period: ReportPeriod, filters: CreditFilters) {
  const current = sql`${credits.date} >= ${period.range.from}::date`;
  const rows = await db
    .select({
      userId: credits.userId,
      all: sql<number>`sum(${credits.points})::int`,
      total: sql<number>`coalesce(sum(${credits.points}) filter (where ${current}), 0)::int`,
      count: sql<number>`(count(*) filter (where ${current}))::int`,
    })
    .from(credits)
    .where(creditsWhere(organizationId, { from: period.previous.from, to: period.range.to }, filters))
    .groupBy(credits.userId);
  return rows.map(({ all, ...row }) => ({ ...row, previousTotal: all - row.total }));
}

function figuresOf(sums: { total: number; count: number; previousTotal: number }, range: DayRange): ReportFigures {
  return {
    totalCredit: sums.total,
    ...averagesOf(sums.total, range),
    count: sums.count,
    previousTotal: sums.previousTotal,
    change: sums.total - sums.previousTotal,
  };
}

const byName = (a: CreditReportRow, b: CreditReportRow) => a.member.name.localeCompare(b.member.name) || a.member._id.localeCompare(b.member._id);

function sortRows(rows: CreditReportRow[], sort: CreditReportQuery['sort'], order: CreditReportQuery['order']): CreditReportRow[] {
  const key = sort ?? 'totalCredit';
  const direction = (order ?? (key === 'name' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const compared = key === 'name' ? byName(a, b) : a[key] - b[key];
    return compared * direction || byName(a, b);
  });
}

/** One row per member for the period: Total Credit, Weekly and Monthly Average, count, change. */
export async function readReport(db: DbOrTx, organizationId: string, query: CreditReportQuery): Promise<CreditReport> {
  const period = await periodOf(db, organizationId, query);
  const [sums, members] = await Promise.all([
    sumsByMember(db, organizationId, period, { categoryId: query.categoryId, projectId: query.projectId }),
    db
      .select({ id: users.id, name: users.name, role: users.role, status: users.status, avatarUpdatedAt: users.avatarUpdatedAt })
      .from(users)
      .where(eq(users.organizationId, organizationId)),
  ]);
  const sumsOf = new Map(sums.map((row) => [row.userId, row]));
  const rows: CreditReportRow[] = [];
  const totals = { total: 0, count: 0, previousTotal: 0 };
  for (const member of members) {
    const memberSums = sumsOf.get(member.id);
    // An inactive member stays in the report only while they have credits to show.
    if (member.status !== 'active' && !memberSums) continue;
    const figures = memberSums ?? { total: 0, count: 0, previousTotal: 0 };
    totals.total += figures.total;
    totals.count += figures.count;
    totals.previousTotal += figures.previousTotal;
    rows.push({
      member: {
        _id: member.id,
        name: member.name,
        avatar: avatarUrl({ id: member.id, avatarUpdatedAt: member.avatarUpdatedAt }),
        role: member.role as CreditReportRow['member']['role'],
        active: member.status === 'active',
      },
      ...figuresOf(figures, period.range),
    });
  }
  return {
    period: describePeriod(period.range),
    previous: period.previous,
    rows: sortRows(rows, query.sort, query.order),
    totals: figuresOf(totals, period.range),
  };
}

/** A day's bucket in SQL: the first day of its week or month, or the period's first day for the cut first bucket. */
function bucketStart(day: SQL, bucket: GraphBucket, weekStart: Weekday, range: DayRange): SQL<string> {
  const start =
    bucket === 'week' ? sql`${day} - ((extract(dow from ${day})::int - ${weekStart}::int + 7) % 7)` : sql`${day} - (extract(day from ${day})::int - 1)`;
  return sql<string>`to_char(greatest(${start}, ${range.from}::date), 'YYYY-MM-DD')`;
}

async function graphOf(db: DbOrTx, organizationId: string, period: ReportPeriod, bucket: GraphBucket, filters: CreditFilters): Promise<CreditGraph> {
  // Days first, then buckets: the bucket arithmetic runs once per day and category, not once per credit.
  const daily = db
    .select({ day: sql`${credits.date}`.as('day'), categoryId: sql<string>`${credits.categoryId}`.as('category_id'), points: sql<number>`sum(${credits.points})`.as('points') })
    .from(credits)
    .where(creditsWhere(organizationId, period.range, filters))
    .groupBy(credits.date, credits.categoryId)
    .as('daily');
  const sums = await db
    .select({ start: bucketStart(sql`${daily.day}`, bucket, period.weekStart, period.range), categoryId: daily.categoryId, points: sql<number>`sum(${daily.points})::int` })
    .from(daily)
    // By position: the bucket expression carries parameters, which PostgreSQL would not match as the same expression.
    .groupBy(sql`1`, sql`2`);
  const categoryIds = [...new Set(sums.map((row) => row.categoryId))];
  const categories = categoryIds.length
    ? await db
        .select({ _id: creditCategories.id, name: creditCategories.name, color: creditCategories.color })
        .from(creditCategories)
        .where(and(eq(creditCategories.organizationId, organizationId), inArray(creditCategories.id, categoryIds)))
        .orderBy(asc(creditCategories.position), asc(creditCategories.name))
    : [];
  const buckets = bucketsOf(period.range, bucket, period.weekStart).map((range) => ({ ...range, total: 0, byCategory: {} as Record<string, number> }));
  const bucketAt = new Map(buckets.map((entry) => [entry.from, entry]));
  for (const row of sums) {
    const entry = bucketAt.get(row.start);
    if (!entry) continue;
    entry.total += row.points;
    entry.byCategory[row.categoryId] = (entry.byCategory[row.categoryId] ?? 0) + row.points;
  }
  return { bucket, period: describePeriod(period.range), categories, buckets };
}

/** Points per bucket, stacked by category, for the team or the chosen members. */
export async function readGraph(db: DbOrTx, organizationId: string, query: CreditGraphQuery): Promise<CreditGraph> {
  const period = await periodOf(db, organizationId, query);
  const filters = { userIds: query.userIds?.length ? query.userIds : undefined, categoryId: query.categoryId, projectId: query.projectId };
  return graphOf(db, organizationId, period, query.bucket ?? defaultBucket(period.range), filters);
}

/** One member's report; the caller's right to read it is checked by the service before. */
export async function readMemberReport(db: DbOrTx, organizationId: string, userId: string, query: MemberReportQuery): Promise<MemberReport> {
  const [member] = await db
    .select({ id: users.id, name: users.name, role: users.role, avatarUpdatedAt: users.avatarUpdatedAt })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  if (!member) throw notFound('Member not found');
  const period = await periodOf(db, organizationId, query);
  const filters = { userIds: [userId] };
  const [[sums], byCategory, graph, list] = await Promise.all([
    sumsByMember(db, organizationId, period, filters),
    db
      .select({
        _id: creditCategories.id,
        name: creditCategories.name,
        color: creditCategories.color,
        points: sql<number>`sum(${credits.points})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(credits)
      .innerJoin(creditCategories, eq(creditCategories.id, credits.categoryId))
      .where(creditsWhere(organizationId, period.range, filters))
      .groupBy(creditCategories.id)
      .orderBy(asc(creditCategories.position), asc(creditCategories.name)),
    graphOf(db, organizationId, period, query.bucket ?? defaultBucket(period.range), filters),
    loadCredits(db, organizationId, { userId, from: period.range.from, to: period.range.to }, { limit: 50, offset: 0 }),
  ]);
  return {
    member: { _id: member.id, name: member.name, avatar: avatarUrl({ id: member.id, avatarUpdatedAt: member.avatarUpdatedAt }), role: member.role as MemberReport['member']['role'] },
    period: describePeriod(period.range),
    previous: period.previous,
    totals: figuresOf(sums ?? { total: 0, count: 0, previousTotal: 0 }, period.range),
    byCategory: byCategory.map(({ points, count, ...category }) => ({ category, points, count })),
    graph,
    credits: list.rows,
  };
}
