import { MONTHS, WEEKDAYS, type RecurrenceSettings } from './recurrence';
import { skippedDays } from './recurrenceRule';

/**
 * Spec 5's recurrence summary, word for word: 'Repeat every day except {days}' or 'every N day';
 * 'every week' or 'every N weeks on {days}'; monthly 'on the {ordinal dates}' or 'on {First..Last}
 * {weekday}'; yearly 'on the {ordinal day} of {month}'; always followed by 'starting from {date}'.
 * A set end follows that: ', 5 times' or ', until 31 December 2026'. A weekly rule names its days
 * when they are scheduled; with none it falls on the start's weekday, which 'starting from' shows.
 * Dates are written in English from MONTHS (not Intl), so the server's mails and the browser agree.
 */
export function recurrenceSummary(settings: RecurrenceSettings, seriesStartDay: string): string {
  const every = (singular: string, plural: string) => (settings.freqCount === 1 ? `every ${singular}` : `every ${settings.freqCount} ${plural}`);
  let rule: string;
  switch (settings.freqUnit) {
    case 'everyDay': {
      const skipped = skippedDays(settings);
      // Spec 5 says 'every N day' (singular) for N > 1.
      rule = every('day', 'day') + (skipped.length > 0 ? ` except ${listOf(skipped)}` : '');
      break;
    }
    case 'everyWeek': {
      const days = WEEKDAYS.filter((day) => settings.scheduledDays.includes(day));
      rule = every('week', 'weeks') + (days.length > 0 ? ` on ${listOf(days)}` : '');
      break;
    }
    case 'everyMonth':
      rule =
        settings.monthlyTab === 'dayMonth' && settings.scheduledMonthDay
          ? `${every('month', 'months')} on ${settings.scheduledMonthDay.freq} ${settings.scheduledMonthDay.day}`
          : `${every('month', 'months')} on the ${listOf([...settings.scheduledMonthDates].sort((a, b) => a - b).map(ordinal))}`;
      break;
    case 'everyYear': {
      const date = settings.yearlyScheduledDate;
      rule = every('year', 'years') + (date ? ` on the ${ordinal(date.day)} of ${MONTHS[date.month - 1]}` : '');
      break;
    }
  }
  let end = '';
  if (settings.endType === 'afterCount' && settings.endCount) end = `, ${settings.endCount} ${settings.endCount === 1 ? 'time' : 'times'}`;
  if (settings.endType === 'onDate' && settings.endDate) end = `, until ${dayWords(settings.endDate)}`;
  return `Repeat ${rule} starting from ${dayWords(seriesStartDay)}${end}`;
}

/** 1st 2nd 3rd 4th ... 11th 12th 13th ... 21st 22nd 23rd ... 31st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** '2026-05-04' -> '4 May 2026'. */
export function dayWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month! - 1]} ${year}`;
}

/** 'A', 'A and B', 'A, B and C'. */
function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
