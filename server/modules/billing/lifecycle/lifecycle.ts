import { and, desc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../../platform/db/database';
import { invoices, paymentMethods, plans, subscriptions, transactions } from '../../../platform/db/schema';
import { inOrganization } from '../../../platform/db/tenant';
import type { JobHandler } from '../../../platform/jobs/queue';
import { describeSeats } from '../billingText';
import { BILLING_JOBS, scheduleSubscriptionJobs } from './lifecycleJobs';
import { nextPeriodEnd, periodAmounts, priceScheduledChange } from '../periodPricing';
import { queueBillingMail } from '../billingMail';
import type { PaymentProvider } from '../providers/provider';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type CardRow = typeof paymentMethods.$inferSelect;

export const NO_PAYMENT_METHOD_TEXT = 'No payment method on file';

/** A renewal invoice waiting for its charge: recorded in one transaction, settled in another. */
interface PendingCharge {
  subscription: SubscriptionRow;
  invoice: InvoiceRow;
  card: CardRow;
  renewedAt: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The subscription's clock (DESIGN.md, Billing model): what happens at a period end, a trial end
 * and a grace period's end. Each handler locks the subscription and does nothing when the moment
 * it was queued for has passed by (a new period, a paid trial, a settled payment), so a job that
 * runs twice, late or after the state moved on changes nothing. `onStatusChange` tells the account
 * lock's cache.
 */
export function createBillingLifecycle(deps: { db: Db; provider: PaymentProvider; logger: Logger; onStatusChange?: (organizationId: string) => void }) {
  const { db, provider, logger } = deps;

  /** Runs `work` in a transaction and tells the account lock about status changes once it committed. */
  async function transact<T>(work: (tx: Tx, changed: (organizationId: string) => void) => Promise<T>): Promise<T> {
    const changedOrganizations: string[] = [];
    const result = await db.transaction((tx) => work(tx, (organizationId) => changedOrganizations.push(organizationId)));
    for (const organizationId of changedOrganizations) deps.onStatusChange?.(organizationId);
    return result;
  }

  async function lock(tx: Tx, subscriptionId: unknown): Promise<SubscriptionRow | undefined> {
    if (typeof subscriptionId !== 'string') return undefined;
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
    return row;
  }

  async function markPastDue(tx: Tx, subscription: SubscriptionRow, invoice: InvoiceRow, failure: { message: string; card: CardRow | null }, now: Date) {
    const { message, card } = failure;
    const [updated] = await tx
      .update(subscriptions)
      .set({ status: 'past_due', pastDueSince: now, updatedAt: now })
      .where(eq(subscriptions.id, subscription.id))
      .returning();
    await tx.insert(transactions).values({
      organizationId: subscription.organizationId,
      kind: 'renewal',
      status: 'failed',
      amountCents: invoice.totalCents,
      description: `Renewal payment failed: ${message}`,
      invoiceId: invoice.id,
      cardBrand: card?.brand,
      cardLast4: card?.last4,
      createdAt: now,
    });
    await scheduleSubscriptionJobs(tx, updated!);
    await queueBillingMail(tx, subscription.organizationId, 'payment_failed', `${invoice.id}`, message);
  }

  /**
   * Cancels, applies a scheduled change, and opens the next period's invoice, in one transaction.
   * Returns the charge still to make (sandbox, with a default card), outside any transaction.
   */
  async function closePeriod(payload: Record<string, unknown>, now: Date): Promise<PendingCharge | null> {
    return transact(async (tx, changed) => {
      let subscription = await lock(tx, payload.subscriptionId);
      const endedAt = typeof payload.periodEnd === 'string' ? payload.periodEnd : null;
      if (!subscription || !endedAt) return null;
      if (subscription.status !== 'active' || subscription.currentPeriodEnd?.toISOString() !== endedAt) {
        return resumableCharge(tx, subscription, endedAt);
      }
      const { organizationId } = subscription;

      if (subscription.cancelAtPeriodEnd) {
        await tx
          .update(subscriptions)
          .set({ status: 'cancelled', scheduledPlanId: null, scheduledQuantity: null, scheduledBillingCycle: null, updatedAt: now })
          .where(eq(subscriptions.id, subscription.id));
        await tx.insert(transactions).values({ organizationId, kind: 'cancellation', status: 'info', description: `Subscription ended on ${day(subscription.currentPeriodEnd!)} as cancelled`, createdAt: now });
        changed(organizationId);
        return null;
      }

      const oldPeriod = { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd! };
      let cycleChanged = false;
      const change = await priceScheduledChange(tx, subscription, oldPeriod.end);
      if (change) {
        cycleChanged = change.billingCycle !== subscription.billingCycle;
        [subscription] = await tx
          .update(subscriptions)
          .set({
            planId: change.plan.id,
            quantity: change.quantity,
            billingCycle: change.billingCycle,
            totalCents: change.quote.total,
            promoCodeId: change.promoCodeId,
            scheduledPlanId: null,
            scheduledQuantity: null,
            scheduledBillingCycle: null,
            updatedAt: now,
          })
          .where(eq(subscriptions.id, subscription.id))
          .returning();
        await tx.insert(transactions).values({
          organizationId,
          kind: 'scheduled_change',
          status: 'info',
          amountCents: change.quote.total,
          description: `Scheduled change applied: ${describeSeats(change.plan.name, change.quantity, change.billingCycle)}`,
          createdAt: now,
        });
      }
      const current = subscription!;

      if (current.totalCents === 0) {
        // The free tier has no periods: nothing to renew or charge.
        await tx.update(subscriptions).set({ currentPeriodStart: oldPeriod.end, currentPeriodEnd: null, updatedAt: now }).where(eq(subscriptions.id, current.id));
        return null;
      }
      // Stripe renews the subscription itself and reports the payment by webhook.
      if (current.provider !== 'sandbox') return null;

      const periodEnd = nextPeriodEnd(oldPeriod, current.billingCycle, { cycleChanged });
      const [renewed] = await tx
        .update(subscriptions)
        .set({ currentPeriodStart: oldPeriod.end, currentPeriodEnd: periodEnd, updatedAt: now })
        .where(eq(subscriptions.id, current.id))
        .returning();
      const [plan] = await tx.select().from(plans).where(eq(plans.id, current.planId));
      const amounts = periodAmounts(plan!, current.quantity, current.billingCycle, current.totalCents);
      const [invoice] = await tx
        .insert(invoices)
        .values({
          organizationId,
          status: 'open',
          planName: plan!.name,
          billingCycle: current.billingCycle,
          quantity: current.quantity,
          periodStart: oldPeriod.end,
          periodEnd,
          lines: [
            {
              description: `${describeSeats(plan!.name, current.quantity, current.billingCycle)}, ${day(oldPeriod.end)} to ${day(periodEnd)}`,
              quantity: current.quantity,
              unitCents: amounts.unitCents,
              amountCents: amounts.subtotal,
            },
          ],
          subtotalCents: amounts.subtotal,
          discountCents: amounts.discount,
          totalCents: current.totalCents,
          issuedAt: now,
        })
        .returning();
      await scheduleSubscriptionJobs(tx, renewed!);

      const [card] = await tx.select().from(paymentMethods).where(inOrganization(paymentMethods, organizationId, eq(paymentMethods.isDefault, true)));
      if (!card) {
        await markPastDue(tx, renewed!, invoice!, { message: NO_PAYMENT_METHOD_TEXT, card: null }, now);
        return null;
      }
      return { subscription: renewed!, invoice: invoice!, card, renewedAt: endedAt };
    });
  }

  /**
   * A run that opened the renewal invoice but stopped before settling it (a crash, a failed
   * settlement) finds the period already advanced: it charges again with the same idempotency
   * key, which the provider never charges twice.
   */
  async function resumableCharge(tx: Tx, subscription: SubscriptionRow, endedAt: string): Promise<PendingCharge | null> {
    if (subscription.status !== 'active' || subscription.provider !== 'sandbox' || subscription.currentPeriodStart.toISOString() !== endedAt) return null;
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(inOrganization(invoices, subscription.organizationId, and(eq(invoices.status, 'open'), eq(invoices.periodStart, subscription.currentPeriodStart))))
      .orderBy(desc(invoices.issuedAt))
      .limit(1);
    const [card] = await tx.select().from(paymentMethods).where(inOrganization(paymentMethods, subscription.organizationId, eq(paymentMethods.isDefault, true)));
    if (!invoice || !card) return null;
    return { subscription, invoice, card, renewedAt: endedAt };
  }

  async function settle(pending: PendingCharge, result: Awaited<ReturnType<PaymentProvider['charge']>>, now: Date) {
    await db.transaction(async (tx) => {
      const subscription = await lock(tx, pending.subscription.id);
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, pending.invoice.id)).for('update');
      // Settled meanwhile (a retry checkout paid it, another run got here first): nothing to do.
      if (!subscription || !invoice || invoice.status !== 'open' || subscription.status !== 'active') return;
      const { card } = pending;
      if (!result.ok) {
        await markPastDue(tx, subscription, invoice, { message: result.message, card }, now);
        return;
      }
      await tx.update(invoices).set({ status: 'paid', paidAt: now, cardBrand: card.brand, cardLast4: card.last4 }).where(eq(invoices.id, invoice.id));
      await tx.update(subscriptions).set({ lastPaymentAt: now, lastPaymentCents: invoice.totalCents, updatedAt: now }).where(eq(subscriptions.id, subscription.id));
      await tx.insert(transactions).values({
        organizationId: subscription.organizationId,
        kind: 'renewal',
        status: 'succeeded',
        amountCents: invoice.totalCents,
        description: `Renewed: ${describeSeats(invoice.planName, invoice.quantity, invoice.billingCycle)}`,
        invoiceId: invoice.id,
        cardBrand: card.brand,
        cardLast4: card.last4,
        providerReference: result.providerReference,
        createdAt: now,
      });
    });
  }

  const periodEnd: JobHandler = async (payload, { now }) => {
    const pending = await closePeriod(payload, now);
    if (!pending) return;
    const { subscription, invoice, card } = pending;
    const result = await provider.charge({
      organizationId: subscription.organizationId,
      paymentMethod: card,
      providerCustomerId: subscription.providerCustomerId,
      amountCents: invoice.totalCents,
      description: `Renewal: ${describeSeats(invoice.planName, invoice.quantity, invoice.billingCycle)}`,
      idempotencyKey: `renewal:${subscription.id}:${pending.renewedAt}`,
    });
    if (!result.ok) logger.info({ subscriptionId: subscription.id, message: result.message }, 'renewal charge declined');
    await settle(pending, result, now);
  };

  const trialEnd: JobHandler = async (payload, { now }) => {
    await transact(async (tx, changed) => {
      const subscription = await lock(tx, payload.subscriptionId);
      if (!subscription || subscription.status !== 'trialing' || subscription.trialEndsAt?.toISOString() !== payload.trialEndsAt) return;
      await tx.update(subscriptions).set({ status: 'expired', updatedAt: now }).where(eq(subscriptions.id, subscription.id));
      await tx.insert(transactions).values({
        organizationId: subscription.organizationId,
        kind: 'trial_end',
        status: 'info',
        description: `Trial ended on ${day(subscription.trialEndsAt!)} without a paid plan`,
        createdAt: now,
      });
      await queueBillingMail(tx, subscription.organizationId, 'trial_ended', `${subscription.id}:${subscription.trialEndsAt!.toISOString()}`);
      changed(subscription.organizationId);
    });
  };

  const graceEnd: JobHandler = async (payload, { now }) => {
    await transact(async (tx, changed) => {
      const subscription = await lock(tx, payload.subscriptionId);
      if (!subscription || subscription.status !== 'past_due' || subscription.pastDueSince?.toISOString() !== payload.pastDueSince) return;
      await tx.update(subscriptions).set({ status: 'suspended', updatedAt: now }).where(eq(subscriptions.id, subscription.id));
      await tx.insert(transactions).values({
        organizationId: subscription.organizationId,
        kind: 'suspension',
        status: 'info',
        description: 'Suspended: the failed payment was not settled within the grace period',
        createdAt: now,
      });
      await queueBillingMail(tx, subscription.organizationId, 'suspended', `${subscription.id}:${payload.pastDueSince}`);
      changed(subscription.organizationId);
    });
  };

  return {
    [BILLING_JOBS.periodEnd]: periodEnd,
    [BILLING_JOBS.trialEnd]: trialEnd,
    [BILLING_JOBS.graceEnd]: graceEnd,
  } satisfies Record<string, JobHandler>;
}

