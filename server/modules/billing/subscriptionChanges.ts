import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { type plans, subscriptions, transactions } from '../../platform/db/schema';
import { freePlan } from '../seats';
import { scheduleSubscriptionJobs } from './lifecycle/lifecycleJobs';

/**
 * The writes of the subscription (and its billing history) that start outside billing: a new
 * organisation's free tier (auth) and the customer's cancel, reactivate and trial (the
 * subscriptions module, which checks and locks the row first and hands it in with its transaction).
 */
type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Every new organisation starts on the free tier with as many seats as it allows. */
export async function startFreeSubscription(tx: DbOrTx, organizationId: string): Promise<void> {
  const plan = await freePlan(tx);
  await tx.insert(subscriptions).values({ organizationId, planId: plan.id, quantity: plan.maxUsers ?? plan.minUsers, status: 'active' });
}

/** Cancels at the period end (undoable until then), with its line in the billing history. */
export async function cancelAtPeriodEnd(tx: DbOrTx, subscription: SubscriptionRow, now: Date): Promise<void> {
  await tx.update(subscriptions).set({ cancelAtPeriodEnd: true, updatedAt: now }).where(eq(subscriptions.id, subscription.id));
  await tx.insert(transactions).values({
    organizationId: subscription.organizationId,
    kind: 'cancellation',
    status: 'info',
    description: `Cancellation requested: the subscription ends on ${day(subscription.currentPeriodEnd!)}`,
    createdAt: now,
  });
}

/** Undoes a cancellation before the period ends, with its line in the billing history. */
export async function undoCancellation(tx: DbOrTx, subscription: SubscriptionRow, now: Date): Promise<void> {
  await tx.update(subscriptions).set({ cancelAtPeriodEnd: false, updatedAt: now }).where(eq(subscriptions.id, subscription.id));
  await tx.insert(transactions).values({
    organizationId: subscription.organizationId,
    kind: 'reactivation',
    status: 'info',
    description: `Cancellation undone: the subscription renews on ${day(subscription.currentPeriodEnd!)}`,
    createdAt: now,
  });
}

/** Puts the subscription on the plan's trial until `trialEndsAt`, schedules its end and records it. */
export async function startTrialSubscription(
  tx: DbOrTx,
  subscription: SubscriptionRow,
  trial: { plan: PlanRow; quantity: number; trialEndsAt: Date; now: Date },
): Promise<void> {
  const { plan, quantity, trialEndsAt, now } = trial;
  const [trialing] = await tx
    .update(subscriptions)
    .set({
      planId: plan.id,
      quantity,
      billingCycle: 'monthly',
      status: 'trialing',
      trialEndsAt,
      currentPeriodStart: now,
      currentPeriodEnd: trialEndsAt,
      totalCents: 0,
      promoCodeId: null,
      cancelAtPeriodEnd: false,
      scheduledPlanId: null,
      scheduledQuantity: null,
      scheduledBillingCycle: null,
      pastDueSince: null,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  await scheduleSubscriptionJobs(tx, trialing!);
  await tx.insert(transactions).values({
    organizationId: subscription.organizationId,
    kind: 'trial_start',
    status: 'info',
    description: `Trial started: ${plan.name}, ${quantity} seats, until ${day(trialEndsAt)}`,
    createdAt: now,
  });
}
