import type { AttendeeResponse, EventDetail, EventOccurrence, WindowEvent, WindowOccurrence } from '../../../domain/calendar/events';
import type { OccurrenceTime } from '../../../domain/calendar/occurrences';
import type { EventOverrides } from './calendar.tables';
import type { EventRow } from './calendarAccess';
import { answerTime } from './calendarTimes';
import { avatarUrl } from '../users';

/** The columns a person is presented from (the organiser, an attendee). */
export interface PersonRow {
  id: string;
  name: string;
  avatarUpdatedAt: Date | null;
}

export const presentPerson = (user: PersonRow) => ({ _id: user.id, name: user.name, avatar: avatarUrl(user) });

/** What the caller's relation to the event adds to each of its occurrences (the organiser presented once, shared by all of them). */
export interface OccurrenceContext {
  organizer: ReturnType<typeof presentPerson>;
  myResponse: AttendeeResponse | null;
  canEdit: boolean;
}

/**
 * One occurrence as the calendar draws it: the series' fields, with this occurrence's times and,
 * for an exception, what was changed on it alone. A single event is its own occurrence
 * (originalStart null).
 */
export function presentOccurrence(event: EventRow, time: OccurrenceTime | null, overrides: EventOverrides | null, context: OccurrenceContext): EventOccurrence {
  const recurring = event.recurrence !== null;
  return {
    _id: event.id,
    originalStart: recurring && time ? time.originalStart : null,
    title: overrides?.title ?? event.title,
    start: overrides?.start ?? time?.start ?? answerTime(event.startAt, event.allDay, event.timeZone),
    end: overrides?.end ?? time?.end ?? answerTime(event.endAt, event.allDay, event.timeZone),
    allDay: event.allDay,
    timeZone: event.timeZone,
    location: overrides?.location ?? event.location,
    meetingUrl: overrides?.meetingUrl !== undefined ? overrides.meetingUrl : event.meetingUrl,
    color: overrides?.color ?? event.color,
    projectId: event.projectId,
    visibility: event.visibility,
    isRecurring: recurring,
    isException: overrides !== null,
    organizer: context.organizer,
    myResponse: context.myResponse,
    canEdit: context.canEdit,
  };
}

/** The columns a window's answer reads of an event (calendarReads selects only these). */
export type WindowRow = Pick<
  EventRow,
  'id' | 'organizerId' | 'projectId' | 'title' | 'startAt' | 'endAt' | 'allDay' | 'timeZone' | 'location' | 'meetingUrl' | 'color' | 'visibility' | 'recurrence' | 'sequence' | 'updatedAt'
>;

/** An event's fields every occurrence of it in a window shares, written once in the window's answer, with those occurrences. */
export function presentWindowEvent(event: WindowRow, context: OccurrenceContext, occurrences: WindowOccurrence[]): WindowEvent {
  return {
    _id: event.id,
    title: event.title,
    allDay: event.allDay,
    timeZone: event.timeZone,
    location: event.location,
    meetingUrl: event.meetingUrl,
    color: event.color,
    projectId: event.projectId,
    visibility: event.visibility,
    isRecurring: event.recurrence !== null,
    organizer: context.organizer,
    myResponse: context.myResponse,
    canEdit: context.canEdit,
    occurrences,
  };
}

/**
 * A changed occurrence in a window's answer: its times, a recurring one's original start where that is not its start,
 * and what the exception changed (as presentOccurrence reads them). Untouched ones come from windowOccurrences.
 */
export function presentWindowOccurrence(time: OccurrenceTime, overrides: EventOverrides, recurring: boolean): WindowOccurrence {
  const start = overrides.start ?? time.start;
  const end = overrides.end ?? time.end;
  const occurrence: WindowOccurrence = !recurring || time.originalStart === start ? { start, end } : { originalStart: time.originalStart, start, end };
  const changes: WindowOccurrence['exception'] = {};
  if (overrides.title !== undefined) changes.title = overrides.title;
  if (overrides.location !== undefined) changes.location = overrides.location;
  if (overrides.meetingUrl !== undefined) changes.meetingUrl = overrides.meetingUrl;
  if (overrides.color !== undefined) changes.color = overrides.color;
  occurrence.exception = changes;
  return occurrence;
}

export interface DetailParts {
  project: { id: string; name: string; key: string } | null;
  attendees: (PersonRow & { response: AttendeeResponse })[];
}

export function presentDetail(event: EventRow, occurrence: EventOccurrence, overrides: EventOverrides | null, parts: DetailParts): EventDetail {
  return {
    ...occurrence,
    description: overrides?.description ?? event.description,
    project: parts.project && { _id: parts.project.id, name: parts.project.name, key: parts.project.key },
    attendees: parts.attendees.map((attendee) => ({ ...presentPerson(attendee), response: attendee.response })),
    recurrence: event.recurrence,
    reminders: event.reminders,
    seriesStart: answerTime(event.startAt, event.allDay, event.timeZone),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}
