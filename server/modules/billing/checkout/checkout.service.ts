import { and, eq } from 'drizzle-orm';
import {
  CHECKOUT_CLOSED_TEXT,
  RESTRICTED_CHECKOUT_TEXT,
  SAME_PLAN_TEXT,
  invalidDowngradeText,
  type CardBrand,
  type CheckoutSession,
  type PriceResult,
} from '../../../../domain/billing/api';
import { centsToAmount } from '../../../../domain/billing/plans';
import { unitPriceCents, type BillingCycle } from '../../../../domain/billing/pricing';
import type { Db } from '../../../platform/db/database';
import { checkoutSessions, paymentMethods, plans, subscriptions, transactions } from '../../../platform/db/schema';
import { inOrganization } from '../../../platform/db/tenant';
import { AppError, badRequest, conflict, notFound } from '../../../platform/http/errors';
import { seatUsage, toApiPlan } from '../../seats';
import { describeSeats } from '../billingText';
import { completeCheckout } from '../completion';
import { expireAtProvider, openCheckoutSession, paymentStatusUrl, startHostedCheckout } from './hostedCheckout';
import type { PaymentProvider } from '../providers/provider';
import { presentQuote, quoteChoice, type Choice } from '../quote';

type SessionRow = typeof checkoutSessions.$inferSelect;


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
  const statusUrl = (sessionId: string) => paymentStatusUrl(appUrl, sessionId);

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
      const { session, quote, replaced } = await db.transaction(async (tx) => {
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
        const { session, replaced } = await openCheckoutSession(
          tx,
          { actor, provider, now },
          {
            purpose: quote.current ? 'change' : 'subscribe',
            planId: quote.plan.id,
            quantity: choice.quantity,
            billingCycle: choice.billing_cycle,
            promoCodeId: quote.promo?.id ?? null,
            subtotalCents: quote.subtotal,
            discountCents: quote.discount,
            totalCents: quote.total,
            amountDueCents: quote.scheduled ? 0 : quote.amountDue,
          },
        );
        if (quote.scheduled) {
          // Spec 8: fewer seats or annual to monthly start when the period ends, no refund.
          await tx
            .update(subscriptions)
            .set({ scheduledPlanId: quote.plan.id, scheduledQuantity: choice.quantity, scheduledBillingCycle: choice.billing_cycle, cancelAtPeriodEnd: false, updatedAt: now })
            .where(eq(subscriptions.id, subscription.id));
          await tx
            .update(checkoutSessions)
            .set({ status: 'paid', completedAt: now })
            .where(eq(checkoutSessions.id, session.id));
          await tx.insert(transactions).values({
            organizationId: actor.organizationId,
            kind: 'scheduled_change',
            status: 'info',
            description: `Scheduled for ${subscription.currentPeriodEnd!.toISOString().slice(0, 10)}: ${describeSeats(quote.plan.name, choice.quantity, choice.billing_cycle)}`,
            checkoutSessionId: session.id,
            createdAt: now,
          });
        }
        return { session, quote, replaced };
      });
      await expireAtProvider(provider, replaced);

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
      return startHostedCheckout(
        { db, provider, appUrl },
        { session, payerId: actor.userId, planName: quote.plan.name, unitCents, providerCustomerId: quote.subscription.providerCustomerId },
      );
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
