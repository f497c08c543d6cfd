import { eq } from 'drizzle-orm';
import type { CreditCreateBody, CreditUpdateBody } from '../../../domain/performance/credits';
import type { OrgActor } from '../../platform/auth/access';
import type { Tx } from '../../platform/db/database';
import { credits } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { conflict, notFound } from '../../platform/http/errors';
import { recordHistory, snapshotOf } from './creditHistory';
import { creditChanged, noticeCreditReceived, type CreditEffects } from './creditNotices';
import { checkCategory, checkDate, checkMember, checkTask, requireRecorder } from './creditRules';
import { readSettings } from './performanceSettings';

/** Credits recorded by hand: add, change and delete, each with its history entry in the same transaction. */

export async function addCredit(tx: Tx, effects: CreditEffects, actor: OrgActor, body: CreditCreateBody): Promise<string> {
  const settings = await readSettings(tx, actor.organizationId);
  requireRecorder(settings, actor);
  await checkMember(tx, actor.organizationId, body.userId);
  await checkCategory(tx, actor.organizationId, body.categoryId);
  await checkTask(tx, actor.organizationId, body.taskId);
  const date = checkDate(settings, body.date);
  return insertCredit(tx, effects, actor, { ...body, date, taskId: body.taskId ?? null, source: 'manual' });
}

export interface NewCredit {
  userId: string;
  points: number;
  categoryId: string;
  date: string;
  reason: string;
  taskId: string | null;
  source: 'manual' | 'recognition';
}

/** Writes a checked credit recorded by the actor, its 'created' history, the member's notification and who should refetch. */
export async function insertCredit(tx: Tx, effects: CreditEffects, actor: OrgActor, values: NewCredit): Promise<string> {
  const [credit] = await tx
    .insert(credits)
    .values({ organizationId: actor.organizationId, ...values, recordedBy: actor.userId })
    .returning({ id: credits.id });
  const creditId = credit!.id;
  await recordHistory(tx, { organizationId: actor.organizationId, creditId, action: 'created', actorId: actor.userId, before: null, after: await snapshotOf(tx, creditId) });
  await noticeCreditReceived(tx, effects, actor, { id: creditId, ...values });
  await creditChanged(tx, effects, actor.organizationId, creditId, values.userId);
  return creditId;
}

/** The current (not deleted) credit, locked for the change; another organisation's is 404. */
async function currentCredit(tx: Tx, actor: OrgActor, creditId: string) {
  const [credit] = await tx.select().from(credits).where(inOrganization(credits, actor.organizationId, eq(credits.id, creditId))).for('update');
  if (!credit || credit.deletedAt) throw notFound('Credit not found');
  return credit;
}

export async function updateCredit(tx: Tx, effects: CreditEffects, actor: OrgActor, creditId: string, body: CreditUpdateBody): Promise<void> {
  const settings = await readSettings(tx, actor.organizationId);
  requireRecorder(settings, actor);
  const credit = await currentCredit(tx, actor, creditId);
  if (credit.source === 'automatic') throw conflict('Automatic credits follow their task');
  if (credit.source === 'recognition') throw conflict('Recognition cannot be edited; delete it instead');
  if (body.userId !== undefined && body.userId !== credit.userId) await checkMember(tx, actor.organizationId, body.userId);
  if (body.categoryId !== undefined) await checkCategory(tx, actor.organizationId, body.categoryId, credit.categoryId);
  if (body.taskId !== undefined && body.taskId !== credit.taskId) await checkTask(tx, actor.organizationId, body.taskId);
  const date = body.date !== undefined && body.date !== credit.date ? checkDate(settings, body.date) : credit.date;

  const before = await snapshotOf(tx, creditId);
  await tx
    .update(credits)
    .set({
      userId: body.userId ?? credit.userId,
      points: body.points ?? credit.points,
      categoryId: body.categoryId ?? credit.categoryId,
      date,
      reason: body.reason ?? credit.reason,
      taskId: body.taskId === undefined ? credit.taskId : body.taskId,
      updatedAt: new Date(),
    })
    .where(eq(credits.id, creditId));
  await recordHistory(tx, { organizationId: actor.organizationId, creditId, action: 'updated', actorId: actor.userId, before, after: await snapshotOf(tx, creditId) });
  // Moved to another member: they hear of it as of a credit received.
  if (body.userId !== undefined && body.userId !== credit.userId) {
    await noticeCreditReceived(tx, effects, actor, { id: creditId, userId: body.userId, points: body.points ?? credit.points, reason: body.reason ?? credit.reason, source: 'manual' });
  }
  await creditChanged(tx, effects, actor.organizationId, creditId, ...new Set([credit.userId, body.userId ?? credit.userId]));
}

/** Deleting keeps the row (and its history) but takes it out of every total; recognition may be deleted, automatic credits not. */
export async function deleteCredit(tx: Tx, effects: CreditEffects, actor: OrgActor, creditId: string): Promise<void> {
  const settings = await readSettings(tx, actor.organizationId);
  requireRecorder(settings, actor);
  const credit = await currentCredit(tx, actor, creditId);
  if (credit.source === 'automatic') throw conflict('Automatic credits follow their task');
  const before = await snapshotOf(tx, creditId);
  await tx.update(credits).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(credits.id, creditId));
  await recordHistory(tx, { organizationId: actor.organizationId, creditId, action: 'deleted', actorId: actor.userId, before, after: null });
  await creditChanged(tx, effects, actor.organizationId, creditId, credit.userId);
}
