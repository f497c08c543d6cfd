import { browserTimeZone, timeZoneOptions } from '../../../domain/profile/profile';
import { readPreference, writePreference } from '../../app/storedPreference';

const TIME_ZONE_KEY = 'calendar.timeZone';

/** The zone the page shows times in: the one chosen here before (if this runtime still knows it), else the browser's. */
export function storedCalendarTimeZone(): string {
  const stored = readPreference(TIME_ZONE_KEY);
  return stored && timeZoneOptions().includes(stored) ? stored : browserTimeZone();
}

export function storeCalendarTimeZone(timeZone: string): void {
  writePreference(TIME_ZONE_KEY, timeZone);
}

/** 'America/New_York' -> 'New York', 'UTC' -> 'UTC': the place people know a zone by. */
export function zonePlace(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

// Making a formatter costs far more than using one, and a busy month draws hundreds of events set in other zones.
const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant's wall time in a zone, as '09:00 New York'. */
export function timeInZone(instant: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { timeZone, hour: '2-digit', minute: '2-digit' });
    timeFormats.set(timeZone, format);
  }
  return `${format.format(new Date(instant))} ${zonePlace(timeZone)}`;
}
