import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AttendeeResponse, EventVisibility, Reminder } from '../../../domain/calendar/events';
import type { RecurrenceSettings } from '../../../domain/calendar/recurrence';
import { createdAt, tenantColumn } from '../../platform/db/columns';
import { projects, users } from '../../platform/db/schema';

/** What one occurrence may change on its own (an exception of scope 'this'). */
export interface EventOverrides {
  title?: string;
  description?: string;
  start?: string;
  end?: string;
  location?: string;
  meetingUrl?: string | null;
  color?: string;
}

/**
 * One event: a single one, or a series whose recurrence is stored as the spec's settings (and the
 * RRULE derived from them once, for expansion and feeds). `start_at`/`end_at` are the first
 * occurrence's; `series_end_at` is when the last occurrence ends (null: never), so a window query
 * reads only the rows that can reach it.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id),
    // A project's removal leaves its events with their organisers.
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    timeZone: text('time_zone').notNull(),
    location: text('location').notNull().default(''),
    meetingUrl: text('meeting_url'),
    color: text('color').notNull(),
    visibility: text('visibility').$type<EventVisibility>().notNull().default('attendees'),
    recurrence: jsonb('recurrence').$type<RecurrenceSettings>(),
    rrule: text('rrule'),
    seriesEndAt: timestamp('series_end_at', { withTimezone: true }),
    reminders: jsonb('reminders').$type<Reminder[]>().notNull().default(sql`'[]'::jsonb`),
    /** RFC 5545 UID: feeds and invitations carry it; an import of the same UID updates instead of duplicating. */
    icalUid: text('ical_uid').notNull(),
    /** RFC 5545 SEQUENCE: raised on each change an invitation carries, so mail clients update the invitation. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_window_idx').on(t.organizationId, t.startAt),
    index('calendar_events_series_end_idx').on(t.organizationId, t.seriesEndAt),
    index('calendar_events_organizer_idx').on(t.organizerId),
    index('calendar_events_project_idx').on(t.projectId).where(sql`${t.projectId} is not null`),
    uniqueIndex('calendar_events_uid_idx').on(t.organizationId, t.organizerId, t.icalUid),
  ],
);

export const calendarEventAttendees = pgTable(
  'calendar_event_attendees',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: tenantColumn(),
    response: text('response').$type<AttendeeResponse>().notNull().default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('calendar_event_attendees_user_idx').on(t.userId)],
);

/** One occurrence of a series changed or cancelled on its own, keyed by its original start. */
export const calendarEventExceptions = pgTable(
  'calendar_event_exceptions',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    organizationId: tenantColumn(),
    originalStart: timestamp('original_start', { withTimezone: true }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    overrides: jsonb('overrides').$type<EventOverrides>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.originalStart] })],
);

/**
 * A reminder that went out: one row per (event, occurrence, reminder, person), written in the
 * transaction that creates the notification, so a retried or duplicated job never sends twice.
 */
export const calendarRemindersSent = pgTable(
  'calendar_reminders_sent',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    organizationId: tenantColumn(),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
    /** The reminder as a stable text ('nextDay', 'daysBefore:3', 'custom:15:minutes'). */
    reminderKey: text('reminder_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.occurrenceStart, t.reminderKey, t.userId] })],
);

/**
 * A user's private iCalendar subscription. The token is kept as it is (not hashed) because the
 * page shows the address again whenever asked, as Google Calendar's 'secret address' does; it is
 * 32 random bytes, answers only this user's calendar read-only, and is replaced or revoked at will.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: tenantColumn(),
    token: text('token').notNull(),
    includeTasks: boolean('include_tasks').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.token)],
);
