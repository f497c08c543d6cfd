import { DateTime } from 'luxon';
import { MONTH_DAY_ORDINALS, WEEKDAYS, recurrenceSettingsSchema, type MonthDayOrdinal, type RecurrenceSettings, type Weekday } from './recurrence';
import type { SeriesTiming } from './occurrences';
import { seriesStartFloating } from '../time/wallClock';

/**
 * Recurrence settings (spec 3-4) <-> RFC 5545 RRULE. The one place the settings get a meaning:
 *
 * - everyDay: FREQ=DAILY;INTERVAL=freqCount. Skipped days (skipDays, plus Saturday and Sunday with
 *   skipWeekends) become BYDAY = the days left. With freqCount > 1 BYDAY is kept too, so 'every 3 day
 *   except Sunday' is every third day that is not a Sunday.
 * - everyWeek: FREQ=WEEKLY;INTERVAL=freqCount;BYDAY=scheduledDays, or the start's weekday when none
 *   are scheduled. Weeks start on Monday (RFC 5545's default WKST, which matters for INTERVAL > 1).
 * - everyMonth + fixDate: FREQ=MONTHLY;BYMONTHDAY=scheduledMonthDates (a month without the 31st
 *   skips it, as RFC 5545 says). + dayMonth: BYDAY=+1FR .. +5FR or -1FR (a month without a fifth
 *   Friday skips it).
 * - everyYear: FREQ=YEARLY;BYMONTH;BYMONTHDAY from yearlyScheduledDate (29 February: leap years only).
 * - endType onDate: UNTIL = the end of endDate in the event's time zone, so the end day is included;
 *   in UTC for a timed event, a DATE (YYYYMMDD) for an all-day one, as RFC 5545 wants UNTIL to take
 *   DTSTART's type. afterCount: COUNT.
 *
 * The occurrences are the rule's dates on or after the series' start: a start the rule does not
 * match is not itself an occurrence (RFC 5545 would count DTSTART; rrule.js does not, and we follow
 * it, so an .ics export should put DTSTART on the first occurrence).
 */

const BYDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const ORDINAL_NUMBERS: Record<MonthDayOrdinal, number> = { First: 1, Second: 2, Third: 3, Fourth: 4, Fifth: 5, Last: -1 };
const RRULE_FREQS = { everyDay: 'DAILY', everyWeek: 'WEEKLY', everyMonth: 'MONTHLY', everyYear: 'YEARLY' } as const;

const byDayCode = (day: Weekday) => BYDAY_CODES[WEEKDAYS.indexOf(day)]!;
const inWeekOrder = (days: Iterable<Weekday>) => WEEKDAYS.filter((day) => new Set(days).has(day));

/** The series' first start as wall-clock time in its zone (an all-day start is that day's 00:00). */
export function seriesStartWallTime(series: { start: string; allDay: boolean; timeZone: string }): DateTime {
  return DateTime.fromJSDate(seriesStartFloating(series), { zone: 'UTC' });
}

/** everyDay: the weekdays left out, in week order (skipDays plus the weekend with skipWeekends). */
export function skippedDays(settings: RecurrenceSettings): Weekday[] {
  return inWeekOrder([...settings.skipDays, ...(settings.skipWeekends ? (['Saturday', 'Sunday'] as const) : [])]);
}

/** How the rule's UNTIL is written: in floating wall time (for the expansion) or for an RRULE. */
type UntilStyle = 'floating' | 'rfc5545';

function ruleParts(settings: RecurrenceSettings, series: Pick<SeriesTiming, 'start' | 'allDay' | 'timeZone'>, until: UntilStyle): string {
  const start = seriesStartWallTime(series);
  const parts: [string, string][] = [['FREQ', RRULE_FREQS[settings.freqUnit]]];
  if (settings.freqCount > 1) parts.push(['INTERVAL', String(settings.freqCount)]);
  switch (settings.freqUnit) {
    case 'everyDay': {
      const skipped = new Set(skippedDays(settings));
      if (skipped.size > 0) parts.push(['BYDAY', WEEKDAYS.filter((day) => !skipped.has(day)).map(byDayCode).join(',')]);
      break;
    }
    case 'everyWeek': {
      const days = settings.scheduledDays.length > 0 ? inWeekOrder(settings.scheduledDays) : [WEEKDAYS[start.weekday - 1]!];
      parts.push(['BYDAY', days.map(byDayCode).join(',')]);
      break;
    }
    case 'everyMonth':
      if (settings.monthlyTab === 'dayMonth' && settings.scheduledMonthDay) {
        const { freq, day } = settings.scheduledMonthDay;
        const ordinal = ORDINAL_NUMBERS[freq];
        parts.push(['BYDAY', `${ordinal > 0 ? '+' : ''}${ordinal}${byDayCode(day)}`]);
      } else {
        parts.push(['BYMONTHDAY', [...settings.scheduledMonthDates].sort((a, b) => a - b).join(',')]);
      }
      break;
    case 'everyYear': {
      const date = settings.yearlyScheduledDate ?? { month: start.month, day: start.day };
      parts.push(['BYMONTH', String(date.month)], ['BYMONTHDAY', String(date.day)]);
      break;
    }
  }
  if (settings.endType === 'afterCount' && settings.endCount) parts.push(['COUNT', String(settings.endCount)]);
  if (settings.endType === 'onDate' && settings.endDate) parts.push(['UNTIL', untilText(settings.endDate, series, until)]);
  return parts.map(([key, value]) => `${key}=${value}`).join(';');
}

function untilText(endDate: string, series: Pick<SeriesTiming, 'allDay' | 'timeZone'>, style: UntilStyle): string {
  const compact = endDate.replaceAll('-', '');
  // rrule.js reads a 'Z' time as the floating wall time the expansion runs in.
  if (style === 'floating') return `${compact}T235959Z`;
  if (series.allDay) return compact;
  const endOfDay = DateTime.fromISO(endDate, { zone: series.timeZone }).endOf('day').toUTC();
  return endOfDay.toFormat("yyyyMMdd'T'HHmmss'Z'");
}

/** RRULE body ('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20261231T225959Z', no 'RRULE:' prefix, no DTSTART) for settings on a series starting at seriesStart. */
export function toRRule(settings: RecurrenceSettings, series: SeriesTiming): string {
  return ruleParts(settings, series, 'rfc5545');
}

/** The same rule with UNTIL in floating wall time, for expanding in the event's zone (occurrences.ts). */
export function floatingRRule(settings: RecurrenceSettings, series: Pick<SeriesTiming, 'start' | 'allDay' | 'timeZone'>): string {
  return ruleParts(settings, series, 'floating');
}

/**
 * everyDay with INTERVAL a multiple of 7 only ever lands on the start's weekday (`firstWeekday`,
 * Monday 0): if that day is skipped the rule has no date at all, and an expansion looking for one would search to year 9999.
 */
export function ruleNeverMatches(settings: RecurrenceSettings, firstWeekday: number): boolean {
  if (settings.freqUnit !== 'everyDay' || settings.freqCount % 7 !== 0) return false;
  return skippedDays(settings).includes(WEEKDAYS[firstWeekday]!);
}

const RRULE_UNITS: Record<string, RecurrenceSettings['freqUnit']> = { DAILY: 'everyDay', WEEKLY: 'everyWeek', MONTHLY: 'everyMonth', YEARLY: 'everyYear' };
/** Parts fromRRule understands; any other (BYHOUR, BYSETPOS with several days, BYWEEKNO ...) makes the rule unsayable. */
const KNOWN_PARTS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'COUNT', 'UNTIL', 'WKST']);

/** Back from an RRULE (import): the spec's settings when the rule can be said with them, else null (the importer then imports the first occurrence only). */
export function fromRRule(rrule: string, series: { start: string; allDay: boolean; timeZone: string }): RecurrenceSettings | null {
  const parts = new Map<string, string>();
  for (const piece of rrule.trim().replace(/^RRULE:/i, '').split(';')) {
    if (!piece) continue;
    const [key, value, ...rest] = piece.split('=');
    if (!key || value === undefined || rest.length > 0) return null;
    const name = key.trim().toUpperCase();
    if (!KNOWN_PARTS.has(name) || parts.has(name)) return null;
    parts.set(name, value.trim().toUpperCase());
  }
  const freqUnit = RRULE_UNITS[parts.get('FREQ') ?? ''];
  if (!freqUnit) return null;
  const interval = parts.has('INTERVAL') ? Number(parts.get('INTERVAL')) : 1;
  const start = seriesStartWallTime(series);
  const byDay = parts.get('BYDAY')?.split(',') ?? null;
  const byMonthDay = parts.get('BYMONTHDAY')?.split(',').map(Number) ?? null;
  const byMonth = parts.get('BYMONTH')?.split(',').map(Number) ?? null;
  const bySetPos = parts.has('BYSETPOS') ? Number(parts.get('BYSETPOS')) : null;
  const plainDays = (codes: string[]) => {
    const days = codes.map((code) => WEEKDAYS[BYDAY_CODES.indexOf(code as (typeof BYDAY_CODES)[number])]);
    return days.every((day): day is Weekday => day !== undefined) ? days : null;
  };
  const settings: Record<string, unknown> = { freqUnit, freqCount: interval };

  switch (freqUnit) {
    case 'everyDay': {
      if (byMonthDay || byMonth || bySetPos !== null) return null;
      if (byDay) {
        const kept = plainDays(byDay);
        if (!kept) return null;
        const skipped = WEEKDAYS.filter((day) => !kept.includes(day));
        const weekend = skipped.includes('Saturday') && skipped.includes('Sunday');
        settings.skipWeekends = weekend;
        settings.skipDays = weekend ? skipped.filter((day) => day !== 'Saturday' && day !== 'Sunday') : skipped;
      }
      break;
    }
    case 'everyWeek': {
      if (byMonthDay || byMonth || bySetPos !== null) return null;
      const days = byDay ? plainDays(byDay) : [];
      if (!days) return null;
      // Weeks are counted from Monday; another week start changes which days an INTERVAL > 1 picks.
      if (parts.has('WKST') && parts.get('WKST') !== 'MO' && interval > 1 && days.length > 1) return null;
      settings.scheduledDays = days;
      break;
    }
    case 'everyMonth': {
      if (byMonth) return null;
      if (byDay) {
        // '+1FR', '-1FR', or Outlook's 'BYDAY=FR;BYSETPOS=-1'.
        const match = byDay.length === 1 ? /^([+-]?\d)?(MO|TU|WE|TH|FR|SA|SU)$/.exec(byDay[0]!) : null;
        if (!match || byMonthDay) return null;
        const ordinal = match[1] !== undefined ? Number(match[1]) : bySetPos;
        if (match[1] !== undefined && bySetPos !== null) return null;
        const freq = MONTH_DAY_ORDINALS.find((word) => ORDINAL_NUMBERS[word] === ordinal);
        if (!freq) return null;
        settings.monthlyTab = 'dayMonth';
        settings.scheduledMonthDay = { freq, day: plainDays([match[2]!])![0] };
      } else {
        if (bySetPos !== null) return null;
        settings.monthlyTab = 'fixDate';
        settings.scheduledMonthDates = byMonthDay ?? [start.day];
      }
      break;
    }
    case 'everyYear': {
      if (byDay || bySetPos !== null) return null;
      if ((byMonth && byMonth.length !== 1) || (byMonthDay && byMonthDay.length !== 1)) return null;
      settings.yearlyScheduledDate = { month: byMonth?.[0] ?? start.month, day: byMonthDay?.[0] ?? start.day };
      break;
    }
  }

  if (parts.has('COUNT') && parts.has('UNTIL')) return null;
  if (parts.has('COUNT')) Object.assign(settings, { endType: 'afterCount', endCount: Number(parts.get('COUNT')) });
  if (parts.has('UNTIL')) {
    const endDate = untilDay(parts.get('UNTIL')!, series.timeZone);
    if (!endDate) return null;
    Object.assign(settings, { endType: 'onDate', endDate });
  }
  const parsed = recurrenceSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : null;
}

/** The day an UNTIL ends on, in the event's zone: a UTC time is converted, a DATE or floating time read as it is. */
function untilDay(until: string, timeZone: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(until);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, utc] = match;
  if (!utc) return `${year}-${month}-${day}`;
  const instant = DateTime.fromISO(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`, { zone: timeZone });
  return instant.isValid ? instant.toISODate() : null;
}
