import { desc, lt } from 'drizzle-orm';
import type { Transaction } from '../../../../domain/billing/api';
import { centsToAmount } from '../../../../domain/billing/plans';
import type { Db } from '../../../platform/db/database';
import { transactions } from '../../../platform/db/schema';
import { inOrganization } from '../../../platform/db/tenant';
import { cardOf } from '../invoices/invoices.service';

type TransactionRow = typeof transactions.$inferSelect;

export function presentTransaction(row: TransactionRow): Transaction {
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    amount: centsToAmount(row.amountCents),
    description: row.description,
    invoiceId: row.invoiceId,
    card: cardOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function createTransactionsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** The billing history, newest first; `before` pages back from the oldest entry already shown. */
    async list(organizationId: string, page: { limit: number; before?: Date }): Promise<Transaction[]> {
      const rows = await db
        .select()
        .from(transactions)
        .where(inOrganization(transactions, organizationId, page.before ? lt(transactions.createdAt, page.before) : undefined))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(page.limit);
      return rows.map(presentTransaction);
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
