import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Db, Tx } from '../../../platform/db/database';
import { billingEvents, checkoutSessions, invoices, paymentMethods, plans, subscriptions, transactions, type InvoiceLine } from '../../../platform/db/schema';
import { inOrganization } from '../../../platform/db/tenant';
import { describeSeats } from '../billingText';
import { completeCheckout } from '../completion';
import { queueBillingMail } from '../billingMail';
import { scheduleSubscriptionJobs } from '../lifecycle/lifecycleJobs';
import { cardDetailsOf, idOf } from '../providers/stripe';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export const CHECKOUT_EXPIRED_TEXT = 'The checkout expired before it was paid.';
export const ASYNC_PAYMENT_FAILED_TEXT = 'The payment could not be completed.';
const RENEWAL_FAILED_TEXT = 'Renewal payment failed: the card on file was not charged.';

const uuid = z.uuid();
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * What Stripe's webhook events do to our data (issue 6). Every event id is handled once
 * (billing_events); on top of that each handler compares states, so the same fact arriving as
 * another event, or events arriving out of order, change nothing twice.
 */
export function createStripeEvents(deps: { db: Db; stripe: Stripe; clock?: () => Date; onStatusChange?: () => void }) {
  const { db, stripe } = deps;
  const clock = deps.clock ?? (() => new Date());

  const alreadyHandled = async (event: Stripe.Event) =>
    (await db.select({ id: billingEvents.eventId }).from(billingEvents).where(and(eq(billingEvents.provider, 'stripe'), eq(billingEvents.eventId, event.id)))).length > 0;
  /** True when this call recorded the event, false when it was recorded already. */
  const record = async (tx: Db | Tx, event: Stripe.Event) =>
    (await tx.insert(billingEvents).values({ provider: 'stripe', eventId: event.id, type: event.type }).onConflictDoNothing().returning()).length > 0;

  /** Our session behind a Stripe Checkout session: found by our id, never by anything the payer chose. */
  async function ourSession(session: Stripe.Checkout.Session) {
    const id = session.metadata?.sessionId ?? session.client_reference_id;
    if (!id || !uuid.safeParse(id).success) return null;
    const [row] = await db.select().from(checkoutSessions).where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.provider, 'stripe')));
    // A Stripe session that is not the one we made for this row is someone else's business.
    if (!row || (row.providerSessionId && row.providerSessionId !== session.id)) return null;
    return row;
  }

  async function checkoutPaid(session: Stripe.Checkout.Session, log: FastifyBaseLogger) {
    // Card payments settle at once; anything still unpaid ends in async_payment_succeeded/failed.
    if (session.payment_status === 'unpaid') return;
    const row = await ourSession(session);
    if (!row) return;
    if (row.status !== 'open') {
      if (row.status !== 'paid') log.error({ stripeSession: session.id, sessionId: row.id, status: row.status }, 'Stripe took a payment for a checkout that had already ended; refund it at Stripe');
      return;
    }
    const full = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'payment_intent', 'setup_intent'] });
    const subscription = typeof full.subscription === 'object' ? full.subscription : null;
    const intent = typeof full.payment_intent === 'object' ? full.payment_intent : null;
    const setup = typeof full.setup_intent === 'object' ? full.setup_intent : null;
    const method = subscription?.default_payment_method ?? intent?.payment_method ?? setup?.payment_method ?? null;
    const paymentMethod = typeof method === 'string' ? await stripe.paymentMethods.retrieve(method) : method;
    await completeCheckout(
      db,
      row.id,
      {
        paid: true,
        card: paymentMethod ? cardDetailsOf(paymentMethod) : null,
        providerReference: intent?.id ?? idOf(subscription?.latest_invoice) ?? full.id,
        providerCustomerId: idOf(full.customer),
        providerSubscriptionId: idOf(full.subscription),
      },
      clock(),
    );
  }

  async function checkoutFailed(session: Stripe.Checkout.Session, message: string) {
    const row = await ourSession(session);
    if (row?.status === 'open') await completeCheckout(db, row.id, { paid: false, message }, clock());
  }

  /** Our subscription for a Stripe invoice: by its Stripe subscription, else by its customer. */
  async function subscriptionFor(tx: Tx, invoice: Stripe.Invoice) {
    const stripeSubscription = idOf(invoice.parent?.subscription_details?.subscription);
    const customer = idOf(invoice.customer);
    const where = stripeSubscription ? eq(subscriptions.providerSubscriptionId, stripeSubscription) : customer ? eq(subscriptions.providerCustomerId, customer) : null;
    if (!where) return null;
    const [row] = await tx.select().from(subscriptions).where(and(eq(subscriptions.provider, 'stripe'), where)).for('update');
    return row ?? null;
  }

  /** The period a renewal invoice pays for: its subscription line reaching furthest. */
  function periodOf(invoice: Stripe.Invoice) {
    const line = [...invoice.lines.data].sort((a, b) => b.period.end - a.period.end)[0];
    return line ? { start: fromUnix(line.period.start), end: fromUnix(line.period.end) } : null;
  }

  /** Our invoice row already made for this Stripe invoice (an open one after a failed attempt). */
  async function invoiceRowFor(tx: Tx, subscription: SubscriptionRow, stripeInvoiceId: string) {
    const [found] = await tx
      .select({ id: transactions.invoiceId })
      .from(transactions)
      .where(inOrganization(transactions, subscription.organizationId, eq(transactions.providerReference, stripeInvoiceId), isNotNull(transactions.invoiceId)))
      .orderBy(desc(transactions.createdAt))
      .limit(1);
    if (!found?.id) return null;
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, found.id));
    return row ?? null;
  }

  async function newInvoice(tx: Tx, subscription: SubscriptionRow, invoice: Stripe.Invoice, period: { start: Date; end: Date }, paid: boolean, now: Date) {
    const [plan] = await tx.select({ name: plans.name }).from(plans).where(eq(plans.id, subscription.planId));
    const [card] = await tx
      .select({ brand: paymentMethods.brand, last4: paymentMethods.last4 })
      .from(paymentMethods)
      .where(inOrganization(paymentMethods, subscription.organizationId, eq(paymentMethods.isDefault, true)));
    const lines: InvoiceLine[] = invoice.lines.data.map((line) => {
      const quantity = line.quantity ?? 1;
      return {
        description: line.description ?? describeSeats(plan!.name, subscription.quantity, subscription.billingCycle),
        quantity,
        unitCents: Math.round(line.amount / Math.max(quantity, 1)),
        amountCents: line.amount,
      };
    });
    const [row] = await tx
      .insert(invoices)
      .values({
        organizationId: subscription.organizationId,
        status: paid ? 'paid' : 'open',
        planName: plan!.name,
        billingCycle: subscription.billingCycle,
        quantity: subscription.quantity,
        periodStart: period.start,
        periodEnd: period.end,
        lines,
        subtotalCents: invoice.subtotal,
        discountCents: Math.max(0, invoice.subtotal - invoice.total),
        totalCents: invoice.total,
        cardBrand: card?.brand,
        cardLast4: card?.last4,
        issuedAt: now,
        paidAt: paid ? now : null,
      })
      .returning();
    return row!;
  }

  /**
   * A renewal invoice's subscription and our invoice row for it, or null when the event changes
   * nothing: not a renewal, not ours, already paid, or for a period already behind us. Like the
   * sandbox's renewal, the period moves on when Stripe bills it, paid or not.
   */
  async function renewalContext(tx: Tx, invoice: Stripe.Invoice) {
    if (invoice.billing_reason !== 'subscription_cycle') return null;
    const subscription = await subscriptionFor(tx, invoice);
    const period = periodOf(invoice);
    if (!subscription || !period) return null;
    const existing = await invoiceRowFor(tx, subscription, invoice.id);
    if (existing?.status === 'paid') return null;
    if (!existing && subscription.currentPeriodEnd && period.end.getTime() <= subscription.currentPeriodEnd.getTime()) return null;
    const advances = !subscription.currentPeriodEnd || period.end.getTime() > subscription.currentPeriodEnd.getTime();
    return { subscription, period, existing, periodChange: advances ? { currentPeriodStart: period.start, currentPeriodEnd: period.end } : {} };
  }

  /** A renewal Stripe charged: the period is paid for and the organisation is in good standing. */
  async function renewalPaid(tx: Tx, invoice: Stripe.Invoice, now: Date) {
    const context = await renewalContext(tx, invoice);
    if (!context) return;
    const { subscription, period, existing, periodChange } = context;
    const row = existing
      ? (await tx.update(invoices).set({ status: 'paid', paidAt: now }).where(eq(invoices.id, existing.id)).returning())[0]!
      : await newInvoice(tx, subscription, invoice, period, true, now);
    const restricted = subscription.status === 'restricted';
    const [updated] = await tx
      .update(subscriptions)
      .set({
        ...periodChange,
        ...(restricted ? { statusBeforeRestriction: 'active' as const } : { status: 'active' as const }),
        pastDueSince: null,
        lastPaymentAt: now,
        lastPaymentCents: invoice.amount_paid,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, subscription.id))
      .returning();
    await scheduleSubscriptionJobs(tx, updated!);
    await tx.insert(transactions).values({
      organizationId: subscription.organizationId,
      kind: 'renewal',
      status: 'succeeded',
      amountCents: invoice.amount_paid,
      description: `Renewed: ${describeSeats(row.planName, row.quantity, row.billingCycle)}`,
      invoiceId: row.id,
      cardBrand: row.cardBrand,
      cardLast4: row.cardLast4,
      providerReference: invoice.id,
      createdAt: now,
    });
  }

  /** Stripe could not charge a renewal: past due from the first failure on, and the grace period starts. */
  async function renewalFailed(tx: Tx, invoice: Stripe.Invoice, now: Date) {
    const context = await renewalContext(tx, invoice);
    if (!context) return;
    const { subscription, period, existing, periodChange } = context;
    const row = existing ?? (await newInvoice(tx, subscription, invoice, period, false, now));
    const [updated] = await tx
      .update(subscriptions)
      .set({
        ...periodChange,
        ...(subscription.status === 'active' ? { status: 'past_due' as const } : {}),
        // Stripe retries a failed invoice; the grace period runs from the first failure.
        pastDueSince: subscription.pastDueSince ?? now,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, subscription.id))
      .returning();
    await scheduleSubscriptionJobs(tx, updated!);
    // Once per failed invoice, however often Stripe retries it.
    await queueBillingMail(tx, subscription.organizationId, 'payment_failed', row.id);
    await tx.insert(transactions).values({
      organizationId: subscription.organizationId,
      kind: 'renewal',
      status: 'failed',
      amountCents: invoice.amount_due,
      description: RENEWAL_FAILED_TEXT,
      invoiceId: row.id,
      cardBrand: row.cardBrand,
      cardLast4: row.cardLast4,
      providerReference: invoice.id,
      createdAt: now,
    });
  }

  /** The Stripe subscription ended (cancelled at Stripe, or after its retries ran out). */
  async function subscriptionDeleted(tx: Tx, stripeSubscription: Stripe.Subscription, now: Date) {
    // By the subscription only: a customer's older, replaced Stripe subscription ending changes nothing.
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, 'stripe'), eq(subscriptions.providerSubscriptionId, stripeSubscription.id)))
      .for('update');
    if (!subscription || subscription.status === 'cancelled' || subscription.statusBeforeRestriction === 'cancelled') return;
    const restricted = subscription.status === 'restricted';
    await tx
      .update(subscriptions)
      .set({ ...(restricted ? { statusBeforeRestriction: 'cancelled' as const } : { status: 'cancelled' as const }), cancelAtPeriodEnd: false, updatedAt: now })
      .where(eq(subscriptions.id, subscription.id));
    await tx.insert(transactions).values({
      organizationId: subscription.organizationId,
      kind: 'cancellation',
      status: 'info',
      description: 'Subscription cancelled',
      providerReference: stripeSubscription.id,
      createdAt: now,
    });
  }

  /** Runs one database change and records the event in the same transaction. */
  async function inTransaction(event: Stripe.Event, change: (tx: Tx, now: Date) => Promise<void>) {
    return db.transaction(async (tx) => {
      if (!(await record(tx, event))) return { duplicate: true };
      await change(tx, clock());
      return { duplicate: false };
    });
  }

  return {
    async handle(event: Stripe.Event, log: FastifyBaseLogger): Promise<{ duplicate: boolean }> {
      try {
        return await handleEvent(event, log);
      } finally {
        // Any of these may lock or unlock an organisation: the access check must not serve the old state.
        deps.onStatusChange?.();
      }
    },
  };

  async function handleEvent(event: Stripe.Event, log: FastifyBaseLogger): Promise<{ duplicate: boolean }> {
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired': {
          if (await alreadyHandled(event)) return { duplicate: true };
          // completeCheckout runs its own transaction and is idempotent on the session's status,
          // so the event is recorded after it: a crash in between is safely handled again.
          if (event.type === 'checkout.session.expired') await checkoutFailed(event.data.object, CHECKOUT_EXPIRED_TEXT);
          else if (event.type === 'checkout.session.async_payment_failed') await checkoutFailed(event.data.object, ASYNC_PAYMENT_FAILED_TEXT);
          else await checkoutPaid(event.data.object, log);
          return { duplicate: !(await record(db, event)) };
        }
        case 'invoice.paid':
          return inTransaction(event, (tx, now) => renewalPaid(tx, event.data.object, now));
        case 'invoice.payment_failed':
          return inTransaction(event, (tx, now) => renewalFailed(tx, event.data.object, now));
        case 'customer.subscription.deleted':
          return inTransaction(event, (tx, now) => subscriptionDeleted(tx, event.data.object, now));
        default:
          return { duplicate: false };
      }
  }
}

export type StripeEvents = ReturnType<typeof createStripeEvents>;
