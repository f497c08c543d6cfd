/**
 * Money as people read it, on the billing screens and on the printed invoice. Amounts are major
 * units (dollars), as the billing API sends them (see api.ts); cents are converted first with
 * centsToAmount.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Dollars as '$12' or '$12.50': cents only when there are any. */
export function formatMoney(amount: number): string {
  return Number.isInteger(amount) ? usdWhole.format(amount) : usd.format(amount);
}

/** Dollars always with cents, '$12.00', as an invoice prints them. */
export function formatMoneyWithCents(amount: number): string {
  return usd.format(amount);
}
