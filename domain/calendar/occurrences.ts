import { DateTime, type DurationLikeObject } from 'luxon';
import { isoInstant } from '../time/isoInstant';
import type { RecurrenceSettings } from './recurrence';
import { floatingRRule, ruleNeverMatches } from './recurrenceRule';
import { RRule } from './rruleLib';
import { isSimpleRule, walkSimpleRule } from './simpleRecurrence';
import { dayOfFloating, floatingAt, instantOfFloating, seriesStartFloating } from '../time/wallClock';

/**
 * Occurrences of an event in its own time zone. The rule is expanded (daily and weekly rules by
 * arithmetic, simpleRecurrence.ts; the others by rrule.js) in "floating"
 * wall time (dates built as UTC from the wall clock, so rrule never sees a zone), and each wall time
 * is then placed in the event's zone with the IANA offsets luxon gives (wallClock.ts): a weekly 09:00
 * Europe/Berlin meeting stays at 09:00 local across daylight-saving changes, and a wall time that
 * does not exist (the spring-forward gap) moves forward as luxon moves it. A timed occurrence lasts as long as the series' first one in real
 * time; an all-day one the same number of days. Expansions always stop at a window's end or a limit.
 */

export interface SeriesTiming { start: string; end: string; allDay: boolean; timeZone: string; recurrence: RecurrenceSettings | null }
/**
 * originalStart: always an ISO instant in UTC ('...Z'), for all-day midnight of that day in the
 * event's zone: it keys exceptions. start/end: ISO UTC instants when timed; 'YYYY-MM-DD' days (end
 * exclusive) when all day.
 */
export interface OccurrenceTime { originalStart: string; start: string; end: string }

/** An occurrence with its bounds as instants (an all-day one from its first midnight to the one after its last day, in the zone). */
interface Placed { time: OccurrenceTime; startMs: number; endMs: number }

const DAY_MS = 86_400_000;
const DEFAULT_LIMIT = 2000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Instant -> the day it falls on in a zone ('YYYY-MM-DD'). */
export function zonedDay(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone }).toISODate()!;
}

/** The first instant of a day in a zone (where midnight does not exist, the first time that does). */
export function startOfZonedDay(day: string, timeZone: string): Date {
  return instantOfFloating(new Date(`${day}T00:00:00Z`), timeZone);
}

/** The series' span: real milliseconds for a timed event, whole days for an all-day one. */
function spanOf(series: SeriesTiming): number {
  if (series.allDay) return Math.round((Date.parse(`${series.end}T00:00:00Z`) - Date.parse(`${series.start}T00:00:00Z`)) / DAY_MS);
  return Date.parse(series.end) - Date.parse(series.start);
}

function place(series: SeriesTiming, floating: Date, span: number): Placed {
  if (series.allDay) {
    const startDay = dayOfFloating(floating);
    const endDay = dayOfFloating(new Date(floating.getTime() + span * DAY_MS));
    const startMs = startOfZonedDay(startDay, series.timeZone).getTime();
    return { time: { originalStart: isoInstant(startMs), start: startDay, end: endDay }, startMs, endMs: startOfZonedDay(endDay, series.timeZone).getTime() };
  }
  const startMs = instantOfFloating(floating, series.timeZone).getTime();
  const iso = isoInstant(startMs);
  return { time: { originalStart: iso, start: iso, end: isoInstant(startMs + span) }, startMs, endMs: startMs + span };
}

const PERIOD_UNITS = { everyDay: 'days', everyWeek: 'weeks', everyMonth: 'months', everyYear: 'years' } as const;

/**
 * A later DTSTART with the same occurrences from `target` on, so a long-running series is not
 * walked from its first day for every window. It moves by whole INTERVALs (keeping the rule's
 * alignment) to at least one period before target; a monthly or yearly rule's new start is the
 * first of its month or year (its dates come from BYMONTHDAY/BYDAY/BYMONTH, never from DTSTART).
 * A COUNT rule counts from its first date, so it is never moved (it has at most 999 dates).
 * Plain arithmetic on floating dates: this runs for every series of every calendar view.
 */
function fastForward(firstStart: Date, settings: RecurrenceSettings, target: Date): Date {
  if (settings.endType === 'afterCount' || target <= firstStart) return firstStart;
  const start = firstStart;
  const [year, month] = [start.getUTCFullYear(), start.getUTCMonth()];
  const days = Math.floor((target.getTime() - start.getTime()) / DAY_MS);
  const periods = {
    everyDay: days,
    everyWeek: Math.floor(days / 7),
    everyMonth: (target.getUTCFullYear() - year) * 12 + target.getUTCMonth() - month,
    everyYear: target.getUTCFullYear() - year,
  }[settings.freqUnit];
  const steps = Math.floor((periods - 1) / settings.freqCount);
  if (steps <= 0) return firstStart;
  const by = steps * settings.freqCount;
  const time = [start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()] as const;
  switch (settings.freqUnit) {
    case 'everyDay':
      return new Date(start.getTime() + by * DAY_MS);
    case 'everyWeek':
      return new Date(start.getTime() + by * 7 * DAY_MS);
    case 'everyMonth':
      return new Date(Date.UTC(year, month + by, 1, ...time));
    case 'everyYear':
      return new Date(Date.UTC(year + by, 0, 1, ...time));
  }
}

/**
 * Visits the occurrences whose wall-clock start is at or after `fromFloating`, in order, until
 * `visit` returns false or the rule ends.
 */
function walk(series: SeriesTiming, fromFloating: Date, visit: (occurrence: Placed) => boolean): void {
  const span = spanOf(series);
  const firstStart = seriesStartFloating(series);
  const settings = series.recurrence;
  if (!settings) {
    visit(place(series, firstStart, span));
    return;
  }
  if (ruleNeverMatches(settings, series)) return;
  const dtstart = fastForward(firstStart, settings, fromFloating);
  const visitFrom = (floating: Date) => (floating < fromFloating ? true : visit(place(series, floating, span)));
  if (isSimpleRule(settings)) {
    walkSimpleRule(settings, (firstStart.getUTCDay() + 6) % 7, dtstart, visitFrom);
    return;
  }
  const options = RRule.parseString(floatingRRule(settings, series));
  new RRule({ ...options, dtstart }, true).all(visitFrom);
}

/** Occurrences overlapping [from, to), in order, at most `limit` (default 2000). A single event is its own one occurrence. */
export function expandOccurrences(series: SeriesTiming, window: { from: Date; to: Date }, options: { limit?: number } = {}): OccurrenceTime[] {
  const limit = options.limit ?? DEFAULT_LIMIT;
  const from = window.from.getTime();
  const to = window.to.getTime();
  const found: OccurrenceTime[] = [];
  if (limit <= 0 || to <= from) return found;
  // An occurrence that starts up to one span (plus a day for zone offsets) before the window reaches into it.
  const reach = series.allDay ? (spanOf(series) + 1) * DAY_MS : spanOf(series) + DAY_MS;
  walk(series, floatingAt(from - reach, series.timeZone), (occurrence) => {
    if (occurrence.startMs >= to) return false;
    if (occurrence.endMs > from) found.push(occurrence.time);
    return found.length < limit;
  });
  return found;
}

/** When the series' last occurrence ends, or null when it never ends (for calendar_events.series_end_at). A rule that yields nothing ends with its first event's end. */
export function seriesEnd(series: SeriesTiming): Date | null {
  const settings = series.recurrence;
  const ownEnd = () => new Date(place(series, seriesStartFloating(series), spanOf(series)).endMs);
  if (!settings) return ownEnd();
  if (settings.endType === 'never') return null;
  let lastEnd: number | null = null;
  const keepLast = (occurrence: Placed) => {
    lastEnd = occurrence.endMs;
    return true;
  };
  if (settings.endType === 'onDate' && settings.endDate) {
    // Look at the last two periods before UNTIL first (more for rules that skip months: a fifth
    // Monday, the 31st; or years: 29 February); only a rule with nothing there is walked from its start.
    const lookBack = { [PERIOD_UNITS[settings.freqUnit]]: 2 * settings.freqCount, years: settings.freqUnit === 'everyYear' ? 8 : settings.freqUnit === 'everyMonth' ? 1 : 0 };
    const nearEnd = DateTime.fromISO(settings.endDate, { zone: 'UTC' }).minus(lookBack as DurationLikeObject).toJSDate();
    walk(series, nearEnd, keepLast);
  }
  if (lastEnd === null) walk(series, new Date(-8_640_000_000_000_000), keepLast);
  return lastEnd === null ? ownEnd() : new Date(lastEnd);
}

/** The first occurrence whose start is at or after `after` (reminder scheduling), or null. */
export function nextOccurrence(series: SeriesTiming, after: Date): OccurrenceTime | null {
  let next: OccurrenceTime | null = null;
  walk(series, floatingAt(after.getTime() - DAY_MS, series.timeZone), (occurrence) => {
    if (occurrence.startMs < after.getTime()) return true;
    next = occurrence.time;
    return false;
  });
  return next;
}

/** Whether `originalStart` (an ISO instant, or an all-day occurrence's day) is an occurrence of the series (an exception must name a real one). */
export function isOccurrence(series: SeriesTiming, originalStart: string): boolean {
  const instant = DAY_PATTERN.test(originalStart) ? startOfZonedDay(originalStart, series.timeZone).getTime() : Date.parse(originalStart);
  if (Number.isNaN(instant)) return false;
  let found = false;
  walk(series, floatingAt(instant - DAY_MS, series.timeZone), (occurrence) => {
    found = occurrence.startMs === instant;
    return occurrence.startMs < instant;
  });
  return found;
}
