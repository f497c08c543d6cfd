import { describe, expect, it } from 'vitest';
import type { SeriesTiming } from './occurrences';
import { recurrenceSettingsSchema, type RecurrenceSettingsInput } from './recurrence';
import { fromRRule, toRRule } from './recurrenceRule';

const rule = (input: RecurrenceSettingsInput) => recurrenceSettingsSchema.parse(input);
const berlin = { start: '2026-05-04T09:00:00+02:00', end: '2026-05-04T10:00:00+02:00', allDay: false, timeZone: 'Europe/Berlin' };
const series = (input: RecurrenceSettingsInput, base: Omit<SeriesTiming, 'recurrence'> = berlin): SeriesTiming => ({ ...base, recurrence: rule(input) });
const rrule = (input: RecurrenceSettingsInput, base?: Omit<SeriesTiming, 'recurrence'>) => {
  const timing = series(input, base);
  return toRRule(timing.recurrence!, timing);
};

describe('toRRule', () => {
  it('writes each frequency', () => {
    expect(rrule({ freqUnit: 'everyDay', freqCount: 1 })).toBe('FREQ=DAILY');
    expect(rrule({ freqUnit: 'everyDay', freqCount: 1, skipWeekends: true })).toBe('FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR');
    expect(rrule({ freqUnit: 'everyDay', freqCount: 3, skipDays: ['Sunday', 'Monday'] })).toBe('FREQ=DAILY;INTERVAL=3;BYDAY=TU,WE,TH,FR,SA');
    expect(rrule({ freqUnit: 'everyWeek', freqCount: 1 })).toBe('FREQ=WEEKLY;BYDAY=MO');
    expect(rrule({ freqUnit: 'everyWeek', freqCount: 2, scheduledDays: ['Wednesday', 'Monday'] })).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE');
    expect(rrule({ freqUnit: 'everyMonth', freqCount: 1, scheduledMonthDates: [15, 1] })).toBe('FREQ=MONTHLY;BYMONTHDAY=1,15');
    expect(rrule({ freqUnit: 'everyMonth', freqCount: 2, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Last', day: 'Friday' } })).toBe('FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR');
    expect(rrule({ freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Second', day: 'Tuesday' } })).toBe('FREQ=MONTHLY;BYDAY=+2TU');
    expect(rrule({ freqUnit: 'everyYear', freqCount: 1, yearlyScheduledDate: { month: 12, day: 25 } })).toBe('FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25');
  });

  it('ends at the end of the UNTIL day in the zone, or after COUNT', () => {
    expect(rrule({ freqUnit: 'everyWeek', freqCount: 2, scheduledDays: ['Monday', 'Wednesday'], endType: 'onDate', endDate: '2026-12-31' })).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20261231T225959Z',
    );
    expect(rrule({ freqUnit: 'everyDay', freqCount: 1, endType: 'onDate', endDate: '2026-07-31' }, { ...berlin, timeZone: 'America/New_York' })).toBe(
      'FREQ=DAILY;UNTIL=20260801T035959Z',
    );
    expect(rrule({ freqUnit: 'everyDay', freqCount: 1, endType: 'onDate', endDate: '2026-07-31' }, { start: '2026-05-04', end: '2026-05-05', allDay: true, timeZone: 'Europe/Berlin' })).toBe(
      'FREQ=DAILY;UNTIL=20260731',
    );
    expect(rrule({ freqUnit: 'everyDay', freqCount: 1, endType: 'afterCount', endCount: 5 })).toBe('FREQ=DAILY;COUNT=5');
  });
});

describe('fromRRule', () => {
  const kinds: RecurrenceSettingsInput[] = [
    { freqUnit: 'everyDay', freqCount: 1 },
    { freqUnit: 'everyDay', freqCount: 2, skipWeekends: true, skipDays: ['Wednesday'] },
    { freqUnit: 'everyWeek', freqCount: 2, scheduledDays: ['Monday', 'Friday'] },
    { freqUnit: 'everyMonth', freqCount: 1, scheduledMonthDates: [1, 15, 31] },
    { freqUnit: 'everyMonth', freqCount: 3, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Fifth', day: 'Monday' } },
    { freqUnit: 'everyYear', freqCount: 1, yearlyScheduledDate: { month: 2, day: 29 } },
    { freqUnit: 'everyWeek', freqCount: 1, scheduledDays: ['Tuesday'], endType: 'onDate', endDate: '2026-12-31' },
    { freqUnit: 'everyDay', freqCount: 1, endType: 'afterCount', endCount: 12 },
  ];
  it.each(kinds)('gives back the settings toRRule wrote: %o', (input) => {
    expect(fromRRule(rrule(input), berlin)).toEqual(rule(input));
  });

  it('reads the forms Google and Outlook write', () => {
    expect(fromRRule('RRULE:FREQ=WEEKLY;WKST=SU;BYDAY=MO,WE', berlin)).toEqual(rule({ freqUnit: 'everyWeek', freqCount: 1, scheduledDays: ['Monday', 'Wednesday'] }));
    expect(fromRRule('FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1;INTERVAL=1', berlin)).toEqual(
      rule({ freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Last', day: 'Friday' } }),
    );
    expect(fromRRule('FREQ=MONTHLY;BYDAY=1MO', berlin)?.scheduledMonthDay).toEqual({ freq: 'First', day: 'Monday' });
    // No BYxxx: the start's own day, month and weekday.
    expect(fromRRule('FREQ=YEARLY', berlin)?.yearlyScheduledDate).toEqual({ month: 5, day: 4 });
    expect(fromRRule('FREQ=MONTHLY', berlin)?.scheduledMonthDates).toEqual([4]);
    expect(fromRRule('FREQ=WEEKLY', berlin)?.scheduledDays).toEqual([]);
    // An UNTIL at the last occurrence's start in UTC ends on that day in the zone.
    expect(fromRRule('FREQ=DAILY;UNTIL=20261230T230000Z', berlin)).toMatchObject({ endType: 'onDate', endDate: '2026-12-31' });
    expect(fromRRule('FREQ=DAILY;UNTIL=20261231', berlin)).toMatchObject({ endType: 'onDate', endDate: '2026-12-31' });
  });

  it('gives null for what the settings cannot say', () => {
    for (const text of [
      'FREQ=HOURLY',
      'FREQ=DAILY;BYHOUR=9,17',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
      'FREQ=MONTHLY;BYDAY=MO,TU',
      'FREQ=MONTHLY;BYDAY=2MO,4MO',
      'FREQ=YEARLY;BYMONTH=11;BYDAY=4TH',
      'FREQ=WEEKLY;INTERVAL=500',
      'FREQ=DAILY;COUNT=5000',
      'FREQ=DAILY;UNTIL=tomorrow',
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30',
      'nonsense',
      '',
    ]) {
      expect(fromRRule(text, berlin), text).toBeNull();
    }
  });
});
