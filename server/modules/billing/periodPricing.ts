import { eq } from 'drizzle-orm';
import { addBillingPeriod, priceQuote, promoProblem, seatPrice, type BillingCycle, type PriceQuote } from '../../../domain/billing/pricing';
import type { DbOrTx } from '../../platform/db/database';
import { plans, promoCodes, subscriptions } from '../../platform/db/schema';
import { toApiPlan } from '../seats';
import { promoAsPricing } from './quote';

type PlanRow = typeof plans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The end of the period after [start, end]. Clamping does not carry over (pricing.ts): when
 * [start, end] is one whole period, start holds the anchor day unless it was clamped itself, and
 * end holds it unless it was; the later of the two candidates is the unclamped one, so Jan 31
 * renews to Feb 28, then Mar 31, then Apr 30. A new cycle is anchored on the day it starts.
 */
export function nextPeriodEnd(period: { start: Date; end: Date }, cycle: BillingCycle, options: { cycleChanged?: boolean } = {}): Date {
  const fromEnd = addBillingPeriod(period.end, cycle);
  if (options.cycleChanged || addBillingPeriod(period.start, cycle).getTime() !== period.end.getTime()) return fromEnd;
  const fromStart = addBillingPeriod(period.start, cycle, 2);
  return fromStart > fromEnd ? fromStart : fromEnd;
}

/** An invoice's subtotal and discount for a period priced at `totalCents` (after the promo). */
export function periodAmounts(plan: PlanRow, quantity: number, cycle: BillingCycle, totalCents: number) {
  const subtotal = Math.max(totalCents, seatPrice({ plan: toApiPlan(plan), seats: quantity, billingCycle: cycle }));
  return { subtotal, discount: subtotal - totalCents, unitCents: Math.round(subtotal / Math.max(1, quantity)) };
}

export interface ScheduledChangePrice {
  plan: PlanRow;
  quantity: number;
  billingCycle: BillingCycle;
  quote: PriceQuote;
  /** The promotion code still applying to the new plan, or null when it lapsed. */
  promoCodeId: string | null;
}

/**
 * What the subscription's scheduled change (fewer seats, annual to monthly) will cost per period
 * when it starts at `at`. The promotion code is kept while it applies: this organisation already
 * redeemed it, so only its expiry and plan restriction can end it, not its redemption limit.
 */
export async function priceScheduledChange(tx: DbOrTx, subscription: SubscriptionRow, at: Date): Promise<ScheduledChangePrice | null> {
  const { scheduledPlanId, scheduledQuantity, scheduledBillingCycle } = subscription;
  if (!scheduledPlanId || scheduledQuantity === null || !scheduledBillingCycle) return null;
  const [plan] = await tx.select().from(plans).where(eq(plans.id, scheduledPlanId));
  if (!plan) return null;
  const [promoRow] = subscription.promoCodeId ? await tx.select().from(promoCodes).where(eq(promoCodes.id, subscription.promoCodeId)) : [];
  const redeemed = promoRow ? { ...promoAsPricing(promoRow), maxRedemptions: null } : null;
  const promo = redeemed && !promoProblem(redeemed, { planId: plan.id, now: at }) ? redeemed : null;
  const quote = priceQuote({ plan: toApiPlan(plan), seats: scheduledQuantity, billingCycle: scheduledBillingCycle, promo, now: at });
  return { plan, quantity: scheduledQuantity, billingCycle: scheduledBillingCycle, quote, promoCodeId: promo ? promoRow!.id : null };
}
