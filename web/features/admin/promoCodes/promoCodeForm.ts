import { z } from 'zod';
import type { PromoCodeCreate } from '../../../../domain/billing/admin';
import { amountToCents } from '../../../../domain/billing/planRules';

/** The dialog keeps text, as typed; the schema turns it into the API's body. */
export interface PromoCodeFormValues {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  /** yyyy-mm-dd from the date field; empty for a code that never expires. */
  expiresOn: string;
  maxRedemptions: string;
  /** Empty for every plan. */
  planId: string;
}

export const EMPTY_PROMO_CODE: PromoCodeFormValues = { code: '', kind: 'percent', value: '', expiresOn: '', maxRedemptions: '', planId: '' };

/** A code is valid through the whole of its expiry day, in the admin's time zone. */
export const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`);

export const promoCodeFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'Code is required')
      .max(64, 'Code must be at most 64 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only'),
    kind: z.enum(['percent', 'amount']),
    value: z.string().trim(),
    expiresOn: z.string(),
    maxRedemptions: z
      .string()
      .trim()
      .regex(/^\d*$/, 'Max redemptions must be a whole number, or empty for no limit')
      .refine((text) => text === '' || Number(text) >= 1, 'Max redemptions must be at least 1'),
    planId: z.string(),
  })
  .superRefine((form, ctx) => {
    const money = /^\d+(\.\d{1,2})?$/.test(form.value) ? Number(form.value) : NaN;
    if (form.kind === 'percent' && !(money > 0 && money <= 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Percent off must be more than 0 and at most 100, with at most 2 decimals' });
    if (form.kind === 'amount' && !(money >= 0.01)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Amount off must be an amount like 10 or 12.50' });
    if (form.expiresOn !== '' && !(endOfDay(form.expiresOn).getTime() > Date.now()))
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'Expiry must be today or later' });
  })
  .transform(
    (form): PromoCodeCreate => ({
      code: form.code,
      kind: form.kind,
      ...(form.kind === 'percent' ? { percentOff: Number(form.value) } : { amountOffCents: amountToCents(Number(form.value)) }),
      expiresAt: form.expiresOn ? endOfDay(form.expiresOn).toISOString() : null,
      maxRedemptions: form.maxRedemptions ? Number(form.maxRedemptions) : null,
      planId: form.planId || null,
    }),
  );

/** Which form field a server refusal names (`field` in the error body). */
export function formFieldOf(apiField: unknown): keyof PromoCodeFormValues | null {
  switch (apiField) {
    case 'code':
    case 'planId':
    case 'maxRedemptions':
      return apiField;
    case 'percentOff':
    case 'amountOffCents':
      return 'value';
    case 'expiresAt':
      return 'expiresOn';
    default:
      return null;
  }
}

/** 'expiresAt: Expiry must be in the future' -> 'Expiry must be in the future' (the field is shown by the form). */
export const withoutFieldPrefix = (message: string) => message.replace(/^[A-Za-z]+: /, '');
