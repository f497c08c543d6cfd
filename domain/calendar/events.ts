import { z } from 'zod';
import { dateTimeSchema, int32Schema } from '../api/bounds';
import { PALETTE_COLORS } from '../color/color';
import { timeZoneSchema } from '../profile/profile';
import { recurrenceSettingsSchema } from './recurrence';
import { instantOfFloating } from '../time/wallClock';

/**
 * Calendar events (issue 17). An event is one row, recurring or not; a changed or cancelled
 * occurrence of a series is an exception row keyed by the occurrence's original start, never a
 * copy of the series. Lists answer occurrences already expanded for the asked window.
 */
export const EVENT_TITLE_MAX = 200;
/** The description is rich text (HTML), sanitised by the server to the tags it keeps. */
export const EVENT_DESCRIPTION_MAX = 20_000;
export const EVENT_LOCATION_MAX = 500;
export const EVENT_URL_MAX = 2_000;
export const EVENT_ATTENDEES_MAX = 100;
export const EVENT_REMINDERS_MAX = 5;
/** One event (or one occurrence) lasts at most this long. */
export const EVENT_DURATION_MAX_DAYS = 366;
/** A list asks for at most this many days of occurrences, so an expansion is always bounded. */
export const EVENT_WINDOW_MAX_DAYS = 366;
/** An imported .ics file (sent as text in a JSON body, under the API's 1 MB body limit). */
export const EVENT_IMPORT_MAX_CHARS = 900_000;
export const EVENT_VISIBILITIES = ['attendees', 'organization'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];
export const EVENT_RESPONSES = ['yes', 'maybe', 'no'] as const;
export type EventResponse = (typeof EVENT_RESPONSES)[number];
/** An attendee who has not answered yet is 'pending'. */
export const ATTENDEE_RESPONSES = ['pending', ...EVENT_RESPONSES] as const;
export type AttendeeResponse = (typeof ATTENDEE_RESPONSES)[number];
/** Which occurrences a change or a deletion of one occurrence of a series applies to. */
export const EVENT_SCOPES = ['this', 'following', 'all'] as const;
export type EventScope = (typeof EVENT_SCOPES)[number];
export const EVENT_DEFAULT_COLOR = PALETTE_COLORS[0];

/**
 * Spec 9 reminder options: same day, next day (a day before), 2 to 5 days before, custom (N
 * minutes, hours or days before). Day reminders of an all-day event fire at 09:00 in the event's
 * time zone; `reminderFireTime` in reminders.ts defines each exactly.
 */
export const REMINDER_TYPES = ['sameDay', 'nextDay', 'daysBefore', 'custom'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];
export const REMINDER_UNITS = ['minutes', 'hours', 'days'] as const;
export type ReminderUnit = (typeof REMINDER_UNITS)[number];
export const REMINDER_CUSTOM_MAX = 999;

export const reminderSchema = z
  .object({
    type: z.enum(REMINDER_TYPES, { error: "reminders.type must be 'sameDay', 'nextDay', 'daysBefore' or 'custom'" }),
    /** daysBefore: 2 to 5. */
    days: int32Schema('reminders.days', { min: 2, max: 5 }).optional(),
    /** custom: N units before. */
    amount: int32Schema('reminders.amount', { min: 1, max: REMINDER_CUSTOM_MAX }).optional(),
    unit: z.enum(REMINDER_UNITS, { error: "reminders.unit must be 'minutes', 'hours' or 'days'" }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'daysBefore' && value.days === undefined) ctx.addIssue({ code: 'custom', path: ['days'], message: 'reminders.days is required (2 to 5)' });
    if (value.type === 'custom' && (value.amount === undefined || value.unit === undefined))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'reminders.amount and reminders.unit are required for a custom reminder' });
  });
export type Reminder = z.infer<typeof reminderSchema>;

const id = (field: string) => z.uuid(`${field} must be a valid id`);

export const eventTitleSchema = z
  .string({ error: 'title must be text' })
  .trim()
  .min(1, 'title is required')
  .max(EVENT_TITLE_MAX, `title must be at most ${EVENT_TITLE_MAX} characters`);

const meetingUrlSchema = z
  .string({ error: 'meetingUrl must be text' })
  .trim()
  .max(EVENT_URL_MAX, `meetingUrl must be at most ${EVENT_URL_MAX} characters`)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'meetingUrl must be an http or https address');

/**
 * The fields a client writes. `start` and `end` are instants with a zone (2026-05-04T09:00:00+02:00)
 * or, for an all-day event, days ('2026-05-04'; `end` is the day after the last, as in RFC 5545).
 * `timeZone` is the zone its times and its recurrence are reckoned in (the organiser's by default).
 */
const eventFields = {
  title: eventTitleSchema,
  description: z.string({ error: 'description must be text' }).max(EVENT_DESCRIPTION_MAX, `description must be at most ${EVENT_DESCRIPTION_MAX} characters`),
  start: dateTimeSchema('start', { orDate: true }),
  end: dateTimeSchema('end', { orDate: true }),
  allDay: z.boolean({ error: 'allDay must be true or false' }),
  timeZone: timeZoneSchema,
  location: z.string({ error: 'location must be text' }).trim().max(EVENT_LOCATION_MAX, `location must be at most ${EVENT_LOCATION_MAX} characters`),
  meetingUrl: meetingUrlSchema.nullable(),
  color: z.enum(PALETTE_COLORS, { error: 'color must be one of the 12 palette colours' }),
  projectId: id('projectId').nullable(),
  attendeeIds: z.array(id('attendeeIds')).max(EVENT_ATTENDEES_MAX, `attendeeIds must name at most ${EVENT_ATTENDEES_MAX} people`),
  visibility: z.enum(EVENT_VISIBILITIES, { error: "visibility must be 'attendees' or 'organization'" }),
  recurrence: recurrenceSettingsSchema.nullable(),
  reminders: z.array(reminderSchema).max(EVENT_REMINDERS_MAX, `reminders must be at most ${EVENT_REMINDERS_MAX}`),
};

/** The fields with their defaults, for a new event. */
export const eventFieldsSchema = z.object({
  ...eventFields,
  description: eventFields.description.default(''),
  allDay: eventFields.allDay.default(false),
  location: eventFields.location.default(''),
  meetingUrl: eventFields.meetingUrl.default(null),
  color: eventFields.color.default(EVENT_DEFAULT_COLOR),
  projectId: eventFields.projectId.default(null),
  attendeeIds: eventFields.attendeeIds.default([]),
  visibility: eventFields.visibility.default('attendees'),
  recurrence: eventFields.recurrence.default(null),
  reminders: eventFields.reminders.default([]),
});

/** Start before end, within EVENT_DURATION_MAX_DAYS, and days (not times) for an all-day event. */
function checkTimes(value: { start?: string; end?: string; allDay?: boolean }, ctx: z.RefinementCtx) {
  if (value.start === undefined || value.end === undefined) return;
  const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
  if (value.allDay !== undefined && value.allDay !== (isDay(value.start) && isDay(value.end))) {
    ctx.addIssue({ code: 'custom', path: ['start'], message: value.allDay ? 'start and end must be days like 2026-05-04 for an all-day event' : 'start and end must be times with a zone unless the event is all day' });
    return;
  }
  const start = Date.parse(isDay(value.start) ? `${value.start}T00:00:00Z` : value.start);
  const end = Date.parse(isDay(value.end) ? `${value.end}T00:00:00Z` : value.end);
  if (end <= start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must be after start' });
  else if (end - start > EVENT_DURATION_MAX_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['end'], message: `end must be within ${EVENT_DURATION_MAX_DAYS} days of start` });
}

export const eventCreateBodySchema = eventFieldsSchema.superRefine(checkTimes);
export type EventCreateBody = z.input<typeof eventCreateBodySchema>;

/**
 * A change. For a recurring event, `scope` and `occurrenceStart` (the occurrence's original start,
 * as the list answered it) say which occurrences it applies to; a single event ignores them.
 * `start` and `end` are the new times of that occurrence (scope 'all': the series' times move by
 * the same amount). Changing `recurrence` applies to 'following' or 'all', never to 'this'.
 */
export const eventUpdateBodySchema = z
  .object(eventFields)
  .partial()
  .extend({
    scope: z.enum(EVENT_SCOPES, { error: "scope must be 'this', 'following' or 'all'" }).default('all'),
    occurrenceStart: dateTimeSchema('occurrenceStart', { orDate: true }).optional(),
  })
  .superRefine(checkTimes)
  .superRefine((value, ctx) => {
    if (value.scope !== 'all' && value.occurrenceStart === undefined) ctx.addIssue({ code: 'custom', path: ['occurrenceStart'], message: `occurrenceStart is required for scope '${value.scope}'` });
  });
export type EventUpdateBody = z.input<typeof eventUpdateBodySchema>;

export const eventDeleteQuerySchema = z
  .object({
    scope: z.enum(EVENT_SCOPES, { error: "scope must be 'this', 'following' or 'all'" }).default('all'),
    occurrenceStart: dateTimeSchema('occurrenceStart', { orDate: true }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.scope !== 'all' && value.occurrenceStart === undefined) ctx.addIssue({ code: 'custom', path: ['occurrenceStart'], message: `occurrenceStart is required for scope '${value.scope}'` });
  });

export const eventWindowQuerySchema = z
  .object({
    from: dateTimeSchema('from', { orDate: true }),
    to: dateTimeSchema('to', { orDate: true }),
    /** Only this project's events (and work). */
    projectId: id('projectId').optional(),
  })
  .superRefine((value, ctx) => {
    const from = Date.parse(value.from);
    const to = Date.parse(value.to);
    if (to <= from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
    else if (to - from > EVENT_WINDOW_MAX_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['to'], message: `to must be within ${EVENT_WINDOW_MAX_DAYS} days of from` });
  });

export const eventDetailQuerySchema = z.object({
  /** One occurrence of a series, by its original start: the answer carries that occurrence's times and changes. */
  occurrenceStart: dateTimeSchema('occurrenceStart', { orDate: true }).optional(),
});

export const eventRsvpBodySchema = z.object({
  response: z.enum(EVENT_RESPONSES, { error: "response must be 'yes', 'maybe' or 'no'" }),
});

export const eventImportBodySchema = z.object({
  ics: z
    .string({ error: 'ics must be the text of an .ics file' })
    .min(1, 'ics is required')
    .max(EVENT_IMPORT_MAX_CHARS, `ics must be at most ${EVENT_IMPORT_MAX_CHARS} characters`),
});

export const calendarFeedBodySchema = z.object({
  includeTasks: z.boolean({ error: 'includeTasks must be true or false' }).default(false),
});

export const eventPersonSchema = z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() });
export const eventAttendeeSchema = eventPersonSchema.extend({ response: z.enum(ATTENDEE_RESPONSES) });

/**
 * One occurrence in a window, as the calendar draws it. A single event is its own one occurrence
 * (`originalStart` null). Times are ISO instants ('Z'); an all-day occurrence's are days, `end`
 * exclusive.
 */
export const eventOccurrenceSchema = z.object({
  _id: z.string(),
  originalStart: z.string().nullable(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  timeZone: z.string(),
  location: z.string(),
  meetingUrl: z.string().nullable(),
  color: z.string(),
  projectId: z.string().nullable(),
  visibility: z.enum(EVENT_VISIBILITIES),
  isRecurring: z.boolean(),
  /** This occurrence was changed on its own ('this'). */
  isException: z.boolean(),
  organizer: eventPersonSchema,
  /** The caller's answer if invited; null for the organiser and for people who only see it. */
  myResponse: z.enum(ATTENDEE_RESPONSES).nullable(),
  canEdit: z.boolean(),
});
export type EventOccurrence = z.infer<typeof eventOccurrenceSchema>;

/** What one occurrence changed on its own ('this'): present on an exception, with the fields it changed. */
export const occurrenceChangesSchema = eventOccurrenceSchema.pick({ title: true, location: true, meetingUrl: true, color: true }).partial();

/**
 * One occurrence in a window's answer, under its event. `originalStart` is written only where it
 * differs from `start` (an all-day occurrence's, whose start is a day; a moved one's): for the
 * thousands of untouched occurrences of a busy month it would repeat `start` (issue 17).
 */
export const windowOccurrenceSchema = z.object({
  originalStart: z.string().optional(),
  start: z.string(),
  end: z.string(),
  exception: occurrenceChangesSchema.optional(),
});
export type WindowOccurrence = z.infer<typeof windowOccurrenceSchema>;

/**
 * A window's answer (GET /api/event): each event's shared fields once, with its occurrences in the
 * window. A busy month holds thousands of occurrences of a few hundred events: repeating the
 * organiser, zone and colour on each made writing and reading the answer its largest cost, and
 * grouping lets the server send a series' unchanged occurrences as it keeps them (issue 17).
 * `occurrencesOf` gives the occurrences, sorted.
 */
export const windowEventSchema = eventOccurrenceSchema
  .omit({ originalStart: true, start: true, end: true, isException: true })
  .extend({ occurrences: z.array(windowOccurrenceSchema) });
export type WindowEvent = z.infer<typeof windowEventSchema>;

export const eventWindowSchema = z.object({ events: z.array(windowEventSchema) });
export type EventWindowAnswer = z.infer<typeof eventWindowSchema>;

/** A window's occurrences, each with its event's fields, by start (an all-day one at its midnight in its zone), then title. */
export function occurrencesOf(answer: EventWindowAnswer): EventOccurrence[] {
  const keyed: { occurrence: EventOccurrence; at: number }[] = [];
  const midnights = new Map<string, number>();
  for (const { occurrences, ...event } of answer.events) {
    for (const { exception, originalStart, ...times } of occurrences) {
      const occurrence: EventOccurrence = {
        ...event,
        ...times,
        ...exception,
        originalStart: event.isRecurring ? (originalStart ?? times.start) : null,
        isException: exception !== undefined,
      };
      let at: number;
      if (event.allDay) {
        const key = `${times.start} ${event.timeZone}`;
        at = midnights.get(key) ?? instantOfFloating(new Date(`${times.start}T00:00:00Z`), event.timeZone).getTime();
        midnights.set(key, at);
      } else at = Date.parse(times.start);
      keyed.push({ occurrence, at });
    }
  }
  keyed.sort((a, b) => a.at - b.at || (a.occurrence.title < b.occurrence.title ? -1 : a.occurrence.title > b.occurrence.title ? 1 : 0));
  return keyed.map((entry) => entry.occurrence);
}

/** One event (or one occurrence of it, with `occurrenceStart`), opened. */
export const eventDetailSchema = eventOccurrenceSchema.extend({
  description: z.string(),
  project: z.object({ _id: z.string(), name: z.string(), key: z.string() }).nullable(),
  attendees: z.array(eventAttendeeSchema),
  recurrence: recurrenceSettingsSchema.nullable(),
  reminders: z.array(reminderSchema),
  /** The series' first start (the recurrence summary's 'starting from'). */
  seriesStart: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** The work layer: tasks with a due date and sprints of the caller's projects, in a window. */
export const calendarWorkSchema = z.object({
  tasks: z.array(
    z.object({
      _id: z.string(),
      key: z.string(),
      title: z.string(),
      dueDate: z.string(),
      projectId: z.string(),
      projectName: z.string(),
      status: z.string(),
      statusColor: z.string().nullable(),
      isDone: z.boolean(),
    }),
  ),
  sprints: z.array(
    z.object({ _id: z.string(), name: z.string(), projectId: z.string(), projectName: z.string(), startDate: z.string(), endDate: z.string(), status: z.string() }),
  ),
});
export type CalendarWork = z.infer<typeof calendarWorkSchema>;

/** The caller's private iCalendar subscription: its address (null when none or revoked). */
export const calendarFeedSchema = z.object({ url: z.string().nullable(), includeTasks: z.boolean() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
