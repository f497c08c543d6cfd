import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { hasAbility } from '../../../domain/permissions/roles';
import { visitDayOf, type Visit, type VisitExportQuery, type VisitListQuery, type VisitToday } from '../../../domain/visitors/visits';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { visitors, visits } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { forbidden } from '../../platform/http/errors';
import { readVisitorSettings } from './visitorSettings';
import { presentVisits, visibleWhileHeld, type VisitRow } from './visitRows';

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

async function filterOf(tx: DbOrTx, actor: Reader, query: VisitExportQuery, scope: Scope): Promise<SQL> {
  checkScope(actor, scope);
  const timeZone = query.from || query.to ? (await readVisitorSettings(tx, actor.organizationId)).timeZone : 'UTC';
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  return inOrganization(
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
}

const DEFAULT_PAGE_SIZE = 25;

/** GET /api/visit: newest first. */
export async function listVisits(tx: DbOrTx, actor: Reader, query: VisitListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const where = await filterOf(tx, actor, query, query.scope ?? 'mine');
  const [rows, [total]] = await Promise.all([
    tx
      .select({ visit: visits })
      .from(visits)
      .innerJoin(visitors, eq(visitors.id, visits.visitorId))
      .where(where)
      .orderBy(desc(visitWhen), desc(visits.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    tx.select({ total: count() }).from(visits).innerJoin(visitors, eq(visitors.id, visits.visitorId)).where(where),
  ]);
  return { data: await presentVisits(tx, actor.organizationId, rows.map((row) => row.visit), actor), total: total?.total ?? 0, page, pageSize };
}

/** The export's rows, newest first, at most `limit`; the export is for visitor managers, everyone's by default. */
export async function exportRows(tx: DbOrTx, actor: Reader, query: VisitExportQuery, limit: number): Promise<Visit[]> {
  const where = await filterOf(tx, actor, query, query.scope ?? 'all');
  const rows = await tx
    .select({ visit: visits })
    .from(visits)
    .innerJoin(visitors, eq(visitors.id, visits.visitorId))
    .where(where)
    .orderBy(desc(visitWhen), desc(visits.id))
    .limit(limit);
  return presentVisits(tx, actor.organizationId, rows.map((row) => row.visit), actor);
}

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
