import ICAL from 'ical.js';
import type { IcsEvent } from './icsTypes';

/** Test helpers: an IcsEvent with defaults, and ical.js (the independent parser) reading built text. */

export function icsEvent(fields: Partial<IcsEvent> & Pick<IcsEvent, 'start' | 'end'>): IcsEvent {
  return {
    uid: 'event-1@teamwork.test',
    sequence: 0,
    title: 'Standup',
    descriptionText: '',
    location: '',
    meetingUrl: null,
    allDay: false,
    timeZone: 'Europe/Berlin',
    rrule: null,
    exdates: [],
    overrides: [],
    organizer: null,
    attendees: [],
    created: '2026-01-02T10:00:00.000Z',
    lastModified: '2026-01-03T10:00:00.000Z',
    ...fields,
  };
}

export type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalTime = InstanceType<typeof ICAL.Time>;

export function readWithIcalJs(text: string): IcalComponent {
  return new ICAL.Component(ICAL.parse(text) as unknown[]);
}

/** An ical.js time as we write times: an ISO instant, or a day for a DATE. */
export function icalTimeText(time: IcalTime): string {
  if (time.isDate) return time.toString();
  return new Date(time.toUnixTime() * 1000).toISOString();
}

/** Occurrences (ISO starts, or days when all day) of the calendar's series `uid`, by ical.js's own iterator with its exceptions, starting before `to`. */
export function icalOccurrences(calendar: IcalComponent, uid: string, to: Date): { start: string; end: string; title: string }[] {
  const vevents = calendar.getAllSubcomponents('vevent').filter((vevent) => vevent.getFirstPropertyValue('uid') === uid);
  const master = new ICAL.Event(vevents.find((vevent) => !vevent.hasProperty('recurrence-id')));
  for (const exception of vevents.filter((vevent) => vevent.hasProperty('recurrence-id'))) master.relateException(exception);
  const iterator = master.iterator();
  const found: { start: string; end: string; title: string }[] = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (next.toUnixTime() * 1000 >= to.getTime()) break;
    const details = master.getOccurrenceDetails(next);
    found.push({ start: icalTimeText(details.startDate), end: icalTimeText(details.endDate), title: details.item.summary });
  }
  return found;
}
