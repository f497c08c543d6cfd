import type { CalendarWindow } from './api';

/**
 * The calendar asks the server for whole months (UTC), whatever the view: a week, a day or a month
 * grid is drawn from the months it touches, so switching views or pages within loaded months paints
 * from the cache, the neighbouring months can be fetched ahead under the same keys, and changing the
 * page's time zone asks for nothing new. The visible range is widened by a day on each side, which
 * covers any zone's offset from UTC.
 */
const MARGIN_MS = 86_400_000;

function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1));
}

function windowOf(start: Date): CalendarWindow {
  return { from: start.toISOString(), to: monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1).toISOString() };
}

/** The months covering a visible range, in order. */
export function monthWindows(rangeStart: Date, rangeEnd: Date): CalendarWindow[] {
  const from = new Date(rangeStart.getTime() - MARGIN_MS);
  const to = new Date(rangeEnd.getTime() + MARGIN_MS);
  const windows: CalendarWindow[] = [];
  for (let month = monthStart(from.getUTCFullYear(), from.getUTCMonth()); month < to; month = monthStart(month.getUTCFullYear(), month.getUTCMonth() + 1)) {
    windows.push(windowOf(month));
  }
  return windows;
}

/** The month before the first and the month after the last: where the user goes next with previous and next. */
export function neighbourWindows(windows: CalendarWindow[]): CalendarWindow[] {
  if (windows.length === 0) return [];
  const first = new Date(windows[0]!.from);
  const last = new Date(windows[windows.length - 1]!.from);
  return [windowOf(monthStart(first.getUTCFullYear(), first.getUTCMonth() - 1)), windowOf(monthStart(last.getUTCFullYear(), last.getUTCMonth() + 1))];
}
