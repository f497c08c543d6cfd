import { z } from 'zod';
import { int32Schema } from '../api/bounds';
import { CARD_BRANDS, CHECKOUT_PURPOSES, CHECKOUT_STATUSES, INVOICE_STATUSES, SUBSCRIPTION_STATUSES, TRANSACTION_STATUSES } from './billingRules';
import { BILLING_CYCLES } from './pricing';

/**
 * The billing API's request and response shapes (spec 7 'Payment'; issue 6), shared by the
 * server's route schemas and the web's hooks. Amounts in responses are major units (dollars,
 * like the Plan's prices), converted from integer cents with centsToAmount at the edge.
 */

// The statuses, card brands and texts live in ./billingRules, without zod, so the shell's subscription guard loads no zod.
export * from './billingRules';

// ---- requests --------------------------------------------------------------------------------

const quantity = int32Schema('quantity', { coerce: true, min: 1, max: 100_000, messages: { min: 'Minimum 1 user is required', max: 'quantity is too large' } });
const billingCycle = z.enum(BILLING_CYCLES, { error: 'billing_cycle must be monthly or annually' });
const promotionCode = z
  .string()
  .trim()
  .max(64, { error: 'promotionCode is too long' })
  .nullish()
  .transform((v) => (v ? v : null));

/** POST /api/checkout (spec 7). The plan is the one whose seat range holds the quantity. */
export const checkoutBodySchema = z.object({ quantity, billing_cycle: billingCycle, promotionCode });

/** GET /api/price: the same choice, priced without buying it. */
export const priceQuerySchema = z.object({ quantity, billing_cycle: billingCycle, promotionCode });

/** GET /api/upgrade/check and GET /api/downgrade/check. */
export const quantityCheckQuerySchema = z.object({ quantity, billing_cycle: billingCycle.optional() });

// ---- responses -------------------------------------------------------------------------------

/** Spec 3's price calculation result, plus what the web needs to draw the price table. */
export const priceResultSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  adjustment: z.number(),
  planId: z.string(),
  planName: z.string(),
  unitPrice: z.number(),
  quantity: z.number(),
  billingCycle: billingCycle,
  /** Fewer seats or annual to monthly: starts at the period end (spec 8). */
  isScheduledChange: z.boolean(),
});
export type PriceResult = z.infer<typeof priceResultSchema>;

export const checkoutResultSchema = z.object({ url: z.string() });

export const upgradeCheckSchema = z.object({ success: z.literal(true), isUpgradePossible: z.boolean(), message: z.string().optional() });
export const downgradeCheckSchema = z.object({ success: z.literal(true), isDowngradePossible: z.boolean(), message: z.string().optional() });

/** GET /api/session/{id}: what /payment-status and the sandbox checkout page show. */
export const checkoutSessionSchema = z.object({
  _id: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  purpose: z.enum(CHECKOUT_PURPOSES),
  planName: z.string(),
  quantity: z.number(),
  billingCycle: billingCycle,
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  /** Charged now: the total of a new subscription, an upgrade's prorated adjustment, an open invoice. */
  amountDue: z.number(),
  failureMessage: z.string().nullable(),
  card: z.object({ brand: z.enum(CARD_BRANDS), last4: z.string() }).nullable(),
  invoiceId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** The sandbox's hosted checkout page submits a test card (never stored: brand and last four only). */
export const sandboxCardSchema = z.object({
  cardNumber: z
    .string({ error: 'cardNumber is required' })
    .max(40, { error: 'Your card number is invalid.' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'Your card number is incomplete.' })),
  expMonth: int32Schema('expMonth', { coerce: true, min: 1, max: 12, messages: { min: "Your card's expiration month is invalid.", max: "Your card's expiration month is invalid." } }),
  expYear: int32Schema('expYear', { coerce: true, min: 2000, max: 2100, messages: { min: "Your card's expiration year is invalid.", max: "Your card's expiration year is invalid." } }),
  cvc: z.string({ error: 'cvc is required' }).regex(/^\d{3,4}$/, { error: "Your card's security code is incomplete." }),
  name: z.string().trim().max(200).optional(),
});
export type SandboxCard = z.input<typeof sandboxCardSchema>;

export const subscriptionSummarySchema = z.object({
  _id: z.string(),
  planId: z.string(),
  plan_id: z.string(),
  planName: z.string(),
  quantity: z.number(),
  totalUsers: z.number(),
  billingCycle: billingCycle,
  status: z.enum(SUBSCRIPTION_STATUSES),
  seatsInUse: z.number(),
  seatLimit: z.number(),
  totalAmount: z.number(),
  lastPaymentDate: z.string().nullable(),
  lastPaymentAmount: z.number().nullable(),
  nextPaymentDate: z.string().nullable(),
  nextPaymentAmount: z.number().nullable(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  pastDueSince: z.string().nullable(),
  /** When a past-due organisation will be suspended. */
  suspendsAt: z.string().nullable(),
  scheduledChange: z.object({ planName: z.string(), quantity: z.number(), billingCycle: billingCycle, effectiveAt: z.string().nullable() }).nullable(),
  promotionCode: z.string().nullable(),
  provider: z.enum(['sandbox', 'stripe']),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** GET /api/subscription/check: the account state every page's guard reads. */
export const subscriptionCheckSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  isLocked: z.boolean(),
  canManageBilling: z.boolean(),
  message: z.string().nullable(),
});
export type SubscriptionCheck = z.infer<typeof subscriptionCheckSchema>;

export const paymentMethodSchema = z.object({
  _id: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const invoiceSchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  planName: z.string(),
  billingCycle: billingCycle,
  quantity: z.number(),
  periodStart: z.string(),
  periodEnd: z.string(),
  lines: z.array(z.object({ description: z.string(), quantity: z.number(), unitAmount: z.number(), amount: z.number() })),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  card: z.object({ brand: z.enum(CARD_BRANDS), last4: z.string() }).nullable(),
  issuedAt: z.string(),
  paidAt: z.string().nullable(),
  /** The printable PDF: GET /api/invoice/{invoiceId}?format=pdf. */
  pdfUrl: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const transactionSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.number(),
  description: z.string(),
  invoiceId: z.string().nullable(),
  card: z.object({ brand: z.enum(CARD_BRANDS), last4: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
