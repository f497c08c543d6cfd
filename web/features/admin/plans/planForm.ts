import { z } from 'zod';
import type { Plan } from '../../../../domain/billing/plans';

/** The edit form keeps text, as typed; the schema turns it into the API's numbers, lists and nulls. */
export interface PlanFormValues {
  name: string;
  description: string;
  feature_title: string;
  features: string;
  min_users: string;
  max_users: string;
  monthly_price: string;
  annual_price: string;
  trial_days: string;
  is_custom_plan: boolean;
}

const wholeNumber = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${label} must be a whole number`)
    .transform(Number);

const money = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, `${label} must be an amount like 12 or 12.50`)
    .transform(Number);

export const planFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
    description: z.string().trim().max(300, 'Description must be at most 300 characters'),
    feature_title: z.string().trim().max(80, 'Feature title must be at most 80 characters'),
    features: z.string().transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
    min_users: wholeNumber('Min users').refine((n) => n >= 1, 'Min users must be at least 1'),
    // Empty means no upper bound.
    max_users: z
      .string()
      .trim()
      .regex(/^\d*$/, 'Max users must be a whole number, or empty for no limit')
      .transform((text) => (text === '' ? null : Number(text))),
    monthly_price: money('Monthly price'),
    annual_price: money('Annual price'),
    trial_days: wholeNumber('Trial days').refine((n) => n <= 365, 'Trial days must be at most 365'),
    is_custom_plan: z.boolean(),
  })
  .refine((plan) => plan.max_users === null || plan.max_users >= plan.min_users, {
    path: ['max_users'],
    message: 'Max users must not be below min users',
  });

export type PlanChanges = z.output<typeof planFormSchema>;

export function toFormValues(plan: Plan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    feature_title: plan.feature_title,
    features: plan.features.join('\n'),
    min_users: String(plan.min_users),
    max_users: plan.max_users === null ? '' : String(plan.max_users),
    monthly_price: String(plan.monthly_price),
    annual_price: String(plan.annual_price),
    trial_days: String(plan.trial_days),
    is_custom_plan: plan.is_custom_plan,
  };
}

/** Only what differs from the saved plan, so a save never overwrites someone else's edit of another field. */
export function changedFields(plan: Plan, edited: PlanChanges): Partial<PlanChanges> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(edited) as (keyof PlanChanges)[]) {
    if (JSON.stringify(edited[key]) !== JSON.stringify(plan[key])) changes[key] = edited[key];
  }
  return changes as Partial<PlanChanges>;
}
