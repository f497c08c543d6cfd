import { describe, expect, it } from 'vitest';
import { expandOccurrences, isOccurrence, nextOccurrence, seriesEnd, startOfZonedDay, windowOccurrences, zonedDay, type SeriesTiming } from './occurrences';
import { recurrenceSettingsSchema, type RecurrenceSettingsInput } from './recurrence';
import { toRRule } from './recurrenceRule';
import { RRule } from './rruleLib';

const rule = (input: RecurrenceSettingsInput) => recurrenceSettingsSchema.parse(input);
const timed = (start: string, end: string, timeZone: string, recurrence: RecurrenceSettingsInput | null): SeriesTiming => ({
  start,
  end,
  allDay: false,
  timeZone,
  recurrence: recurrence && rule(recurrence),
});
const window = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });
const starts = (series: SeriesTiming, from: string, to: string) => expandOccurrences(series, window(from, to)).map((o) => o.start);

/** In UTC the floating wall time is the instant itself, so rrule.js's own expansion of toRRule's text must agree exactly. */
function directExpansion(series: SeriesTiming, from: string, to: string): string[] {
  const options = RRule.parseString(toRRule(series.recurrence!, series));
  return new RRule({ ...options, dtstart: new Date(series.start) })
    .between(new Date(from), new Date(to), true)
    .filter((date) => date < new Date(to))
    .map((date) => date.toISOString());
}

describe('expandOccurrences, compared with a direct rrule expansion', () => {
  const cases: [string, RecurrenceSettingsInput][] = [
    ['every day', { freqUnit: 'everyDay', freqCount: 1 }],
    ['every day except weekends', { freqUnit: 'everyDay', freqCount: 1, skipWeekends: true }],
    ['every 3 days except Sunday', { freqUnit: 'everyDay', freqCount: 3, skipDays: ['Sunday'] }],
    ['every week on its start day', { freqUnit: 'everyWeek', freqCount: 1 }],
    ['every 2 weeks on Monday, Wednesday and Friday', { freqUnit: 'everyWeek', freqCount: 2, scheduledDays: ['Friday', 'Monday', 'Wednesday'] }],
    ['every month on the 1st and 15th', { freqUnit: 'everyMonth', freqCount: 1, scheduledMonthDates: [15, 1] }],
    ['every month on the 31st', { freqUnit: 'everyMonth', freqCount: 1, scheduledMonthDates: [31] }],
    ['every 2 months on Last Friday', { freqUnit: 'everyMonth', freqCount: 2, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Last', day: 'Friday' } }],
    ['every month on Fifth Monday', { freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Fifth', day: 'Monday' } }],
    ['every year on 29 February', { freqUnit: 'everyYear', freqCount: 1, yearlyScheduledDate: { month: 2, day: 29 } }],
    ['every day, 10 times', { freqUnit: 'everyDay', freqCount: 1, endType: 'afterCount', endCount: 10 }],
    ['every week until a date', { freqUnit: 'everyWeek', freqCount: 1, endType: 'onDate', endDate: '2026-03-15' }],
  ];
  it.each(cases)('%s', (_name, settings) => {
    const series = timed('2026-01-05T09:00:00Z', '2026-01-05T10:00:00Z', 'UTC', settings);
    const expected = directExpansion(series, '2026-01-01T00:00:00Z', '2030-01-01T00:00:00Z');
    expect(expected.length).toBeGreaterThan(0);
    expect(starts(series, '2026-01-01T00:00:00Z', '2030-01-01T00:00:00Z')).toEqual(expected);
  });

  it('agrees in a window years after the start (the expansion skips ahead without losing the rule)', () => {
    for (const [, settings] of cases) {
      const series = timed('2020-01-31T09:00:00Z', '2020-01-31T10:00:00Z', 'UTC', settings);
      expect(starts(series, '2031-02-01T00:00:00Z', '2031-05-01T00:00:00Z')).toEqual(directExpansion(series, '2031-02-01T00:00:00Z', '2031-05-01T00:00:00Z'));
    }
  });
});

describe('expandOccurrences, window by window', () => {
  it('gives each month of a zoned series exactly the occurrences of a whole-year expansion', () => {
    const kinds: RecurrenceSettingsInput[] = [
      { freqUnit: 'everyDay', freqCount: 2, skipWeekends: true },
      { freqUnit: 'everyWeek', freqCount: 3, scheduledDays: ['Monday', 'Sunday'] },
      { freqUnit: 'everyMonth', freqCount: 2, scheduledMonthDates: [31] },
      { freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Fifth', day: 'Sunday' } },
      { freqUnit: 'everyYear', freqCount: 1, yearlyScheduledDate: { month: 3, day: 29 } },
    ];
    for (const settings of kinds) {
      const series = timed('2023-01-31T23:30:00+01:00', '2023-02-01T01:00:00+01:00', 'Europe/Berlin', settings);
      const whole = expandOccurrences(series, window('2025-12-01T00:00:00Z', '2027-02-01T00:00:00Z'));
      for (let month = 0; month < 12; month++) {
        const from = new Date(Date.UTC(2026, month, 1));
        const to = new Date(Date.UTC(2026, month + 1, 1));
        const expected = whole.filter((o) => Date.parse(o.start) < to.getTime() && Date.parse(o.end) > from.getTime());
        expect(expandOccurrences(series, { from, to })).toEqual(expected);
      }
    }
  });
});

describe('expandOccurrences, by the calendar', () => {
  it('gives 29 February only in leap years', () => {
    const series = timed('2024-02-29T12:00:00Z', '2024-02-29T13:00:00Z', 'UTC', { freqUnit: 'everyYear', freqCount: 1, yearlyScheduledDate: { month: 2, day: 29 } });
    expect(starts(series, '2024-01-01T00:00:00Z', '2033-01-01T00:00:00Z')).toEqual(['2024-02-29T12:00:00.000Z', '2028-02-29T12:00:00.000Z', '2032-02-29T12:00:00.000Z']);
  });

  it('skips months without a 31st', () => {
    const series = timed('2026-01-31T08:00:00Z', '2026-01-31T09:00:00Z', 'UTC', { freqUnit: 'everyMonth', freqCount: 1, scheduledMonthDates: [31] });
    expect(starts(series, '2026-01-01T00:00:00Z', '2026-09-01T00:00:00Z').map((s) => s.slice(0, 10))).toEqual(['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31', '2026-08-31']);
  });

  it("puts 'Last Friday' on each month's last Friday", () => {
    const series = timed('2026-01-30T15:00:00Z', '2026-01-30T16:00:00Z', 'UTC', { freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Last', day: 'Friday' } });
    expect(starts(series, '2026-01-01T00:00:00Z', '2026-06-01T00:00:00Z').map((s) => s.slice(0, 10))).toEqual(['2026-01-30', '2026-02-27', '2026-03-27', '2026-04-24', '2026-05-29']);
  });

  it("skips months without a 'Fifth Monday'", () => {
    const series = timed('2026-03-30T10:00:00Z', '2026-03-30T11:00:00Z', 'UTC', { freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Fifth', day: 'Monday' } });
    expect(starts(series, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z').map((s) => s.slice(0, 10))).toEqual(['2026-03-30', '2026-06-29', '2026-08-31', '2026-11-30']);
  });

  it('skips the weekend for every day with skipWeekends', () => {
    const series = timed('2026-05-04T09:00:00+02:00', '2026-05-04T09:15:00+02:00', 'Europe/Berlin', { freqUnit: 'everyDay', freqCount: 1, skipWeekends: true });
    expect(starts(series, '2026-05-04T00:00:00Z', '2026-05-12T00:00:00Z').map((s) => s.slice(0, 10))).toEqual(['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08', '2026-05-11']);
  });

  it('does not count a start the rule does not match as an occurrence', () => {
    // Starts on a Tuesday, repeats on Mondays and Wednesdays.
    const series = timed('2026-05-05T09:00:00Z', '2026-05-05T10:00:00Z', 'UTC', { freqUnit: 'everyWeek', freqCount: 1, scheduledDays: ['Monday', 'Wednesday'] });
    expect(starts(series, '2026-05-01T00:00:00Z', '2026-05-12T00:00:00Z')).toEqual(['2026-05-06T09:00:00.000Z', '2026-05-11T09:00:00.000Z']);
    expect(isOccurrence(series, '2026-05-05T09:00:00.000Z')).toBe(false);
  });

  it('expands a single event as its own one occurrence, only when it overlaps the window', () => {
    const single = timed('2026-05-04T09:00:00+02:00', '2026-05-04T10:00:00+02:00', 'Europe/Berlin', null);
    expect(expandOccurrences(single, window('2026-05-04T00:00:00Z', '2026-05-05T00:00:00Z'))).toEqual([
      { originalStart: '2026-05-04T07:00:00.000Z', start: '2026-05-04T07:00:00.000Z', end: '2026-05-04T08:00:00.000Z' },
    ]);
    expect(expandOccurrences(single, window('2026-05-04T08:00:00Z', '2026-05-05T00:00:00Z'))).toEqual([]);
  });
});

describe('expandOccurrences across daylight-saving changes', () => {
  it('keeps a weekly 09:00 Europe/Berlin meeting at 09:00 local: the instants move by an hour', () => {
    const series = timed('2026-03-16T09:00:00+01:00', '2026-03-16T10:00:00+01:00', 'Europe/Berlin', { freqUnit: 'everyWeek', freqCount: 1 });
    const found = starts(series, '2026-03-16T00:00:00Z', '2026-04-07T00:00:00Z');
    expect(found).toEqual(['2026-03-16T08:00:00.000Z', '2026-03-23T08:00:00.000Z', '2026-03-30T07:00:00.000Z', '2026-04-06T07:00:00.000Z']);
    expect(found.map((s) => new Date(s).toLocaleTimeString('en-GB', { timeZone: 'Europe/Berlin' }))).toEqual(Array(4).fill('09:00:00'));
    // and back in autumn (25 October 2026)
    expect(starts(series, '2026-10-19T00:00:00Z', '2026-11-01T00:00:00Z')).toEqual(['2026-10-19T07:00:00.000Z', '2026-10-26T08:00:00.000Z']);
  });

  it('keeps a weekly 09:00 America/New_York meeting at 09:00 local (8 March and 1 November 2026)', () => {
    const series = timed('2026-03-02T09:00:00-05:00', '2026-03-02T09:30:00-05:00', 'America/New_York', { freqUnit: 'everyWeek', freqCount: 1 });
    expect(starts(series, '2026-03-02T00:00:00Z', '2026-03-10T00:00:00Z')).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z']);
    expect(starts(series, '2026-10-26T00:00:00Z', '2026-11-03T00:00:00Z')).toEqual(['2026-10-26T13:00:00.000Z', '2026-11-02T14:00:00.000Z']);
    const occurrence = expandOccurrences(series, window('2026-03-09T00:00:00Z', '2026-03-10T00:00:00Z'))[0]!;
    expect(Date.parse(occurrence.end) - Date.parse(occurrence.start)).toBe(30 * 60_000);
  });

  it('moves a wall time that does not exist forward, as luxon does', () => {
    // 02:30 on 29 March 2026 does not exist in Berlin: it is 03:30 CEST.
    const series = timed('2026-03-27T02:30:00+01:00', '2026-03-27T03:00:00+01:00', 'Europe/Berlin', { freqUnit: 'everyDay', freqCount: 1 });
    expect(starts(series, '2026-03-28T00:00:00Z', '2026-03-31T00:00:00Z')).toEqual(['2026-03-28T01:30:00.000Z', '2026-03-29T01:30:00.000Z', '2026-03-30T00:30:00.000Z']);
  });

  it('keeps an event that starts in the repeated hour of a fall-back at the instant it was given', () => {
    // 01:30 happens twice in New York on 1 November 2026: 05:30Z (EDT), then 06:30Z (EST).
    const window = { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-11-02T00:00:00Z') };
    for (const start of ['2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z']) {
      const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
      expect(expandOccurrences(timed(start, end, 'America/New_York', null), window)).toEqual([{ originalStart: start, start, end }]);
      expect(windowOccurrences({ startAt: new Date(start), endAt: new Date(end), allDay: false, timeZone: 'America/New_York', recurrence: null }, window)).toEqual([{ start, end }]);
      // A daily series from there: its first occurrence is the one given, the next at 01:30 EST.
      const daily = timed(start, end, 'America/New_York', { freqUnit: 'everyDay', freqCount: 1 });
      expect(starts(daily, '2026-11-01T00:00:00Z', '2026-11-03T00:00:00Z')).toEqual([start, '2026-11-02T06:30:00.000Z']);
    }
  });
});

describe('all-day occurrences', () => {
  const offsite: SeriesTiming = { start: '2026-05-04', end: '2026-05-06', allDay: true, timeZone: 'Europe/Berlin', recurrence: rule({ freqUnit: 'everyWeek', freqCount: 2 }) };

  it('gives days, end exclusive, keyed by midnight in the zone', () => {
    expect(expandOccurrences(offsite, window('2026-05-01T00:00:00Z', '2026-05-25T00:00:00Z'))).toEqual([
      { originalStart: '2026-05-03T22:00:00.000Z', start: '2026-05-04', end: '2026-05-06' },
      { originalStart: '2026-05-17T22:00:00.000Z', start: '2026-05-18', end: '2026-05-20' },
    ]);
  });

  it("includes one that started before the window and reaches into it", () => {
    expect(expandOccurrences(offsite, window('2026-05-05T12:00:00Z', '2026-05-06T00:00:00Z')).map((o) => o.start)).toEqual(['2026-05-04']);
    expect(expandOccurrences(offsite, window('2026-05-05T22:00:00Z', '2026-05-07T00:00:00Z'))).toEqual([]);
  });
});

describe('ends and windows', () => {
  it('includes the UNTIL day itself', () => {
    const series = timed('2026-05-04T21:00:00+02:00', '2026-05-04T22:00:00+02:00', 'Europe/Berlin', { freqUnit: 'everyDay', freqCount: 1, endType: 'onDate', endDate: '2026-05-08' });
    expect(starts(series, '2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z')).toHaveLength(5);
    expect(seriesEnd(series)?.toISOString()).toBe('2026-05-08T20:00:00.000Z');
    const allDay: SeriesTiming = { start: '2026-05-04', end: '2026-05-05', allDay: true, timeZone: 'Pacific/Auckland', recurrence: series.recurrence };
    expect(expandOccurrences(allDay, window('2026-04-01T00:00:00Z', '2026-06-01T00:00:00Z')).map((o) => o.start)).toEqual(['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08']);
  });

  it('stops after COUNT occurrences', () => {
    const series = timed('2026-05-04T09:00:00Z', '2026-05-04T10:00:00Z', 'UTC', { freqUnit: 'everyWeek', freqCount: 1, endType: 'afterCount', endCount: 3 });
    expect(starts(series, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')).toEqual(['2026-05-04T09:00:00.000Z', '2026-05-11T09:00:00.000Z', '2026-05-18T09:00:00.000Z']);
    expect(seriesEnd(series)?.toISOString()).toBe('2026-05-18T10:00:00.000Z');
  });

  it('includes an occurrence overlapping the window start and excludes one starting at its end', () => {
    const series = timed('2026-05-04T23:00:00Z', '2026-05-05T01:00:00Z', 'UTC', { freqUnit: 'everyDay', freqCount: 1 });
    expect(starts(series, '2026-05-06T00:00:00Z', '2026-05-06T23:00:00Z')).toEqual(['2026-05-05T23:00:00.000Z']);
  });

  it('respects the limit, and stops on never-ending series', () => {
    const series = timed('2026-01-01T09:00:00Z', '2026-01-01T10:00:00Z', 'UTC', { freqUnit: 'everyDay', freqCount: 1 });
    expect(expandOccurrences(series, window('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'), { limit: 10 })).toHaveLength(10);
    expect(expandOccurrences(series, window('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'))).toHaveLength(365);
    expect(seriesEnd(series)).toBeNull();
  });

  it('finds nothing for a rule that can never match, without searching forever', () => {
    // Every 7 days from a Tuesday, but Tuesdays skipped.
    const series = timed('2026-05-05T09:00:00Z', '2026-05-05T10:00:00Z', 'UTC', { freqUnit: 'everyDay', freqCount: 7, skipDays: ['Tuesday'] });
    expect(starts(series, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')).toEqual([]);
    expect(nextOccurrence(series, new Date('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it("gives a single event's end as its series end", () => {
    expect(seriesEnd(timed('2026-05-04T09:00:00Z', '2026-05-04T10:00:00Z', 'UTC', null))?.toISOString()).toBe('2026-05-04T10:00:00.000Z');
    const allDay: SeriesTiming = { start: '2026-05-04', end: '2026-05-06', allDay: true, timeZone: 'Europe/Berlin', recurrence: null };
    expect(seriesEnd(allDay)?.toISOString()).toBe('2026-05-05T22:00:00.000Z');
  });

  it('finds the last occurrence of an UNTIL rule that skips months', () => {
    const series = timed('2026-03-30T10:00:00Z', '2026-03-30T11:00:00Z', 'UTC', {
      freqUnit: 'everyMonth',
      freqCount: 1,
      monthlyTab: 'dayMonth',
      scheduledMonthDay: { freq: 'Fifth', day: 'Monday' },
      endType: 'onDate',
      endDate: '2026-10-31',
    });
    expect(seriesEnd(series)?.toISOString()).toBe('2026-08-31T11:00:00.000Z');
  });
});

describe('nextOccurrence and isOccurrence', () => {
  const weekly = timed('2026-05-04T09:00:00+02:00', '2026-05-04T10:00:00+02:00', 'Europe/Berlin', { freqUnit: 'everyWeek', freqCount: 1 });

  it('finds the first occurrence starting at or after a time', () => {
    expect(nextOccurrence(weekly, new Date('2026-05-04T07:00:00Z'))?.start).toBe('2026-05-04T07:00:00.000Z');
    expect(nextOccurrence(weekly, new Date('2026-05-04T07:00:01Z'))?.start).toBe('2026-05-11T07:00:00.000Z');
    expect(nextOccurrence(weekly, new Date('2030-01-01T00:00:00Z'))?.start).toBe('2030-01-07T08:00:00.000Z');
    expect(nextOccurrence(timed('2026-05-04T09:00:00Z', '2026-05-04T10:00:00Z', 'UTC', null), new Date('2026-05-05T00:00:00Z'))).toBeNull();
  });

  it('knows the real occurrences of a series', () => {
    expect(isOccurrence(weekly, '2026-05-11T07:00:00.000Z')).toBe(true);
    expect(isOccurrence(weekly, '2026-05-11T09:00:00+02:00')).toBe(true);
    expect(isOccurrence(weekly, '2026-05-12T07:00:00.000Z')).toBe(false);
    expect(isOccurrence(weekly, '2026-04-27T07:00:00.000Z')).toBe(false);
    expect(isOccurrence(weekly, 'not a date')).toBe(false);
    const allDay: SeriesTiming = { start: '2026-05-04', end: '2026-05-05', allDay: true, timeZone: 'Europe/Berlin', recurrence: rule({ freqUnit: 'everyDay', freqCount: 2 }) };
    expect(isOccurrence(allDay, '2026-05-05T22:00:00.000Z')).toBe(true);
    expect(isOccurrence(allDay, '2026-05-06')).toBe(true);
    expect(isOccurrence(allDay, '2026-05-07')).toBe(false);
  });
});

describe('zoned days', () => {
  it('converts between instants and days in a zone', () => {
    expect(zonedDay(new Date('2026-05-04T22:30:00Z'), 'Europe/Berlin')).toBe('2026-05-05');
    expect(zonedDay(new Date('2026-05-04T22:30:00Z'), 'America/New_York')).toBe('2026-05-04');
    expect(startOfZonedDay('2026-05-05', 'Europe/Berlin').toISOString()).toBe('2026-05-04T22:00:00.000Z');
    expect(startOfZonedDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});

describe("windowOccurrences, a stored series' occurrences as a window's answer writes them", () => {
  const kinds: (RecurrenceSettingsInput | null)[] = [
    null,
    { freqUnit: 'everyDay', freqCount: 1, skipWeekends: true },
    { freqUnit: 'everyDay', freqCount: 3, endType: 'afterCount', endCount: 100 },
    { freqUnit: 'everyWeek', freqCount: 2, scheduledDays: ['Monday', 'Sunday'] },
    { freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Last', day: 'Friday' } },
    { freqUnit: 'everyYear', freqCount: 1, yearlyScheduledDate: { month: 3, day: 29 }, endType: 'onDate', endDate: '2031-01-01' },
  ];
  const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'UTC'];

  it('gives the times expandOccurrences gives, timed and all day, across daylight-saving changes', () => {
    for (const [k, kind] of kinds.entries()) {
      for (const [z, timeZone] of zones.entries()) {
        for (const allDay of [false, true]) {
          const recurrence = kind && rule(kind);
          const timing: SeriesTiming = allDay
            ? { start: `2026-0${1 + k}-1${z}`, end: `2026-0${1 + k}-1${z + 1 + (k % 2)}`, allDay, timeZone, recurrence }
            : { start: `2026-0${1 + k}-1${z}T0${z}:30:00Z`, end: `2026-0${1 + k}-1${z}T1${k}:00:00Z`, allDay, timeZone, recurrence };
          const row = {
            startAt: allDay ? startOfZonedDay(timing.start, timeZone) : new Date(timing.start),
            endAt: allDay ? startOfZonedDay(timing.end, timeZone) : new Date(timing.end),
            allDay,
            timeZone,
            recurrence,
          };
          for (let month = 0; month < 14; month++) {
            const window = { from: new Date(Date.UTC(2026, month, 1)), to: new Date(Date.UTC(2026, month + 1, 1)) };
            const expected = expandOccurrences(timing, window).map(({ originalStart, start, end }) => (recurrence && allDay ? { originalStart, start, end } : { start, end }));
            expect(windowOccurrences(row, window)).toEqual(expected);
          }
        }
      }
    }
  });
});
