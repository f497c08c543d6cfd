import { DateTime } from 'luxon';
import { EVENT_DURATION_MAX_DAYS } from '../../../domain/calendar/events';
import { expandOccurrences, startOfZonedDay, zonedDay, type OccurrenceTime, type SeriesTiming } from '../../../domain/calendar/occurrences';
import type { RecurrenceSettings } from '../../../domain/calendar/recurrence';

/**
 * Between the API's times and the rows'. The API speaks instants for timed events and days for
 * all-day ones (end exclusive); the rows store instants only: an all-day event's start_at and
 * end_at are midnight of its days in its own time zone, so a window query treats both alike.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text);

/** The row's instant of an API time: a day is its midnight in the zone. */
export const instantOf = (text: string, timeZone: string): Date => (isDay(text) ? startOfZonedDay(text, timeZone) : new Date(text));

/** The API's time of a stored instant: a day for all-day events, else an ISO instant in UTC. */
export const answerTime = (instant: Date, allDay: boolean, timeZone: string): string => (allDay ? zonedDay(instant, timeZone) : instant.toISOString());

/** The same instant as the API's ISO text, whichever way it was written (so exceptions match by key). */
export const isoOf = (text: string, timeZone: string) => instantOf(text, timeZone).toISOString();

export interface TimedRow {
  startAt: Date;
  endAt: Date;
  allDay: boolean;
  timeZone: string;
  recurrence: RecurrenceSettings | null;
}

export function timingOf(row: TimedRow): SeriesTiming {
  return {
    start: answerTime(row.startAt, row.allDay, row.timeZone),
    end: answerTime(row.endAt, row.allDay, row.timeZone),
    allDay: row.allDay,
    timeZone: row.timeZone,
    recurrence: row.recurrence,
  };
}

/** The occurrence of a series that starts (originally) at `originalStart`, or null when there is none. */
export function occurrenceAt(timing: SeriesTiming, originalStart: Date): OccurrenceTime | null {
  const at = originalStart.getTime();
  // Every occurrence overlapping the instant starts at or before it, the one keyed by it last: one a
  // day at most, each at most EVENT_DURATION_MAX_DAYS long.
  const found = expandOccurrences(timing, { from: originalStart, to: new Date(at + 1) }, { limit: EVENT_DURATION_MAX_DAYS + 2 });
  return found.find((occurrence) => Date.parse(occurrence.originalStart) === at) ?? null;
}

/** Whether the series has an occurrence starting before `at` (else the one at `at` is its first). */
export function hasOccurrenceBefore(timing: SeriesTiming, seriesStart: Date, at: Date): boolean {
  if (at.getTime() <= seriesStart.getTime()) return false;
  return expandOccurrences(timing, { from: seriesStart, to: at }, { limit: 1 }).length > 0;
}

/** The wall clock of an instant in a zone, as milliseconds of a "floating" UTC date. */
function wallOf(instant: Date, timeZone: string): number {
  const local = DateTime.fromJSDate(instant, { zone: timeZone });
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second, local.millisecond);
}

function instantOfWall(wall: number, timeZone: string): Date {
  const w = DateTime.fromMillis(wall, { zone: 'utc' });
  return DateTime.fromObject({ year: w.year, month: w.month, day: w.day, hour: w.hour, minute: w.minute, second: w.second, millisecond: w.millisecond }, { zone: timeZone }).toJSDate();
}

/**
 * `instant` moved by as much wall-clock time as separates `from` and `to` in the zone: moving one
 * occurrence of a weekly 09:00 meeting to 10:00 moves the series' start to 10:00 too, even when
 * a daylight-saving change lies between them.
 */
export function shiftByWallClock(instant: Date, from: Date, to: Date, timeZone: string): Date {
  return instantOfWall(wallOf(instant, timeZone) + (wallOf(to, timeZone) - wallOf(from, timeZone)), timeZone);
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
