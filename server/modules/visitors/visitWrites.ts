import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { hasAbility } from '../../../domain/permissions/roles';
import { VISIT_REPEAT_MAX, type VisitInviteBody, type VisitStatus, type VisitUpdateBody } from '../../../domain/visitors/visits';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { users, visits } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { badRequest, conflict, forbidden } from '../../platform/http/errors';
import { upsertVisitor } from './visitorDirectory';
import { readVisitorSettings } from './visitorSettings';
import type { VisitNoticeKind } from './visitNotices';
import { insertVisit, visitFor, type VisitRow } from './visitRows';

/** Records what people must hear of a visit, in the write's transaction (announceVisit). */
export type Announce = (visitId: string, kind: VisitNoticeKind) => Promise<void>;
type Writer = Pick<OrgActor, 'userId' | 'organizationId' | 'role'>;

const STATE_MESSAGES: Record<VisitStatus, string> = {
  expected: 'This visit has not started yet',
  awaitingApproval: 'This visit is waiting for a decision',
  denied: 'This visit was denied',
  signedIn: 'This visit is already signed in',
  signedOut: 'This visit is already signed out',
  noShow: 'This visit was a no-show',
  cancelled: 'This visit is cancelled',
};

/** A change the visit's state does not allow is a 409 saying what the state is. */
function requireStatus(visit: VisitRow, ...allowed: VisitStatus[]): void {
  if (!allowed.includes(visit.status)) throw conflict(STATE_MESSAGES[visit.status]);
}

/** Signing in and out at the desk is the host's or a visitor manager's, not an inviter's who hosts nobody. */
function requireDesk(actor: Writer, visit: VisitRow): void {
  if (visit.hostId !== actor.userId && !hasAbility(actor.role, 'visitor_manage')) throw forbidden('Only the host or a visitor manager can do this');
}

async function checkHost(tx: DbOrTx, organizationId: string, hostId: string): Promise<void> {
  const [host] = await tx.select({ id: users.id }).from(users).where(inOrganization(users, organizationId, eq(users.id, hostId), eq(users.status, 'active')));
  if (!host) throw badRequest('hostId: Choose a member of your organisation', { field: 'hostId' });
}

const DAY_MS = 86_400_000;

/**
 * The arrival windows of an invitation: the one asked for, then (repeated) each following day,
 * weekday (Monday to Friday) or week up to `until`, at the same time of day in the front desk's zone
 * (so 09:00 stays 09:00 across a daylight-saving change).
 */
export function repeatWindows(from: Date, to: Date, timeZone: string, repeat: VisitInviteBody['repeat']): { from: Date; to: Date }[] {
  const length = to.getTime() - from.getTime();
  if (!repeat) return [{ from, to }];
  const first = DateTime.fromJSDate(from, { zone: timeZone });
  if (repeat.until < first.toISODate()!) throw badRequest('repeat.until must not be before the first visit', { field: 'repeat.until' });
  const windows = [{ from, to }];
  const lastDays = (Date.parse(`${repeat.until}T00:00:00Z`) - Date.parse(`${first.toISODate()}T00:00:00Z`)) / DAY_MS;
  for (let offset = 1; offset <= lastDays; offset += 1) {
    if (repeat.every === 'week' && offset % 7 !== 0) continue;
    const next = first.plus({ days: offset });
    if (repeat.every === 'weekday' && next.weekday > 5) continue;
    if (windows.length >= VISIT_REPEAT_MAX) {
      throw badRequest(`repeat.until: An invitation repeats at most ${VISIT_REPEAT_MAX} times; choose an earlier day`, { field: 'repeat.until' });
    }
    const start = next.toJSDate();
    windows.push({ from: start, to: new Date(start.getTime() + length) });
  }
  return windows;
}

/** POST /api/visit: the visitor found again or registered, and a visit per window; the series announced once. */
export async function inviteVisitor(tx: DbOrTx, actor: Writer, body: VisitInviteBody, announce: Announce): Promise<string[]> {
  const hostId = body.hostId ?? actor.userId;
  await checkHost(tx, actor.organizationId, hostId);
  const { timeZone } = await readVisitorSettings(tx, actor.organizationId);
  const windows = repeatWindows(new Date(body.expectedFrom), new Date(body.expectedTo), timeZone, body.repeat);
  const visitorId = await upsertVisitor(tx, actor.organizationId, { name: body.name, email: body.email, phone: body.phone, company: body.company });
  const seriesId = windows.length > 1 ? randomUUID() : null;
  const ids: string[] = [];
  for (const window of windows) {
    const visit = await insertVisit(tx, {
      organizationId: actor.organizationId,
      visitorId,
      hostId,
      invitedById: actor.userId,
      purpose: body.purpose ?? '',
      status: 'expected',
      expectedFrom: window.from,
      expectedTo: window.to,
      seriesId,
    });
    ids.push(visit.id);
  }
  // Once for the whole series, after every visit is written: its one invitation names all of its
  // days, and one visits_updated makes the open pages refetch them all. Announcing each visit
  // cost seven reads apiece (up to 60 visits) for the same mail and the same refetch.
  await announce(ids[0]!, 'invited');
  return ids;
}

/** PUT /api/visit/:id: an expected visit's host, purpose or window; the visitor is mailed the new details. */
export async function updateVisit(tx: DbOrTx, actor: Writer, visitId: string, body: VisitUpdateBody, announce: Announce): Promise<void> {
  const visit = await visitFor(tx, actor, visitId, { lock: true });
  requireStatus(visit, 'expected');
  if (body.hostId !== undefined) await checkHost(tx, actor.organizationId, body.hostId);
  const expectedFrom = body.expectedFrom !== undefined ? new Date(body.expectedFrom) : visit.expectedFrom;
  const expectedTo = body.expectedTo !== undefined ? new Date(body.expectedTo) : visit.expectedTo;
  if (expectedFrom && expectedTo && expectedTo <= expectedFrom) throw badRequest('expectedTo must be after expectedFrom', { field: 'expectedTo' });
  await tx
    .update(visits)
    .set({ hostId: body.hostId ?? visit.hostId, purpose: body.purpose ?? visit.purpose, expectedFrom, expectedTo, updatedAt: new Date() })
    .where(eq(visits.id, visit.id));
  await announce(visit.id, 'updated');
}

/** POST /api/visit/:id/cancel: an expected visit; the visitor is told by email. */
export async function cancelVisit(tx: DbOrTx, actor: Writer, visitId: string, announce: Announce): Promise<void> {
  const visit = await visitFor(tx, actor, visitId, { lock: true });
  requireStatus(visit, 'expected');
  await tx.update(visits).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(visits.id, visit.id));
  await announce(visit.id, 'cancelled');
}

/** POST /api/visit/:id/sign-in: the desk signs an expected visitor in; the host hears of the arrival. */
export async function signInAtDesk(tx: DbOrTx, actor: Writer, visitId: string, announce: Announce): Promise<void> {
  const visit = await visitFor(tx, actor, visitId, { lock: true });
  requireDesk(actor, visit);
  requireStatus(visit, 'expected');
  const now = new Date();
  await tx.update(visits).set({ status: 'signedIn', signedInAt: now, updatedAt: now }).where(eq(visits.id, visit.id));
  await announce(visit.id, 'arrived');
}

/** POST /api/visit/:id/sign-out: by the host ('host') or a visitor manager who is not the host ('admin'). */
export async function signOutAtDesk(tx: DbOrTx, actor: Writer, visitId: string, announce: Announce): Promise<void> {
  const visit = await visitFor(tx, actor, visitId, { lock: true });
  requireDesk(actor, visit);
  requireStatus(visit, 'signedIn');
  const now = new Date();
  await tx
    .update(visits)
    .set({ status: 'signedOut', signedOutAt: now, signedOutBy: visit.hostId === actor.userId ? 'host' : 'admin', updatedAt: now })
    .where(eq(visits.id, visit.id));
  await announce(visit.id, 'signedOut');
}

/**
 * POST /api/visit/:id/decision: a walk-in waiting for its host is approved (signed in, the host told
 * of the arrival) or denied. A visit held by the block list is the visitor managers' to decide.
 */
export async function decideVisit(tx: DbOrTx, actor: Writer, visitId: string, decision: 'approve' | 'deny', announce: Announce): Promise<void> {
  const visit = await visitFor(tx, actor, visitId, { lock: true });
  if (visit.held && !hasAbility(actor.role, 'visitor_manage')) throw forbidden('Only a visitor manager can decide on a visit held by the block list');
  requireDesk(actor, visit);
  requireStatus(visit, 'awaitingApproval');
  const now = new Date();
  const decided = { decidedById: actor.userId, decidedAt: now, updatedAt: now };
  if (decision === 'approve') {
    await tx
      .update(visits)
      .set({ ...decided, status: 'signedIn', signedInAt: visit.signedInAt ?? now })
      .where(eq(visits.id, visit.id));
    await announce(visit.id, 'arrived');
  } else {
    await tx
      .update(visits)
      .set({ ...decided, status: 'denied' })
      .where(eq(visits.id, visit.id));
    await announce(visit.id, 'decided');
  }
}
