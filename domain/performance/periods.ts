/**
 * Periods and the report's averages (spec 9: Total Credit, Weekly Average, Monthly Average),
 * defined once here for the server's report, the web's headings and the tests. Days are calendar
 * days ('YYYY-MM-DD') already taken in the organisation's time zone; a period includes both ends.
 *
 * - Weekly Average = total / weeks, weeks = days / 7 (a partial week counts as its days / 7).
 * - Monthly Average = total / months, where each calendar month the period touches counts as the
 *   share of its own days inside the period (10 days of a 31-day month: 10/31; of a leap February: 10/29).
 */

export const PERIOD_PRESETS = ['week', 'month', 'quarter', 'year', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The longest custom period a report or graph reads. */
export const PERIOD_MAX_DAYS = 3 * 366;

/** 0 = Sunday … 6 = Saturday, as Date.getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface DayRange {
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

const DAY_MS = 86_400_000;

export function dayToUtc(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

export function utcToDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcToDay(dayToUtc(day) + days * DAY_MS);
}

/** Days from `from` to `to`, both included (a one-day period is 1). */
export function daysInRange(range: DayRange): number {
  return Math.round((dayToUtc(range.to) - dayToUtc(range.from)) / DAY_MS) + 1;
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The period in weeks: its days / 7. */
export function weeksInRange(range: DayRange): number {
  return daysInRange(range) / 7;
}

/** The period in months: for each month it touches, the days inside the period / the month's days. */
export function monthsInRange(range: DayRange): number {
  let months = 0;
  let cursor = dayToUtc(range.from);
  const end = dayToUtc(range.to);
  while (cursor <= end) {
    const date = new Date(cursor);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    const monthEnd = Date.UTC(year, month + 1, 0);
    const lastDay = Math.min(monthEnd, end);
    const days = Math.round((lastDay - cursor) / DAY_MS) + 1;
    months += days / daysInMonth(year, month);
    cursor = monthEnd + DAY_MS;
  }
  return months;
}

/** Averages as shown: two decimals, never -0. */
export function roundAverage(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

export interface Averages {
  weeklyAverage: number;
  monthlyAverage: number;
}

export function averagesOf(total: number, range: DayRange): Averages {
  return {
    weeklyAverage: roundAverage(total / weeksInRange(range)),
    monthlyAverage: roundAverage(total / monthsInRange(range)),
  };
}

/** The first day of the week holding `day`, weeks starting on `weekStartsOn`. */
export function startOfWeek(day: string, weekStartsOn: Weekday): string {
  const weekday = new Date(dayToUtc(day)).getUTCDay();
  return addDays(day, -((weekday - weekStartsOn + 7) % 7));
}

/**
 * The preset period holding `today` (the organisation's today), from its first day to its last:
 * this week (from the settings' first weekday), month, quarter or year. 'custom' takes `custom`.
 */
export function resolvePeriod(preset: PeriodPreset, today: string, weekStartsOn: Weekday, custom?: Partial<DayRange>): DayRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  switch (preset) {
    case 'week': {
      const from = startOfWeek(today, weekStartsOn);
      return { from, to: addDays(from, 6) };
    }
    case 'month':
      return { from: utcToDay(Date.UTC(year, month, 1)), to: utcToDay(Date.UTC(year, month + 1, 0)) };
    case 'quarter': {
      const first = month - (month % 3);
      return { from: utcToDay(Date.UTC(year, first, 1)), to: utcToDay(Date.UTC(year, first + 3, 0)) };
    }
    case 'year':
      return { from: `${String(year).padStart(4, '0')}-01-01`, to: `${String(year).padStart(4, '0')}-12-31` };
    case 'custom':
      return { from: custom?.from ?? today, to: custom?.to ?? today };
  }
}

/** The period of the same length just before `range`: what the report's change compares with. */
export function previousPeriod(range: DayRange): DayRange {
  const days = daysInRange(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

export const GRAPH_BUCKETS = ['week', 'month'] as const;
export type GraphBucket = (typeof GRAPH_BUCKETS)[number];

/**
 * The graph's buckets covering `range`: weeks starting on `weekStartsOn` or calendar months, the
 * first and last cut to the period (so a bucket's days never fall outside it).
 */
export function bucketsOf(range: DayRange, bucket: GraphBucket, weekStartsOn: Weekday): DayRange[] {
  const buckets: DayRange[] = [];
  let from = range.from;
  while (dayToUtc(from) <= dayToUtc(range.to)) {
    let end: string;
    if (bucket === 'week') {
      end = addDays(startOfWeek(from, weekStartsOn), 6);
    } else {
      const date = new Date(dayToUtc(from));
      end = utcToDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
    }
    const to = dayToUtc(end) < dayToUtc(range.to) ? end : range.to;
    buckets.push({ from, to });
    from = addDays(to, 1);
  }
  return buckets;
}

/** A sensible bucket for a period: weeks up to about a quarter, months beyond. */
export function defaultBucket(range: DayRange): GraphBucket {
  return daysInRange(range) <= 93 ? 'week' : 'month';
}

/** 'YYYY-MM-DD' of `instant` in `timeZone` (the organisation's today, a credit's day). */
export function dayInZone(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
