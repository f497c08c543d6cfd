import type { SubscriptionStatus } from '../../../../domain/billing/api';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const monthDate = (month: string) => {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, index! - 1, 1));
};

/** '2026-11' -> 'Nov 2026' (axis; 'Nov 26' read as a day) or 'November 2026' (screen readers). */
export const shortMonth = (month: string) => monthFormat.format(monthDate(month));
export const longMonth = (month: string) => longMonthFormat.format(monthDate(month));

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  suspended: 'Suspended',
  expired: 'Expired',
  cancelled: 'Cancelled',
  restricted: 'Restricted',
};

const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** '$1.2K' for chart axes, where the full amount does not fit. */
export const compactMoney = (amount: number) => compactUsd.format(amount);
