import { and, eq } from 'drizzle-orm';
import { EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX, eventCreateBodySchema } from '../../../domain/calendar/events';
import { isOccurrence } from '../../../domain/calendar/occurrences';
import type { OrgActor } from '../../platform/auth/access';
import type { Db, Tx } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { escapeHtml } from '../../platform/html';
import { badRequest } from '../../platform/http/errors';
import { calendarEventExceptions, calendarEvents } from './calendar.tables';
import type { EventChange } from './calendarInvites';
import type { EventRow } from './calendarAccess';
import { timingOf } from './calendarTimes';
import { eventColumns, insertEvent, type EventFields } from './calendarWrites';
import { parseCalendar, type ParsedEvent } from './ics/icsParse';

/** At most this many events in one imported file: more answers 400 (a calendar's whole history belongs in a subscription, not an import). */
export const EVENT_IMPORT_MAX_EVENTS = 500;

/**
 * Importing an .ics file: each event becomes one organised by the caller, private to them
 * ('attendees' visibility, no attendees: a file's attendees are addresses, not members). An event
 * whose UID the caller already has is updated rather than duplicated (importing the same file
 * twice changes nothing more). One transaction: all or nothing.
 */
export function createCalendarImportService(deps: { db: Db; onEventWritten?: (tx: Tx, change: EventChange) => Promise<void> }) {
  const { db } = deps;

  return async function importCalendar(actor: OrgActor, ics: string): Promise<{ imported: number; skipped: number }> {
    if (!/BEGIN:VCALENDAR/i.test(ics)) throw badRequest('ics: This is not an iCalendar (.ics) file');
    const [person] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, actor.userId));
    let parsed: { events: ParsedEvent[]; skipped: number };
    try {
      parsed = parseCalendar(ics, { defaultTimeZone: person?.timeZone ?? 'UTC', max: EVENT_IMPORT_MAX_EVENTS + 1 });
    } catch {
      throw badRequest('ics: The file could not be read as iCalendar');
    }
    if (parsed.events.length > EVENT_IMPORT_MAX_EVENTS) throw badRequest(`ics: An .ics file may hold at most ${EVENT_IMPORT_MAX_EVENTS} events`);

    return db.transaction(async (tx) => {
      let imported = 0;
      let skipped = parsed.skipped;
      for (const event of parsed.events) {
        const fields = fieldsOf(event);
        if (!fields) {
          skipped++;
          continue;
        }
        await upsert(tx, actor, event, fields);
        imported++;
      }
      return { imported, skipped };
    });
  };

  async function upsert(tx: Tx, actor: OrgActor, event: ParsedEvent, fields: EventFields): Promise<void> {
    const [existing] = await tx
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.organizationId, actor.organizationId), eq(calendarEvents.organizerId, actor.userId), eq(calendarEvents.icalUid, event.uid)))
      .for('update');
    let row: EventRow;
    if (existing) {
      // What a file says of an event: its times, words and recurrence. Its colour, project, visibility,
      // attendees and reminders here stay as the organiser set them.
      const { title, description, startAt, endAt, allDay, timeZone, location, recurrence, rrule, seriesEndAt } = eventColumns(fields);
      [row] = (await tx
        .update(calendarEvents)
        .set({ title, description, startAt, endAt, allDay, timeZone, location, recurrence, rrule, seriesEndAt, sequence: existing.sequence + 1, updatedAt: new Date() })
        .where(eq(calendarEvents.id, existing.id))
        .returning()) as [EventRow];
      await tx.delete(calendarEventExceptions).where(eq(calendarEventExceptions.eventId, existing.id));
    } else {
      row = await insertEvent(tx, { organizationId: actor.organizationId, organizerId: actor.userId, fields, icalUid: event.uid });
    }
    // Cancelled occurrences (EXDATE) that are occurrences of the series as imported.
    const timing = timingOf(row);
    const cancelled = [...new Set(event.exdates.map((exdate) => new Date(exdate).toISOString()))].filter((exdate) => row.recurrence && isOccurrence(timing, exdate));
    if (cancelled.length) {
      await tx.insert(calendarEventExceptions).values(cancelled.map((originalStart) => ({ eventId: row.id, organizationId: row.organizationId, originalStart: new Date(originalStart), cancelled: true })));
    }
    await deps.onEventWritten?.(tx, { eventId: row.id, organizationId: row.organizationId, kind: existing ? 'updated' : 'created', addedAttendeeIds: [], removedAttendeeIds: [], previous: existing });
  }
}

/** A parsed event as the API's fields (cut to the API's limits), or null when the API would refuse it (end before start, too long, a zone we do not know). */
function fieldsOf(event: ParsedEvent): EventFields | null {
  const description = event.description
    .slice(0, EVENT_DESCRIPTION_MAX / 2)
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  const result = eventCreateBodySchema.safeParse({
    title: event.title.trim().slice(0, EVENT_TITLE_MAX) || 'Untitled event',
    description: event.description.trim() ? description.slice(0, EVENT_DESCRIPTION_MAX) : '',
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    timeZone: event.timeZone,
    location: event.location.trim().slice(0, EVENT_LOCATION_MAX),
    recurrence: event.recurrence,
  });
  return result.success ? result.data : null;
}
