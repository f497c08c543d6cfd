import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { startOfZonedDay, zonedDay } from '../../../domain/calendar/occurrences';
import type { VisitStatus } from '../../../domain/visitors/visits';
import type { Db } from '../../platform/db/database';
import { visitors, visits } from '../../platform/db/schema';
import { escapeHtml } from '../../platform/html';
import { claimTurn } from '../../platform/jobs/lease';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Storage } from '../../platform/storage/storage';
import { deliverNotifications, recordNotifications } from '../notifications';
import { eraseVisitor } from './visitorDirectory';
import { readVisitorSettings } from './visitorSettings';
import { removeVisitPhotos } from './visitPhotos';

/** The end of a day is seen within this long of midnight, in every zone; reminders are as late at most. */
export const VISITOR_SWEEP_INTERVAL_MS = 5 * 60_000;
const OPEN: VisitStatus[] = ['expected', 'awaitingApproval', 'signedIn'];
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface VisitorSweepResult {
  signedOut: number;
  noShow: number;
  denied: number;
  reminded: number;
  erased: number;
}

interface Logger {
  warn(object: unknown, message: string): void;
}

/**
 * The visitors' periodic work, in each organisation's front-desk zone: the end of the day (open
 * visits signed out, no-shows, undecided walk-ins denied), the host's sign-out reminder (once per
 * visit) and the retention erasure. A pass every few minutes on one node (a lease); every step
 * is a conditional update, so a pass that runs twice changes nothing the second time.
 */
export function visitorJobs(deps: { db: Db; realtime?: Realtime; storage: Storage; clock?: () => Date; logger?: Logger; intervalMs?: number }) {
  const { db, realtime, storage } = deps;
  const clock = deps.clock ?? (() => new Date());
  const intervalMs = deps.intervalMs ?? VISITOR_SWEEP_INTERVAL_MS;
  const warn = (error: unknown, key: string) => deps.logger?.warn({ err: error, key }, 'could not remove an erased visitor photo');

  const changed = (organizationId: string, rows: { id: string; status: VisitStatus }[]) => {
    for (const row of rows) realtime?.toOrganization(organizationId, 'visits_updated', { visitId: row.id, status: row.status });
  };

  /** Organisations with something to look at: an open visit, or a visitor not yet erased. */
  async function organizationsToSweep(): Promise<string[]> {
    const open = await db.selectDistinct({ id: visits.organizationId }).from(visits).where(inArray(visits.status, OPEN));
    const kept = await db.selectDistinct({ id: visitors.organizationId }).from(visitors).where(isNull(visitors.erasedAt));
    return [...new Set([...open, ...kept].map((row) => row.id))];
  }

  async function endOfDay(organizationId: string, startOfToday: Date, autoSignOut: boolean, now: Date) {
    return db.transaction(async (tx) => {
      const inOrg = (status: VisitStatus) => and(eq(visits.organizationId, organizationId), eq(visits.status, status));
      const signedOut = autoSignOut
        ? await tx
            .update(visits)
            .set({ status: 'signedOut', signedOutAt: now, signedOutBy: 'automatic', updatedAt: now })
            .where(and(inOrg('signedIn'), lt(visits.signedInAt, startOfToday)))
            .returning({ id: visits.id, status: visits.status })
        : [];
      const noShow = await tx
        .update(visits)
        .set({ status: 'noShow', updatedAt: now })
        .where(and(inOrg('expected'), lt(sql`coalesce(${visits.expectedTo}, ${visits.expectedFrom}, ${visits.createdAt})`, startOfToday)))
        .returning({ id: visits.id, status: visits.status });
      // Nobody decided before the day ended: the visitor has long gone home. Waiting since the
      // change that made it wait (a walk-in's creation, an invited visitor's hold at the kiosk), not
      // since the invitation, which may be weeks old: an invited visitor held this morning is still here.
      const denied = await tx
        .update(visits)
        .set({ status: 'denied', decidedAt: now, updatedAt: now })
        .where(and(inOrg('awaitingApproval'), lt(visits.updatedAt, startOfToday)))
        .returning({ id: visits.id, status: visits.status });
      return { signedOut, noShow, denied };
    });
  }

  async function remind(organizationId: string, hours: number, now: Date) {
    const { rows, notices } = await db.transaction(async (tx) => {
      const rows = await tx
        .update(visits)
        .set({ signOutRemindedAt: now })
        .where(
          and(
            eq(visits.organizationId, organizationId),
            eq(visits.status, 'signedIn'),
            isNull(visits.signOutRemindedAt),
            lte(visits.signedInAt, new Date(now.getTime() - hours * HOUR_MS)),
          ),
        )
        .returning({ id: visits.id, hostId: visits.hostId, visitorId: visits.visitorId });
      if (rows.length === 0) return { rows, notices: [] };
      const names = new Map(
        (await tx.select({ id: visitors.id, name: visitors.name }).from(visitors).where(inArray(visitors.id, [...new Set(rows.map((row) => row.visitorId))]))).map(
          (row) => [row.id, row.name],
        ),
      );
      const notices = await recordNotifications(
        tx,
        rows.map((row) => {
          const name = names.get(row.visitorId) || 'Your visitor';
          return {
            organizationId,
            userId: row.hostId,
            type: 'visitorSignOutReminder' as const,
            subject: `${name} is still signed in`,
            message: `<p>${escapeHtml(name)} signed in more than ${hours} hour${hours === 1 ? '' : 's'} ago. Please sign them out when they leave.</p>`,
            senderName: null,
            metadata: { visitId: row.id },
          };
        }),
      );
      return { rows, notices };
    });
    deliverNotifications(realtime, notices);
    return rows.length;
  }

  /** Visitors whose last visit ended more than `days` ago and who have nothing still open. */
  async function erase(organizationId: string, days: number, now: Date) {
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const ended = sql`max(coalesce(${visits.signedOutAt}, ${visits.decidedAt}, ${visits.expectedTo}, ${visits.signedInAt}, ${visits.createdAt}))`;
    const stale = await db
      .select({ id: visitors.id })
      .from(visitors)
      .innerJoin(visits, eq(visits.visitorId, visitors.id))
      .where(and(eq(visitors.organizationId, organizationId), isNull(visitors.erasedAt)))
      .groupBy(visitors.id)
      .having(and(lt(ended, cutoff), sql`bool_and(${visits.status} not in ('expected', 'awaitingApproval', 'signedIn'))`));
    let erased = 0;
    for (const { id } of stale) {
      const { photoKeys } = await db.transaction((tx) => eraseVisitor(tx, organizationId, id));
      await removeVisitPhotos(storage, photoKeys, warn);
      erased++;
    }
    return erased;
  }

  /** One pass at `now` (tests move it); answers what it changed. */
  async function sweep(now = clock()): Promise<VisitorSweepResult> {
    const result: VisitorSweepResult = { signedOut: 0, noShow: 0, denied: 0, reminded: 0, erased: 0 };
    for (const organizationId of await organizationsToSweep()) {
      const settings = await readVisitorSettings(db, organizationId);
      const startOfToday = startOfZonedDay(zonedDay(now, settings.timeZone), settings.timeZone);
      const day = await endOfDay(organizationId, startOfToday, settings.autoSignOut, now);
      changed(organizationId, [...day.signedOut, ...day.noShow, ...day.denied]);
      result.signedOut += day.signedOut.length;
      result.noShow += day.noShow.length;
      result.denied += day.denied.length;
      if (settings.signOutReminderHours !== null) result.reminded += await remind(organizationId, settings.signOutReminderHours, now);
      if (settings.retentionDays !== null) result.erased += await erase(organizationId, settings.retentionDays, now);
    }
    return result;
  }

  let timer: NodeJS.Timeout | undefined;
  let sweeping = false;

  return {
    sweep,
    /** Every node calls it; the lease lets one of them sweep each period. */
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        claimTurn(db, 'visitors.sweep', intervalMs)
          .then((turn) => (turn ? sweep() : undefined))
          .catch((error: unknown) => deps.logger?.warn({ err: error }, 'visitor sweep failed'))
          .finally(() => {
            sweeping = false;
          });
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type VisitorJobs = ReturnType<typeof visitorJobs>;
