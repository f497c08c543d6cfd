import { DateTime } from 'luxon';
import type { IcsEvent, IcsTask } from './icsTypes';
import { dateValue, escapeText, joinLines, paramValue, uriValue, utcStamp } from './icsText';
import { isUtcZone, timeZoneLines, yearsToCover } from './icsTimeZone';

/**
 * iCalendar (RFC 5545) text for a feed, an invitation or one event's download. Choices, for what
 * Google Calendar, Apple Calendar and Outlook take well:
 * - Timed times are written as wall-clock time with TZID (the IANA name) and a VTIMEZONE per zone,
 *   not as UTC: a recurring 09:00 meeting must stay at 09:00 across daylight-saving changes, which
 *   a UTC DTSTART cannot say. UTC zones are written as UTC ('Z'). All-day times are VALUE=DATE.
 * - EXDATE and RECURRENCE-ID take DTSTART's form (the same TZID, or VALUE=DATE).
 * - A changed occurrence is its own VEVENT with the series' UID and RECURRENCE-ID; it repeats the
 *   organiser and attendees, as clients otherwise read it as having none.
 * - Tasks are all-day VEVENTs (transparent: they do not make anyone busy), not VTODO: Google and
 *   Outlook ignore VTODO in subscribed calendars.
 * - An event's DTSTAMP is its last change, so an unchanged event gives the same text on every fetch.
 */

const PRODUCT_ID = '-//Teamwork//Calendar//EN';
/** Subscribed calendars: ask clients to refresh hourly (Outlook and Apple read these). */
const REFRESH = 'PT1H';
const PARTSTAT = { pending: 'NEEDS-ACTION', yes: 'ACCEPTED', maybe: 'TENTATIVE', no: 'DECLINED' } as const;

type Timing = Pick<IcsEvent, 'allDay' | 'timeZone'>;

/** 'DTSTART;TZID=Europe/Berlin:20260504T090000', 'DTSTART;VALUE=DATE:20260504' or 'DTSTART:20260504T070000Z'. */
function timeProperty(name: string, value: string, timing: Timing): string {
  if (timing.allDay) return `${name};VALUE=DATE:${dateValue(value.slice(0, 10))}`;
  if (isUtcZone(timing.timeZone)) return `${name}:${utcStamp(value)}`;
  return `${name};TZID=${paramValue(timing.timeZone)}:${wallClock(value, timing.timeZone)}`;
}

const wallClock = (instant: string, timeZone: string) => DateTime.fromISO(instant, { zone: timeZone }).toFormat("yyyyMMdd'T'HHmmss");

/** EXDATE / RECURRENCE-ID of an occurrence given by its original start (always an instant; for all-day, midnight in the zone). */
function occurrenceProperty(name: string, originalStarts: string[], timing: Timing): string {
  if (timing.allDay) return `${name};VALUE=DATE:${originalStarts.map((start) => DateTime.fromISO(start, { zone: timing.timeZone }).toFormat('yyyyMMdd')).join(',')}`;
  if (isUtcZone(timing.timeZone)) return `${name}:${originalStarts.map(utcStamp).join(',')}`;
  return `${name};TZID=${paramValue(timing.timeZone)}:${originalStarts.map((start) => wallClock(start, timing.timeZone)).join(',')}`;
}

function people(event: IcsEvent, method: string | undefined): string[] {
  const lines: string[] = [];
  if (event.organizer) lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${uriValue(event.organizer.email)}`);
  for (const attendee of event.attendees) {
    const rsvp = method === 'REQUEST' && attendee.response === 'pending' ? ';RSVP=TRUE' : '';
    lines.push(`ATTENDEE;CN=${paramValue(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${PARTSTAT[attendee.response]}${rsvp}:mailto:${uriValue(attendee.email)}`);
  }
  return lines;
}

/** LOCATION is the place, or the meeting link when there is no place; a link beside a place goes into the description. */
function placeLines(location: string, descriptionText: string, meetingUrl: string | null): string[] {
  const lines: string[] = [];
  const place = location || meetingUrl || '';
  const description = meetingUrl && location ? `${descriptionText}${descriptionText ? '\n\n' : ''}Meeting link: ${meetingUrl}` : descriptionText;
  if (place) lines.push(`LOCATION:${escapeText(place)}`);
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  return lines;
}

function eventLines(event: IcsEvent, method: string | undefined): string[] {
  // RFC 5546: a CANCEL's events are cancelled.
  const status = event.status ?? (method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
  const stamp = utcStamp(event.lastModified);
  const common = [`UID:${escapeText(event.uid)}`, `DTSTAMP:${stamp}`, `SEQUENCE:${event.sequence}`];
  const lines = ['BEGIN:VEVENT', ...common, `CREATED:${utcStamp(event.created)}`, `LAST-MODIFIED:${stamp}`];
  lines.push(timeProperty('DTSTART', event.start, event), timeProperty('DTEND', event.end, event));
  if (event.rrule) lines.push(`RRULE:${event.rrule}`);
  if (event.rrule && event.exdates.length > 0) lines.push(occurrenceProperty('EXDATE', event.exdates, event));
  lines.push(`SUMMARY:${escapeText(event.title)}`, ...placeLines(event.location, event.descriptionText, event.meetingUrl));
  if (event.url) lines.push(`URL:${uriValue(event.url)}`);
  if (event.meetingUrl) lines.push(`CONFERENCE;VALUE=URI:${uriValue(event.meetingUrl)}`);
  lines.push(`STATUS:${status}`, ...people(event, method), 'END:VEVENT');
  if (!event.rrule) return lines;
  for (const override of event.overrides) {
    lines.push('BEGIN:VEVENT', ...common, occurrenceProperty('RECURRENCE-ID', [override.originalStart], event));
    lines.push(timeProperty('DTSTART', override.start, event), timeProperty('DTEND', override.end, event));
    lines.push(`SUMMARY:${escapeText(override.title)}`, ...placeLines(override.location, override.descriptionText, event.meetingUrl));
    if (event.url) lines.push(`URL:${uriValue(event.url)}`);
    lines.push(`STATUS:${status}`, ...people(event, method), 'END:VEVENT');
  }
  return lines;
}

function taskLines(task: IcsTask, stamp: string): string[] {
  const next = DateTime.fromISO(task.dueDate, { zone: 'UTC' }).plus({ days: 1 }).toISODate()!;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(task.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${dateValue(task.dueDate)}`,
    `DTEND;VALUE=DATE:${dateValue(next)}`,
    `SUMMARY:${escapeText(task.title)}`,
    `DESCRIPTION:${escapeText(task.url)}`,
    `URL:${uriValue(task.url)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The zones of timed events (UTC aside), with the instants their VTIMEZONE must cover. */
function zonesUsed(events: IcsEvent[]): Map<string, number[]> {
  const zones = new Map<string, number[]>();
  for (const event of events) {
    if (event.allDay || isUtcZone(event.timeZone)) continue;
    const instants = zones.get(event.timeZone) ?? [];
    instants.push(Date.parse(event.start), ...event.overrides.map((override) => Date.parse(override.start)));
    zones.set(event.timeZone, instants);
  }
  return zones;
}

export function buildCalendar(input: { name: string; method?: 'PUBLISH' | 'REQUEST' | 'CANCEL'; events: IcsEvent[]; tasks?: IcsTask[] }): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN'];
  if (input.method) lines.push(`METHOD:${input.method}`);
  lines.push(`X-WR-CALNAME:${escapeText(input.name)}`);
  if (!input.method || input.method === 'PUBLISH') lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`, `X-PUBLISHED-TTL:${REFRESH}`);
  for (const [zone, instants] of zonesUsed(input.events)) lines.push(...timeZoneLines(zone, yearsToCover(instants)));
  for (const event of input.events) lines.push(...eventLines(event, input.method));
  const taskStamp = utcStamp(new Date());
  for (const task of input.tasks ?? []) lines.push(...taskLines(task, taskStamp));
  lines.push('END:VCALENDAR');
  return joinLines(lines);
}
