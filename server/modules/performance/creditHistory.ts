import { eq } from 'drizzle-orm';
import type { CreditSnapshot } from '../../../domain/performance/credits';
import type { DbOrTx } from '../../platform/db/database';
import { creditCategories, creditHistory, credits, tasks, users } from '../../platform/db/schema';

/** A credit as it stands now, in words, for its history (read inside the writing transaction). */
export async function snapshotOf(tx: DbOrTx, creditId: string): Promise<CreditSnapshot | null> {
  const [row] = await tx
    .select({ memberName: users.name, points: credits.points, categoryName: creditCategories.name, date: credits.date, reason: credits.reason, taskTitle: tasks.title })
    .from(credits)
    .innerJoin(users, eq(users.id, credits.userId))
    .innerJoin(creditCategories, eq(creditCategories.id, credits.categoryId))
    .leftJoin(tasks, eq(tasks.id, credits.taskId))
    .where(eq(credits.id, creditId));
  return row ? { ...row, taskTitle: row.taskTitle ?? null } : null;
}

export interface HistoryEntry {
  organizationId: string;
  creditId: string;
  action: 'created' | 'updated' | 'deleted';
  /** null: the automatic rule. */
  actorId: string | null;
  before: CreditSnapshot | null;
  after: CreditSnapshot | null;
}

/** Every write to a credit goes through here, in its transaction: the history is the audit trail. */
export async function recordHistory(tx: DbOrTx, entry: HistoryEntry): Promise<void> {
  await tx.insert(creditHistory).values(entry);
}
