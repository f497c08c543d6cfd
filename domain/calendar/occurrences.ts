import { DateTime, type DurationLikeObject } from 'luxon';
import type { WindowOccurrence } from './events';
import { dayText, instantText } from './instantText';
import type { RecurrenceSettings } from './recurrence';
import { floatingRRule, ruleNeverMatches } from './recurrenceRule';
import { RRule } from './rruleLib';
import { isSimpleRule, walkSimpleRule, weekdayIndex } from './simpleRecurrence';
import { zoneClock, type ZoneClock } from './zoneClock';
import { instantOfFloating } from '../time/wallClock';

/**
 * Occurrences of an event in its own time zone. The rule is expanded (by arithmetic,
 * simpleRecurrence.ts; settings it cannot take by rrule.js) in "floating" wall time (milliseconds
 * of dates built as UTC from the wall clock, so the rule never sees a zone), and each wall time is
 * then placed in the event's zone (zoneClock.ts): a weekly 09:00 Europe/Berlin meeting stays at
 * 09:00 local across daylight-saving changes, and a wall time that does not exist (the
 * spring-forward gap) moves forward as luxon moves it. A timed occurrence lasts as long as the
 * series' first one in real time; an all-day one the same number of days. Expansions always stop
 * at a window's end or a limit. A month view places thousands of occurrences, so they are walked
 * as numbers and only the ones kept are written (issue 17).
 */

export interface SeriesTiming { start: string; end: string; allDay: boolean; timeZone: string; recurrence: RecurrenceSettings | null }
/** A series as it is stored: its first occurrence's bounds as instants (an all-day one's midnights in its zone). */
export interface SeriesInstants { startAt: Date; endAt: Date; allDay: boolean; timeZone: string; recurrence: RecurrenceSettings | null }
/**
 * originalStart: always an ISO instant in UTC ('...Z'), for all-day midnight of that day in the
 * event's zone: it keys exceptions. start/end: ISO UTC instants when timed; 'YYYY-MM-DD' days (end
 * exclusive) when all day.
 */
export interface OccurrenceTime { originalStart: string; start: string; end: string }

/** A series as the expansion walks it: its first start as floating wall time, and how long each occurrence lasts (real milliseconds; days when all day). */
interface Series {
  first: number;
  /** The first occurrence's start as stored (timed): a wall time in the hour a fall-back repeats stands for two instants, and the stored one is the event's. */
  firstStart: number;
  span: number;
  allDay: boolean;
  clock: ZoneClock;
  recurrence: RecurrenceSettings | null;
}

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

const floorToDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

function seriesOfTiming(timing: SeriesTiming): Series {
  const clock = zoneClock(timing.timeZone);
  if (timing.allDay) {
    const first = Date.parse(`${timing.start}T00:00:00Z`);
    return { first, firstStart: clock.instantOfWall(first), span: Math.round((Date.parse(`${timing.end}T00:00:00Z`) - first) / DAY_MS), allDay: true, clock, recurrence: timing.recurrence };
  }
  const start = Date.parse(timing.start);
  return { first: clock.wallOf(start), firstStart: start, span: Date.parse(timing.end) - start, allDay: false, clock, recurrence: timing.recurrence };
}

function seriesOfInstants(row: SeriesInstants): Series {
  const clock = zoneClock(row.timeZone);
  const start = row.startAt.getTime();
  if (row.allDay) {
    const first = floorToDay(clock.wallOf(start));
    return { first, firstStart: clock.instantOfWall(first), span: Math.round((floorToDay(clock.wallOf(row.endAt.getTime())) - first) / DAY_MS), allDay: true, clock, recurrence: row.recurrence };
  }
  return { first: clock.wallOf(start), firstStart: start, span: row.endAt.getTime() - start, allDay: false, clock, recurrence: row.recurrence };
}

/** The series' first start as the rule text wants it (an instant, or a day when all day). */
const startText = (series: Series) => ({
  start: series.allDay ? dayText(series.first) : instantText(series.firstStart),
  allDay: series.allDay,
  timeZone: series.clock.timeZone,
});

/** Where an occurrence starting at a floating wall time lies: from its start to its end, as instants (an all-day one from its first midnight to the one after its last day). */
const startOf = (series: Series, floating: number) => (floating === series.first ? series.firstStart : series.clock.instantOfWall(floating));
const endOf = (series: Series, floating: number, start: number) => (series.allDay ? series.clock.instantOfWall(floating + series.span * DAY_MS) : start + series.span);

function occurrenceTime(series: Series, floating: number, start: number, end: number): OccurrenceTime {
  if (series.allDay) return { originalStart: instantText(start), start: dayText(floating), end: dayText(floating + series.span * DAY_MS) };
  const text = instantText(start);
  return { originalStart: text, start: text, end: instantText(end) };
}

const PERIOD_UNITS = { everyDay: 'days', everyWeek: 'weeks', everyMonth: 'months', everyYear: 'years' } as const;

/**
 * A later DTSTART with the same occurrences from `target` on, so a long-running series is not
 * walked from its first day for every window. It moves by whole INTERVALs (keeping the rule's
 * alignment) to at least one period before target; a monthly or yearly rule's new start is the
 * first of its month or year (its dates come from BYMONTHDAY/BYDAY/BYMONTH, never from DTSTART).
 * A COUNT rule counts from its first date, so it is never moved (it has at most 999 dates).
 */
function fastForward(first: number, settings: RecurrenceSettings, target: number): number {
  if (settings.endType === 'afterCount' || target <= first) return first;
  const start = new Date(first);
  const [year, month] = [start.getUTCFullYear(), start.getUTCMonth()];
  const days = Math.floor((target - first) / DAY_MS);
  const at = new Date(target);
  const periods = {
    everyDay: days,
    everyWeek: Math.floor(days / 7),
    everyMonth: (at.getUTCFullYear() - year) * 12 + at.getUTCMonth() - month,
    everyYear: at.getUTCFullYear() - year,
  }[settings.freqUnit];
  const steps = Math.floor((periods - 1) / settings.freqCount);
  if (steps <= 0) return first;
  const by = steps * settings.freqCount;
  const timeOfDay = first - floorToDay(first);
  switch (settings.freqUnit) {
    case 'everyDay':
      return first + by * DAY_MS;
    case 'everyWeek':
      return first + by * 7 * DAY_MS;
    case 'everyMonth':
      return Date.UTC(year, month + by, 1) + timeOfDay;
    case 'everyYear':
      return Date.UTC(year + by, 0, 1) + timeOfDay;
  }
}

/**
 * Visits the floating wall times of the occurrences starting at or after `fromFloating`, in
 * order, until `visit` returns false or the rule ends.
 */
function walk(series: Series, fromFloating: number, visit: (floating: number) => boolean): void {
  const settings = series.recurrence;
  if (!settings) {
    visit(series.first);
    return;
  }
  const firstWeekday = weekdayIndex(series.first);
  if (ruleNeverMatches(settings, firstWeekday)) return;
  const dtstart = fastForward(series.first, settings, fromFloating);
  // Callbacks written in place: a named one is renamed on every call where the server runs (tsx keeps names).
  if (isSimpleRule(settings)) {
    walkSimpleRule(settings, firstWeekday, dtstart, (floating) => floating < fromFloating || visit(floating));
    return;
  }
  const options = RRule.parseString(floatingRRule(settings, startText(series)));
  new RRule({ ...options, dtstart: new Date(dtstart) }, true).all((date) => date.getTime() < fromFloating || visit(date.getTime()));
}

/** Hands `take` each occurrence overlapping [from, to), in order, at most `limit`: its floating wall time and its bounds as instants. */
function eachInWindow(series: Series, window: { from: Date; to: Date }, limit: number, take: (floating: number, start: number, end: number) => void): void {
  const from = window.from.getTime();
  const to = window.to.getTime();
  if (limit <= 0 || to <= from) return;
  // An occurrence that starts up to one span (plus a day for zone offsets) before the window reaches into it.
  const reach = series.allDay ? (series.span + 1) * DAY_MS : series.span + DAY_MS;
  let taken = 0;
  walk(series, series.clock.wallOf(from - reach), (floating) => {
    const start = startOf(series, floating);
    if (start >= to) return false;
    const end = endOf(series, floating, start);
    if (end <= from) return true;
    take(floating, start, end);
    taken += 1;
    return taken < limit;
  });
}

/** Occurrences overlapping [from, to), in order, at most `limit` (default 2000). A single event is its own one occurrence. */
export function expandOccurrences(timing: SeriesTiming, window: { from: Date; to: Date }, options: { limit?: number } = {}): OccurrenceTime[] {
  const series = seriesOfTiming(timing);
  const found: OccurrenceTime[] = [];
  eachInWindow(series, window, options.limit ?? DEFAULT_LIMIT, (floating, start, end) => found.push(occurrenceTime(series, floating, start, end)));
  return found;
}

/**
 * The same occurrences of a stored series as a window's answer writes them when no exception
 * touches them (events.ts, windowOccurrenceSchema): a start and an end, and a recurring all-day
 * one's original start (the midnight that keys it, which its day does not say).
 */
export function windowOccurrences(row: SeriesInstants, window: { from: Date; to: Date }): WindowOccurrence[] {
  const series = seriesOfInstants(row);
  const found: WindowOccurrence[] = [];
  const keyed = series.allDay && series.recurrence !== null;
  eachInWindow(series, window, DEFAULT_LIMIT, (floating, start, end) => {
    if (!series.allDay) found.push({ start: instantText(start), end: instantText(end) });
    else if (!keyed) found.push({ start: dayText(floating), end: dayText(floating + series.span * DAY_MS) });
    else found.push({ originalStart: instantText(start), start: dayText(floating), end: dayText(floating + series.span * DAY_MS) });
  });
  return found;
}

/** When the series' last occurrence ends, or null when it never ends (for calendar_events.series_end_at). A rule that yields nothing ends with its first event's end. */
export function seriesEnd(timing: SeriesTiming): Date | null {
  const series = seriesOfTiming(timing);
  const settings = series.recurrence;
  const endAt = (floating: number) => endOf(series, floating, startOf(series, floating));
  if (!settings) return new Date(endAt(series.first));
  if (settings.endType === 'never') return null;
  let last: number | null = null;
  const keepLast = (floating: number) => {
    last = floating;
    return true;
  };
  if (settings.endType === 'onDate' && settings.endDate) {
    // Look at the last two periods before UNTIL first (more for rules that skip months: a fifth
    // Monday, the 31st; or years: 29 February); only a rule with nothing there is walked from its start.
    const lookBack = { [PERIOD_UNITS[settings.freqUnit]]: 2 * settings.freqCount, years: settings.freqUnit === 'everyYear' ? 8 : settings.freqUnit === 'everyMonth' ? 1 : 0 };
    walk(series, DateTime.fromISO(settings.endDate, { zone: 'UTC' }).minus(lookBack as DurationLikeObject).toMillis(), keepLast);
  }
  if (last === null) walk(series, -8_640_000_000_000_000, keepLast);
  return new Date(endAt(last ?? series.first));
}

/** The first occurrence whose start is at or after `after` (reminder scheduling), or null. */
export function nextOccurrence(timing: SeriesTiming, after: Date): OccurrenceTime | null {
  const series = seriesOfTiming(timing);
  let next: OccurrenceTime | null = null;
  walk(series, series.clock.wallOf(after.getTime() - DAY_MS), (floating) => {
    const start = startOf(series, floating);
    if (start < after.getTime()) return true;
    next = occurrenceTime(series, floating, start, endOf(series, floating, start));
    return false;
  });
  return next;
}

/** Whether `originalStart` (an ISO instant, or an all-day occurrence's day) is an occurrence of the series (an exception must name a real one). */
export function isOccurrence(timing: SeriesTiming, originalStart: string): boolean {
  const instant = DAY_PATTERN.test(originalStart) ? startOfZonedDay(originalStart, timing.timeZone).getTime() : Date.parse(originalStart);
  if (Number.isNaN(instant)) return false;
  const series = seriesOfTiming(timing);
  let found = false;
  walk(series, series.clock.wallOf(instant - DAY_MS), (floating) => {
    const start = startOf(series, floating);
    found = start === instant;
    return start < instant;
  });
  return found;
}
