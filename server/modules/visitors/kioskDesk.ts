import { and, asc, eq, ilike } from 'drizzle-orm';
import { zonedDay } from '../../../domain/calendar/occurrences';
import { KIOSK_MESSAGES, type KioskInfo, type KioskVisit, type VisitorSettings, type VisitStatus } from '../../../domain/visitors/visits';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { organizations } from '../../platform/db/columns';
import { users, visitors, visits } from '../../platform/db/schema';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Storage } from '../../platform/storage/storage';
import type { KioskBinding } from './kiosks';
import { matchingBlock } from './visitorBlocks';
import { upsertVisitor } from './visitorDirectory';
import { readVisitorSettings } from './visitorSettings';
import { announceVisit } from './visitNotices';
import { decodeVisitPhoto, removeVisitPhotos, storeVisitPhoto } from './visitPhotos';
import { insertVisit } from './visitRows';

const HOSTS_MAX = 10;
const HOST_MESSAGE = 'hostId: Choose who you are visiting';
const VISIT_NOT_HERE = 'Visit not found';
/** A code whose visit is over can never be used again. */
const OVER: readonly VisitStatus[] = ['signedOut', 'noShow', 'cancelled', 'denied'];

type Announcement = Parameters<typeof announceVisit>[3];

export interface KioskDeskDeps {
  db: Db;
  storage: Storage;
  realtime?: Realtime;
  appUrl: string;
  logger?: { warn(object: unknown, message: string): void };
  clock?: () => Date;
}

export interface KioskSignInInput {
  code: string;
  agreementAccepted?: boolean;
  photo?: string;
}

export interface KioskWalkInInput {
  name: string;
  email?: string;
  phone?: string;
  company?: string;
  hostId: string;
  purpose?: string;
  agreementAccepted?: boolean;
  photo?: string;
}

/** What the kiosk shows of a visit: names only, never an email, a phone or the code. */
async function kioskVisitOf(tx: DbOrTx, organizationId: string, visitId: string): Promise<KioskVisit> {
  const [row] = await tx
    .select({
      id: visits.id,
      status: visits.status,
      signedInAt: visits.signedInAt,
      signedOutAt: visits.signedOutAt,
      visitorName: visitors.name,
      company: visitors.company,
      hostName: users.name,
    })
    .from(visits)
    .innerJoin(visitors, eq(visitors.id, visits.visitorId))
    .innerJoin(users, eq(users.id, visits.hostId))
    .where(and(eq(visits.id, visitId), eq(visits.organizationId, organizationId)));
  if (!row) throw notFound(VISIT_NOT_HERE);
  return {
    _id: row.id,
    visitorName: row.visitorName,
    company: row.company,
    hostName: row.hostName,
    status: row.status,
    signedInAt: row.signedInAt?.toISOString() ?? null,
    signedOutAt: row.signedOutAt?.toISOString() ?? null,
  };
}

/** The agreement the visitor accepted, as it read then; refused when there is one and it was not accepted. */
function agreementOf(settings: VisitorSettings, accepted: boolean | undefined, now: Date) {
  if (settings.agreementText === '') return { agreementText: null, agreementAcceptedAt: null };
  if (accepted !== true) throw badRequest(KIOSK_MESSAGES.agreement);
  return { agreementText: settings.agreementText, agreementAcceptedAt: now };
}

/**
 * The front desk's calls, each bound to the kiosk's organisation: a code, a host or a visit of
 * another organisation is simply not found here.
 */
export function createKioskDesk(deps: KioskDeskDeps) {
  const { db, storage } = deps;
  const clock = deps.clock ?? (() => new Date());
  const notices = { realtime: deps.realtime, appUrl: deps.appUrl };
  const warn = (error: unknown, key: string) => deps.logger?.warn({ err: error, key }, 'could not remove a visitor photo');

  /** The visit of a code in this organisation, or the kiosk's message why it cannot be used today. */
  async function usableVisit(tx: DbOrTx, kiosk: KioskBinding, code: string, settings: VisitorSettings) {
    const [visit] = await tx
      .select()
      .from(visits)
      .where(and(eq(visits.organizationId, kiosk.organizationId), eq(visits.code, code)));
    if (!visit) throw notFound(KIOSK_MESSAGES.unknownCode);
    if (OVER.includes(visit.status)) throw conflict(KIOSK_MESSAGES.oldCode);
    if (visit.status === 'expected' && visit.expectedFrom) {
      const today = zonedDay(clock(), settings.timeZone);
      const first = zonedDay(visit.expectedFrom, settings.timeZone);
      const last = zonedDay(visit.expectedTo ?? visit.expectedFrom, settings.timeZone);
      if (today < first || today > last) throw conflict(KIOSK_MESSAGES.notToday);
    }
    return visit;
  }

  /** A photo is kept only where the settings ask for one; it is written before the transaction and removed if that fails. */
  async function photoKeyOf(settings: VisitorSettings, photo: string | undefined): Promise<string | null> {
    if (!settings.photoEnabled || photo === undefined) return null;
    return storeVisitPhoto(storage, decodeVisitPhoto(photo));
  }

  async function withPhoto<T>(photoKey: string | null, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (photoKey) await removeVisitPhotos(storage, [photoKey], warn);
      throw error;
    }
  }

  async function announce(tx: Tx, visitId: string, kind: Announcement) {
    return announceVisit(tx, notices, visitId, kind);
  }

  return {
    async info(kiosk: KioskBinding): Promise<KioskInfo> {
      const settings = await readVisitorSettings(db, kiosk.organizationId);
      const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, kiosk.organizationId));
      return {
        organizationName: organization?.name ?? '',
        kioskName: kiosk.name,
        agreementText: settings.agreementText,
        requireApproval: settings.requireApproval,
        photoEnabled: settings.photoEnabled,
      };
    },

    /** Active members whose name holds the search, for a walk-in to choose their host: names and pictures only. */
    async hosts(kiosk: KioskBinding, search: string) {
      const pattern = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select({ id: users.id, name: users.name, avatarUpdatedAt: users.avatarUpdatedAt })
        .from(users)
        .where(and(eq(users.organizationId, kiosk.organizationId), eq(users.status, 'active'), ilike(users.name, pattern)))
        .orderBy(asc(users.name))
        .limit(HOSTS_MAX);
      // No pictures: a member's picture is served to signed-in people of the organisation only, and the kiosk has no session.
      return rows.map((row) => ({ _id: row.id, name: row.name, avatar: null }));
    },

    async visitByCode(kiosk: KioskBinding, code: string): Promise<KioskVisit> {
      const settings = await readVisitorSettings(db, kiosk.organizationId);
      const visit = await usableVisit(db, kiosk, code, settings);
      return kioskVisitOf(db, kiosk.organizationId, visit.id);
    },

    /** An invited visitor signs in; a second tap of the same code answers the visit as it is. */
    async signIn(kiosk: KioskBinding, input: KioskSignInInput): Promise<KioskVisit> {
      const settings = await readVisitorSettings(db, kiosk.organizationId);
      const found = await usableVisit(db, kiosk, input.code, settings);
      if (found.status !== 'expected') return kioskVisitOf(db, kiosk.organizationId, found.id);
      const now = clock();
      const agreement = agreementOf(settings, input.agreementAccepted, now);
      const photoKey = await photoKeyOf(settings, input.photo);
      let after: () => void = () => undefined;
      const answer = await withPhoto(photoKey, () =>
        db.transaction(async (tx) => {
          const [visitor] = await tx.select({ name: visitors.name, email: visitors.email }).from(visitors).where(eq(visitors.id, found.visitorId));
          const block = visitor ? await matchingBlock(tx, kiosk.organizationId, { name: visitor.name, email: visitor.email }) : null;
          const [changed] = await tx
            .update(visits)
            .set({
              ...agreement,
              photoKey,
              kioskId: kiosk.id,
              updatedAt: now,
              ...(block ? { status: 'awaitingApproval' as const, held: true } : { status: 'signedIn' as const, signedInAt: now }),
            })
            // Only from expected: of two taps at once, one signs in and the other answers what it did.
            .where(and(eq(visits.id, found.id), eq(visits.status, 'expected')))
            .returning({ id: visits.id });
          if (!changed) return { visit: await kioskVisitOf(tx, kiosk.organizationId, found.id), lost: true };
          after = await announce(tx, found.id, block ? 'held' : 'arrived');
          return { visit: await kioskVisitOf(tx, kiosk.organizationId, found.id), lost: false };
        }),
      );
      if (answer.lost && photoKey) await removeVisitPhotos(storage, [photoKey], warn);
      after();
      return answer.visit;
    },

    /** A visitor nobody invited: in at once, or waiting for the host (approval required) or the admins (block list). */
    async walkIn(kiosk: KioskBinding, input: KioskWalkInInput): Promise<KioskVisit> {
      const settings = await readVisitorSettings(db, kiosk.organizationId);
      const now = clock();
      const agreement = agreementOf(settings, input.agreementAccepted, now);
      const [host] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.hostId), eq(users.organizationId, kiosk.organizationId), eq(users.status, 'active')));
      if (!host) throw badRequest(HOST_MESSAGE);
      const photoKey = await photoKeyOf(settings, input.photo);
      let after: () => void = () => undefined;
      const visit = await withPhoto(photoKey, () =>
        db.transaction(async (tx) => {
          const visitorId = await upsertVisitor(tx, kiosk.organizationId, { name: input.name, email: input.email, phone: input.phone, company: input.company });
          const block = await matchingBlock(tx, kiosk.organizationId, { name: input.name, email: input.email ?? null });
          const status: VisitStatus = block || settings.requireApproval ? 'awaitingApproval' : 'signedIn';
          const row = await insertVisit(tx, {
            organizationId: kiosk.organizationId,
            visitorId,
            hostId: host.id,
            invitedById: null,
            purpose: input.purpose ?? '',
            status,
            walkIn: true,
            kioskId: kiosk.id,
            signedInAt: status === 'signedIn' ? now : null,
            held: block !== null,
            photoKey,
            ...agreement,
          });
          after = await announce(tx, row.id, block ? 'held' : status === 'awaitingApproval' ? 'approval' : 'arrived');
          return kioskVisitOf(tx, kiosk.organizationId, row.id);
        }),
      );
      after();
      return visit;
    },

    async signOut(kiosk: KioskBinding, code: string): Promise<KioskVisit> {
      const now = clock();
      let after: () => void = () => undefined;
      const visit = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: visits.id, status: visits.status })
          .from(visits)
          .where(and(eq(visits.organizationId, kiosk.organizationId), eq(visits.code, code)));
        if (!found) throw notFound(KIOSK_MESSAGES.unknownCode);
        const [changed] = await tx
          .update(visits)
          .set({ status: 'signedOut', signedOutAt: now, signedOutBy: 'kiosk', updatedAt: now })
          .where(and(eq(visits.id, found.id), eq(visits.status, 'signedIn')))
          .returning({ id: visits.id });
        if (!changed) {
          const current = await kioskVisitOf(tx, kiosk.organizationId, found.id);
          throw conflict(
            current.status === 'signedOut'
              ? 'code: You are already signed out. Thank you for your visit.'
              : 'code: This visit is not signed in, so there is nothing to sign out. Please ask at the front desk.',
          );
        }
        after = await announce(tx, found.id, 'signedOut');
        return kioskVisitOf(tx, kiosk.organizationId, found.id);
      });
      after();
      return visit;
    },

    /** The waiting screen's visit: only one signed in (or waiting) at this very kiosk. */
    async visitAtKiosk(kiosk: KioskBinding, visitId: string): Promise<KioskVisit> {
      const [row] = await db
        .select({ id: visits.id })
        .from(visits)
        .where(and(eq(visits.id, visitId), eq(visits.organizationId, kiosk.organizationId), eq(visits.kioskId, kiosk.id)));
      if (!row) throw notFound(VISIT_NOT_HERE);
      return kioskVisitOf(db, kiosk.organizationId, row.id);
    },
  };
}

export type KioskDesk = ReturnType<typeof createKioskDesk>;

/** A 429 for a kiosk (or an address) calling faster than any front desk does. */
export const tooManyKioskCalls = (retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', `Too many requests from this kiosk. Please wait ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
