import type { RecurrenceSettings } from './recurrence';
import { WEEKDAYS } from './recurrence';
import { skippedDays } from './recurrenceRule';

/**
 * The spec's rules by plain arithmetic on floating dates, yielding exactly what rrule.js yields for
 * floatingRRule's text with the same DTSTART (simpleRecurrence.test.ts compares them over many
 * rules): rrule's per-series setup (parsing, year masks, its iterator) was most of a calendar view's
 * time, and most of its garbage (issue 17's first look at a month). Floating dates have no zone, so a
 * day is always 86,400,000 ms; the time of day (milliseconds too) is DTSTART's, as rrule keeps it.
 *
 * - everyDay: DTSTART + k * INTERVAL days, keeping the weekdays not skipped (BYDAY).
 * - everyWeek: weeks from Monday (WKST=MO), every INTERVAL-th from DTSTART's, on the scheduled
 *   days (or the series' first weekday), none before DTSTART.
 * - everyMonth: every INTERVAL-th month from DTSTART's, on its scheduled dates (BYMONTHDAY; a month
 *   without the 31st has none that day) or its nth / last weekday (BYDAY=+2TU, -1FR; a month without a
 *   fifth Monday has none), none before DTSTART.
 * - everyYear: every INTERVAL-th year from DTSTART's, on the scheduled month and day (29 February in
 *   leap years only), none before DTSTART.
 * COUNT counts the dates yielded from DTSTART (a COUNT rule's DTSTART is never moved); UNTIL is the
 * end of endDate in floating time, inclusive; nothing after rrule's last year (9999).
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const LAST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Monday 0 .. Sunday 6, of a floating date (1 January 1970 was a Thursday). */
export const weekdayIndex = (ms: number) => (((Math.floor(ms / DAY_MS) + 3) % 7) + 7) % 7;

const ORDINALS: Record<string, number> = { First: 1, Second: 2, Third: 3, Fourth: 4, Fifth: 5, Last: -1 };

/** Whether walkSimpleRule can expand these settings (otherwise rrule does: only settings the schema refuses). */
export function isSimpleRule(settings: RecurrenceSettings): boolean {
  switch (settings.freqUnit) {
    case 'everyDay':
    case 'everyWeek':
      return true;
    case 'everyMonth':
      return settings.monthlyTab === 'dayMonth' ? settings.scheduledMonthDay !== null : settings.scheduledMonthDates.length > 0;
    case 'everyYear':
      return settings.yearlyScheduledDate !== null;
  }
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The days of a month (1-based) a monthly rule falls on, in order. */
function monthDays(settings: RecurrenceSettings, year: number, month: number): number[] {
  const length = daysInMonth(year, month);
  if (settings.monthlyTab !== 'dayMonth') return settings.scheduledMonthDates.filter((day) => day <= length).sort((a, b) => a - b);
  const { freq, day } = settings.scheduledMonthDay!;
  const weekday = WEEKDAYS.indexOf(day);
  const ordinal = ORDINALS[freq]!;
  if (ordinal > 0) {
    const first = 1 + ((weekday - weekdayIndex(Date.UTC(year, month, 1)) + 7) % 7);
    const date = first + (ordinal - 1) * 7;
    return date <= length ? [date] : [];
  }
  return [length - ((weekdayIndex(Date.UTC(year, month, length)) - weekday + 7) % 7)];
}

/**
 * Visits the rule's floating dates (milliseconds) from `start` (DTSTART) on, in order, until `visit`
 * returns false or the rule ends. `firstWeekday` (Monday 0) is the series' first start's weekday,
 * a weekly rule's day when none are scheduled. Only for isSimpleRule settings.
 */
export function walkSimpleRule(settings: RecurrenceSettings, firstWeekday: number, start: number, visit: (floating: number) => boolean): void {
  const until = settings.endType === 'onDate' && settings.endDate ? Math.min(Date.parse(`${settings.endDate}T23:59:59Z`), LAST_MS) : LAST_MS;
  // What COUNT leaves to yield.
  let left = settings.endType === 'afterCount' && settings.endCount ? settings.endCount : Infinity;
  if (settings.freqUnit === 'everyDay') {
    const skipped = skippedDays(settings).map((day) => WEEKDAYS.indexOf(day));
    const step = settings.freqCount * DAY_MS;
    for (let ms = start; ms <= until; ms += step) {
      if (!skipped.includes(weekdayIndex(ms)) && (!visit(ms) || --left <= 0)) return;
    }
    return;
  }
  if (settings.freqUnit === 'everyMonth' || settings.freqUnit === 'everyYear') {
    const first = new Date(start);
    const timeOfDay = start - Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate());
    const monthly = settings.freqUnit === 'everyMonth';
    const yearly = settings.yearlyScheduledDate;
    // Periods from DTSTART's month (or year), INTERVAL apart, until one starts after the end.
    for (let period = 0; ; period += settings.freqCount) {
      const year = monthly ? first.getUTCFullYear() + Math.floor((first.getUTCMonth() + period) / 12) : first.getUTCFullYear() + period;
      const month = monthly ? (first.getUTCMonth() + period) % 12 : yearly!.month - 1;
      if (Date.UTC(year, monthly ? month : 0, 1) > until) return;
      const days = monthly ? monthDays(settings, year, month) : yearly!.day <= daysInMonth(year, month) ? [yearly!.day] : [];
      for (const day of days) {
        const ms = Date.UTC(year, month, day) + timeOfDay;
        if (ms < start) continue;
        if (ms > until || !visit(ms) || --left <= 0) return;
      }
    }
  }
  const days = settings.scheduledDays.length > 0 ? settings.scheduledDays.map((day) => WEEKDAYS.indexOf(day)).sort((a, b) => a - b) : [firstWeekday];
  const step = settings.freqCount * WEEK_MS;
  for (let monday = start - weekdayIndex(start) * DAY_MS; monday <= until; monday += step) {
    for (const day of days) {
      const ms = monday + day * DAY_MS;
      if (ms < start) continue;
      if (ms > until || !visit(ms) || --left <= 0) return;
    }
  }
}
