import { describe, expect, it } from 'vitest';
import { recurrenceSettingsSchema } from './recurrence';

/** The first issue's path and message, as the API's 400 names them. */
function refusal(input: unknown) {
  const result = recurrenceSettingsSchema.safeParse(input);
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}

describe('recurrenceSettingsSchema refuses bad settings, naming the field', () => {
  it('freqCount 0', () => expect(refusal({ freqUnit: 'everyDay', freqCount: 0 })).toMatchObject({ path: 'freqCount', message: expect.stringContaining('freqCount') }));
  it('day 32 of the month', () => {
    expect(refusal({ freqUnit: 'everyMonth', freqCount: 1, scheduledMonthDates: [32] })).toMatchObject({ path: 'scheduledMonthDates.0', message: 'scheduledMonthDates must be days 1 to 31' });
    expect(refusal({ freqUnit: 'everyYear', freqCount: 1, yearlyScheduledDate: { month: 1, day: 32 } }).message).toContain('yearlyScheduledDate.day');
  });
  it("'Sixth'", () => {
    const issue = refusal({ freqUnit: 'everyMonth', freqCount: 1, monthlyTab: 'dayMonth', scheduledMonthDay: { freq: 'Sixth', day: 'Friday' } });
    expect(issue.path).toBe('scheduledMonthDay.freq');
    expect(issue.message).toContain('scheduledMonthDay.freq');
  });
  it('a yearly 30 February', () =>
    expect(refusal({ freqUnit: 'everyYear', freqCount: 1, yearlyScheduledDate: { month: 2, day: 30 } })).toEqual({ path: 'yearlyScheduledDate.day', message: 'February has no day 30' }));
  it('skipDays covering every day', () => {
    const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    expect(refusal({ freqUnit: 'everyDay', freqCount: 1, skipDays: everyDay })).toEqual({ path: 'skipDays', message: 'skipDays must leave at least one day' });
    expect(refusal({ freqUnit: 'everyDay', freqCount: 1, skipDays: everyDay.slice(0, 5), skipWeekends: true }).path).toBe('skipDays');
  });
  it('accepts 29 February and fills in defaults', () => {
    expect(recurrenceSettingsSchema.parse({ freqUnit: 'everyYear', freqCount: 1, yearlyScheduledDate: { month: 2, day: 29 } })).toMatchObject({ endType: 'never', skipDays: [] });
  });
});
