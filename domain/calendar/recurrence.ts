import { z } from 'zod';
import { dateOnlySchema, int32Schema } from '../api/bounds';

/**
 * Recurrence settings (spec 3 'Recurrence settings', spec 4 frequencies, spec 9 day-of-month and
 * ordinal words), stored on an event exactly as these fields. `recurrenceRule.ts` turns them into
 * an RFC 5545 RRULE once; `recurrenceSummary.ts` words them as spec 5 says, for the web and mails.
 */
export const FREQ_UNITS = ['everyDay', 'everyWeek', 'everyMonth', 'everyYear'] as const;
export type FreqUnit = (typeof FREQ_UNITS)[number];
export const MONTHLY_TABS = ['fixDate', 'dayMonth'] as const;
export type MonthlyTab = (typeof MONTHLY_TABS)[number];
/** Spec 9: 'ordinal words First to Fifth and Last'. */
export const MONTH_DAY_ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Last'] as const;
export type MonthDayOrdinal = (typeof MONTH_DAY_ORDINALS)[number];
/** Monday first, as ISO 8601 and RFC 5545 (BYDAY MO..SU) order them. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
/** The most days in each month (February in a leap year): a yearly 30 February is refused. */
export const MONTH_MAX_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
export const FREQ_COUNT_MAX = 99;
/** An end 'after N times' of at most this many occurrences. */
export const RECURRENCE_COUNT_MAX = 999;
export const RECURRENCE_END_TYPES = ['never', 'onDate', 'afterCount'] as const;

const weekday = (field: string) => z.enum(WEEKDAYS, { error: `${field} must name weekdays (Monday to Sunday)` });
const uniqueDays = (field: string) =>
  z
    .array(weekday(field), { error: `${field} must be a list of weekdays` })
    .max(7, `${field} must name at most 7 days`)
    .refine((days) => new Set(days).size === days.length, `${field} must not repeat a day`);

export const recurrenceSettingsSchema = z
  .object({
    freqUnit: z.enum(FREQ_UNITS, { error: "freqUnit must be 'everyDay', 'everyWeek', 'everyMonth' or 'everyYear'" }),
    /** Every N days, weeks, months or years. */
    freqCount: int32Schema('freqCount', { min: 1, max: FREQ_COUNT_MAX }),
    /** everyDay: weekdays left out ('Repeat every day except {days}'). */
    skipDays: uniqueDays('skipDays').default([]),
    /** everyDay: leave out Saturday and Sunday. */
    skipWeekends: z.boolean({ error: 'skipWeekends must be true or false' }).default(false),
    /** everyWeek: the weekdays it falls on (none: the start's weekday). */
    scheduledDays: uniqueDays('scheduledDays').default([]),
    /** everyMonth: on fixed dates of the month (fixDate) or on an ordinal weekday (dayMonth). */
    monthlyTab: z.enum(MONTHLY_TABS, { error: "monthlyTab must be 'fixDate' or 'dayMonth'" }).default('fixDate'),
    /** everyMonth + fixDate: days of the month, 1-31 (a month without the 31st skips it, as RFC 5545 does). */
    scheduledMonthDates: z
      .array(int32Schema('scheduledMonthDates', { min: 1, max: 31, messages: { min: 'scheduledMonthDates must be days 1 to 31', max: 'scheduledMonthDates must be days 1 to 31' } }))
      .max(31, 'scheduledMonthDates must name at most 31 days')
      .default([]),
    /** everyMonth + dayMonth: e.g. { freq: 'Last', day: 'Friday' }. */
    scheduledMonthDay: z
      .object({
        freq: z.enum(MONTH_DAY_ORDINALS, { error: "scheduledMonthDay.freq must be one of First, Second, Third, Fourth, Fifth or Last" }),
        day: weekday('scheduledMonthDay.day'),
      })
      .nullable()
      .default(null),
    /** everyYear: the month (1-12) and day of the month. */
    yearlyScheduledDate: z
      .object({
        month: int32Schema('yearlyScheduledDate.month', { min: 1, max: 12 }),
        day: int32Schema('yearlyScheduledDate.day', { min: 1, max: 31 }),
      })
      .nullable()
      .default(null),
    /** Optional end: never, on a date (inclusive, in the event's time zone), or after N occurrences. */
    endType: z.enum(RECURRENCE_END_TYPES, { error: "endType must be 'never', 'onDate' or 'afterCount'" }).default('never'),
    endDate: dateOnlySchema('endDate').nullable().default(null),
    endCount: int32Schema('endCount', { min: 1, max: RECURRENCE_COUNT_MAX }).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    if (value.freqUnit === 'everyDay') {
      const skipped = new Set<Weekday>(value.skipDays);
      if (value.skipWeekends) ['Saturday', 'Sunday'].forEach((day) => skipped.add(day as Weekday));
      if (skipped.size >= 7) issue('skipDays', 'skipDays must leave at least one day');
    }
    if (value.freqUnit === 'everyMonth') {
      if (value.monthlyTab === 'fixDate' && value.scheduledMonthDates.length === 0) issue('scheduledMonthDates', 'scheduledMonthDates must name at least one day');
      if (value.monthlyTab === 'fixDate' && new Set(value.scheduledMonthDates).size !== value.scheduledMonthDates.length)
        issue('scheduledMonthDates', 'scheduledMonthDates must not repeat a day');
      if (value.monthlyTab === 'dayMonth' && !value.scheduledMonthDay) issue('scheduledMonthDay', 'scheduledMonthDay is required for dayMonth');
    }
    if (value.freqUnit === 'everyYear') {
      const date = value.yearlyScheduledDate;
      if (!date) issue('yearlyScheduledDate', 'yearlyScheduledDate is required for everyYear');
      else if (date.day > MONTH_MAX_DAYS[date.month - 1]!) issue('yearlyScheduledDate.day', `${MONTHS[date.month - 1]} has no day ${date.day}`);
    }
    if (value.endType === 'onDate' && !value.endDate) issue('endDate', 'endDate is required when the recurrence ends on a date');
    if (value.endType === 'afterCount' && !value.endCount) issue('endCount', 'endCount is required when the recurrence ends after a number of times');
  });

/** The settings as stored and answered (every field present, defaults filled in). */
export type RecurrenceSettings = z.output<typeof recurrenceSettingsSchema>;
/** The settings as a client may send them (defaults may be left out). */
export type RecurrenceSettingsInput = z.input<typeof recurrenceSettingsSchema>;

/** Settings with every field the client left out filled with the schema's defaults (the seed and the form start from these). */
export const recurrenceWithDefaults = (settings: Pick<RecurrenceSettingsInput, 'freqUnit'> & Partial<RecurrenceSettingsInput>): RecurrenceSettings =>
  recurrenceSettingsSchema.parse({ freqCount: 1, ...settings });
