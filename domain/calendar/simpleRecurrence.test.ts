import { describe, expect, it } from 'vitest';
import { MONTH_DAY_ORDINALS, WEEKDAYS, recurrenceSettingsSchema, type RecurrenceSettingsInput, type Weekday } from './recurrence';
import { floatingRRule } from './recurrenceRule';
import { RRule } from './rruleLib';
import { walkSimpleRule } from './simpleRecurrence';

/** A small deterministic generator, so a failure names a case that can be run again. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

const DATES = 60;

function bothExpansions(input: RecurrenceSettingsInput, start: Date) {
  const settings = recurrenceSettingsSchema.parse(input);
  const series = { start: start.toISOString(), allDay: false, timeZone: 'UTC' };
  const expected = new RRule({ ...RRule.parseString(floatingRRule(settings, series)), dtstart: start }, true).all((_date, i) => i < DATES);
  const found: Date[] = [];
  walkSimpleRule(settings, (start.getUTCDay() + 6) % 7, start.getTime(), (ms) => found.push(new Date(ms)) < DATES);
  return { expected: expected.map((date) => date.toISOString()), found: found.map((date) => date.toISOString()) };
}

const someDays = (next: (n: number) => number, max: number): Weekday[] => WEEKDAYS.filter(() => next(2) === 0).slice(0, max);

describe('walkSimpleRule, compared with rrule.js on the same rule text', () => {
  it('agrees on many daily and weekly rules, intervals, skipped and scheduled days, counts and end dates', () => {
    const next = random(17);
    for (let n = 0; n < 600; n++) {
      // Starts over 1999-2031 (leap years, 29 February and year ends among them), at any second and millisecond.
      const start = new Date(Date.UTC(1999, 0, 1) + next(33 * 365) * 86_400_000 + next(86_400) * 1000 + next(1000));
      const end =
        next(3) === 0
          ? { endType: 'afterCount' as const, endCount: 1 + next(80) }
          : next(2) === 0
            ? { endType: 'onDate' as const, endDate: new Date(start.getTime() + next(400) * 86_400_000).toISOString().slice(0, 10) }
            : {};
      const freqCount = 1 + (next(4) === 0 ? next(99) : next(4));
      const input: RecurrenceSettingsInput =
        n % 2 === 0
          ? { freqUnit: 'everyDay', freqCount, skipDays: someDays(next, 5), skipWeekends: next(3) === 0, ...end }
          : { freqUnit: 'everyWeek', freqCount, scheduledDays: someDays(next, 7), ...end };
      const skipped = new Set([...(input.skipDays ?? []), ...(input.skipWeekends ? ['Saturday', 'Sunday'] : [])]);
      // A daily rule must leave a day, and one every 7th day must leave the start's (the caller checks that: ruleNeverMatches).
      if (skipped.size >= 7 || (input.freqUnit === 'everyDay' && freqCount % 7 === 0)) continue;
      const { expected, found } = bothExpansions(input, start);
      expect({ n, input, start: start.toISOString(), found }).toEqual({ n, input, start: start.toISOString(), found: expected });
    }
  });

  it('agrees on many monthly and yearly rules: dates past short months, nth and last weekdays, 29 February, intervals, counts and end dates', () => {
    const next = random(29);
    for (let n = 0; n < 600; n++) {
      const start = new Date(Date.UTC(1999, 0, 1) + next(33 * 365) * 86_400_000 + next(86_400) * 1000 + next(1000));
      const end =
        next(3) === 0
          ? { endType: 'afterCount' as const, endCount: 1 + next(40) }
          : next(2) === 0
            ? { endType: 'onDate' as const, endDate: new Date(start.getTime() + next(3000) * 86_400_000).toISOString().slice(0, 10) }
            : {};
      const freqCount = 1 + (next(4) === 0 ? next(30) : next(3));
      const dates = [...new Set([29 + next(3), 1 + next(31), 1 + next(31)])].slice(0, 1 + next(3));
      const month = 1 + next(12);
      const input: RecurrenceSettingsInput =
        n % 3 === 0
          ? { freqUnit: 'everyMonth', freqCount, monthlyTab: 'fixDate', scheduledMonthDates: dates, ...end }
          : n % 3 === 1
            ? { freqUnit: 'everyMonth', freqCount, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: MONTH_DAY_ORDINALS[next(6)]!, day: WEEKDAYS[next(7)]! }, ...end }
            : { freqUnit: 'everyYear', freqCount, yearlyScheduledDate: { month, day: Math.min(1 + next(31), [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!) }, ...end };
      const { expected, found } = bothExpansions(input, start);
      expect({ n, input, start: start.toISOString(), found }).toEqual({ n, input, start: start.toISOString(), found: expected });
    }
  });

  it('keeps a weekly rule on its first weekday when no day is scheduled, and counts from the start', () => {
    const start = new Date('2024-02-29T09:30:00.250Z');
    const { expected, found } = bothExpansions({ freqUnit: 'everyWeek', freqCount: 3, endType: 'afterCount', endCount: 5 }, start);
    expect(found).toEqual(expected);
    expect(found).toEqual(['2024-02-29T09:30:00.250Z', '2024-03-21T09:30:00.250Z', '2024-04-11T09:30:00.250Z', '2024-05-02T09:30:00.250Z', '2024-05-23T09:30:00.250Z']);
  });

  it('ends with the end date, inclusive', () => {
    const start = new Date('2026-12-28T23:00:00Z');
    const { expected, found } = bothExpansions({ freqUnit: 'everyDay', freqCount: 1, skipWeekends: true, endType: 'onDate', endDate: '2027-01-04' }, start);
    expect(found).toEqual(expected);
    expect(found.at(-1)).toBe('2027-01-04T23:00:00.000Z');
  });
});
