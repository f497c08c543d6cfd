import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import { hasAbility } from '../../../domain/permissions/roles';
import { visitDayOf, type VisitExportQuery, type VisitListQuery, type VisitToday } from '../../../domain/visitors/visits';
import type { OrgActor } from '../../platform/auth/access';
import type { Db, DbOrTx } from '../../platform/db/database';
import { users, visitors, visits } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { forbidden } from '../../platform/http/errors';
import type { FrontDeskZone } from './frontDeskZone';
import { readVisitorSettings } from './visitorSettings';
import { presentVisit, presentVisits, visibleWhileHeld, type VisitRow } from './visitRows';

/**
 * The visits people read: the history (filtered and paged, or every row for the export) and the
 * front desk's day. 'mine' is the visits the caller hosts or invited; 'all' is for visitor managers.
 */

type Scope = 'mine' | 'all';
type Reader = Pick<OrgActor, 'userId' | 'organizationId' | 'role'>;

/** When a visit was: its expected arrival, else (a walk-in) its sign-in, else when it was made; the visits_when_idx expression. */
export const visitWhen = sql`coalesce(${visits.expectedFrom}, ${visits.signedInAt}, ${visits.createdAt})`;

/** 'all' is for visitor managers; anyone else asking for it is refused rather than quietly given their own. */
export function checkScope(actor: Reader, scope: Scope): void {
  if (scope === 'all' && !hasAbility(actor.role, 'visitor_manage')) throw forbidden("Only visitor managers can see everyone's visits");
}

const mine = (actor: Reader): SQL => and(or(eq(visits.hostId, actor.userId), eq(visits.invitedById, actor.userId)), visibleWhileHeld(actor))!;

/** The first instant of a day in the front desk's zone. */
export const startOfDay = (day: string, timeZone: string): Date => DateTime.fromISO(day, { zone: timeZone }).startOf('day').toJSDate();
const startOfNextDay = (day: string, timeZone: string): Date => DateTime.fromISO(day, { zone: timeZone }).plus({ days: 1 }).startOf('day').toJSDate();

/** Before an instant; past the year 9999 (which PostgreSQL cannot hold) every visit is. */
const upTo = (end: Date): SQL | undefined => (end.getUTCFullYear() > 9999 ? undefined : lt(visitWhen, end));

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (character) => `\\${character}`);

interface VisitFilter {
  where: SQL;
  searchesVisitor: boolean;
}

/**
 * The filter of the history and the export. The days from/to are instants in the front desk's zone,
 * computed here and sent as values: PostgreSQL estimates a range of values well, while a range it
 * computes itself (the zone read in the query) it guesses small, and then plans a month's search
 * badly (bench/visitors). The visitor is joined only to search its name, email and company.
 */
async function filterOf(actor: Reader, query: VisitExportQuery, scope: Scope, zoneOf: FrontDeskZone): Promise<VisitFilter> {
  checkScope(actor, scope);
  const timeZone = query.from || query.to ? await zoneOf(actor.organizationId) : 'UTC';
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = inOrganization(
    visits,
    actor.organizationId,
    scope === 'mine' ? mine(actor) : undefined,
    query.status ? eq(visits.status, query.status) : undefined,
    query.hostId ? eq(visits.hostId, query.hostId) : undefined,
    query.visitorId ? eq(visits.visitorId, query.visitorId) : undefined,
    query.from ? gte(visitWhen, startOfDay(query.from, timeZone)) : undefined,
    query.to ? upTo(startOfNextDay(query.to, timeZone)) : undefined,
    pattern ? or(ilike(visitors.name, pattern), ilike(visitors.email, pattern), ilike(visitors.company, pattern), ilike(visits.purpose, pattern)) : undefined,
  );
  return { where, searchesVisitor: pattern !== null };
}

const hosts = alias(users, 'visit_host');
const inviters = alias(users, 'visit_inviter');
const deciders = alias(users, 'visit_decider');

/**
 * Visits of the filter, newest first, with their visitors and people in one query (PostgreSQL
 * walks visits_when_idx and joins only the rows it keeps: a page of a month of thousands reads 25
 * visitors, not all).
 */
async function readVisitPage(tx: DbOrTx, filter: VisitFilter, range: { limit: number; offset: number }) {
  return tx
    .select({
      visit: visits,
      visitor: visitors,
      host: { id: hosts.id, name: hosts.name, avatarUpdatedAt: hosts.avatarUpdatedAt },
      invitedBy: { id: inviters.id, name: inviters.name, avatarUpdatedAt: inviters.avatarUpdatedAt },
      decidedBy: { id: deciders.id, name: deciders.name, avatarUpdatedAt: deciders.avatarUpdatedAt },
    })
    .from(visits)
    .leftJoin(visitors, eq(visitors.id, visits.visitorId))
    .leftJoin(hosts, eq(hosts.id, visits.hostId))
    .leftJoin(inviters, eq(inviters.id, visits.invitedById))
    .leftJoin(deciders, eq(deciders.id, visits.decidedById))
    .where(filter.where)
    .orderBy(desc(visitWhen), desc(visits.id))
    .limit(range.limit)
    .offset(range.offset);
}

async function countVisits(tx: DbOrTx, filter: VisitFilter): Promise<number> {
  const counting = tx.select({ total: count() }).from(visits);
  const [row] = await (filter.searchesVisitor ? counting.innerJoin(visitors, eq(visitors.id, visits.visitorId)) : counting).where(filter.where);
  return row?.total ?? 0;
}

const DEFAULT_PAGE_SIZE = 25;

/** GET /api/visit: newest first. */
export async function listVisits(db: Db, actor: Reader, query: VisitListQuery, zoneOf: FrontDeskZone) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const filter = await filterOf(actor, query, query.scope ?? 'mine', zoneOf);
  // Not in a transaction, so the page and its total are read at once on two connections of PostgreSQL's pool.
  const [rows, total] = await Promise.all([readVisitPage(db, filter, { limit: pageSize, offset: (page - 1) * pageSize }), countVisits(db, filter)]);
  return { data: rows.map((row) => presentVisit(row, actor)), total, page, pageSize };
}

/**
 * The export's rows, newest first, at most `limit`, flat and with only the columns the file has: a
 * month is thousands of rows, and reading every column into presented visits was most of its time.
 * The export is for visitor managers, everyone's by default.
 */
export async function exportRows(tx: DbOrTx, actor: Reader, query: VisitExportQuery, limit: number, zoneOf: FrontDeskZone) {
  const filter = await filterOf(actor, query, query.scope ?? 'all', zoneOf);
  return tx
    .select({
      visitorName: visitors.name,
      visitorEmail: visitors.email,
      visitorPhone: visitors.phone,
      company: visitors.company,
      hostName: hosts.name,
      invitedByName: inviters.name,
      purpose: visits.purpose,
      status: visits.status,
      expectedFrom: visits.expectedFrom,
      expectedTo: visits.expectedTo,
      signedInAt: visits.signedInAt,
      signedOutAt: visits.signedOutAt,
      signedOutBy: visits.signedOutBy,
      walkIn: visits.walkIn,
      held: visits.held,
    })
    .from(visits)
    .leftJoin(visitors, eq(visitors.id, visits.visitorId))
    .leftJoin(hosts, eq(hosts.id, visits.hostId))
    .leftJoin(inviters, eq(inviters.id, visits.invitedById))
    .where(filter.where)
    .orderBy(desc(visitWhen), desc(visits.id))
    .limit(limit);
}
export type VisitExportRow = Awaited<ReturnType<typeof exportRows>>[number];

/** Enough for any front desk's day; a list longer than this is not read on a screen. */
const TODAY_LIMIT = 500;

/** GET /api/visit/today: expected today (in the front desk's zone), on site now, awaiting a decision. */
export async function readToday(tx: DbOrTx, actor: Reader, scope: Scope, now = new Date()): Promise<VisitToday> {
  checkScope(actor, scope);
  const { timeZone } = await readVisitorSettings(tx, actor.organizationId);
  const day = visitDayOf(now, timeZone);
  const whose = scope === 'mine' ? mine(actor) : undefined;
  const select = (condition: SQL, order: SQL[]) =>
    tx
      .select()
      .from(visits)
      .where(inOrganization(visits, actor.organizationId, whose, condition))
      .orderBy(...order)
      .limit(TODAY_LIMIT);
  const [expected, onSite, awaiting] = await Promise.all([
    // Expected today: the window touches the day (a visit from 08:00 to 18:00 yesterday is not today's).
    select(
      and(eq(visits.status, 'expected'), lt(visits.expectedFrom, startOfNextDay(day, timeZone)), gte(sql`coalesce(${visits.expectedTo}, ${visits.expectedFrom})`, startOfDay(day, timeZone)))!,
      [asc(visits.expectedFrom), asc(visits.id)],
    ),
    select(eq(visits.status, 'signedIn'), [asc(visits.signedInAt), asc(visits.id)]),
    select(eq(visits.status, 'awaitingApproval'), [asc(visits.createdAt), asc(visits.id)]),
  ]);
  const present = (rows: VisitRow[]) => presentVisits(tx, actor.organizationId, rows, actor);
  return { day, expected: await present(expected), onSite: await present(onSite), awaitingApproval: await present(awaiting) };
}
