import { MONTH_DAY_ORDINALS, WEEKDAYS, type FreqUnit, type MonthDayOrdinal, type RecurrenceSettings, type Weekday, recurrenceWithDefaults } from '../../../../domain/calendar/recurrence';
import { dayParts } from './wallTime';

export const FREQ_UNIT_LABELS: Record<FreqUnit, string> = { everyDay: 'Daily', everyWeek: 'Weekly', everyMonth: 'Monthly', everyYear: 'Yearly' };

/** 'day' / 'days' after 'Every N'. */
export function unitWord(unit: FreqUnit, count: number): string {
  const word = { everyDay: 'day', everyWeek: 'week', everyMonth: 'month', everyYear: 'year' }[unit];
  return count === 1 ? word : `${word}s`;
}

/** The start's weekday, e.g. 'Tuesday' (Monday when the start cannot be read). */
export function weekdayOf(startDay: string): Weekday {
  return WEEKDAYS[(dayParts(startDay)?.weekday ?? 1) - 1]!;
}

/** Which of its weekdays in the month the start is: the 9th is the 'Second' Tuesday; the 29th to 31st are called 'Last'. */
export function ordinalOf(startDay: string): MonthDayOrdinal {
  const day = dayParts(startDay)?.day ?? 1;
  return day > 28 ? 'Last' : MONTH_DAY_ORDINALS[Math.ceil(day / 7) - 1]!;
}

const { freqUnit: _unit, ...EMPTY } = recurrenceWithDefaults({ freqUnit: 'everyDay' });

/**
 * The settings for a frequency, its own fields taken from the event's start (weekly: the start's
 * weekday; monthly: its date, or e.g. 'Second Tuesday'; yearly: its month and day). The count and
 * the end carry over from the settings before; another frequency's fields do not, so what is
 * stored is only what the summary says.
 */
export function settingsForUnit(unit: FreqUnit, before: RecurrenceSettings | null, startDay: string): RecurrenceSettings {
  const parts = dayParts(startDay);
  const carried = before ? { freqCount: before.freqCount, endType: before.endType, endDate: before.endDate, endCount: before.endCount } : {};
  const settings: RecurrenceSettings = { ...EMPTY, ...carried, freqUnit: unit };
  if (unit === 'everyWeek') settings.scheduledDays = [weekdayOf(startDay)];
  if (unit === 'everyMonth') {
    settings.scheduledMonthDates = [parts?.day ?? 1];
    settings.scheduledMonthDay = { freq: ordinalOf(startDay), day: weekdayOf(startDay) };
  }
  if (unit === 'everyYear') settings.yearlyScheduledDate = { month: parts?.month ?? 1, day: parts?.day ?? 1 };
  return settings;
}
