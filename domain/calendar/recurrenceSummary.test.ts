import { describe, expect, it } from 'vitest';
import { recurrenceSettingsSchema, type RecurrenceSettingsInput } from './recurrence';
import { ordinal, recurrenceSummary } from './recurrenceSummary';

const summary = (input: RecurrenceSettingsInput, startDay = '2026-05-04') => recurrenceSummary(recurrenceSettingsSchema.parse(input), startDay);

describe("recurrenceSummary (spec 5's wording)", () => {
  it.each<[RecurrenceSettingsInput, string]>([
    [{ freqUnit: 'everyDay', freqCount: 1 }, 'Repeat every day starting from 4 May 2026'],
    [{ freqUnit: 'everyDay', freqCount: 1, skipWeekends: true }, 'Repeat every day except Saturday and Sunday starting from 4 May 2026'],
    [{ freqUnit: 'everyDay', freqCount: 1, skipDays: ['Sunday', 'Wednesday'], skipWeekends: true }, 'Repeat every day except Wednesday, Saturday and Sunday starting from 4 May 2026'],
    [{ freqUnit: 'everyDay', freqCount: 3 }, 'Repeat every 3 day starting from 4 May 2026'],
    [{ freqUnit: 'everyWeek', freqCount: 1 }, 'Repeat every week starting from 4 May 2026'],
    [{ freqUnit: 'everyWeek', freqCount: 1, scheduledDays: ['Wednesday', 'Monday'] }, 'Repeat every week on Monday and Wednesday starting from 4 May 2026'],
    [{ freqUnit: 'everyWeek', freqCount: 2, scheduledDays: ['Monday', 'Wednesday', 'Friday'] }, 'Repeat every 2 weeks on Monday, Wednesday and Friday starting from 4 May 2026'],
    [{ freqUnit: 'everyMonth', freqCount: 1, scheduledMonthDates: [15, 1] }, 'Repeat every month on the 1st and 15th starting from 4 May 2026'],
    [{ freqUnit: 'everyMonth', freqCount: 2, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Last', day: 'Friday' } }, 'Repeat every 2 months on Last Friday starting from 4 May 2026'],
    [{ freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'First', day: 'Monday' } }, 'Repeat every month on First Monday starting from 4 May 2026'],
    [{ freqUnit: 'everyYear', freqCount: 1, yearlyScheduledDate: { month: 12, day: 25 } }, 'Repeat every year on the 25th of December starting from 4 May 2026'],
    [{ freqUnit: 'everyYear', freqCount: 2, yearlyScheduledDate: { month: 2, day: 29 } }, 'Repeat every 2 years on the 29th of February starting from 4 May 2026'],
    [{ freqUnit: 'everyDay', freqCount: 1, endType: 'afterCount', endCount: 5 }, 'Repeat every day starting from 4 May 2026, 5 times'],
    [{ freqUnit: 'everyDay', freqCount: 1, endType: 'afterCount', endCount: 1 }, 'Repeat every day starting from 4 May 2026, 1 time'],
    [{ freqUnit: 'everyWeek', freqCount: 1, endType: 'onDate', endDate: '2026-12-31' }, 'Repeat every week starting from 4 May 2026, until 31 December 2026'],
  ])('%o', (input, text) => expect(summary(input)).toBe(text));

  it('writes the start date in English words', () => {
    expect(summary({ freqUnit: 'everyDay', freqCount: 1 }, '2027-01-31')).toBe('Repeat every day starting from 31 January 2027');
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
  });
});
