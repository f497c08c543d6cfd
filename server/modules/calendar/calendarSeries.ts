import { and, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import { eventCreateBodySchema, type eventUpdateBodySchema } from '../../../domain/calendar/events';
import { expandOccurrences, isOccurrence, startOfZonedDay, zonedDay, type OccurrenceTime } from '../../../domain/calendar/occurrences';
import type { RecurrenceSettings } from '../../../domain/calendar/recurrence';
import type { DbOrTx } from '../../platform/db/database';
import { calendarEventAttendees, calendarEventExceptions, calendarEvents } from '../../platform/db/schema';
import { sanitizeRichText } from '../../platform/html';
import { badRequest, notFound } from '../../platform/http/errors';
import { parseBody } from '../../platform/http/validation';
import type { EventOverrides } from './calendar.tables';
import type { EventRow } from './calendarAccess';
import { addDays, answerTime, instantOf, occurrenceAt, shiftByWallClock, timingOf } from './calendarTimes';
import { eventColumns, insertEvent, type EventFields } from './calendarWrites';

/**
 * The changes of a series by scope: the whole series, one occurrence (an exception row keyed by
 * its original start), or the occurrences from one on (the series ends before it and a new one
 * starts there). Each runs in the caller's transaction on a row it has locked.
 */

/** A change as the API validated it (`scope` and `occurrenceStart` already read). */
export type EventChange = Omit<z.output<typeof eventUpdateBodySchema>, 'scope' | 'occurrenceStart'>;

const DAY_MS = 86_400_000;

/** The event's fields as a client would send them back unchanged. */
export async function fieldsOf(tx: DbOrTx, event: EventRow): Promise<EventFields> {
  const attendees = await tx.select({ userId: calendarEventAttendees.userId }).from(calendarEventAttendees).where(eq(calendarEventAttendees.eventId, event.id));
  return {
    title: event.title,
    description: event.description,
    start: answerTime(event.startAt, event.allDay, event.timeZone),
    end: answerTime(event.endAt, event.allDay, event.timeZone),
    allDay: event.allDay,
    timeZone: event.timeZone,
    location: event.location,
    meetingUrl: event.meetingUrl,
    color: event.color as EventFields['color'],
    projectId: event.projectId,
    attendeeIds: attendees.map((row) => row.userId),
    visibility: event.visibility,
    recurrence: event.recurrence,
    reminders: event.reminders,
  };
}

/** JSON with keys in order: jsonb keeps its own key order, so stored settings compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}
export const sameValue = (a: unknown, b: unknown) => canonical(a ?? null) === canonical(b ?? null);

/** The occurrence a change names, by its original start, or 404. */
export function occurrenceOf(event: EventRow, occurrenceStart: string): { original: Date; time: OccurrenceTime } {
  const original = instantOf(occurrenceStart, event.timeZone);
  const time = occurrenceAt(timingOf(event), original);
  if (!time) throw notFound('This event has no occurrence at that time');
  return { original, time };
}

const spanMs = (start: string, end: string, timeZone: string) => instantOf(end, timeZone).getTime() - instantOf(start, timeZone).getTime();
const dayDiff = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The new start and end of something whose times are `current`, from a change that may name a
 * start, an end, both or neither; a start alone keeps the length.
 */
function changedTimes(current: { start: string; end: string }, change: EventChange, allDay: boolean, timeZone: string): { start: string; end: string } {
  if (change.start === undefined && change.end === undefined) return current;
  const start = change.start ?? current.start;
  if (change.end !== undefined) return { start, end: change.end };
  if (allDay) return { start, end: addDays(start, dayDiff(current.start, current.end)) };
  return { start, end: new Date(instantOf(start, timeZone).getTime() + spanMs(current.start, current.end, timeZone)).toISOString() };
}

/** Validates merged fields as a new event's would be (end after start, days for all-day, …). */
const validFields = (fields: EventFields): EventFields => parseBody(eventCreateBodySchema, fields);

function definedOf(change: EventChange): Partial<EventFields> {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<EventFields>;
}

/**
 * The series' fields after a change to all of it. When the change names one occurrence (the one the
 * user dragged) and new times for it, the series' start moves by as much (wall-clock time in its
 * zone, or whole days for an all-day event) and keeps the new length.
 */
export function wholeSeriesFields(current: EventFields, change: EventChange, anchor: OccurrenceTime | null): EventFields {
  const next = { ...current, ...definedOf(change) };
  const allDayChanged = change.allDay !== undefined && change.allDay !== current.allDay;
  if (allDayChanged && (change.start === undefined || change.end === undefined)) throw badRequest('start: start and end are required when allDay changes', { field: 'start' });
  if (!allDayChanged && anchor && (change.start !== undefined || change.end !== undefined)) {
    const moved = changedTimes({ start: anchor.start, end: anchor.end }, change, next.allDay, next.timeZone);
    if (next.allDay) {
      const start = addDays(current.start, dayDiff(anchor.start, moved.start));
      next.start = start;
      next.end = addDays(start, dayDiff(moved.start, moved.end));
    } else {
      const start = shiftByWallClock(new Date(current.start), new Date(anchor.start), new Date(moved.start), next.timeZone);
      next.start = start.toISOString();
      next.end = new Date(start.getTime() + spanMs(moved.start, moved.end, next.timeZone)).toISOString();
    }
  } else if (!allDayChanged) {
    Object.assign(next, changedTimes({ start: current.start, end: current.end }, change, next.allDay, next.timeZone));
  }
  return validFields(next);
}

/** Writes the series' new fields (the derived columns with them) and raises its sequence. */
export async function rewriteEvent(tx: DbOrTx, event: EventRow, fields: EventFields): Promise<EventRow> {
  const [updated] = await tx
    .update(calendarEvents)
    .set({ ...eventColumns(fields), sequence: event.sequence + 1, updatedAt: new Date() })
    .where(eq(calendarEvents.id, event.id))
    .returning();
  return updated!;
}

/**
 * After the series moved or its rule changed: its exceptions move with its start (so a changed
 * occurrence stays attached to the occurrence it changed), and those that no longer name an
 * occurrence go.
 */
export async function realignExceptions(tx: DbOrTx, before: EventRow, after: EventRow): Promise<void> {
  const exceptions = await tx.select().from(calendarEventExceptions).where(eq(calendarEventExceptions.eventId, before.id));
  if (exceptions.length === 0) return;
  await tx.delete(calendarEventExceptions).where(eq(calendarEventExceptions.eventId, before.id));
  if (after.recurrence === null) return;
  const timing = timingOf(after);
  const kept = exceptions
    .map((exception) => ({ ...exception, originalStart: movedOriginal(exception.originalStart, before, after) }))
    .filter((exception) => isOccurrence(timing, exception.originalStart.toISOString()));
  if (kept.length > 0) await tx.insert(calendarEventExceptions).values(kept.map((exception) => ({ ...exception, eventId: after.id })));
}

/** An original start of `before`'s series where it falls in `after`'s (the series' start moved by as much). */
function movedOriginal(original: Date, before: EventRow, after: EventRow): Date {
  if (before.startAt.getTime() === after.startAt.getTime()) return original;
  if (before.allDay && after.allDay) {
    const days = dayDiff(zonedDay(before.startAt, before.timeZone), zonedDay(after.startAt, after.timeZone));
    return startOfZonedDay(addDays(zonedDay(original, before.timeZone), days), after.timeZone);
  }
  return shiftByWallClock(original, before.startAt, after.startAt, after.timeZone);
}

const SERIES_ONLY: readonly (keyof EventChange)[] = ['recurrence', 'attendeeIds', 'visibility', 'projectId', 'reminders', 'timeZone', 'allDay'];

/**
 * One occurrence changed on its own: an exception row with the fields it overrides. What belongs
 * to the series (recurrence, attendees, visibility, project, reminders, zone, all day) cannot
 * differ for one occurrence: a client that sends them unchanged is fine, a change is a 400.
 */
export async function changeOccurrence(tx: DbOrTx, event: EventRow, current: EventFields, occurrenceStart: string, change: EventChange): Promise<{ original: Date; moved: boolean }> {
  for (const field of SERIES_ONLY) {
    const value = change[field];
    if (value === undefined) continue;
    const same = field === 'attendeeIds' ? sameValue([...(value as string[])].sort(), [...current.attendeeIds].sort()) : sameValue(value, current[field]);
    if (same) continue;
    const message =
      field === 'recurrence'
        ? "recurrence: The recurrence cannot change for one occurrence: choose 'this and following events' or 'all events'"
        : `${field}: ${field} changes for the whole series: choose 'this and following events' or 'all events'`;
    throw badRequest(message, { field });
  }
  const { original, time } = occurrenceOf(event, occurrenceStart);
  const [existing] = await tx
    .select()
    .from(calendarEventExceptions)
    .where(and(eq(calendarEventExceptions.eventId, event.id), eq(calendarEventExceptions.originalStart, original)))
    .for('update');
  if (existing?.cancelled) throw notFound('This occurrence was cancelled');
  const overrides: EventOverrides = { ...existing?.overrides };
  const shown = { start: overrides.start ?? time.start, end: overrides.end ?? time.end };
  const times = changedTimes(shown, change, event.allDay, event.timeZone);
  // Checked as the series' own times are: end after start, days for an all-day event.
  validFields({ ...current, start: times.start, end: times.end });
  const moved = times.start !== shown.start || times.end !== shown.end;
  if (moved) {
    overrides.start = event.allDay ? times.start : new Date(times.start).toISOString();
    overrides.end = event.allDay ? times.end : new Date(times.end).toISOString();
  }
  if (change.title !== undefined) overrides.title = change.title;
  if (change.description !== undefined) overrides.description = sanitizeRichText(change.description);
  if (change.location !== undefined) overrides.location = change.location;
  if (change.meetingUrl !== undefined) overrides.meetingUrl = change.meetingUrl;
  if (change.color !== undefined) overrides.color = change.color;
  await tx
    .insert(calendarEventExceptions)
    .values({ eventId: event.id, organizationId: event.organizationId, originalStart: original, overrides })
    .onConflictDoUpdate({ target: [calendarEventExceptions.eventId, calendarEventExceptions.originalStart], set: { overrides } });
  await tx.update(calendarEvents).set({ sequence: event.sequence + 1, updatedAt: new Date() }).where(eq(calendarEvents.id, event.id));
  return { original, moved };
}

/** One occurrence cancelled: an exception row marked so. */
export async function cancelOccurrence(tx: DbOrTx, event: EventRow, occurrenceStart: string): Promise<Date> {
  const { original } = occurrenceOf(event, occurrenceStart);
  await tx
    .insert(calendarEventExceptions)
    .values({ eventId: event.id, organizationId: event.organizationId, originalStart: original, cancelled: true })
    .onConflictDoUpdate({ target: [calendarEventExceptions.eventId, calendarEventExceptions.originalStart], set: { cancelled: true } });
  await tx.update(calendarEvents).set({ sequence: event.sequence + 1, updatedAt: new Date() }).where(eq(calendarEvents.id, event.id));
  return original;
}

/**
 * The series ends just before the occurrence at `original`: its rule ends on the day before that
 * occurrence's day in the event's zone (one occurrence a day at most, so none of that day stays),
 * and its exceptions from there on are returned and removed.
 */
export async function endSeriesBefore(tx: DbOrTx, event: EventRow, current: EventFields, original: Date) {
  const recurrence: RecurrenceSettings = { ...event.recurrence!, endType: 'onDate', endDate: addDays(zonedDay(original, event.timeZone), -1), endCount: null };
  const ended = await rewriteEvent(tx, event, { ...current, recurrence });
  const later = await tx
    .delete(calendarEventExceptions)
    .where(and(eq(calendarEventExceptions.eventId, event.id), gte(calendarEventExceptions.originalStart, original)))
    .returning();
  return { ended, later };
}

/** How many occurrences a series has before `original` (an 'after N times' end carries the rest over). */
const countBefore = (event: EventRow, original: Date) => expandOccurrences(timingOf(event), { from: event.startAt, to: original }).length;

/**
 * This and following occurrences changed: the series ends before the occurrence, and a new series
 * (new id and UID, same organiser, the attendees with their answers unless the change names
 * others) starts there with the change. Exceptions after the split move to the new series; the
 * split occurrence's own exception gives way to the change.
 */
export async function splitSeries(tx: DbOrTx, event: EventRow, current: EventFields, occurrenceStart: string, change: EventChange, attendeeIds: string[] | null) {
  const { original, time } = occurrenceOf(event, occurrenceStart);
  const old = event.recurrence!;
  const carried: RecurrenceSettings | null =
    change.recurrence !== undefined
      ? (change.recurrence as RecurrenceSettings | null)
      : old.endType === 'afterCount'
        ? { ...old, endCount: Math.max(1, (old.endCount ?? 1) - countBefore(event, original)) }
        : old;
  const { ended, later } = await endSeriesBefore(tx, event, current, original);
  const fields = wholeSeriesFields({ ...current, start: time.start, end: time.end, recurrence: carried }, { ...change, recurrence: undefined }, null);
  fields.recurrence = carried;
  const answers = await tx
    .select({ userId: calendarEventAttendees.userId, response: calendarEventAttendees.response })
    .from(calendarEventAttendees)
    .where(eq(calendarEventAttendees.eventId, event.id));
  const answerOf = new Map(answers.map((row) => [row.userId, row.response]));
  const people = attendeeIds ?? answers.map((row) => row.userId);
  const created = await insertEvent(tx, {
    organizationId: event.organizationId,
    organizerId: event.organizerId,
    fields: validFields({ ...fields, attendeeIds: people }),
    attendees: people.map((userId) => ({ userId, response: answerOf.get(userId) ?? 'pending' })),
  });
  const moved = later
    .filter((exception) => exception.originalStart.getTime() !== original.getTime())
    .map((exception) => ({ ...exception, eventId: created.id, originalStart: shiftByWallClock(exception.originalStart, original, created.startAt, created.timeZone) }))
    .filter((exception) => created.recurrence !== null && isOccurrence(timingOf(created), exception.originalStart.toISOString()));
  if (moved.length > 0) await tx.insert(calendarEventExceptions).values(moved);
  return { ended, created, split: time, previousAttendees: answers.map((row) => row.userId) };
}
