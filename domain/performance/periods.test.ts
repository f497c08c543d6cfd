import { describe, expect, it } from 'vitest';
import { averagesOf, bucketsOf, dayInZone, daysInRange, defaultBucket, monthsInRange, previousPeriod, resolvePeriod, weeksInRange } from './periods';

describe('averages', () => {
  it('a one-day period is one day, 1/7 of a week and 1/31 of a 31-day month', () => {
    const day = { from: '2026-03-10', to: '2026-03-10' };
    expect(daysInRange(day)).toBe(1);
    expect(weeksInRange(day)).toBeCloseTo(1 / 7);
    expect(monthsInRange(day)).toBeCloseTo(1 / 31);
    expect(averagesOf(10, day)).toEqual({ weeklyAverage: 70, monthlyAverage: 310 });
  });

  it('a week that starts mid-month and ends in the next counts each month by its own days', () => {
    const week = { from: '2026-04-28', to: '2026-05-04' };
    expect(daysInRange(week)).toBe(7);
    expect(monthsInRange(week)).toBeCloseTo(3 / 30 + 4 / 31);
    expect(averagesOf(21, week).weeklyAverage).toBe(21);
  });

  it('a leap February is one month of 29 days', () => {
    expect(daysInRange({ from: '2028-02-01', to: '2028-02-29' })).toBe(29);
    expect(monthsInRange({ from: '2028-02-01', to: '2028-02-29' })).toBe(1);
    expect(monthsInRange({ from: '2028-02-20', to: '2028-02-29' })).toBeCloseTo(10 / 29);
    expect(monthsInRange({ from: '2027-02-01', to: '2027-02-28' })).toBe(1);
  });

  it('2026-01-15 to 2026-03-14 is 17/31 + 1 + 14/31 months', () => {
    const range = { from: '2026-01-15', to: '2026-03-14' };
    expect(daysInRange(range)).toBe(59);
    expect(monthsInRange(range)).toBeCloseTo(17 / 31 + 1 + 14 / 31);
    // 120 over 2 months exactly: 60 a month; 120 over 59/7 weeks.
    expect(averagesOf(120, range)).toEqual({ weeklyAverage: 14.24, monthlyAverage: 60 });
  });

  it('a year is 12 months and 365/7 weeks (366/7 in a leap year)', () => {
    expect(monthsInRange({ from: '2026-01-01', to: '2026-12-31' })).toBeCloseTo(12);
    expect(averagesOf(365, { from: '2026-01-01', to: '2026-12-31' })).toEqual({ weeklyAverage: 7, monthlyAverage: 30.42 });
    expect(weeksInRange({ from: '2028-01-01', to: '2028-12-31' })).toBeCloseTo(366 / 7);
  });

  it('no credits average to 0, never -0', () => {
    expect(averagesOf(0, { from: '2026-01-01', to: '2026-01-31' })).toEqual({ weeklyAverage: 0, monthlyAverage: 0 });
    expect(Object.is(averagesOf(-0.001, { from: '2026-01-01', to: '2026-01-31' }).weeklyAverage, 0)).toBe(true);
  });
});

describe('resolvePeriod', () => {
  // 2026-11-26 is a Thursday.
  const today = '2026-11-26';

  it('the week starts on the settings’ first weekday', () => {
    expect(resolvePeriod('week', today, 0)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(resolvePeriod('week', today, 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(resolvePeriod('week', today, 6)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    // On the first weekday itself the week starts today.
    expect(resolvePeriod('week', '2026-11-23', 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(resolvePeriod('week', '2026-11-21', 6)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
  });

  it('month, quarter and year are the calendar ones holding today', () => {
    for (const weekStart of [0, 1, 6] as const) {
      expect(resolvePeriod('month', today, weekStart)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
      expect(resolvePeriod('quarter', today, weekStart)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
      expect(resolvePeriod('year', today, weekStart)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    }
    expect(resolvePeriod('month', '2028-02-10', 1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(resolvePeriod('quarter', '2026-03-31', 1)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('custom takes from and to, today for a missing end', () => {
    expect(resolvePeriod('custom', today, 1, { from: '2026-01-15', to: '2026-03-14' })).toEqual({ from: '2026-01-15', to: '2026-03-14' });
    expect(resolvePeriod('custom', today, 1, { from: '2026-11-01' })).toEqual({ from: '2026-11-01', to: today });
  });
});

describe('previousPeriod', () => {
  it('is the same number of days just before', () => {
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriod({ from: '2026-11-23', to: '2026-11-29' })).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(previousPeriod({ from: '2028-03-01', to: '2028-03-01' })).toEqual({ from: '2028-02-29', to: '2028-02-29' });
  });
});

describe('bucketsOf', () => {
  it('weeks are cut to the period at both ends', () => {
    // 2026-11-01 is a Sunday; weeks from Monday.
    expect(bucketsOf({ from: '2026-11-01', to: '2026-11-30' }, 'week', 1)).toEqual([
      { from: '2026-11-01', to: '2026-11-01' },
      { from: '2026-11-02', to: '2026-11-08' },
      { from: '2026-11-09', to: '2026-11-15' },
      { from: '2026-11-16', to: '2026-11-22' },
      { from: '2026-11-23', to: '2026-11-29' },
      { from: '2026-11-30', to: '2026-11-30' },
    ]);
    expect(bucketsOf({ from: '2026-11-01', to: '2026-11-14' }, 'week', 0)).toEqual([
      { from: '2026-11-01', to: '2026-11-07' },
      { from: '2026-11-08', to: '2026-11-14' },
    ]);
  });

  it('months are calendar months, the first and last cut to the period', () => {
    expect(bucketsOf({ from: '2026-01-15', to: '2026-03-14' }, 'month', 1)).toEqual([
      { from: '2026-01-15', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-03-01', to: '2026-03-14' },
    ]);
    expect(bucketsOf({ from: '2026-01-01', to: '2026-12-31' }, 'month', 1)).toHaveLength(12);
  });

  it('weeks up to about a quarter, months beyond', () => {
    expect(defaultBucket({ from: '2026-10-01', to: '2026-12-31' })).toBe('week');
    expect(defaultBucket({ from: '2026-01-01', to: '2026-12-31' })).toBe('month');
  });
});

describe('dayInZone', () => {
  it('takes the day where the organisation is', () => {
    const instant = new Date('2026-03-01T02:00:00Z');
    expect(dayInZone(instant, 'UTC')).toBe('2026-03-01');
    expect(dayInZone(instant, 'America/Los_Angeles')).toBe('2026-02-28');
    expect(dayInZone(new Date('2026-02-28T14:30:00Z'), 'Pacific/Auckland')).toBe('2026-03-01');
    expect(dayInZone(new Date('2026-12-31T23:30:00Z'), 'Europe/Berlin')).toBe('2027-01-01');
  });
});
