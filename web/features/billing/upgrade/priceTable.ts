import type { PriceResult } from '../../../../domain/billing/api';
import { amountToCents } from '../../../../domain/billing/planRules';
import type { Plan } from '../../../../domain/billing/plans';
import { isScheduledChange, priceQuote, seatPrice, unitPriceCents, type BillingCycle } from '../../../../domain/billing/pricing';

/** The rows of step 2's price table, in integer cents. */
export interface PriceTable {
  unitCents: number;
  seats: number;
  subtotalCents: number;
  /** Annual billing's saving against twelve monthly payments, plus the promo discount; null while the promo is being priced. */
  savingsCents: number | null;
  /** Total Payable; null while a promo code's discount is not known yet. */
  totalCents: number | null;
  /** Charged today for a subscription already paying for a period (the server's prorated adjustment); null until it answers. */
  todayCents: number | null;
  /** Fewer seats or annual to monthly on a paid period: starts at the period end (spec 8). */
  scheduled: boolean;
}

interface PriceTableInput {
  plan: Plan;
  seats: number;
  billingCycle: BillingCycle;
  /** A promo code is part of the choice: only the server knows its discount. */
  hasPromo: boolean;
  /** The server's answer for exactly this choice, when it has arrived. */
  quote: PriceResult | null;
  /** The subscription when it pays for a running period (null on the free tier, a trial, expired...). */
  paidPeriod: { seats: number; billingCycle: BillingCycle } | null;
}

/**
 * The table is drawn at once from the plan's prices (domain pricing, so it moves with the seat
 * stepper without waiting), then the server's quote takes over the totals when it arrives:
 * it alone knows promo codes and the proration of a running period.
 */
export function priceTable({ plan, seats, billingCycle, hasPromo, quote, paidPeriod }: PriceTableInput): PriceTable {
  const preview = priceQuote({ plan, seats, billingCycle, now: new Date() });
  const subtotalCents = quote ? amountToCents(quote.subtotal) : preview.subtotal;
  const annualSaving = billingCycle === 'annually' ? Math.max(0, 12 * seatPrice({ plan, seats, billingCycle: 'monthly' }) - subtotalCents) : 0;
  const discount = quote ? amountToCents(quote.discount) : hasPromo ? null : 0;
  return {
    unitCents: quote ? amountToCents(quote.unitPrice) : unitPriceCents(plan, billingCycle),
    seats,
    subtotalCents,
    savingsCents: discount === null ? null : annualSaving + discount,
    totalCents: quote ? amountToCents(quote.total) : discount === null ? null : preview.total,
    todayCents: paidPeriod && quote ? amountToCents(quote.adjustment) : null,
    scheduled: quote ? quote.isScheduledChange : paidPeriod !== null && isScheduledChange(paidPeriod, { seats, billingCycle }),
  };
}
