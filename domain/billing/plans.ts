import { z } from 'zod';
import { int32Schema } from '../api/bounds';

// The texts and seat rules live in ./planRules, without zod, so the shell loads no zod for them.
export * from './planRules';

/** The spec's Plan as the API sends it: prices per seat in major units (dollars), cents in storage. */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  min_users: z.number().int(),
  max_users: z.number().int().nullable(),
  monthly_price: z.number(),
  annual_price: z.number(),
  description: z.string(),
  feature_title: z.string(),
  features: z.array(z.string()),
  trial_days: z.number().int(),
  is_custom_plan: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

const money = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must not be negative`)
    .max(100_000, `${field} must be at most 100000`)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${field} must have at most 2 decimals`);

/** PUT /api/admin/plan/{id}: the fields to change, at least one. */
export const planUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'name is required').max(60, 'name must be at most 60 characters'),
    description: z.string().trim().max(300, 'description must be at most 300 characters'),
    feature_title: z.string().trim().max(80, 'feature_title must be at most 80 characters'),
    features: z.array(z.string().trim().min(1, 'a feature must not be empty').max(120, 'a feature must be at most 120 characters')).max(20, 'at most 20 features'),
    trial_days: int32Schema('trial_days', { min: 0, max: 365, messages: { min: 'trial_days must not be negative' } }),
    is_custom_plan: z.boolean(),
    min_users: int32Schema('min_users', { min: 1, max: 1_000_000 }),
    max_users: int32Schema('max_users', { min: 1, max: 1_000_000 }).nullable(),
    monthly_price: money('monthly_price'),
    annual_price: money('annual_price'),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

/** GET /api/plan/check?type=user|project. */
export const planCheckQuerySchema = z.object({
  type: z.enum(['user', 'project'], { error: 'type must be user or project' }),
});
