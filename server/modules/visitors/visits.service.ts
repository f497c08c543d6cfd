import { inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { VisitExportQuery, VisitInviteBody, VisitListQuery, VisitorSettingsBody, VisitUpdateBody } from '../../../domain/visitors/visits';
import type { OrgActor } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/database';
import { visits } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Storage } from '../../platform/storage/storage';
import { addBlock, listBlocks, removeBlock } from './visitorBlocks';
import { eraseVisitor, listVisitors, readVisitorProfile } from './visitorDirectory';
import { readVisitorSettings, updateVisitorSettings } from './visitorSettings';
import { createFrontDeskZones } from './frontDeskZone';
import { exportVisits } from './visitExport';
import { announceVisit } from './visitNotices';
import { listVisits, readToday } from './visitQueries';
import { presentVisits, readVisit, visitFor } from './visitRows';
import { cancelVisit, decideVisit, inviteVisitor, signInAtDesk, signOutAtDesk, updateVisit, type Announce } from './visitWrites';

export interface VisitsDeps {
  db: Db;
  realtime?: Realtime;
  appUrl: string;
  /** Where the kiosk's photos are kept: erasing a visitor deletes theirs. */
  storage?: Storage;
  logger?: Logger;
}

const DEFAULT_PAGE_SIZE = 25;

/** Visitor management for members and visitor managers (issue 19): each write in one transaction, what people hear of it after it commits. */
export function createVisitsService({ db, realtime, appUrl, storage, logger }: VisitsDeps) {
  const zones = createFrontDeskZones(db);
  async function write<T>(actor: OrgActor, run: (tx: Tx, announce: Announce) => Promise<T>): Promise<T> {
    const deliveries: (() => void)[] = [];
    const result = await db.transaction((tx) =>
      run(tx, async (visitId, kind) => {
        deliveries.push(await announceVisit(tx, { realtime, appUrl, origin: actor.tabId, actorId: actor.userId }, visitId, kind));
      }),
    );
    for (const deliver of deliveries) deliver();
    return result;
  }

  /** A visit changed by `run`, answered as the actor now sees it. */
  const changeVisit = (actor: OrgActor, visitId: string, run: (tx: Tx, announce: Announce) => Promise<void>) =>
    write(actor, async (tx, announce) => {
      await run(tx, announce);
      return readVisit(tx, actor.organizationId, visitId, actor);
    });

  return {
    list: (actor: OrgActor, query: VisitListQuery) => listVisits(db, actor, query, zones.zoneOf),
    today: (actor: OrgActor, scope: 'mine' | 'all' = 'mine') => readToday(db, actor, scope),
    export: (actor: OrgActor, query: VisitExportQuery) => exportVisits(db, actor, query, zones.zoneOf),

    async detail(actor: OrgActor, visitId: string) {
      await visitFor(db, actor, visitId);
      return readVisit(db, actor.organizationId, visitId, actor);
    },

    invite: (actor: OrgActor, body: VisitInviteBody) =>
      write(actor, async (tx, announce) => {
        const ids = await inviteVisitor(tx, actor, body, announce);
        const rows = await tx.select().from(visits).where(inOrganization(visits, actor.organizationId, inArray(visits.id, ids)));
        rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
        return presentVisits(tx, actor.organizationId, rows, actor);
      }),

    update: (actor: OrgActor, visitId: string, body: VisitUpdateBody) => changeVisit(actor, visitId, (tx, announce) => updateVisit(tx, actor, visitId, body, announce)),
    cancel: (actor: OrgActor, visitId: string) => changeVisit(actor, visitId, (tx, announce) => cancelVisit(tx, actor, visitId, announce)),
    signIn: (actor: OrgActor, visitId: string) => changeVisit(actor, visitId, (tx, announce) => signInAtDesk(tx, actor, visitId, announce)),
    signOut: (actor: OrgActor, visitId: string) => changeVisit(actor, visitId, (tx, announce) => signOutAtDesk(tx, actor, visitId, announce)),
    decide: (actor: OrgActor, visitId: string, decision: 'approve' | 'deny') =>
      changeVisit(actor, visitId, (tx, announce) => decideVisit(tx, actor, visitId, decision, announce)),

    visitors(actor: OrgActor, query: { search?: string; sort?: 'name' | 'lastVisit' | 'visitCount'; page?: number; pageSize?: number }) {
      return listVisitors(db, actor.organizationId, { search: query.search, sort: query.sort, page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE });
    },
    visitor: (actor: OrgActor, visitorId: string) => readVisitorProfile(db, actor, visitorId),

    /** Erasure on request; the photo files go once the erasure has committed (a failed delete is logged, the data is already gone). */
    async eraseVisitor(actor: OrgActor, visitorId: string) {
      const { photoKeys } = await db.transaction((tx) => eraseVisitor(tx, actor.organizationId, visitorId));
      for (const key of photoKeys) await storage?.remove(key).catch((error: unknown) => logger?.warn({ err: error, key }, 'visitor photo not deleted'));
      return { _id: visitorId };
    },

    settings: (actor: OrgActor) => readVisitorSettings(db, actor.organizationId),
    async saveSettings(actor: OrgActor, body: VisitorSettingsBody) {
      const saved = await db.transaction((tx) => updateVisitorSettings(tx, actor.organizationId, body));
      zones.forget(actor.organizationId);
      return saved;
    },

    blocks: (actor: OrgActor) => listBlocks(db, actor.organizationId),
    addBlock: (actor: OrgActor, body: { kind: 'name' | 'email' | 'domain'; value: string; reason?: string }) =>
      db.transaction((tx) => addBlock(tx, actor.organizationId, actor.userId, body)),
    removeBlock: (actor: OrgActor, blockId: string) => db.transaction((tx) => removeBlock(tx, actor.organizationId, blockId)),
  };
}

export type VisitsService = ReturnType<typeof createVisitsService>;
