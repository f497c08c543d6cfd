import { dayToUtc } from '../../../../domain/performance/periods';

// A credit's date is a calendar day, not an instant: formatted in UTC so no zone moves it a day.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

export function formatDay(day: string): string {
  return dayFormat.format(new Date(dayToUtc(day)));
}

/** '+10', '−5' (a real minus sign). */
export function formatPoints(points: number): string {
  return points > 0 ? `+${points}` : `−${Math.abs(points)}`;
}
