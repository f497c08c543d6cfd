import { and, eq, sql } from 'drizzle-orm';
import { addBillingPeriod } from '../../../domain/billing/pricing';
import type { Db, Tx } from '../../platform/db/database';
import { checkoutSessions, invoices, paymentMethods, plans, promoCodes, subscriptions, transactions, type InvoiceLine } from '../../platform/db/schema';
import type { CardBrand } from '../../../domain/billing/api';
import type { CardDetails } from './providers/provider';
import { describeSeats } from './billingText';
import { scheduleSubscriptionJobs } from './lifecycle/lifecycleJobs';
import { resumeSubscriptionJobs } from './lifecycle/resumeJobs';

type SessionRow = typeof checkoutSessions.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** How a provider says a checkout ended. */
export type CheckoutOutcome =
  | { paid: true; card: CardDetails | null; providerReference: string | null; providerCustomerId?: string | null; providerSubscriptionId?: string | null }
  | { paid: false; message: string };

export interface CompletionResult {
  /** False when the session had already ended: a replayed or late event, which changes nothing. */
  applied: boolean;
  session: SessionRow;
}

/**
 * The one place a payment turns into what it bought (issue 6: both providers end here).
 * Idempotent: the session row is locked and only an 'open' session is completed, so a replayed
 * webhook, a second click or a late event after a newer checkout replaced this one change nothing.
 */
export async function completeCheckout(db: Db, sessionId: string, outcome: CheckoutOutcome, now: Date): Promise<CompletionResult> {
  return db.transaction(async (tx) => {
    const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).for('update');
    if (!session) throw new Error(`Checkout session ${sessionId} does not exist`);
    if (session.status !== 'open') return { applied: false, session };

    if (!outcome.paid) {
      const [failed] = await tx
        .update(checkoutSessions)
        .set({ status: 'failed', failureMessage: outcome.message, completedAt: now })
        .where(eq(checkoutSessions.id, session.id))
        .returning();
      if (session.purpose !== 'setup') {
        await tx.insert(transactions).values({
          organizationId: session.organizationId,
          kind: session.purpose === 'retry' ? 'retry' : 'checkout',
          status: 'failed',
          amountCents: session.amountDueCents,
          description: `Payment failed: ${outcome.message}`,
          checkoutSessionId: session.id,
          invoiceId: session.invoiceId,
        });
      }
      return { applied: true, session: failed! };
    }

    const card = outcome.card ? await saveCard(tx, session, outcome.card, now) : null;
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.organizationId, session.organizationId)).for('update');
    if (!subscription) throw new Error(`Organisation ${session.organizationId} has no subscription`);

    let invoiceId: string | null = session.invoiceId;
    if (session.purpose === 'subscribe' || session.purpose === 'change') {
      invoiceId = await applyPurchase(tx, session, subscription, card, outcome, now);
    } else if (session.purpose === 'retry') {
      await settleOpenInvoice(tx, session, subscription, card, now);
    } else {
      await tx.insert(transactions).values({
        organizationId: session.organizationId,
        kind: 'payment_method',
        status: 'info',
        description: card ? `Card ${card.brand} ending ${card.last4} saved` : 'Card saved',
        checkoutSessionId: session.id,
        cardBrand: card?.brand,
        cardLast4: card?.last4,
      });
    }

    const [paid] = await tx
      .update(checkoutSessions)
      .set({ status: 'paid', completedAt: now, invoiceId })
      .where(eq(checkoutSessions.id, session.id))
      .returning();
    return { applied: true, session: paid! };
  });
}

/** Keeps the card (brand, last four, expiry and the provider's handle only); the first card is the default. */
async function saveCard(tx: Tx, session: SessionRow, card: CardDetails, now: Date) {
  const [existingDefault] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.organizationId, session.organizationId), eq(paymentMethods.isDefault, true)));
  // A card saved on purpose ('setup') or paid with becomes the default: it is the one that works.
  if (existingDefault) await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.id, existingDefault.id));
  // Paying with the same card again is not a new card: the same brand, last four and expiry
  // replace the saved one's handle (the provider makes a new one per checkout) instead of piling up.
  const [same] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.organizationId, session.organizationId),
        eq(paymentMethods.provider, session.provider),
        eq(paymentMethods.brand, card.brand),
        eq(paymentMethods.last4, card.last4),
        eq(paymentMethods.expMonth, card.expMonth),
        eq(paymentMethods.expYear, card.expYear),
      ),
    );
  if (same) {
    const [updated] = await tx
      .update(paymentMethods)
      .set({ providerPaymentMethodId: card.providerPaymentMethodId, isDefault: true })
      .where(eq(paymentMethods.id, same.id))
      .returning();
    return updated!;
  }
  const [saved] = await tx
    .insert(paymentMethods)
    .values({
      organizationId: session.organizationId,
      provider: session.provider,
      providerPaymentMethodId: card.providerPaymentMethodId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: true,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [paymentMethods.organizationId, paymentMethods.providerPaymentMethodId],
      set: { isDefault: true, expMonth: card.expMonth, expYear: card.expYear },
    })
    .returning();
  return saved!;
}

/** A new subscription, or an upgrade that applies at once (DESIGN.md: upgrades are immediate, prorated). */
async function applyPurchase(
  tx: Tx,
  session: SessionRow,
  subscription: SubscriptionRow,
  card: { brand: CardBrand; last4: string } | null,
  outcome: Extract<CheckoutOutcome, { paid: true }>,
  now: Date,
): Promise<string | null> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, session.planId));
  // A change within a running paid period keeps the period; anything else starts a new one now.
  const keepsPeriod =
    session.purpose === 'change' && subscription.status === 'active' && subscription.totalCents > 0 && subscription.currentPeriodEnd !== null && subscription.billingCycle === session.billingCycle;
  const periodStart = keepsPeriod ? subscription.currentPeriodStart : now;
  const periodEnd = keepsPeriod ? subscription.currentPeriodEnd! : session.totalCents > 0 ? addBillingPeriod(now, session.billingCycle) : null;

  const [updated] = await tx
    .update(subscriptions)
    .set({
      planId: session.planId,
      quantity: session.quantity,
      billingCycle: session.billingCycle,
      totalCents: session.totalCents,
      promoCodeId: session.promoCodeId,
      status: 'active',
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      trialEndsAt: null,
      cancelAtPeriodEnd: false,
      scheduledPlanId: null,
      scheduledQuantity: null,
      scheduledBillingCycle: null,
      pastDueSince: null,
      statusBeforeRestriction: null,
      ...(session.amountDueCents > 0 ? { lastPaymentAt: now, lastPaymentCents: session.amountDueCents } : {}),
      provider: session.provider,
      ...(outcome.providerCustomerId ? { providerCustomerId: outcome.providerCustomerId } : {}),
      ...(outcome.providerSubscriptionId ? { providerSubscriptionId: outcome.providerSubscriptionId } : {}),
      updatedAt: now,
    })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  if (session.promoCodeId) await tx.update(promoCodes).set({ redemptions: sql`${promoCodes.redemptions} + 1` }).where(eq(promoCodes.id, session.promoCodeId));
  await scheduleSubscriptionJobs(tx, updated!);

  const seats = describeSeats(plan!.name, session.quantity, session.billingCycle);
  let invoiceId: string | null = null;
  if (session.amountDueCents > 0) {
    const lines: InvoiceLine[] = [];
    if (keepsPeriod) {
      lines.push({ description: `${seats}, prorated for the rest of the current period`, quantity: 1, unitCents: session.amountDueCents, amountCents: session.amountDueCents });
    } else {
      lines.push({ description: seats, quantity: session.quantity, unitCents: Math.round(session.subtotalCents / session.quantity), amountCents: session.subtotalCents });
      // Monthly to annual: the unused part of the month already paid for is credited.
      const credit = session.totalCents - session.amountDueCents;
      if (credit > 0) lines.push({ description: 'Unused time on the previous billing period', quantity: 1, unitCents: -credit, amountCents: -credit });
    }
    const discountCents = keepsPeriod ? 0 : session.discountCents;
    const [invoice] = await tx
      .insert(invoices)
      .values({
        organizationId: session.organizationId,
        checkoutSessionId: session.id,
        status: 'paid',
        planName: plan!.name,
        billingCycle: session.billingCycle,
        quantity: session.quantity,
        periodStart,
        periodEnd: periodEnd ?? now,
        lines,
        subtotalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
        discountCents,
        totalCents: session.amountDueCents,
        cardBrand: card?.brand,
        cardLast4: card?.last4,
        issuedAt: now,
        paidAt: now,
      })
      .returning({ id: invoices.id });
    invoiceId = invoice!.id;
  }
  await tx.insert(transactions).values({
    organizationId: session.organizationId,
    kind: session.purpose === 'subscribe' ? 'checkout' : 'plan_change',
    status: 'succeeded',
    amountCents: session.amountDueCents,
    description: session.purpose === 'subscribe' ? `Subscribed: ${seats}` : `Plan changed: ${seats}`,
    invoiceId,
    checkoutSessionId: session.id,
    cardBrand: card?.brand ,
    cardLast4: card?.last4,
    providerReference: outcome.providerReference,
    createdAt: now,
  });
  return invoiceId;
}

/** A retry pays the open invoice of a failed renewal; the organisation is active again. */
async function settleOpenInvoice(tx: Tx, session: SessionRow, subscription: SubscriptionRow, card: { brand: CardBrand; last4: string } | null, now: Date) {
  if (session.invoiceId) {
    await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: now, cardBrand: card?.brand , cardLast4: card?.last4 })
      .where(and(eq(invoices.id, session.invoiceId), eq(invoices.status, 'open')));
  }
  const [updated] = await tx
    .update(subscriptions)
    .set({ status: 'active', pastDueSince: null, lastPaymentAt: now, lastPaymentCents: session.amountDueCents, updatedAt: now })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  // A suspended organisation may pay after its period ended: that job found it suspended and is spent.
  await resumeSubscriptionJobs(tx, updated!, now);
  await tx.insert(transactions).values({
    organizationId: session.organizationId,
    kind: 'retry',
    status: 'succeeded',
    amountCents: session.amountDueCents,
    description: 'Failed payment settled',
    invoiceId: session.invoiceId,
    checkoutSessionId: session.id,
    cardBrand: card?.brand ,
    cardLast4: card?.last4,
    createdAt: now,
  });
}
