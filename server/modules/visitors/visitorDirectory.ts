import { asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Visitor, VisitorProfile } from '../../../domain/visitors/visits';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { visitors, visits } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { notFound } from '../../platform/http/errors';
import { presentVisits } from './visitRows';

/**
 * The visitor directory: one row per person of an organisation, found again on their next visit by
 * email, else (no email given) by name and phone; and the erasure of a person's data on request.
 */

export const ERASED_VISITOR_NAME = 'Erased visitor';

export interface VisitorPerson {
  name: string;
  email?: string | null;
  phone?: string | null;
  company?: string;
}

/** The visitor's id: the person already known (their name, company and phone brought up to date) or a new row. */
export async function upsertVisitor(tx: DbOrTx, organizationId: string, person: VisitorPerson): Promise<string> {
  const name = person.name.trim();
  const email = person.email?.trim().toLowerCase() || null;
  const phone = person.phone?.trim() || null;
  const changes = { name, ...(person.company !== undefined ? { company: person.company.trim() } : {}), ...(phone !== null ? { phone } : {}), updatedAt: new Date() };
  if (email) {
    // The partial unique index on (organization, email) makes two sign-ins of the same person at once one row.
    const [row] = await tx
      .insert(visitors)
      .values({ organizationId, name, email, phone, company: person.company?.trim() ?? '' })
      .onConflictDoUpdate({ target: [visitors.organizationId, visitors.email], targetWhere: sql`${visitors.email} is not null`, set: changes })
      .returning({ id: visitors.id });
    return row!.id;
  }
  const [known] = await tx
    .select({ id: visitors.id })
    .from(visitors)
    .where(
      inOrganization(
        visitors,
        organizationId,
        isNull(visitors.erasedAt),
        isNull(visitors.email),
        sql`lower(${visitors.name}) = lower(${name})`,
        phone === null ? isNull(visitors.phone) : eq(visitors.phone, phone),
      ),
    )
    .orderBy(asc(visitors.createdAt))
    .limit(1);
  if (known) {
    await tx.update(visitors).set(changes).where(eq(visitors.id, known.id));
    return known.id;
  }
  const [row] = await tx
    .insert(visitors)
    .values({ organizationId, name, email: null, phone, company: person.company?.trim() ?? '' })
    .returning({ id: visitors.id });
  return row!.id;
}

/**
 * Erases a person's data: the row stays (visits still count) but names nobody; their visits lose the
 * agreement they accepted, their photo and their purpose. The photo files are the caller's to delete,
 * after the commit.
 */
export async function eraseVisitor(tx: DbOrTx, organizationId: string, visitorId: string): Promise<{ photoKeys: string[] }> {
  const [erased] = await tx
    .update(visitors)
    .set({ name: ERASED_VISITOR_NAME, email: null, phone: null, company: '', erasedAt: new Date(), updatedAt: new Date() })
    .where(inOrganization(visitors, organizationId, eq(visitors.id, visitorId)))
    .returning({ id: visitors.id });
  if (!erased) throw notFound('Visitor not found');
  const photos = await tx
    .select({ photoKey: visits.photoKey })
    .from(visits)
    .where(inOrganization(visits, organizationId, eq(visits.visitorId, visitorId), sql`${visits.photoKey} is not null`));
  await tx
    .update(visits)
    .set({ agreementText: null, photoKey: null, purpose: '', updatedAt: new Date() })
    .where(inOrganization(visits, organizationId, eq(visits.visitorId, visitorId)));
  return { photoKeys: photos.map((photo) => photo.photoKey!) };
}

export interface VisitorListOptions {
  search?: string;
  sort?: 'name' | 'lastVisit' | 'visitCount';
  page: number;
  pageSize: number;
}

// A visit counts once the visitor was on site; the next expected one is an invitation not yet over.
const visitCount = sql<number>`count(${visits.id}) filter (where ${visits.signedInAt} is not null)`.mapWith(Number);
const firstVisitAt = sql<Date | null>`min(${visits.signedInAt})`.mapWith((value) => (value === null ? null : new Date(value as string)));
const lastVisitAt = sql<Date | null>`max(${visits.signedInAt})`.mapWith((value) => (value === null ? null : new Date(value as string)));
const nextExpectedAt = sql<Date | null>`min(${visits.expectedFrom}) filter (where ${visits.status} = 'expected' and ${visits.expectedTo} > now())`.mapWith((value) =>
  value === null ? null : new Date(value as string),
);

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (character) => `\\${character}`);

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(visitors.name, pattern), ilike(visitors.email, pattern), ilike(visitors.company, pattern));
}

async function loadVisitors(tx: DbOrTx, organizationId: string, where: SQL | undefined, options: { sort?: VisitorListOptions['sort']; limit: number; offset: number }) {
  const order =
    options.sort === 'lastVisit'
      ? [sql`max(${visits.signedInAt}) desc nulls last`, asc(visitors.name)]
      : options.sort === 'visitCount'
        ? [desc(visitCount), asc(visitors.name)]
        : [sql`lower(${visitors.name})`, asc(visitors.id)];
  const rows = await tx
    .select({ visitor: visitors, visitCount, firstVisitAt, lastVisitAt, nextExpectedAt })
    .from(visitors)
    .leftJoin(visits, eq(visits.visitorId, visitors.id))
    .where(inOrganization(visitors, organizationId, where))
    .groupBy(visitors.id)
    .orderBy(...order, asc(visitors.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map(
    (row): Visitor => ({
      _id: row.visitor.id,
      name: row.visitor.name,
      email: row.visitor.email,
      phone: row.visitor.phone,
      company: row.visitor.company,
      erased: row.visitor.erasedAt !== null,
      visitCount: row.visitCount,
      firstVisitAt: row.firstVisitAt?.toISOString() ?? null,
      lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
      nextExpectedAt: row.nextExpectedAt?.toISOString() ?? null,
    }),
  );
}

/** GET /api/visitor: the directory, searched by name, email or company, and paged. */
export async function listVisitors(tx: DbOrTx, organizationId: string, options: VisitorListOptions) {
  const where = searchCondition(options.search);
  const rows = await loadVisitors(tx, organizationId, where, { sort: options.sort, limit: options.pageSize, offset: (options.page - 1) * options.pageSize });
  const [total] = await tx.select({ total: count() }).from(visitors).where(inOrganization(visitors, organizationId, where));
  return { data: rows, total: total?.total ?? 0, page: options.page, pageSize: options.pageSize };
}

/** GET /api/visitor/:id: the person with every visit, newest first. */
export async function readVisitorProfile(tx: DbOrTx, actor: Pick<OrgActor, 'organizationId' | 'userId' | 'role'>, visitorId: string): Promise<VisitorProfile> {
  const [visitor] = await loadVisitors(tx, actor.organizationId, eq(visitors.id, visitorId), { limit: 1, offset: 0 });
  if (!visitor) throw notFound('Visitor not found');
  const rows = await tx
    .select()
    .from(visits)
    .where(inOrganization(visits, actor.organizationId, eq(visits.visitorId, visitorId)))
    .orderBy(sql`coalesce(${visits.expectedFrom}, ${visits.signedInAt}, ${visits.createdAt}) desc`, desc(visits.id));
  return { ...visitor, visits: await presentVisits(tx, actor.organizationId, rows, actor) };
}
