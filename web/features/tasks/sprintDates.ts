const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const DAY_MS = 24 * 60 * 60 * 1000;

/** '12 May – 26 May', or '' when the sprint has no dates yet. */
export function sprintRange(startDate: string | null, endDate: string | null): string {
  if (!startDate && !endDate) return '';
  const start = startDate ? dayFormat.format(new Date(startDate)) : '…';
  const end = endDate ? dayFormat.format(new Date(endDate)) : '…';
  return `${start} – ${end}`;
}

/** '6 days left', 'Ends today', 'Ended 2 days ago'. */
export function daysLeft(endDate: string | null, now = Date.now()): string | null {
  if (!endDate) return null;
  const days = Math.ceil((Date.parse(endDate) - now) / DAY_MS);
  if (days > 1) return `${days} days left`;
  if (days === 1) return '1 day left';
  if (days === 0) return 'Ends today';
  return `Ended ${-days} day${days === -1 ? '' : 's'} ago`;
}
