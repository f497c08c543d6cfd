import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Credit, PerformanceSettings, Recognition, RecognitionBody, recognitionAllowanceSchema } from '../../../domain/performance/credits';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { credits, users } from '../../platform/db/schema';
import { badRequest, conflict, forbidden } from '../../platform/http/errors';
import type { CreditEffects } from './creditNotices';
import { loadCredit, loadCredits } from './creditReads';
import { checkMember } from './creditRules';
import { insertCredit } from './credits';
import { organizationToday, readSettings } from './performanceSettings';

/** Peer recognition: when the owner turns it on, every member gives others points from a monthly allowance. */

export type RecognitionAllowance = z.infer<typeof recognitionAllowanceSchema>;

function presentRecognition(credit: Credit): Recognition {
  return {
    _id: credit._id,
    // A recognition credit always has its giver; an empty person only if the user row vanished.
    from: credit.recordedBy ?? { _id: '', name: '', avatar: null },
    to: credit.member,
    points: credit.points,
    message: credit.reason,
    createdAt: credit.createdAt,
  };
}

/** What the caller gave this calendar month (the organisation's), current credits only: a deleted one gives its points back. */
async function allowanceOf(db: DbOrTx, actor: OrgActor, settings: PerformanceSettings): Promise<RecognitionAllowance> {
  const monthStart = `${organizationToday(settings).slice(0, 8)}01`;
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${credits.points}), 0)::int` })
    .from(credits)
    .where(
      and(
        eq(credits.organizationId, actor.organizationId),
        eq(credits.recordedBy, actor.userId),
        eq(credits.source, 'recognition'),
        isNull(credits.deletedAt),
        gte(credits.date, monthStart),
      ),
    );
  const monthly = settings.peerRecognition.monthlyAllowance;
  const used = row?.used ?? 0;
  return { enabled: settings.peerRecognition.enabled, monthly, used, remaining: Math.max(0, monthly - used) };
}

export async function recognitionFeed(db: DbOrTx, actor: OrgActor, page: { page?: number; pageSize?: number }) {
  const settings = await readSettings(db, actor.organizationId);
  const pageSize = page.pageSize ?? 25;
  const { rows, total } = await loadCredits(db, actor.organizationId, { source: 'recognition', sort: 'createdAt', order: 'desc' }, { limit: pageSize, offset: ((page.page ?? 1) - 1) * pageSize });
  return { data: rows.map(presentRecognition), total, allowance: await allowanceOf(db, actor, settings) };
}

export async function giveRecognition(tx: Tx, effects: CreditEffects, actor: OrgActor, body: RecognitionBody) {
  const settings = await readSettings(tx, actor.organizationId);
  const categoryId = settings.peerRecognition.categoryId;
  if (!settings.peerRecognition.enabled) throw forbidden('Peer recognition is turned off');
  if (body.userId === actor.userId) throw badRequest('userId: You cannot recognise yourself', { field: 'userId' });
  await checkMember(tx, actor.organizationId, body.userId);
  if (!categoryId) throw conflict('Peer recognition has no category: ask the owner to choose one');
  // The giver's row, locked: two gifts at once cannot both spend the same remaining points.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for('update');
  const before = await allowanceOf(tx, actor, settings);
  if (body.points > before.remaining) throw badRequest(`points: You have ${before.remaining} points left this month`, { field: 'points' });

  const creditId = await insertCredit(tx, effects, actor, {
    userId: body.userId,
    points: body.points,
    categoryId,
    date: organizationToday(settings),
    reason: body.message,
    taskId: null,
    source: 'recognition',
  });
  const given = await loadCredit(tx, actor.organizationId, creditId);
  return { data: presentRecognition(given!), allowance: { ...before, used: before.used + body.points, remaining: before.remaining - body.points } };
}
