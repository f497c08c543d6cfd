import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { adminPromoCodeSchema, promoCodeCreateSchema, revenueSchema } from '../billing/admin';
import { SUBSCRIPTION_STATUSES } from '../billing/api';
import { planSchema, planUpdateSchema } from '../billing/plans';
import { idParamSchema } from '../users/types';

/**
 * The platform administrator's routes (super admin only): organisations and their restriction,
 * the plan catalogue, promotion codes and revenue. The billing shapes are domain/billing/admin.ts's.
 */

/** GET /api/admin/org: one organisation with its first owner and user count. */
export const organizationSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  userCount: z.number(),
  /** Null only for an organisation without a subscription row (none is created without one). */
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  createdAt: z.string(),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

/** PUT /api/admin/org/{id}/restrict and /lift: the organisation's subscription state after. */
export const restrictionResultSchema = z.object({ _id: z.string(), subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES) });
export type RestrictionResult = z.infer<typeof restrictionResultSchema>;

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const restriction = { 200: dataOf(restrictionResultSchema) };

export const adminApiRoutes = defineRoutes({
  'GET /api/admin/org': { summary: 'Every organisation with its first owner and user count', response: { 200: dataOf(z.array(organizationSummarySchema)) } },
  'PUT /api/admin/org/:id/restrict': {
    summary: 'Restricts an organisation: every member sees the guard screen until it is lifted',
    params: idParamSchema,
    response: restriction,
  },
  'PUT /api/admin/org/:id/lift': { summary: 'Lifts a restriction, restoring the subscription state it interrupted', params: idParamSchema, response: restriction },

  'GET /api/admin/plan': { response: { 200: dataOf(z.array(planSchema)) } },
  'PUT /api/admin/plan/:id': {
    summary: "Edit a plan's texts, prices, trial days or seat range; ranges must stay contiguous",
    params: idParamSchema,
    body: planUpdateSchema,
    response: { 200: dataOf(planSchema) },
  },

  'GET /api/admin/promo-code': { summary: 'Every promotion code, newest first, with its redemptions', response: { 200: dataOf(z.array(adminPromoCodeSchema)) } },
  'POST /api/admin/promo-code': {
    summary: 'Creates a promotion code (stored upper-case; percentOff in percent, amountOffCents in cents)',
    body: promoCodeCreateSchema,
    response: { 200: dataOf(adminPromoCodeSchema) },
  },
  'DELETE /api/admin/promo-code/:id': {
    summary: 'Deletes a promotion code; what was bought with it keeps its price',
    params: idParamSchema,
    response: { 200: dataOf(z.object({ success: z.literal(true) })) },
  },

  'GET /api/admin/revenue': {
    summary: 'MRR, ARR, paid invoices by month for the last 12 months, and organisations by plan and status',
    response: { 200: dataOf(revenueSchema) },
  },
});
