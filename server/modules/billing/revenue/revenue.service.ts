import { and, asc, count, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Revenue } from '../../../../domain/billing/admin';
import { SUBSCRIPTION_STATUSES } from '../../../../domain/billing/api';
import { centsToAmount } from '../../../../domain/billing/plans';
import type { Db } from '../../../platform/db/database';
import { invoices, plans, subscriptions } from '../../../platform/db/schema';

const MONTHS = 12;

/** 'YYYY-MM' of the UTC month `back` months before `now`'s. */
function monthKey(now: Date, back: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** What a period total brings in per month: an annual total over twelve months, rounded half up to the cent. */
export const monthlyEquivalentCents = (totalCents: number, billingCycle: 'monthly' | 'annually') =>
  billingCycle === 'annually' ? Math.round(totalCents / 12) : totalCents;

/**
 * The platform's revenue for the super admin (issue 6). Across organisations on purpose: this is
 * the one place that reads every tenant's billing, behind `access: 'super_admin'`.
 */
export function createRevenueService(deps: { db: Db; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    async summary(): Promise<Revenue> {
      const now = clock();
      const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
      const month = sql<string>`to_char(date_trunc('month', ${invoices.paidAt} at time zone 'UTC'), 'YYYY-MM')`;

      const [paying, byMonth, byPlan, byStatus] = await Promise.all([
        // Past due still counts: the organisation is billed and keeps working through the grace period.
        db
          .select({ totalCents: subscriptions.totalCents, billingCycle: subscriptions.billingCycle })
          .from(subscriptions)
          .where(and(inArray(subscriptions.status, ['active', 'past_due']), gt(subscriptions.totalCents, 0))),
        db
          .select({ month, cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)`.mapWith(Number) })
          .from(invoices)
          .where(and(eq(invoices.status, 'paid'), gte(invoices.paidAt, firstMonth)))
          .groupBy(month),
        db
          .select({ plan: plans.name, count: count(subscriptions.id) })
          .from(plans)
          .leftJoin(subscriptions, eq(subscriptions.planId, plans.id))
          .groupBy(plans.id, plans.name, plans.minUsers)
          .orderBy(asc(plans.minUsers)),
        db.select({ status: subscriptions.status, count: count() }).from(subscriptions).groupBy(subscriptions.status),
      ]);

      const mrrCents = paying.reduce((sum, row) => sum + monthlyEquivalentCents(row.totalCents, row.billingCycle), 0);
      const monthTotals = new Map(byMonth.map((row) => [row.month, row.cents]));
      const statusCounts = new Map(byStatus.map((row) => [row.status, row.count]));
      return {
        mrr: centsToAmount(mrrCents),
        arr: centsToAmount(mrrCents * 12),
        currency: 'usd',
        revenueByMonth: Array.from({ length: MONTHS }, (_, i) => {
          const key = monthKey(now, MONTHS - 1 - i);
          return { month: key, amount: centsToAmount(monthTotals.get(key) ?? 0) };
        }),
        organizationsByPlan: byPlan,
        organizationsByStatus: SUBSCRIPTION_STATUSES.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
        payingOrganizations: paying.length,
      };
    },
  };
}

export type RevenueService = ReturnType<typeof createRevenueService>;
