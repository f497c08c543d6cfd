import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX } from '../../../../domain/calendar/events';
import { isOccurrence, startOfZonedDay, type SeriesTiming } from '../../../../domain/calendar/occurrences';
import type { RecurrenceSettings } from '../../../../domain/calendar/recurrence';
import { fromRRule } from '../../../../domain/calendar/recurrenceRule';
import { ianaZoneOf, isIanaZone } from './icsZoneNames';

/**
 * Reads the events of an .ics file (Google, Apple, Outlook exports and the like) with ical.js.
 * - Times: TZID (IANA or Windows names; other names through the file's VTIMEZONE), UTC, floating
 *   (read in defaultTimeZone) and all-day dates. A recurring event in UTC times recurs in UTC.
 * - RRULE: fromRRule's settings, or, when the settings cannot say it (or RDATEs add dates), the first
 *   occurrence only. A DTSTART the rule does not match (RFC 5545 counts it, our engine does not)
 *   becomes an event of its own, uid '<uid>#start'.
 * - EXDATE: cancelled occurrences. A changed occurrence (RECURRENCE-ID) cancels its occurrence in
 *   the series and comes as an event of its own, uid '<uid>#<original start>'; a cancelled one only cancels.
 * - Whatever cannot be read (a broken event, garbage lines inside it, a cancelled event, an event
 *   beyond `max`) is counted in `skipped`; text that is not iCalendar at all is one skipped. Never throws.
 * - Texts are cut to the event fields' limits; an event without an end lasts a day (all-day) or an hour.
 */
export interface ParsedEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: string;
  end: string;
  allDay: boolean;
  timeZone: string;
  recurrence: RecurrenceSettings | null;
  exdates: string[];
}

type Component = InstanceType<typeof ICAL.Component>;
type Property = InstanceType<typeof ICAL.Property>;
type Time = InstanceType<typeof ICAL.Time>;

const HOUR_MS = 3_600_000;
const UNTITLED = '(No title)';

interface Zones {
  /** For floating times and for single events in UTC: X-WR-TIMEZONE, else the importer's zone. */
  calendar: string;
}

/** A time as an instant and, for DATE values, a day. */
interface ReadTime {
  allDay: boolean;
  day: string;
  instant: Date;
  /** The zone the wall time was given in ('UTC' for UTC times); null when only the VTIMEZONE knew it. */
  zone: string | null;
}

const dayOf = (time: Time) => `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
const wallOf = (time: Time) => ({ year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second });

/** One value of a DTSTART/DTEND/EXDATE/RECURRENCE-ID; `floatingZone` reads times without a zone (and dates). */
function readValue(time: Time, tzid: string | null, floatingZone: string): ReadTime | null {
  if (!time || typeof time.year !== 'number') return null;
  if (time.isDate) return { allDay: true, day: dayOf(time), instant: startOfZonedDay(dayOf(time), floatingZone), zone: null };
  let zone: string | null;
  let instant: DateTime;
  if (time.zone?.tzid === 'UTC' || (tzid && ianaZoneOf(tzid) === 'UTC')) {
    zone = 'UTC';
    instant = DateTime.fromObject(wallOf(time), { zone: 'UTC' });
  } else if (tzid && ianaZoneOf(tzid)) {
    zone = ianaZoneOf(tzid);
    instant = DateTime.fromObject(wallOf(time), { zone: zone! });
  } else if (tzid && time.zone && time.zone.tzid !== 'floating') {
    zone = null;
    instant = DateTime.fromMillis(time.toUnixTime() * 1000);
  } else {
    zone = floatingZone;
    instant = DateTime.fromObject(wallOf(time), { zone: floatingZone });
  }
  return instant.isValid ? { allDay: false, day: dayOf(time), instant: instant.toJSDate(), zone } : null;
}

function readProperty(property: Property | null, floatingZone: string): ReadTime | null {
  if (!property) return null;
  return readValue(property.getFirstValue() as Time, (property.getParameter('tzid') as string | undefined) ?? null, floatingZone);
}

const textOf = (component: Component, name: string, max: number) => String(component.getFirstPropertyValue(name) ?? '').trim().slice(0, max);

function readEvent(vevent: Component, zones: Zones): ParsedEvent | null {
  const startRead = readProperty(vevent.getFirstProperty('dtstart'), zones.calendar);
  if (!startRead) return null;
  const allDay = startRead.allDay;
  const hasRule = vevent.getAllProperties('rrule').length > 0;
  // A rule in UTC times repeats in UTC; a single event in UTC is shown in the calendar's zone.
  const timeZone = allDay ? zones.calendar : startRead.zone === 'UTC' ? (hasRule ? 'UTC' : zones.calendar) : (startRead.zone ?? zones.calendar);
  const endRead = readProperty(vevent.getFirstProperty('dtend'), timeZone);
  const duration = vevent.getFirstPropertyValue('duration') as InstanceType<typeof ICAL.Duration> | null;
  let start: string;
  let end: string;
  if (allDay) {
    start = startRead.day;
    const days = endRead ? Math.round((Date.parse(`${endRead.day}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) : duration ? Math.round(duration.toSeconds() / 86_400) : 1;
    end = DateTime.fromISO(start, { zone: 'UTC' }).plus({ days: Math.max(1, days) }).toISODate()!;
  } else {
    const startMs = startRead.instant.getTime();
    const endMs = endRead ? endRead.instant.getTime() : duration ? startMs + duration.toSeconds() * 1000 : startMs;
    start = startRead.instant.toISOString();
    end = new Date(endMs > startMs ? endMs : startMs + HOUR_MS).toISOString();
  }
  const uid = textOf(vevent, 'uid', 500) || `${createHash('sha1').update(`${start}|${textOf(vevent, 'summary', EVENT_TITLE_MAX)}`).digest('hex').slice(0, 32)}@import`;
  const event: ParsedEvent = {
    uid,
    title: textOf(vevent, 'summary', EVENT_TITLE_MAX) || UNTITLED,
    description: textOf(vevent, 'description', EVENT_DESCRIPTION_MAX),
    location: textOf(vevent, 'location', EVENT_LOCATION_MAX),
    start,
    end,
    allDay,
    timeZone,
    recurrence: null,
    exdates: [],
  };
  // RDATEs add dates no setting can say: then the first occurrence only.
  const rules = vevent.getAllProperties('rrule');
  if (rules.length === 1 && !vevent.hasProperty('rdate')) event.recurrence = fromRRule(String(rules[0]!.getFirstValue()), { start, allDay, timeZone });
  if (event.recurrence) {
    for (const property of vevent.getAllProperties('exdate')) {
      const tzid = (property.getParameter('tzid') as string | undefined) ?? null;
      for (const value of property.getValues() as Time[]) {
        const read = readValue(value, tzid, timeZone);
        if (read) event.exdates.push(exdateInstant(read, event).toISOString());
      }
    }
  }
  return event;
}

/** An EXDATE given as a DATE on a timed series names the occurrence on that day. */
function exdateInstant(read: ReadTime, event: ParsedEvent): Date {
  if (!read.allDay || event.allDay) return read.instant;
  const startWall = DateTime.fromISO(event.start, { zone: event.timeZone });
  return DateTime.fromISO(read.day, { zone: event.timeZone }).set({ hour: startWall.hour, minute: startWall.minute, second: startWall.second }).toJSDate();
}

const series = (event: ParsedEvent): SeriesTiming => ({ start: event.start, end: event.end, allDay: event.allDay, timeZone: event.timeZone, recurrence: event.recurrence });

/** RFC 5545 counts a DTSTART the rule does not match as the first occurrence: keep it as an event of its own. */
function splitUnmatchedStart(event: ParsedEvent): ParsedEvent[] {
  if (!event.recurrence) return [event];
  const originalStart = event.allDay ? startOfZonedDay(event.start, event.timeZone).toISOString() : event.start;
  if (isOccurrence(series(event), originalStart)) return [event];
  const first: ParsedEvent = { ...event, uid: `${event.uid}#start`, recurrence: null, exdates: [] };
  const { endType, endCount } = event.recurrence;
  if (endType === 'afterCount' && endCount !== null) {
    if (endCount <= 1) return [first];
    return [first, { ...event, recurrence: { ...event.recurrence, endCount: endCount - 1 } }];
  }
  return [first, event];
}

/** The VCALENDARs of the text: all of it if ical.js reads it, else each VEVENT on its own (with the file's VTIMEZONEs). */
function readCalendars(raw: string): { calendars: Component[]; unreadable: number } {
  try {
    const parsed = ICAL.parse(raw) as unknown[];
    const roots = (Array.isArray(parsed[0]) ? parsed : [parsed]).map((jcal) => new ICAL.Component(jcal as unknown[]));
    const calendars = roots.filter((root) => root.name === 'vcalendar');
    return { calendars, unreadable: calendars.length === 0 ? 1 : 0 };
  } catch {
    const unfolded = raw.replace(/\r?\n[ \t]/g, '');
    const timeZones = unfolded.match(/^BEGIN:VTIMEZONE[\s\S]*?^END:VTIMEZONE/gm) ?? [];
    const events = unfolded.match(/^BEGIN:VEVENT[\s\S]*?^END:VEVENT/gm) ?? [];
    const calendars: Component[] = [];
    let unreadable = 0;
    for (const block of events) {
      try {
        const zones = timeZones.filter((zone) => block.includes(/TZID:(.*)/.exec(zone)?.[1]?.trim() || '\u0000'));
        calendars.push(new ICAL.Component(ICAL.parse(['BEGIN:VCALENDAR', 'VERSION:2.0', ...zones, block, 'END:VCALENDAR'].join('\r\n')) as unknown[]));
      } catch {
        unreadable += 1;
      }
    }
    return { calendars, unreadable: events.length === 0 ? 1 : unreadable };
  }
}

export function parseCalendar(text: string, options: { defaultTimeZone: string; max: number }): { events: ParsedEvent[]; skipped: number } {
  const { calendars, unreadable } = readCalendars(text);
  let skipped = unreadable;
  const masters = new Map<string, ParsedEvent>();
  const events: ParsedEvent[] = [];
  const overrides: { vevent: Component; zones: Zones }[] = [];
  for (const calendar of calendars) {
    const named = String(calendar.getFirstPropertyValue('x-wr-timezone') ?? '');
    const zones: Zones = { calendar: isIanaZone(named) ? named : options.defaultTimeZone };
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      try {
        if (vevent.hasProperty('recurrence-id')) {
          overrides.push({ vevent, zones });
          continue;
        }
        const event = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED' ? null : readEvent(vevent, zones);
        if (!event) skipped += 1;
        else if (!masters.has(event.uid)) {
          masters.set(event.uid, event);
          events.push(event);
        } else skipped += 1;
      } catch {
        skipped += 1;
      }
    }
  }
  for (const { vevent, zones } of overrides) {
    try {
      const uid = textOf(vevent, 'uid', 500);
      const master = masters.get(uid);
      const originalRead = readProperty(vevent.getFirstProperty('recurrence-id'), master?.timeZone ?? zones.calendar);
      if (!originalRead) throw new Error('no RECURRENCE-ID');
      const originalStart = master?.allDay ? startOfZonedDay(originalRead.day, master.timeZone).toISOString() : originalRead.instant.toISOString();
      const cancelled = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
      const changed = cancelled ? null : readEvent(vevent, zones);
      if (master?.recurrence) master.exdates.push(originalStart);
      else if (master && changed && originalStart === (master.allDay ? startOfZonedDay(master.start, master.timeZone).toISOString() : master.start)) {
        // The one occurrence imported of an unsayable series was itself changed: take the change.
        Object.assign(master, { ...changed, uid: master.uid });
        continue;
      }
      if (changed) events.push({ ...changed, uid: `${uid}#${originalStart}`, recurrence: null, exdates: [] });
    } catch {
      skipped += 1;
    }
  }
  const all = events.flatMap(splitUnmatchedStart);
  return { events: all.slice(0, Math.max(0, options.max)), skipped: skipped + Math.max(0, all.length - Math.max(0, options.max)) };
}
