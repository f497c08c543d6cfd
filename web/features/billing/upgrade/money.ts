import { centsToAmount } from '../../../../domain/billing/plans';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price-table amount, always with cents ('$64.00'), from integer cents. */
export function formatCents(cents: number): string {
  return usd.format(centsToAmount(cents));
}
