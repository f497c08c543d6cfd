import { randomInt } from 'node:crypto';
import { and, eq, inArray, not, type SQL } from 'drizzle-orm';
import { hasAbility } from '../../../domain/permissions/roles';
import { VISIT_CODE_ALPHABET, VISIT_CODE_LENGTH, type Visit, type VisitPerson, type VisitorRef } from '../../../domain/visitors/visits';
import type { OrgActor } from '../../platform/auth/access';
import { isUniqueViolation, type DbOrTx } from '../../platform/db/database';
import { users, visitors, visits } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { notFound } from '../../platform/http/errors';
import { avatarUrl } from '../users';

export type VisitRow = typeof visits.$inferSelect;
type VisitActor = Pick<OrgActor, 'userId' | 'organizationId' | 'role'>;

/** A fresh sign-in code: the alphabet has no look-alikes, so a code read aloud or typed is the code. */
export function newVisitCode(): string {
  let code = '';
  for (let index = 0; index < VISIT_CODE_LENGTH; index += 1) code += VISIT_CODE_ALPHABET[randomInt(VISIT_CODE_ALPHABET.length)];
  return code;
}

const CODE_ATTEMPTS = 5;

/**
 * Writes a visit with a new code. Codes are unique per organisation; a collision (about one in 10^11
 * per pair) is retried with another code inside a savepoint, so the caller's transaction survives it.
 */
export async function insertVisit(tx: DbOrTx, values: Omit<typeof visits.$inferInsert, 'code'>, nextCode: () => string = newVisitCode): Promise<VisitRow> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(visits)
          .values({ ...values, code: nextCode() })
          .returning();
        return row!;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

type Viewer = Pick<OrgActor, 'userId' | 'role'>;

/**
 * A visit held by the block list is the visitor managers' alone until one of them decides: its host
 * and its inviter do not see it at all meanwhile (not as 'Awaiting approval', which they could not
 * answer anyway), and never learn it was held. The block list is there for people the organisation
 * keeps out, often for reasons it does not share; a host who saw the hold could tell the visitor
 * waiting downstairs (or a friend of theirs on the list could be warned off), and the managers'
 * decision would be pre-empted. Once decided the host sees what anyone would: an arrival, or a
 * visit that was not approved.
 */
const HELD = and(eq(visits.held, true), eq(visits.status, 'awaitingApproval'))!;
export const isHeld = (visit: Pick<VisitRow, 'held' | 'status'>): boolean => visit.held && visit.status === 'awaitingApproval';

/** Of a member's own visits, those they may see now: all of them for a visitor manager, none held for anyone else (undefined: no condition). */
export const visibleWhileHeld = (actor: Pick<OrgActor, 'role'>): SQL | undefined => (hasAbility(actor.role, 'visitor_manage') ? undefined : not(HELD));

/** The visit's host, its inviter and visitor managers may see and act on it (the first two not while it is held). */
export const mayHandleVisit = (actor: Viewer, visit: Pick<VisitRow, 'hostId' | 'invitedById' | 'held' | 'status'>): boolean =>
  hasAbility(actor.role, 'visitor_manage') || ((visit.hostId === actor.userId || visit.invitedById === actor.userId) && !isHeld(visit));

/** The visit, for someone who may handle it; to anyone else (or another organisation) it does not exist. */
export async function visitFor(tx: DbOrTx, actor: VisitActor, visitId: string, options: { lock?: boolean } = {}): Promise<VisitRow> {
  const query = tx.select().from(visits).where(inOrganization(visits, actor.organizationId, eq(visits.id, visitId)));
  const [visit] = options.lock ? await query.for('update') : await query;
  if (!visit || !mayHandleVisit(actor, visit)) throw notFound('Visit not found');
  return visit;
}

export const visitPhotoUrl = (visitId: string): string => `/api/visit/${visitId}/photo`;

export function presentVisitorRef(row: typeof visitors.$inferSelect): VisitorRef {
  return { _id: row.id, name: row.name, email: row.email, phone: row.phone, company: row.company, erased: row.erasedAt !== null };
}

/** The columns a person of a visit (host, inviter, decider) is presented from. */
export interface VisitPersonRow {
  id: string;
  name: string;
  avatarUpdatedAt: Date | null;
}

/** A visit with what it is presented with: its visitor and people (null: gone, or none). */
export interface VisitWithPeople {
  visit: VisitRow;
  visitor: typeof visitors.$inferSelect | null;
  host: VisitPersonRow | null;
  invitedBy: VisitPersonRow | null;
  decidedBy: VisitPersonRow | null;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

function presentPerson(id: string | null, row: VisitPersonRow | null): VisitPerson | null {
  if (!id) return null;
  return row ? { _id: row.id, name: row.name, avatar: avatarUrl(row) } : { _id: id, name: '', avatar: null };
}

/** One visit as the API answers it, from a row read with its visitor and people (visitQueries joins them in one query). */
export function presentVisit(joined: VisitWithPeople, actor: Viewer | null): Visit {
  const row = joined.visit;
  return {
    _id: row.id,
    visitor: joined.visitor ? presentVisitorRef(joined.visitor) : { _id: row.visitorId, name: '', email: null, phone: null, company: '', erased: true },
    host: presentPerson(row.hostId, joined.host)!,
    invitedBy: presentPerson(row.invitedById, joined.invitedBy),
    purpose: row.purpose,
    status: row.status,
    expectedFrom: iso(row.expectedFrom),
    expectedTo: iso(row.expectedTo),
    walkIn: row.walkIn,
    code: row.code,
    signedInAt: iso(row.signedInAt),
    signedOutAt: iso(row.signedOutAt),
    signedOutBy: row.signedOutBy,
    agreementText: row.agreementText,
    agreementAcceptedAt: iso(row.agreementAcceptedAt),
    photoUrl: row.photoKey ? visitPhotoUrl(row.id) : null,
    // Whether the block list ever held it is the visitor managers' to know (see HELD).
    held: row.held && actor !== null && hasAbility(actor.role, 'visitor_manage'),
    decidedBy: presentPerson(row.decidedById, joined.decidedBy),
    decidedAt: iso(row.decidedAt),
    seriesId: row.seriesId,
    canEdit: actor !== null && mayHandleVisit(actor, row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Visits read on their own, presented with their visitors and people read in two queries for the whole batch. */
export async function presentVisits(tx: DbOrTx, organizationId: string, rows: VisitRow[], actor: Viewer | null): Promise<Visit[]> {
  if (rows.length === 0) return [];
  const visitorIds = [...new Set(rows.map((row) => row.visitorId))];
  const personIds = [...new Set(rows.flatMap((row) => [row.hostId, row.invitedById, row.decidedById]).filter((id): id is string => id !== null))];
  // One after another: inside a transaction both would queue on its one connection anyway.
  const visitorRows = await tx.select().from(visitors).where(inOrganization(visitors, organizationId, inArray(visitors.id, visitorIds)));
  const people = await tx.select({ id: users.id, name: users.name, avatarUpdatedAt: users.avatarUpdatedAt }).from(users).where(inArray(users.id, personIds));
  const visitorById = new Map(visitorRows.map((row) => [row.id, row]));
  const personById = new Map(people.map((person) => [person.id, person]));
  const person = (id: string | null) => (id ? (personById.get(id) ?? null) : null);
  return rows.map((visit) =>
    presentVisit({ visit, visitor: visitorById.get(visit.visitorId) ?? null, host: person(visit.hostId), invitedBy: person(visit.invitedById), decidedBy: person(visit.decidedById) }, actor),
  );
}

/** One visit of the organisation, presented for the actor (null: nobody, e.g. the kiosk: canEdit false). */
export async function readVisit(tx: DbOrTx, organizationId: string, visitId: string, actor: Viewer | null): Promise<Visit> {
  const [row] = await tx.select().from(visits).where(inOrganization(visits, organizationId, eq(visits.id, visitId)));
  if (!row) throw notFound('Visit not found');
  const [visit] = await presentVisits(tx, organizationId, [row], actor);
  return visit!;
}
