import { DateTime } from 'luxon';
import type { EventDraft } from './form/EventDialog';

/** 'New event' without a slot: the next full hour, for an hour, in the page's time zone. */
export function nextHourDraft(timeZone: string, now: Date = new Date()): EventDraft {
  const start = DateTime.fromJSDate(now, { zone: timeZone }).plus({ hours: 1 }).startOf('hour');
  return { start: start.toISO()!, end: start.plus({ hours: 1 }).toISO()!, allDay: false };
}
