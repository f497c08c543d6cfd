import type { CardBrand, SubscriptionSummary } from '../../../domain/billing/api';
import type { BillingCycle } from '../../../domain/billing/pricing';
import { formatDate, formatMoney } from '../../app/format';

/** The wording billing screens share, so a cycle, a card or a change reads the same everywhere. */

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

export const cycleLabel = (cycle: BillingCycle) => (cycle === 'annually' ? 'Annually' : 'Monthly');
export const billedLabel = (cycle: BillingCycle) => (cycle === 'annually' ? 'billed annually' : 'billed monthly');
export const perPeriod = (cycle: BillingCycle) => (cycle === 'annually' ? 'year' : 'month');

export const seatsLabel = (quantity: number) => `${quantity} ${quantity === 1 ? 'seat' : 'seats'}`;

/** '•••• 4242', the only part of a card the product ever keeps. */
export const maskedCard = (last4: string) => `•••• ${last4}`;

/** '04/2030'. */
export const cardExpiry = (month: number, year: number) => `${String(month).padStart(2, '0')}/${year}`;

/** A card whose expiry month is over can no longer be charged. */
export function isCardExpired(month: number, year: number, now = new Date()): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/** 'Changes to 7 seats, billed monthly, on Jun 1, 2026' (with the plan when it changes too). */
export function scheduledChangeText(subscription: Pick<SubscriptionSummary, 'planName' | 'scheduledChange'>): string | null {
  const change = subscription.scheduledChange;
  if (!change) return null;
  const plan = change.planName !== subscription.planName ? `${change.planName}, ` : '';
  const when = change.effectiveAt ? ` on ${formatDate(change.effectiveAt)}` : ' when the current period ends';
  return `Changes to ${plan}${seatsLabel(change.quantity)}, ${billedLabel(change.billingCycle)},${when}`;
}

/** A free plan (or a trial) costs nothing, so it offers 'Upgrade' rather than 'Change plan'. */
export function offersUpgrade(subscription: Pick<SubscriptionSummary, 'status' | 'totalAmount'>): boolean {
  return subscription.totalAmount === 0 || ['trialing', 'expired', 'cancelled'].includes(subscription.status);
}

/** '$120' or '—' when there is nothing to show. */
export const moneyOrDash = (amount: number | null) => (amount === null ? '—' : formatMoney(amount));
