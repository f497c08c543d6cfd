import { asc, eq } from 'drizzle-orm';
import type { CreditDetail } from '../../../domain/performance/credits';
import type { DbOrTx } from '../../platform/db/database';
import { creditHistory, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { notFound } from '../../platform/http/errors';
import { avatarUrl } from '../users';
import { loadCredit } from './creditReads';

/** One credit of the organisation (deleted ones too) with its history, oldest first; 404 otherwise. */
export async function readCreditDetail(db: DbOrTx, organizationId: string, creditId: string): Promise<CreditDetail> {
  const credit = await loadCredit(db, organizationId, creditId);
  if (!credit) throw notFound('Credit not found');
  const entries = await db
    .select({
      id: creditHistory.id,
      action: creditHistory.action,
      at: creditHistory.at,
      before: creditHistory.before,
      after: creditHistory.after,
      actorId: users.id,
      actorName: users.name,
      actorAvatarUpdatedAt: users.avatarUpdatedAt,
    })
    .from(creditHistory)
    .leftJoin(users, eq(users.id, creditHistory.actorId))
    .where(inOrganization(creditHistory, organizationId, eq(creditHistory.creditId, creditId)))
    .orderBy(asc(creditHistory.at), asc(creditHistory.id));
  return {
    ...credit,
    history: entries.map((entry) => ({
      _id: entry.id,
      action: entry.action,
      actor: entry.actorId ? { _id: entry.actorId, name: entry.actorName ?? '', avatar: avatarUrl({ id: entry.actorId, avatarUpdatedAt: entry.actorAvatarUpdatedAt }) } : null,
      at: entry.at.toISOString(),
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  };
}
