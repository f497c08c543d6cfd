import { and, asc, eq } from 'drizzle-orm';
import {
  CHECKOUT_CLOSED_TEXT,
  CONTACT_SALES_TEXT,
  RESTRICTED_CHECKOUT_TEXT,
  SAME_PLAN_TEXT,
  invalidDowngradeText,
  type CardBrand,
  type CheckoutSession,
  type PriceResult,
} from '../../../domain/billing/api';
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
import type { Db, DbOrTx } from '../../platform/db/database';
import { checkoutSessions, paymentMethods, plans, promoCodes, subscriptions, transactions, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors';
import { toApiPlan } from '../plans/plans.service';
import { seatUsage } from '../subscriptions/subscriptions.service';
import { describeSeats } from './billingText';
import { completeCheckout } from './completion';
import type { PaymentProvider } from './providers/provider';

type PlanRow = typeof plans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type PromoRow = typeof promoCodes.$inferSelect;
type SessionRow = typeof checkoutSessions.$inferSelect;

export interface Choice {
  quantity: number;
  billing_cycle: BillingCycle;
  promotionCode: string | null;
}

/** A hosted checkout stays payable for a day, like Stripe's default. */
const CHECKOUT_LIFETIME_MS = 24 * 3_600_000;

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

export function presentSession(session: SessionRow, planName: string, card: { brand: CardBrand; last4: string } | null): CheckoutSession {
  return {
    _id: session.id,
    status: session.status,
    purpose: session.purpose,
    planName,
    quantity: session.quantity,
    billingCycle: session.billingCycle,
    subtotal: centsToAmount(session.subtotalCents),
    discount: centsToAmount(session.discountCents),
    total: centsToAmount(session.totalCents),
    amountDue: centsToAmount(session.amountDueCents),
    failureMessage: session.failureMessage,
    card,
    invoiceId: session.invoiceId,
    createdAt: session.createdAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    completedAt: session.completedAt?.toISOString() ?? null,
  };
}

export function createCheckoutService(deps: { db: Db; provider: PaymentProvider; appUrl: string; clock?: () => Date }) {
  const { db, provider, appUrl } = deps;
  const clock = deps.clock ?? (() => new Date());
  const statusUrl = (sessionId: string) => `${appUrl}/payment-status?session_id=${sessionId}`;

  /** A change that needs no payment now is recorded as a session completed on the spot. */
  async function completeWithoutPayment(session: SessionRow, now: Date) {
    await completeCheckout(db, session.id, { paid: true, card: null, providerReference: null }, now);
  }

  return {
    async price(organizationId: string, choice: Choice): Promise<PriceResult> {
      return presentQuote(await quoteChoice(db, organizationId, choice, clock()), choice);
    },

    /** GET /api/upgrade/check: can this choice be bought (seat rules, plan, restriction)? */
    async upgradeCheck(organizationId: string, choice: { quantity: number; billing_cycle?: BillingCycle }) {
      try {
        const quote = await quoteChoice(db, organizationId, { quantity: choice.quantity, billing_cycle: choice.billing_cycle ?? 'monthly', promotionCode: null }, clock());
        if (quote.subscription.status === 'restricted') return { success: true as const, isUpgradePossible: false, message: RESTRICTED_CHECKOUT_TEXT };
        return { success: true as const, isUpgradePossible: true };
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 400) return { success: true as const, isUpgradePossible: false, message: error.message };
        throw error;
      }
    },

    /** GET /api/downgrade/check: are there few enough seats in use for this quantity? */
    async downgradeCheck(organizationId: string, quantity: number) {
      const usage = await seatUsage(db, organizationId);
      if (quantity < usage.used) return { success: true as const, isDowngradePossible: false, message: invalidDowngradeText(usage.used, quantity) };
      return { success: true as const, isDowngradePossible: true };
    },

    /**
     * POST /api/checkout. The subscription row is locked while the session is made, and any other
     * open session of the organisation is expired: two concurrent checkouts leave one payable, so
     * one organisation never pays twice for one change.
     */
    async checkout(actor: { organizationId: string; userId: string }, choice: Choice): Promise<{ url: string }> {
      const now = clock();
      const { session, quote } = await db.transaction(async (tx) => {
        const quote = await quoteChoice(tx, actor.organizationId, choice, now, { lock: true });
        const { subscription } = quote;
        if (subscription.status === 'restricted') throw new AppError(403, 'FORBIDDEN', RESTRICTED_CHECKOUT_TEXT);
        const unchanged =
          subscription.planId === quote.plan.id &&
          subscription.quantity === choice.quantity &&
          subscription.billingCycle === choice.billing_cycle &&
          (subscription.status === 'active' || subscription.status === 'past_due') &&
          !subscription.cancelAtPeriodEnd &&
          subscription.scheduledQuantity === null &&
          !quote.promo;
        if (unchanged) throw badRequest(SAME_PLAN_TEXT);
        await tx
          .update(checkoutSessions)
          .set({ status: 'expired', completedAt: now })
          .where(inOrganization(checkoutSessions, actor.organizationId, eq(checkoutSessions.status, 'open')));
        const [session] = await tx
          .insert(checkoutSessions)
          .values({
            organizationId: actor.organizationId,
            createdBy: actor.userId,
            provider: provider.name,
            purpose: quote.current ? 'change' : 'subscribe',
            planId: quote.plan.id,
            quantity: choice.quantity,
            billingCycle: choice.billing_cycle,
            promoCodeId: quote.promo?.id ?? null,
            subtotalCents: quote.subtotal,
            discountCents: quote.discount,
            totalCents: quote.total,
            amountDueCents: quote.scheduled ? 0 : quote.amountDue,
            createdAt: now,
            expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
          })
          .returning();
        if (quote.scheduled) {
          // Spec 8: fewer seats or annual to monthly start when the period ends, no refund.
          await tx
            .update(subscriptions)
            .set({ scheduledPlanId: quote.plan.id, scheduledQuantity: choice.quantity, scheduledBillingCycle: choice.billing_cycle, cancelAtPeriodEnd: false, updatedAt: now })
            .where(eq(subscriptions.id, subscription.id));
          await tx
            .update(checkoutSessions)
            .set({ status: 'paid', completedAt: now })
            .where(eq(checkoutSessions.id, session!.id));
          await tx.insert(transactions).values({
            organizationId: actor.organizationId,
            kind: 'scheduled_change',
            status: 'info',
            description: `Scheduled for ${subscription.currentPeriodEnd!.toISOString().slice(0, 10)}: ${describeSeats(quote.plan.name, choice.quantity, choice.billing_cycle)}`,
            checkoutSessionId: session!.id,
            createdAt: now,
          });
        }
        return { session: session!, quote };
      });

      const stripeSubscriptionId = quote.subscription.provider === provider.name ? quote.subscription.providerSubscriptionId : null;
      const unitCents = unitPriceCents(toApiPlan(quote.plan), session.billingCycle);
      if (quote.scheduled) {
        // A provider that renews by itself bills the new seats from its next invoice: no proration, no refund.
        if (stripeSubscriptionId && provider.updateSubscriptionQuantity) {
          const told = await provider.updateSubscriptionQuantity({
            providerSubscriptionId: stripeSubscriptionId,
            quantity: session.quantity,
            unitCents,
            billingCycle: session.billingCycle,
            prorationBehavior: 'none',
          });
          if (!told.ok) {
            await db
              .update(subscriptions)
              .set({ scheduledPlanId: null, scheduledQuantity: null, scheduledBillingCycle: null })
              .where(eq(subscriptions.id, quote.subscription.id));
            throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', `The payment provider refused the change: ${told.message}`);
          }
        }
        return { url: statusUrl(session.id) };
      }
      if (stripeSubscriptionId && provider.updateSubscriptionQuantity && session.amountDueCents > 0) {
        // An upgrade of a subscription the provider runs: it prorates and charges the card on file.
        const result = await provider.updateSubscriptionQuantity({ providerSubscriptionId: stripeSubscriptionId, quantity: session.quantity, unitCents, billingCycle: session.billingCycle });
        await completeCheckout(db, session.id, result.ok ? { paid: true, card: null, providerReference: result.providerReference } : { paid: false, message: result.message }, now);
        return { url: statusUrl(session.id) };
      }
      if (session.amountDueCents === 0) {
        await completeWithoutPayment(session, now);
        return { url: statusUrl(session.id) };
      }
      const [payer] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
      const created = await provider.createCheckout({
        sessionId: session.id,
        organizationId: actor.organizationId,
        purpose: session.purpose,
        planName: quote.plan.name,
        quantity: session.quantity,
        billingCycle: session.billingCycle,
        unitCents,
        amountDueCents: session.amountDueCents,
        customerEmail: payer?.email ?? null,
        providerCustomerId: quote.subscription.providerCustomerId,
        returnUrl: statusUrl(session.id),
        cancelUrl: `${appUrl}/billing`,
      });
      await db.update(checkoutSessions).set({ providerSessionId: created.providerSessionId }).where(eq(checkoutSessions.id, session.id));
      if (created.providerCustomerId) {
        await db.update(subscriptions).set({ providerCustomerId: created.providerCustomerId }).where(eq(subscriptions.organizationId, actor.organizationId));
      }
      return { url: created.url };
    },

    /** GET /api/session/{id}: one of the caller's organisation's checkouts. */
    async session(organizationId: string, sessionId: string): Promise<CheckoutSession> {
      const [row] = await db
        .select({ session: checkoutSessions, planName: plans.name })
        .from(checkoutSessions)
        .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
        .where(inOrganization(checkoutSessions, organizationId, eq(checkoutSessions.id, sessionId)));
      if (!row) throw notFound('Checkout session not found');
      let session = row.session;
      if (session.status === 'open' && session.expiresAt <= clock()) {
        [session = row.session] = await db
          .update(checkoutSessions)
          .set({ status: 'expired', completedAt: clock() })
          .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')))
          .returning();
      }
      const [card] =
        session.status === 'paid' && session.amountDueCents > 0
          ? await db
              .select({ brand: paymentMethods.brand, last4: paymentMethods.last4 })
              .from(paymentMethods)
              .where(inOrganization(paymentMethods, organizationId, eq(paymentMethods.isDefault, true)))
          : [];
      return presentSession(session, row.planName, card ?? null);
    },

    /** The open session a hosted checkout page may pay; anything else is closed. */
    async openSession(organizationId: string, sessionId: string): Promise<SessionRow> {
      const [session] = await db.select().from(checkoutSessions).where(inOrganization(checkoutSessions, organizationId, eq(checkoutSessions.id, sessionId)));
      if (!session) throw notFound('Checkout session not found');
      if (session.status !== 'open' || session.expiresAt <= clock()) throw conflict(CHECKOUT_CLOSED_TEXT);
      return session;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
