import { z } from 'zod';
import { dateTimeSchema, int32Schema } from '../api/bounds';
import { defineRoutes } from '../api/contract';
import { idParamSchema } from '../users/types';
import {
  checkoutBodySchema,
  checkoutResultSchema,
  checkoutSessionSchema,
  downgradeCheckSchema,
  invoiceSchema,
  paymentMethodSchema,
  priceQuerySchema,
  priceResultSchema,
  quantityCheckQuerySchema,
  sandboxCardSchema,
  subscriptionCheckSchema,
  subscriptionSummarySchema,
  transactionSchema,
  upgradeCheckSchema,
} from './api';
import { planCheckQuerySchema, planSchema } from './plans';

/**
 * The organisations' billing routes (spec 7 'Payment'; issue 6): checkout and its sessions,
 * invoices, transactions, saved cards, the subscription and the plan catalogue. The shapes are
 * api.ts's and plans.ts's; the super admin's routes are in domain/admin/api.ts.
 */

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const success = dataOf(z.object({ success: z.literal(true) }));

// ---- requests --------------------------------------------------------------------------------

/** POST /api/retry-checkout: the failed session to restart, or nothing for the open invoice. */
export const retryBodySchema = z
  .object({ sessionId: z.uuid({ error: 'sessionId must be a checkout session id' }).optional() })
  .nullish()
  .transform((body) => body ?? {});

export const invoiceParamsSchema = z.object({ invoiceId: z.uuid({ error: 'invoiceId must be a valid id' }) });
export const invoiceQuerySchema = z.object({
  format: z.enum(['json', 'pdf'], { error: 'format must be json or pdf' }).default('json'),
  /** inline opens the PDF in a browser tab for printing; attachment downloads it. */
  disposition: z.enum(['attachment', 'inline'], { error: 'disposition must be attachment or inline' }).default('attachment'),
});

export const transactionQuerySchema = z.object({
  limit: int32Schema('limit', { coerce: true, min: 1, max: 200 }).default(50),
  // The createdAt of the oldest entry already shown (a date alone means its midnight, UTC).
  before: dateTimeSchema('before', { orDate: true, message: 'before must be an ISO date' })
    .transform((value) => new Date(value))
    .optional(),
});

/** POST /api/subscription/trial. */
export const trialBodySchema = z.object({ planId: z.uuid({ error: 'planId must be a plan id' }) });

// ---- responses -------------------------------------------------------------------------------

/** GET /api/plan: the catalogue, and whether the organisation may still start a free trial. */
export const planCatalogueSchema = z.object({ plans: z.array(planSchema), isFreeTierEligible: z.boolean() });
export type PlanCatalogue = z.infer<typeof planCatalogueSchema>;

/** GET /api/plan/check: seat usage comes with type=user only. */
export const planCheckSchema = z.object({
  success: z.literal(true),
  isUpgradeRequired: z.boolean(),
  seatsInUse: z.number().optional(),
  seatLimit: z.number().optional(),
});
export type PlanCheckAnswer = z.infer<typeof planCheckSchema>;

const oneSession = { 200: dataOf(checkoutSessionSchema) };
const checkoutResult = { 200: dataOf(checkoutResultSchema) };
const summary = { 200: dataOf(subscriptionSummarySchema) };

export const billingRoutes = defineRoutes({
  // ---- checkout (server/modules/billing/checkout) ----
  'GET /api/price': {
    summary: 'Spec 3 price calculation result for a seat count and cycle, with an optional promotion code',
    querystring: priceQuerySchema,
    response: { 200: dataOf(priceResultSchema) },
  },
  'GET /api/upgrade/check': { summary: 'Whether this seat count and cycle can be bought', querystring: quantityCheckQuerySchema, response: { 200: upgradeCheckSchema } },
  'GET /api/downgrade/check': { summary: 'Whether the seats in use fit in this quantity', querystring: quantityCheckQuerySchema, response: { 200: downgradeCheckSchema } },
  'POST /api/checkout': {
    summary: 'Starts a checkout for the plan holding `quantity` seats; answers the URL to send the payer to',
    body: checkoutBodySchema,
    response: checkoutResult,
  },
  'GET /api/session/:id': { summary: 'A checkout session and how it ended', params: idParamSchema, response: oneSession },
  /** Served only with the sandbox payment provider. */
  'POST /api/sandbox/checkout/:id/pay': {
    summary: "The sandbox's hosted checkout: pay an open session with a test card (only brand and last four are kept)",
    params: idParamSchema,
    body: sandboxCardSchema,
    response: oneSession,
  },

  // ---- retry (server/modules/billing/lifecycle) ----
  'POST /api/retry-checkout': {
    summary: "Pays a past-due or suspended organisation's open invoice through a new checkout, or restarts the failed checkout `sessionId`",
    body: retryBodySchema,
    response: checkoutResult,
  },

  // ---- invoices and transactions ----
  'GET /api/invoice': { summary: "The organisation's invoices, newest first", response: { 200: dataOf(z.array(invoiceSchema)) } },
  /** With ?format=pdf the answer is the PDF file itself; the response schema is the JSON answer's. */
  'GET /api/invoice/:invoiceId': {
    summary: 'One invoice; with ?format=pdf the printable PDF (application/pdf, ?disposition=inline to open it in a tab)',
    params: invoiceParamsSchema,
    querystring: invoiceQuerySchema,
    response: { 200: dataOf(invoiceSchema) },
  },
  'GET /api/transaction': {
    summary: 'The billing history, newest first: `limit` entries (50, at most 200) created before `before`',
    querystring: transactionQuerySchema,
    response: { 200: dataOf(z.array(transactionSchema)) },
  },

  // ---- payment methods ----
  'GET /api/payment-method': { summary: "The organisation's saved cards, the default first", response: { 200: dataOf(z.array(paymentMethodSchema)) } },
  'POST /api/payment-method': {
    summary: "Starts a checkout that charges nothing and saves a card, which becomes the default; answers the URL of the provider's page",
    response: checkoutResult,
  },
  'DELETE /api/payment-method/:id': {
    summary: 'Removes a saved card (not the only card of a paying organisation); the newest remaining card becomes the default',
    params: idParamSchema,
    response: { 200: success },
  },
  'POST /api/payment-method/:id/default': { summary: 'Makes a saved card the one renewals charge', params: idParamSchema, response: { 200: dataOf(paymentMethodSchema) } },

  // ---- subscriptions (server/modules/subscriptions) ----
  'GET /api/subscription/active': { summary: "The organisation's plan, seats in use, cycle, payments and any pending change", response: summary },
  'GET /api/subscription/check': {
    summary: "The account state every page's guard reads: locked or not, and what to do about it",
    response: { 200: dataOf(subscriptionCheckSchema) },
  },
  'DELETE /api/subscription/cancel': { summary: 'Cancels at the end of the current period; undoable until then', response: summary },
  'POST /api/subscription/reactivate': { summary: 'Undoes a cancellation before the period ends', response: summary },
  'POST /api/subscription/trial': { summary: "Starts the plan's free trial, once per organisation, from the free tier", body: trialBodySchema, response: summary },

  // ---- plans (server/modules/plans) ----
  'GET /api/plan': { summary: 'The plan catalogue', response: { 200: planCatalogueSchema } },
  'GET /api/plan/check': {
    summary: 'Whether adding one more user (type=user) or project (type=project) needs a bigger plan',
    querystring: planCheckQuerySchema,
    response: { 200: planCheckSchema },
  },
});
