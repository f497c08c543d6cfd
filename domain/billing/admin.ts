import { z } from 'zod';
import { dateTimeSchema, int32Schema } from '../api/bounds';
import { SUBSCRIPTION_STATUSES } from './api';
import { promoCodeSchema } from './pricing';

/**
 * The super admin's billing API (issue 6): promotion codes and platform revenue. Kept apart from
 * api.ts, which is the organisations' billing contract. Amounts in responses are dollars.
 */

export const PROMO_CODE_DUPLICATE_TEXT = 'A promotion code with this code already exists';
export const PROMO_CODE_PAST_EXPIRY_TEXT = 'Expiry must be in the future';
export const PROMO_CODE_UNKNOWN_PLAN_TEXT = 'No plan has this id';

/**
 * POST /api/admin/promo-code: a promotion code as pricing defines it (promoCodeSchema) without its
 * redemption count, which starts at 0. The shape is spelt out here so each field's own message
 * names it; the rules between fields (percent or amount, the percent's range, the expiry's format)
 * are promoCodeSchema's, applied as they are so the server and pricing never disagree.
 */
export const promoCodeCreateSchema = z
  .object({
    code: z
      .string({ error: 'code is required' })
      .trim()
      .min(1, { error: 'code is required' })
      .max(64, { error: 'code is too long (64 characters at most)' })
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'code may only contain letters, digits, - and _' }),
    kind: z.enum(['percent', 'amount'], { error: 'kind must be percent or amount' }),
    percentOff: z.number({ error: 'percentOff must be a number' }).optional(),
    // The column is a 32-bit integer; at least 1 is promoCodeSchema's rule, with its own text.
    amountOffCents: int32Schema('amountOffCents', { messages: { int: 'amountOffCents must be a whole number of cents' } }).optional(),
    expiresAt: dateTimeSchema('expiresAt', { message: 'Expiry must be a date and time' }).nullable().default(null),
    maxRedemptions: int32Schema('maxRedemptions', { min: 1 }).nullable().default(null),
    planId: z.uuid({ error: PROMO_CODE_UNKNOWN_PLAN_TEXT }).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    const checked = promoCodeSchema.safeParse({ ...value, redemptions: 0 });
    if (checked.success) return;
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type PromoCodeCreate = z.input<typeof promoCodeCreateSchema>;

export const adminPromoCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(['percent', 'amount']),
  /** 12.5 for 12.5 % off; null for an amount code. */
  percentOff: z.number().nullable(),
  /** Dollars off each period; null for a percent code. */
  amountOff: z.number().nullable(),
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().nullable(),
  redemptions: z.number(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

/** GET /api/admin/revenue. */
export const revenueSchema = z.object({
  /** Monthly recurring revenue: paying subscriptions' period totals as a monthly amount (annual / 12). */
  mrr: z.number(),
  arr: z.number(),
  currency: z.literal('usd'),
  /** The last 12 calendar months (UTC), oldest first, each with its paid invoices' total. */
  revenueByMonth: z.array(z.object({ month: z.string(), amount: z.number() })),
  /** Every plan of the catalogue, in seat order, with how many organisations are on it. */
  organizationsByPlan: z.array(z.object({ plan: z.string(), count: z.number() })),
  organizationsByStatus: z.array(z.object({ status: z.enum(SUBSCRIPTION_STATUSES), count: z.number() })),
  /** Organisations with a paid subscription that is active or past due. */
  payingOrganizations: z.number(),
});
export type Revenue = z.infer<typeof revenueSchema>;
