import { asc, eq } from 'drizzle-orm';
import { CONTACT_SALES_TEXT, invalidDowngradeText, type PriceResult } from '../../../domain/billing/api';
import { centsToAmount, planForSeats } from '../../../domain/billing/plans';
import {
  PROMO_UNKNOWN_TEXT,
  PromoCodeError,
  isScheduledChange,
  normalizePromoCode,
  priceQuote,
  seatsProblem,
  unitPriceCents,
  type BillingCycle,
  type CurrentSubscription,
  type PromoCode,
} from '../../../domain/billing/pricing';
import type { DbOrTx } from '../../platform/db/database';
import { plans, promoCodes, type subscriptions } from '../../platform/db/schema';
import { AppError, badRequest } from '../../platform/http/errors';
import { seatUsage, toApiPlan } from '../seats';

type PlanRow = typeof plans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type PromoRow = typeof promoCodes.$inferSelect;

/** What the customer asks for: POST /api/checkout's body, GET /api/price's query. */
export interface Choice {
  quantity: number;
  billing_cycle: BillingCycle;
  promotionCode: string | null;
}

/** Spec 8: a 400 the upgrade dialog shows inline under the membership details. */
export const invalidDowngrade = (inUse: number, quantity: number) =>
  new AppError(400, 'VALIDATION_FAILED', invalidDowngradeText(inUse, quantity), { isInvalidDowngradeQuantity: true, seatsInUse: inUse });

export const promoAsPricing = (row: PromoRow): PromoCode => ({
  code: row.code,
  kind: row.kind,
  percentOff: row.percentOffBasisPoints === null ? undefined : row.percentOffBasisPoints / 100,
  amountOffCents: row.amountOffCents ?? undefined,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  maxRedemptions: row.maxRedemptions,
  redemptions: row.redemptions,
  planId: row.planId,
});

/** The subscription as pricing sees it when it is a running paid period; null means "buying anew". */
export function paidPeriod(subscription: SubscriptionRow): CurrentSubscription | null {
  if (subscription.status !== 'active' || subscription.totalCents <= 0 || !subscription.currentPeriodEnd) return null;
  return {
    seats: subscription.quantity,
    billingCycle: subscription.billingCycle,
    totalCents: subscription.totalCents,
    periodStart: subscription.currentPeriodStart,
    periodEnd: subscription.currentPeriodEnd,
  };
}

export interface Quote {
  plan: PlanRow;
  promo: PromoRow | null;
  subscription: SubscriptionRow;
  current: CurrentSubscription | null;
  subtotal: number;
  discount: number;
  total: number;
  adjustment: number;
  /** What is charged now: the whole total for a new subscription, the adjustment for a change. */
  amountDue: number;
  scheduled: boolean;
  seatsInUse: number;
}

/**
 * Prices a choice for an organisation, refusing what cannot be bought (spec 5 seat rules, a custom
 * plan, fewer seats than in use, a promo code that does not apply). Server-side and authoritative:
 * the web's own numbers are only a preview.
 */
export async function quoteChoice(tx: DbOrTx, organizationId: string, choice: Choice, now: Date, options: { lock?: boolean } = {}): Promise<Quote> {
  const problem = seatsProblem({ seats: choice.quantity, billingCycle: choice.billing_cycle });
  if (problem) throw badRequest(problem);
  const usage = await seatUsage(tx, organizationId, options);
  const catalogue = await tx.select().from(plans).orderBy(asc(plans.minUsers));
  const apiPlans = catalogue.map(toApiPlan);
  const chosen = planForSeats(apiPlans, choice.quantity);
  const plan = catalogue.find((row) => row.id === chosen?.id);
  if (!plan) throw badRequest('No plan covers this number of users');
  if (plan.isCustomPlan) throw badRequest(CONTACT_SALES_TEXT);
  if (choice.quantity < usage.used) throw invalidDowngrade(usage.used, choice.quantity);

  let promo: PromoRow | null = null;
  if (choice.promotionCode) {
    [promo = null] = await tx.select().from(promoCodes).where(eq(promoCodes.code, normalizePromoCode(choice.promotionCode)));
    if (!promo) throw badRequest(PROMO_UNKNOWN_TEXT, { field: 'promotionCode' });
  }
  const subscription = usage.subscription;
  const current = paidPeriod(subscription);
  try {
    const quote = priceQuote({
      plan: toApiPlan(plan),
      seats: choice.quantity,
      billingCycle: choice.billing_cycle,
      promo: promo ? promoAsPricing(promo) : null,
      current,
      now,
    });
    const scheduled = current !== null && isScheduledChange(current, { seats: choice.quantity, billingCycle: choice.billing_cycle });
    return { plan, promo, subscription, current, ...quote, amountDue: current ? quote.adjustment : quote.total, scheduled, seatsInUse: usage.used };
  } catch (error) {
    if (error instanceof PromoCodeError) throw badRequest(error.message, { field: 'promotionCode' });
    throw error;
  }
}

export function presentQuote(quote: Quote, choice: Choice): PriceResult {
  return {
    subtotal: centsToAmount(quote.subtotal),
    discount: centsToAmount(quote.discount),
    total: centsToAmount(quote.total),
    adjustment: centsToAmount(quote.adjustment),
    planId: quote.plan.id,
    planName: quote.plan.name,
    unitPrice: centsToAmount(unitPriceCents(toApiPlan(quote.plan), choice.billing_cycle)),
    quantity: choice.quantity,
    billingCycle: choice.billing_cycle,
    isScheduledChange: quote.scheduled,
  };
}
