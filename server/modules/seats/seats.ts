import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database';
import { invites, plans, subscriptions, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { AppError } from '../../platform/http/errors';
import { centsToAmount, type Plan, UPGRADE_REQUIRED_TEXT } from '../../../domain/billing/plans';

type PlanRow = typeof plans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A catalogue row as the API and the billing answers show it. */
export function toApiPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    min_users: row.minUsers,
    max_users: row.maxUsers,
    monthly_price: centsToAmount(row.monthlyPriceCents),
    annual_price: centsToAmount(row.annualPriceCents),
    description: row.description,
    feature_title: row.featureTitle,
    features: row.features,
    trial_days: row.trialDays,
    is_custom_plan: row.isCustomPlan,
  };
}

/** The free tier: the plan of the catalogue that starts at one user and costs nothing. */
export async function freePlan(tx: DbOrTx): Promise<PlanRow> {
  const [plan] = await tx.select().from(plans).orderBy(asc(plans.minUsers)).limit(1);
  if (!plan) throw new Error('The plan catalogue is empty: run the migrations');
  return plan;
}

export interface SeatUsage {
  subscription: SubscriptionRow;
  plan: PlanRow;
  /** Active users plus pending, unexpired invites (DESIGN.md, Billing model). */
  used: number;
  limit: number;
}

/**
 * Seats in use and the limit. With `lock`, the subscription row is locked for the rest
 * of the transaction, so two concurrent invites cannot both take the last seat.
 */
export async function seatUsage(tx: DbOrTx, organizationId: string, options: { lock?: boolean } = {}): Promise<SeatUsage> {
  const query = tx.select().from(subscriptions).where(inOrganization(subscriptions, organizationId)).limit(1);
  const [subscription] = options.lock ? await query.for('update') : await query;
  if (!subscription) throw new AppError(409, 'CONFLICT', 'This organization has no subscription');
  const [plan] = await tx.select().from(plans).where(eq(plans.id, subscription.planId)).limit(1);
  const [[activeUsers], [pendingInvites]] = await Promise.all([
    tx.select({ n: count() }).from(users).where(inOrganization(users, organizationId, eq(users.status, 'active'))),
    tx
      .select({ n: count() })
      .from(invites)
      .where(inOrganization(invites, organizationId, and(eq(invites.status, 'pending'), gt(invites.expiresAt, new Date())))),
  ]);
  const limit = plan!.maxUsers === null ? subscription.quantity : Math.min(subscription.quantity, plan!.maxUsers);
  return { subscription, plan: plan!, used: (activeUsers?.n ?? 0) + (pendingInvites?.n ?? 0), limit };
}

/** Refuses taking `extra` seats past the limit, with the flag the web turns into 'Upgrade Required'. */
export function assertSeatsAvailable(usage: SeatUsage, extra: number): void {
  if (usage.used + extra > usage.limit) {
    throw new AppError(402, 'UPGRADE_REQUIRED', UPGRADE_REQUIRED_TEXT, {
      isUpgradeRequired: true,
      seatsInUse: usage.used,
      seatLimit: usage.limit,
    });
  }
}

/**
 * How many projects the organisation's plan allows, or null for no limit. With `lock`, the
 * subscription row is locked for the rest of the transaction, so two parallel creations
 * cannot both take the last project slot.
 */
export async function projectLimit(tx: DbOrTx, organizationId: string, options: { lock?: boolean } = {}): Promise<number | null> {
  const query = tx
    .select({ maxProjects: plans.maxProjects })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.organizationId, organizationId))
    .limit(1);
  const [limit] = options.lock ? await query.for('update', { of: subscriptions }) : await query;
  return limit?.maxProjects ?? null;
}

export function createSeatsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    seatUsage: (organizationId: string) => seatUsage(db, organizationId),
  };
}

export type SeatsService = ReturnType<typeof createSeatsService>;
