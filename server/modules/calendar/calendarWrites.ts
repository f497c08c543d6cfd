import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AttendeeResponse, eventFieldsSchema } from '../../../domain/calendar/events';
import { seriesEnd, type SeriesTiming } from '../../../domain/calendar/occurrences';
import { toRRule } from '../../../domain/calendar/recurrenceRule';
import type { DbOrTx } from '../../platform/db/database';
import { calendarEventAttendees, calendarEvents, projects, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { sanitizeRichText } from '../../platform/html';
import { badRequest } from '../../platform/http/errors';
import { visibleProjectsCondition, type ProjectViewer } from '../projects';
import type { EventRow } from './calendarAccess';
import { instantOf } from './calendarTimes';

/** An event's fields as the API validated them, defaults filled in. */
export type EventFields = z.output<typeof eventFieldsSchema>;

/** The columns the fields make: instants for the times, the RRULE and the series' end derived once here. */
export function eventColumns(fields: EventFields) {
  const timing: SeriesTiming = { start: fields.start, end: fields.end, allDay: fields.allDay, timeZone: fields.timeZone, recurrence: fields.recurrence };
  return {
    title: fields.title,
    description: sanitizeRichText(fields.description),
    startAt: instantOf(fields.start, fields.timeZone),
    endAt: instantOf(fields.end, fields.timeZone),
    allDay: fields.allDay,
    timeZone: fields.timeZone,
    location: fields.location,
    meetingUrl: fields.meetingUrl,
    color: fields.color,
    projectId: fields.projectId,
    visibility: fields.visibility,
    recurrence: fields.recurrence,
    rrule: fields.recurrence ? toRRule(fields.recurrence, timing) : null,
    seriesEndAt: seriesEnd(timing),
    reminders: fields.reminders,
  };
}

/**
 * Writes a new event and its attendees in the caller's transaction (the service, the seed and the
 * bench write through here). Checks of who may be invited are the caller's (checkAttendees).
 */
export async function insertEvent(
  tx: DbOrTx,
  values: { organizationId: string; organizerId: string; fields: EventFields; icalUid?: string; attendees?: { userId: string; response: AttendeeResponse }[] },
): Promise<EventRow> {
  const [event] = await tx
    .insert(calendarEvents)
    .values({ organizationId: values.organizationId, organizerId: values.organizerId, icalUid: values.icalUid ?? `${randomUUID()}@teamwork`, ...eventColumns(values.fields) })
    .returning();
  const attendees = values.attendees ?? values.fields.attendeeIds.map((userId) => ({ userId, response: 'pending' as const }));
  if (attendees.length > 0) {
    await tx.insert(calendarEventAttendees).values(attendees.map((attendee) => ({ ...attendee, eventId: event!.id, organizationId: values.organizationId })));
  }
  return event!;
}

/** The attendees named, once each and without the organiser: active members of the organisation only, else 400. */
export async function checkAttendees(tx: DbOrTx, organizationId: string, organizerId: string, attendeeIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(attendeeIds)].filter((id) => id !== organizerId);
  if (ids.length === 0) return ids;
  const members = await tx.select({ id: users.id }).from(users).where(inOrganization(users, organizationId, inArray(users.id, ids), eq(users.status, 'active')));
  // Another organisation's user and an unknown id are told apart by nothing.
  if (members.length !== ids.length) throw badRequest('attendeeIds: Attendees must be active members of your organisation');
  return ids;
}

/** A project the organiser can open, else 400 (an id of a project they cannot see answers as an unknown one). */
export async function checkProject(tx: DbOrTx, organizer: ProjectViewer, projectId: string | null): Promise<void> {
  if (projectId === null) return;
  const [project] = await tx.select({ id: projects.id }).from(projects).where(and(visibleProjectsCondition(tx, organizer), eq(projects.id, projectId))).limit(1);
  if (!project) throw badRequest("projectId: The event's project must be one its organiser can open");
}

/** Makes the attendee list `ids`: new ones pending, those kept keep their answers. Returns who was added and removed. */
export async function setAttendees(tx: DbOrTx, event: Pick<EventRow, 'id' | 'organizationId'>, ids: readonly string[]): Promise<{ added: string[]; removed: string[] }> {
  const current = (await tx.select({ userId: calendarEventAttendees.userId }).from(calendarEventAttendees).where(eq(calendarEventAttendees.eventId, event.id))).map(
    (row) => row.userId,
  );
  const wanted = new Set(ids);
  const had = new Set(current);
  const added = ids.filter((id) => !had.has(id));
  const removed = current.filter((id) => !wanted.has(id));
  if (removed.length > 0) await tx.delete(calendarEventAttendees).where(and(eq(calendarEventAttendees.eventId, event.id), inArray(calendarEventAttendees.userId, removed)));
  if (added.length > 0) await tx.insert(calendarEventAttendees).values(added.map((userId) => ({ eventId: event.id, userId, organizationId: event.organizationId })));
  return { added, removed };
}

/** The organiser as a project viewer (their role decides which projects they see). */
export async function organizerViewer(tx: DbOrTx, event: Pick<EventRow, 'organizerId' | 'organizationId'>): Promise<ProjectViewer> {
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, event.organizerId));
  // An organiser is a member of the organisation (the column references users of it); a platform role never organises.
  return { userId: event.organizerId, organizationId: event.organizationId, role: user!.role as ProjectViewer['role'] };
}
