import { DateTime } from 'luxon';

/**
 * The form shows an event's times as a wall clock in the event's time zone (a date and a time
 * input), while the API speaks instants with an offset. These convert between the two with luxon,
 * so 09:00 in Europe/Berlin is 09:00 there whatever zone the browser runs in.
 */
export interface WallTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
}

export function wallTimeOf(instant: string, timeZone: string): WallTime {
  const local = DateTime.fromISO(instant, { setZone: true }).setZone(timeZone);
  return { date: local.toISODate() ?? '', time: local.toFormat('HH:mm') };
}

/**
 * The instant of a wall time in a zone, as '2026-05-04T09:00:00+02:00'. A time that does not
 * exist (the spring-forward gap) moves forward, as luxon does. An unreadable date or time is
 * handed back as it was typed, for the schema to refuse with its message.
 */
export function instantOf(wall: WallTime, timeZone: string): string {
  const local = DateTime.fromISO(`${wall.date}T${wall.time}`, { zone: timeZone });
  return local.isValid ? local.toISO({ suppressMilliseconds: true })! : `${wall.date}T${wall.time}`;
}

export function addDays(day: string, days: number): string {
  const date = DateTime.fromISO(day, { zone: 'utc' });
  return date.isValid ? date.plus({ days }).toISODate()! : day;
}

const floating = (wall: WallTime) => DateTime.fromISO(`${wall.date}T${wall.time || '00:00'}`, { zone: 'utc' });

/** Minutes from one wall time to another, by the clock (a day is always 1,440 minutes here). */
export function wallMinutesBetween(from: WallTime, to: WallTime): number | null {
  const a = floating(from);
  const b = floating(to);
  return a.isValid && b.isValid ? b.diff(a, 'minutes').minutes : null;
}

export function addWallMinutes(wall: WallTime, minutes: number): WallTime {
  const moved = floating(wall).plus({ minutes });
  return { date: moved.toISODate()!, time: moved.toFormat('HH:mm') };
}

/** The weekday of a day, 1 (Monday) to 7 (Sunday), and its day of the month, month and year. */
export function dayParts(day: string): { weekday: number; day: number; month: number; year: number; daysInMonth: number } | null {
  const date = DateTime.fromISO(day, { zone: 'utc' });
  if (!date.isValid) return null;
  return { weekday: date.weekday, day: date.day, month: date.month, year: date.year, daysInMonth: date.daysInMonth! };
}
