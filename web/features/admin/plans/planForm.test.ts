import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../../domain/billing/plans';
import { changedFields, planFormSchema, toFormValues } from './planForm';

const team: Plan = {
  id: 'p2',
  name: 'Team',
  min_users: 6,
  max_users: 50,
  monthly_price: 8,
  annual_price: 80,
  description: 'For growing teams',
  feature_title: 'Everything in Free, plus',
  features: ['Unlimited projects', 'Priority support'],
  trial_days: 14,
  is_custom_plan: false,
};

describe('plan form', () => {
  it('sends nothing for an untouched plan and only the edited fields otherwise', () => {
    const values = toFormValues(team);
    expect(changedFields(team, planFormSchema.parse(values))).toEqual({});
    const edited = planFormSchema.parse({ ...values, monthly_price: '9.50', max_users: '', features: 'Unlimited projects\n\n  SSO \n' });
    expect(changedFields(team, edited)).toEqual({ monthly_price: 9.5, max_users: null, features: ['Unlimited projects', 'SSO'] });
  });

  it('refuses a maximum below the minimum and badly typed numbers', () => {
    const result = planFormSchema.safeParse({ ...toFormValues(team), max_users: '3', monthly_price: '9.999' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Monthly price must be an amount like 12 or 12.50');
  });
});
