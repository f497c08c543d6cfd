import { centsToAmount } from '../../../../domain/billing/planRules';
import { formatMoneyWithCents } from '../../../../domain/billing/money';

/** A price-table amount, always with cents ('$64.00'), from integer cents. */
export function formatCents(cents: number): string {
  return formatMoneyWithCents(centsToAmount(cents));
}
