/** How the reports write their numbers and periods, so the table, the cards and the home card agree. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(day: string) {
  return { year: day.slice(0, 4), month: MONTHS[Number(day.slice(5, 7)) - 1] ?? '', date: String(Number(day.slice(8, 10))) };
}

/** A period as people write it: '1 – 30 Nov 2026', '27 Oct – 2 Nov 2026', '29 Dec 2025 – 4 Jan 2026', '5 Nov 2026'. */
export function formatRange(from: string, to: string): string {
  const a = parts(from);
  const b = parts(to);
  const end = `${b.date} ${b.month} ${b.year}`;
  if (from === to) return end;
  if (a.year !== b.year) return `${a.date} ${a.month} ${a.year} – ${end}`;
  if (a.month !== b.month) return `${a.date} ${a.month} – ${end}`;
  return `${a.date} – ${end}`;
}

/** A day alone: '5 Nov 2026'. */
export function formatDay(day: string): string {
  return formatRange(day, day);
}

const pointsFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const MINUS = '\u2212';

/** Points and averages with up to two decimals; a typographic minus for negatives. */
export function formatPoints(value: number): string {
  return pointsFormat.format(value).replace('-', MINUS);
}

export type ChangeDirection = 'up' | 'down' | 'none';

export function changeDirection(change: number): ChangeDirection {
  if (change > 0) return 'up';
  if (change < 0) return 'down';
  return 'none';
}

/** '▲ +12', '▼ −3' or '—'. */
export function formatChange(change: number): string {
  const direction = changeDirection(change);
  if (direction === 'none') return '—';
  return direction === 'up' ? `▲ +${formatPoints(change)}` : `▼ ${formatPoints(change)}`;
}

/** What a screen reader says for the change: 'up 12 on the period before'. */
export function describeChange(change: number): string {
  const direction = changeDirection(change);
  if (direction === 'none') return 'no change on the period before';
  return `${direction} ${formatPoints(Math.abs(change))} on the period before`;
}

const fractionFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** The note under a report: how its averages were counted, from the answer's period. */
export function averagesNote(period: { days: number; weeks: number; months: number }): string {
  const days = `${period.days} ${period.days === 1 ? 'day' : 'days'}`;
  return (
    `Weekly Average = Total Credit ÷ ${fractionFormat.format(period.weeks)} weeks (${days} ÷ 7). ` +
    `Monthly Average = Total Credit ÷ ${fractionFormat.format(period.months)} months (a partial month counts as its share of its days).`
  );
}
