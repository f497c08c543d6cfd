import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { calendarEventAttendees, calendarEventExceptions } from './calendar.tables';
import type { IcsEvent } from './ics/icsTypes';
import { eventLink } from './calendarMail';
import type { EventRow } from './calendarAccess';
import { occurrenceEndOf, occurrenceStartOf, type ExceptionRow } from './calendarRemindersTiming';
import { timingOf } from './calendarTimes';

/**
 * Stored events as iCalendar events (feeds, the .ics download, invitations): the series with its
 * RRULE, cancelled occurrences as EXDATEs, occurrences changed on their own as overrides
 * (RECURRENCE-ID), the organiser and the attendees with their answers. Reads the rows it needs for
 * all the events at once, scoped to the organisation.
 */
export async function icsEventsOf(db: DbOrTx, organizationId: string, rows: EventRow[], appUrl: string): Promise<IcsEvent[]> {
  if (rows.length === 0) return [];
  const eventIds = rows.map((row) => row.id);
  const exceptions = await db
    .select()
    .from(calendarEventExceptions)
    .where(and(eq(calendarEventExceptions.organizationId, organizationId), inArray(calendarEventExceptions.eventId, eventIds)));
  const attendees = await db
    .select({ eventId: calendarEventAttendees.eventId, response: calendarEventAttendees.response, name: users.name, email: users.email })
    .from(calendarEventAttendees)
    .innerJoin(users, eq(users.id, calendarEventAttendees.userId))
    .where(and(eq(calendarEventAttendees.organizationId, organizationId), inArray(calendarEventAttendees.eventId, eventIds)));
  const organizerIds = [...new Set(rows.map((row) => row.organizerId))];
  const organizers = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.id, organizerIds)));

  return rows.map((row) => {
    const own = exceptions.filter((exception) => exception.eventId === row.id);
    const organizer = organizers.find((person) => person.id === row.organizerId);
    return toIcsEvent(row, own, {
      organizer: organizer ? { name: organizer.name, email: organizer.email } : null,
      attendees: attendees.filter((attendee) => attendee.eventId === row.id).map(({ name, email, response }) => ({ name, email, response })),
      url: eventLink(appUrl, row.id),
    });
  });
}

export function toIcsEvent(row: EventRow, exceptions: ExceptionRow[], people: Pick<IcsEvent, 'organizer' | 'attendees' | 'url'>): IcsEvent {
  const timing = timingOf(row);
  const description = htmlToText(row.description);
  const recurring = row.rrule !== null;
  return {
    uid: row.icalUid,
    sequence: row.sequence,
    title: row.title,
    descriptionText: description,
    location: row.location,
    meetingUrl: row.meetingUrl,
    start: timing.start,
    end: timing.end,
    allDay: row.allDay,
    timeZone: row.timeZone,
    rrule: row.rrule,
    exdates: recurring ? exceptions.filter((exception) => exception.cancelled).map((exception) => exception.originalStart.toISOString()) : [],
    overrides: recurring
      ? exceptions
          .filter((exception) => !exception.cancelled && Object.keys(exception.overrides).length > 0)
          .map((exception) => {
            const originalStart = exception.originalStart.toISOString();
            const start = occurrenceStartOf(row, originalStart, exception);
            return {
              originalStart,
              start,
              end: occurrenceEndOf(row, start, exception),
              title: exception.overrides.title ?? row.title,
              location: exception.overrides.location ?? row.location,
              descriptionText: exception.overrides.description !== undefined ? htmlToText(exception.overrides.description) : description,
            };
          })
      : [],
    ...people,
    created: row.createdAt.toISOString(),
    lastModified: row.updatedAt.toISOString(),
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The sanitised rich-text description as plain lines (calendar apps show DESCRIPTION as text). */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|blockquote|pre)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|\w+);/g, (match, name: string) => ENTITIES[name] ?? (name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : match))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
