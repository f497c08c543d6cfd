import { eq } from 'drizzle-orm';
import type {
  CategoryCreateBody,
  CategoryUpdateBody,
  CreditCreateBody,
  CreditDetail,
  CreditListQuery,
  CreditUpdateBody,
  MemberReportQuery,
  PerformanceSettingsBody,
  RecognitionBody,
} from '../../../domain/performance/credits';
import { hasAbility } from '../../../domain/permissions/roles';
import type { OrgActor } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { forbidden, notFound } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories';
import { readCreditDetail } from './creditDetail';
import { deliverCreditEffects, noEffects, type CreditEffects } from './creditNotices';
import { loadCredits } from './creditReads';
import { readMemberReport } from './creditReports';
import { mayRecord } from './creditRules';
import { addCredit, deleteCredit, updateCredit } from './credits';
import { readSettings } from './performanceSettings';
import { giveRecognition, recognitionFeed } from './recognition';
import { getSettings, saveSettings } from './settings';

export interface PerformanceDeps {
  db: Db;
  realtime?: Realtime;
}

const DEFAULT_PAGE_SIZE = 25;

/** Performance credits (issue 18): the routes' work, each write in one transaction, its notices after it commits. */
export function createPerformanceService({ db, realtime }: PerformanceDeps) {
  async function write<T>(actor: OrgActor, run: (tx: Tx, effects: CreditEffects) => Promise<T>): Promise<T> {
    const effects = noEffects();
    const result = await db.transaction((tx) => run(tx, effects));
    deliverCreditEffects(realtime, actor, effects);
    return result;
  }

  return {
    async list(actor: OrgActor, query: CreditListQuery) {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const { rows, total } = await loadCredits(db, actor.organizationId, query, { limit: pageSize, offset: (page - 1) * pageSize });
      return { data: rows, total, page, pageSize };
    },

    /** Owners and admins, the credited member and recorders read a credit; anyone else gets the answer an unknown id gets. */
    async detail(actor: OrgActor, creditId: string): Promise<CreditDetail> {
      const credit = await readCreditDetail(db, actor.organizationId, creditId);
      const allowed = hasAbility(actor.role, 'performance_view') || credit.member._id === actor.userId || mayRecord(await readSettings(db, actor.organizationId), actor);
      if (!allowed) throw notFound('Credit not found');
      return credit;
    },

    add: (actor: OrgActor, body: CreditCreateBody) =>
      write(actor, async (tx, effects) => readCreditDetail(tx, actor.organizationId, await addCredit(tx, effects, actor, body))),

    update: (actor: OrgActor, creditId: string, body: CreditUpdateBody) =>
      write(actor, async (tx, effects) => {
        await updateCredit(tx, effects, actor, creditId, body);
        return readCreditDetail(tx, actor.organizationId, creditId);
      }),

    remove: (actor: OrgActor, creditId: string) =>
      write(actor, async (tx, effects) => {
        await deleteCredit(tx, effects, actor, creditId);
        return { _id: creditId };
      }),

    /** Your own report, or (owners and admins) anyone's of the organisation. */
    async memberReport(actor: OrgActor, query: MemberReportQuery) {
      const userId = query.userId ?? actor.userId;
      if (userId !== actor.userId) {
        const [member] = await db.select({ id: users.id }).from(users).where(inOrganization(users, actor.organizationId, eq(users.id, userId)));
        if (!member) throw notFound('Member not found');
        if (!hasAbility(actor.role, 'performance_view')) throw forbidden('You can only read your own credits');
      }
      return readMemberReport(db, actor.organizationId, userId, query);
    },

    categories: (actor: OrgActor) => listCategories(db, actor.organizationId),
    addCategory: (actor: OrgActor, body: CategoryCreateBody) => db.transaction((tx) => createCategory(tx, actor, body)),
    updateCategory: (actor: OrgActor, categoryId: string, body: CategoryUpdateBody) => db.transaction((tx) => updateCategory(tx, actor, categoryId, body)),
    removeCategory: (actor: OrgActor, categoryId: string) => db.transaction((tx) => deleteCategory(tx, actor, categoryId)),

    settings: (actor: OrgActor) => getSettings(db, actor),
    saveSettings: (actor: OrgActor, body: PerformanceSettingsBody) => db.transaction((tx) => saveSettings(tx, actor, body)),

    recognition: (actor: OrgActor, page: { page?: number; pageSize?: number }) => recognitionFeed(db, actor, page),
    recognise: (actor: OrgActor, body: RecognitionBody) => write(actor, (tx, effects) => giveRecognition(tx, effects, actor, body)),
  };
}

export type PerformanceService = ReturnType<typeof createPerformanceService>;
