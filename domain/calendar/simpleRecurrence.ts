import type { RecurrenceSettings } from './recurrence';
import { WEEKDAYS } from './recurrence';
import { skippedDays } from './recurrenceRule';

/**
 * Daily and weekly rules by plain arithmetic on floating dates, yielding exactly what rrule.js
 * yields for floatingRRule's text with the same DTSTART (simpleRecurrence.test.ts compares them
 * over many rules): most series are daily or weekly, and rrule's per-series setup (parsing, year
 * masks, its iterator) was most of a calendar view's time. Floating dates have no zone, so a day is
 * always 86,400,000 ms; the time of day (milliseconds too) is DTSTART's, as rrule keeps it.
 *
 * - everyDay: DTSTART + k * INTERVAL days, keeping the weekdays not skipped (BYDAY).
 * - everyWeek: weeks from Monday (WKST=MO), every INTERVAL-th from DTSTART's, on the scheduled
 *   days (or the series' first weekday), none before DTSTART.
 * COUNT counts the dates yielded from DTSTART (a COUNT rule's DTSTART is never moved); UNTIL is the
 * end of endDate in floating time, inclusive; nothing after rrule's last year (9999).
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const LAST_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Monday 0 .. Sunday 6, of a floating date. */
const weekdayIndex = (ms: number) => (new Date(ms).getUTCDay() + 6) % 7;

/** Whether walkSimpleRule can expand these settings (otherwise rrule does). */
export const isSimpleRule = (settings: RecurrenceSettings) => settings.freqUnit === 'everyDay' || settings.freqUnit === 'everyWeek';

/**
 * Visits the rule's floating dates from `dtstart` on, in order, until `visit` returns false or the
 * rule ends. `firstWeekday` (Monday 0) is the series' first start's weekday, a weekly rule's day
 * when none are scheduled. Only for isSimpleRule settings.
 */
export function walkSimpleRule(settings: RecurrenceSettings, firstWeekday: number, dtstart: Date, visit: (floating: Date) => boolean): void {
  const start = dtstart.getTime();
  const until = settings.endType === 'onDate' && settings.endDate ? Math.min(Date.parse(`${settings.endDate}T23:59:59Z`), LAST_MS) : LAST_MS;
  let left = settings.endType === 'afterCount' && settings.endCount ? settings.endCount : Infinity;
  const emit = (ms: number) => {
    left -= 1;
    return visit(new Date(ms)) && left > 0;
  };
  if (settings.freqUnit === 'everyDay') {
    const skipped = new Set(skippedDays(settings).map((day) => WEEKDAYS.indexOf(day)));
    const step = settings.freqCount * DAY_MS;
    for (let ms = start; ms <= until; ms += step) {
      if (!skipped.has(weekdayIndex(ms)) && !emit(ms)) return;
    }
    return;
  }
  const days = settings.scheduledDays.length > 0 ? settings.scheduledDays.map((day) => WEEKDAYS.indexOf(day)).sort((a, b) => a - b) : [firstWeekday];
  const step = settings.freqCount * WEEK_MS;
  for (let monday = start - weekdayIndex(start) * DAY_MS; monday <= until; monday += step) {
    for (const day of days) {
      const ms = monday + day * DAY_MS;
      if (ms < start) continue;
      if (ms > until || !emit(ms)) return;
    }
  }
}
