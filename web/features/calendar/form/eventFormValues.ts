import type { EventCreateBody, EventDetail, EventVisibility, Reminder } from '../../../../domain/calendar/events';
import { EVENT_DEFAULT_COLOR } from '../../../../domain/calendar/events';
import type { RecurrenceSettings } from '../../../../domain/calendar/recurrence';
import { addDays, addWallMinutes, instantOf, wallMinutesBetween, wallTimeOf } from './wallTime';

/** A new event from a click or drag on empty time: ISO instants, or days (end exclusive) when all day. */
export interface EventDraft {
  start: string;
  end: string;
  allDay: boolean;
}

/**
 * What the form holds: the API's fields, except that times are wall-clock dates and times in the
 * event's zone, an all-day event's end is its last day (the API's is the day after), and empty
 * text stands for null (no meeting link, no project).
 */
export interface EventFormValues {
  title: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
  location: string;
  meetingUrl: string;
  color: string;
  projectId: string;
  attendeeIds: string[];
  visibility: EventVisibility;
  description: string;
  reminders: Reminder[];
  recurrence: RecurrenceSettings | null;
}

/** An all-day event switched to timed gets these hours, as Google Calendar does. */
const DEFAULT_START_TIME = '09:00';
const DEFAULT_END_TIME = '10:00';

function timesOf(event: EventDraft, timeZone: string): Pick<EventFormValues, 'startDate' | 'startTime' | 'endDate' | 'endTime'> {
  if (event.allDay) {
    const startDate = event.start.slice(0, 10);
    const lastDay = addDays(event.end.slice(0, 10), -1);
    return { startDate, startTime: DEFAULT_START_TIME, endDate: lastDay < startDate ? startDate : lastDay, endTime: DEFAULT_END_TIME };
  }
  const start = wallTimeOf(event.start, timeZone);
  const end = wallTimeOf(event.end, timeZone);
  return { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
}

export function newEventValues(draft: EventDraft, timeZone: string): EventFormValues {
  return {
    title: '',
    allDay: draft.allDay,
    ...timesOf(draft, timeZone),
    timeZone,
    location: '',
    meetingUrl: '',
    color: EVENT_DEFAULT_COLOR,
    projectId: '',
    attendeeIds: [],
    visibility: 'attendees',
    description: '',
    reminders: [],
    recurrence: null,
  };
}

/** The form for an event (or the occurrence of a series) the server answered. */
export function editEventValues(detail: EventDetail): EventFormValues {
  return {
    title: detail.title,
    allDay: detail.allDay,
    ...timesOf(detail, detail.timeZone),
    timeZone: detail.timeZone,
    location: detail.location,
    meetingUrl: detail.meetingUrl ?? '',
    color: detail.color,
    projectId: detail.projectId ?? '',
    attendeeIds: detail.attendees.map((person) => person._id),
    visibility: detail.visibility,
    description: detail.description,
    reminders: detail.reminders,
    recurrence: detail.recurrence,
  };
}

/** The body of POST /api/event for what the form holds. */
export function toEventBody(values: EventFormValues): EventCreateBody {
  const start = values.allDay ? values.startDate : instantOf({ date: values.startDate, time: values.startTime }, values.timeZone);
  const end = values.allDay ? addDays(values.endDate, 1) : instantOf({ date: values.endDate, time: values.endTime }, values.timeZone);
  return {
    title: values.title,
    description: values.description,
    start,
    end,
    allDay: values.allDay,
    timeZone: values.timeZone,
    location: values.location,
    meetingUrl: values.meetingUrl.trim() || null,
    // One of the palette's (the swatches offer no other); the schema checks it all the same.
    color: values.color as EventCreateBody['color'],
    projectId: values.projectId || null,
    attendeeIds: values.attendeeIds,
    visibility: values.visibility,
    recurrence: values.recurrence,
    reminders: values.reminders,
  };
}

const TIMING_FIELDS = ['start', 'end', 'allDay', 'timeZone'] as const;

/**
 * What an edit changed, as PUT /api/event/:id takes it: only the fields that differ, so changing
 * one occurrence's title does not also send (and so change) the series' recurrence. The times
 * travel together, since the server checks start against end.
 */
export function changedFields(initial: EventFormValues, values: EventFormValues): Partial<EventCreateBody> {
  const before = toEventBody(initial);
  const after = toEventBody(values);
  const changed: Partial<Record<keyof EventCreateBody, unknown>> = {};
  for (const key of Object.keys(after) as (keyof EventCreateBody)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = after[key];
  }
  if (TIMING_FIELDS.some((key) => key in changed)) TIMING_FIELDS.forEach((key) => (changed[key] = after[key]));
  return changed as Partial<EventCreateBody>;
}

/** What belongs to a whole series: one occurrence cannot differ in these (the server refuses such a change for 'this'). */
const SERIES_FIELDS = ['recurrence', 'attendeeIds', 'visibility', 'projectId', 'reminders', 'timeZone', 'allDay'] as const;

/** Whether an edit changes the series itself (how it repeats, who is invited, …): then it cannot apply to one occurrence alone. */
export function changesWholeSeries(initial: EventFormValues, values: EventFormValues): boolean {
  const sorted = (form: EventFormValues) => ({ ...form, attendeeIds: [...form.attendeeIds].sort() });
  const [before, after] = [sorted(initial), sorted(values)];
  return SERIES_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

/** The end after the start moved from `before` to `after`: it keeps the event's length by the clock. */
export function endAfterStartMoved(before: Pick<EventFormValues, 'startDate' | 'startTime' | 'endDate' | 'endTime'>, after: { startDate: string; startTime: string }) {
  const length = wallMinutesBetween({ date: before.startDate, time: before.startTime }, { date: before.endDate, time: before.endTime });
  const moved = wallMinutesBetween({ date: before.startDate, time: before.startTime }, { date: after.startDate, time: after.startTime });
  if (length === null || moved === null) return { endDate: before.endDate, endTime: before.endTime };
  const end = addWallMinutes({ date: after.startDate, time: after.startTime }, Math.max(length, 0));
  return { endDate: end.date, endTime: end.time };
}
