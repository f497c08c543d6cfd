import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BILLING_CYCLES, type BillingCycle } from '../../../domain/billing/pricing';
import {
  type CardBrand,
  CHECKOUT_PURPOSES,
  CHECKOUT_STATUSES,
  INVOICE_STATUSES,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  TRANSACTION_STATUSES,
} from '../../../domain/billing/api';
import { createdAt, tenantColumn } from '../../platform/db/columns';
import { plans, users } from '../../platform/db/schema';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export { BILLING_CYCLES, type BillingCycle, SUBSCRIPTION_STATUSES, type SubscriptionStatus };

/** Created by the super admin; applied at checkout, counted when a checkout is paid. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored upper-cased (normalizePromoCode).
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    // Hundredths of a percent: 12.5 % is 1250.
    percentOffBasisPoints: integer('percent_off_basis_points'),
    amountOffCents: integer('amount_off_cents'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_code_unique').on(t.code)],
);

/**
 * One current subscription per organisation; seats are what the organisation pays for. Billing
 * writes it (checkout, the clock, webhooks, restriction, and the customer's cancel, reactivate and
 * trial through billing's subscriptionChanges); seats and subscriptions read it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    quantity: integer('quantity').notNull(),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull().default('monthly'),
    status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    // What one period costs after the promotion code's discount; 0 on the free tier and in a trial.
    totalCents: integer('total_cents').notNull().default(0),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    // Cancelled by the customer: stays usable until the period end, undoable until then.
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // Fewer seats or annual to monthly: applied when the period ends (spec 8, no refund).
    scheduledPlanId: uuid('scheduled_plan_id').references(() => plans.id),
    scheduledQuantity: integer('scheduled_quantity'),
    scheduledBillingCycle: text('scheduled_billing_cycle').$type<BillingCycle>(),
    // Set when a renewal charge fails; the grace period runs from here.
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    // The super admin's restriction keeps what it interrupted, to restore on lifting it.
    statusBeforeRestriction: text('status_before_restriction').$type<SubscriptionStatus>(),
    lastPaymentAt: timestamp('last_payment_at', { withTimezone: true }),
    lastPaymentCents: integer('last_payment_cents'),
    provider: text('provider').$type<PaymentProviderName>().notNull().default('sandbox'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_organization_unique').on(t.organizationId)],
);

export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * One attempt to pay (or, for 'setup', to save a card): what it would buy, priced by the server
 * when it was created, and how it ended. Completion is idempotent on this row's status.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSessionId: text('provider_session_id'),
    purpose: text('purpose').$type<CheckoutPurpose>().notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    quantity: integer('quantity').notNull(),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    // The period price from now on, and what this checkout charges now.
    totalCents: integer('total_cents').notNull(),
    amountDueCents: integer('amount_due_cents').notNull(),
    // A retry pays this open invoice.
    invoiceId: uuid('invoice_id'),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_sessions_organization_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('checkout_sessions_provider_session_unique').on(t.provider, t.providerSessionId),
  ],
);

/** A saved card: only its brand, last four digits and expiry are ever stored, never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    // The provider's handle for charging it later (Stripe's pm_…; the sandbox's own token).
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').$type<CardBrand>().notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_methods_organization_idx').on(t.organizationId),
    uniqueIndex('payment_methods_one_default').on(t.organizationId).where(sql`${t.isDefault}`),
    uniqueIndex('payment_methods_provider_unique').on(t.organizationId, t.providerPaymentMethodId),
  ],
);

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** A bill for a charge: paid at once, or open while a renewal's payment is failing. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    // Human number, INV-000042: from a sequence, so two invoices never share one.
    number: bigserial('number', { mode: 'number' }).notNull(),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    status: text('status').$type<InvoiceStatus>().notNull(),
    planName: text('plan_name').notNull(),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
    quantity: integer('quantity').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    cardBrand: text('card_brand').$type<CardBrand>(),
    cardLast4: text('card_last4'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('invoices_organization_idx').on(t.organizationId, t.issuedAt), uniqueIndex('invoices_number_unique').on(t.number)],
);

export const TRANSACTION_KINDS = [
  'checkout',
  'renewal',
  'retry',
  'plan_change',
  'scheduled_change',
  'cancellation',
  'reactivation',
  'trial_start',
  'trial_end',
  'suspension',
  'restriction',
  'restriction_lifted',
  'payment_method',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The billing history: every charge attempt and every change of the subscription's state. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    kind: text('kind').$type<TransactionKind>().notNull(),
    status: text('status').$type<TransactionStatus>().notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    description: text('description').notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    cardBrand: text('card_brand').$type<CardBrand>(),
    cardLast4: text('card_last4'),
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
  },
  (t) => [index('transactions_organization_idx').on(t.organizationId, t.createdAt)],
);

/** Provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
