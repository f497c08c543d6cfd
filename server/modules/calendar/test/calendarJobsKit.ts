import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { Reminder } from '../../../../domain/calendar/events';
import type { RecurrenceSettingsInput } from '../../../../domain/calendar/recurrence';
import { recurrenceSettingsSchema } from '../../../../domain/calendar/recurrence';
import { seriesEnd, zonedDay } from '../../../../domain/calendar/occurrences';
import { toRRule } from '../../../../domain/calendar/recurrenceRule';
import type { Db } from '../../../platform/db/database';
import { createJobQueue } from '../../../platform/jobs/queue';
import { createMailer } from '../../../platform/mail/mailer';
import type { TestApp } from '../../../test/testApp';
import { calendarEventAttendees, calendarEvents } from '../calendar.tables';
import type { EventChange } from '../calendarInvites';
import { calendarJobs } from '../calendarReminders.jobs';

const logger = pino({ level: 'silent' });

/**
 * One node's calendar jobs on a test app's database: the handlers the app's queue runs, with the
 * app's socket server and a mailer to its SMTP sink, and a queue of their own (tests call runDue).
 */
export function calendarNode(t: TestApp, clock?: () => Date) {
  const mailer = createMailer({ smtpUrl: t.config.SMTP_URL, from: t.config.MAIL_FROM, outboxDir: '/nonexistent', logger });
  const jobs = calendarJobs({ db: t.db, mailer, realtime: t.realtime, logger, appUrl: t.config.APP_URL, clock });
  const queue = createJobQueue({ db: t.db, logger, handlers: jobs.jobHandlers });
  return {
    queue,
    /** What the events service does after a write, in its transaction. */
    written: (change: Omit<EventChange, 'addedAttendeeIds' | 'removedAttendeeIds'> & Partial<EventChange>) =>
      t.db.transaction((tx) => jobs.onEventWritten(tx, { addedAttendeeIds: [], removedAttendeeIds: [], ...change })),
    close: () => mailer.close(),
  };
}

export interface TestEvent {
  organizationId: string;
  organizerId: string;
  title?: string;
  start: string;
  end: string;
  allDay?: boolean;
  timeZone?: string;
  recurrence?: RecurrenceSettingsInput | null;
  reminders?: Reminder[];
  attendees?: { userId: string; response?: 'pending' | 'yes' | 'maybe' | 'no' }[];
  location?: string;
  visibility?: 'attendees' | 'organization';
}

/** An event written straight into the tables (as the events service stores it: all-day times are midnights in the zone). */
export async function insertEvent(db: Db, event: TestEvent) {
  const allDay = event.allDay ?? false;
  const timeZone = event.timeZone ?? 'Europe/Berlin';
  const recurrence = event.recurrence ? recurrenceSettingsSchema.parse(event.recurrence) : null;
  const at = (instant: string) => (allDay ? zonedDay(new Date(instant), timeZone) : new Date(instant).toISOString());
  const timing = { start: at(event.start), end: at(event.end), allDay, timeZone, recurrence };
  const [row] = await db
    .insert(calendarEvents)
    .values({
      organizationId: event.organizationId,
      organizerId: event.organizerId,
      title: event.title ?? 'Planning',
      description: '<p>Agenda: <strong>roadmap</strong> &amp; hiring</p>',
      startAt: new Date(event.start),
      endAt: new Date(event.end),
      allDay,
      timeZone,
      location: event.location ?? 'Room 1',
      color: '#1C3D6E',
      visibility: event.visibility ?? 'attendees',
      recurrence,
      rrule: recurrence ? toRRule(recurrence, timing) : null,
      seriesEndAt: seriesEnd(timing),
      reminders: event.reminders ?? [],
      icalUid: `${randomUUID()}@teamwork.test`,
    })
    .returning();
  if (event.attendees?.length) {
    await db.insert(calendarEventAttendees).values(event.attendees.map((attendee) => ({ eventId: row!.id, userId: attendee.userId, organizationId: event.organizationId, response: attendee.response ?? 'pending' })));
  }
  return row!;
}

/** The text of a mail's attachment by file name, its Content-Type with it (the sink keeps the raw MIME message). */
export function attachmentOf(raw: string, filename: string): { contentType: string; content: string } {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) => candidate.includes(`filename=${filename}`) || candidate.includes(`filename="${filename}"`));
  if (!part) throw new Error(`No attachment ${filename} in the mail`);
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const headers = head!.replace(/\r?\n[ \t]+/g, ' ');
  const encoded = body.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(encoded.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')
        : encoded;
  return { contentType: /content-type:\s*([^\n]+?)(?:;\s*name=|$)/im.exec(headers)?.[1]?.trim() ?? '', content };
}
