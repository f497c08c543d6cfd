/** Display formats shared by the screens, so a date or a price reads the same everywhere. */

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 hours ago', 'in 6 days', 'just now'; 'Never' when there is no date. */
export function formatRelative(iso: string | null, now = Date.now()): string {
  if (!iso) return 'Never';
  const seconds = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of UNITS) {
    // Rounded, so a week-long invitation sent a minute ago expires 'in 7 days', not 'in 6 days'.
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** Dollars as '$12' or '$12.50'; it lives in domain/billing/money beside the invoice's always-with-cents form. */
export { formatMoney } from '../../domain/billing/money';

/** 'maintainer' -> 'Maintainer', 'super_admin' -> 'Super admin'. */
export function roleLabel(role: string): string {
  const words = role.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
