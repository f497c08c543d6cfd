import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BILLING_CYCLES, type BillingCycle } from '../../../domain/billing/pricing';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../domain/billing/api';
import { createdAt, tenantColumn } from '../../platform/db/columns';
import { type PaymentProviderName, plans, promoCodes } from '../../platform/db/schema';

export { BILLING_CYCLES, type BillingCycle, SUBSCRIPTION_STATUSES, type SubscriptionStatus };

/** One current subscription per organisation; seats are what the organisation pays for. */
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
