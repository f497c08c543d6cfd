import { and, eq, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import { reminderFireTime, reminderKey } from '../../../domain/calendar/reminders';
import type { Db, DbOrTx } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { escapeHtml } from '../../platform/html';
import { enqueueJob, type JobHandler } from '../../platform/jobs/queue';
import { eventReminderMail } from '../../platform/mail/templates';
import type { Realtime } from '../../platform/realtime/realtime';
import { deliverNotifications, recordNotifications } from '../notifications';
import { calendarEventAttendees, calendarEventExceptions, calendarEvents, calendarRemindersSent } from './calendar.tables';
import { describePlace, describeWhen, eventLink, queueCalendarMails } from './calendarMail';
import type { EventRow } from './calendarAccess';
import { nextReminders, occurrenceEndOf, occurrenceStartOf } from './calendarRemindersTiming';

export const CALENDAR_REMINDER_JOB = 'calendarReminder';
/**
 * A reminder found more than this late (every node was down at its time) is not sent: a note
 * that a meeting starts in 15 minutes is noise two hours later. The next one is scheduled.
 */
export const CALENDAR_REMINDER_GRACE_MS = 60 * 60_000;

interface ReminderPayload {
  eventId: string;
  originalStart: string;
  reminderKey: string;
  sequence: number;
}

async function readEvent(db: DbOrTx, eventId: string) {
  const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, eventId));
  if (!row) return null;
  const exceptions = await db.select().from(calendarEventExceptions).where(eq(calendarEventExceptions.eventId, eventId));
  return { row, exceptions };
}

/**
 * Schedules the event's next reminder(s) after `after` as jobs keyed by event, occurrence, reminder
 * and the event's sequence: a changed event (a higher sequence) gets jobs of its own, and the old
 * ones find themselves stale. Idempotent: the same key is one job. Returns when they fire.
 */
export async function scheduleReminders(tx: DbOrTx, eventId: string, after: Date): Promise<Date[]> {
  const event = await readEvent(tx, eventId);
  if (!event) return [];
  const { row, exceptions } = event;
  const due = nextReminders(row, exceptions, after);
  for (const reminder of due) {
    const payload: ReminderPayload = { eventId, originalStart: reminder.originalStart, reminderKey: reminder.reminderKey, sequence: row.sequence };
    await enqueueJob(tx, {
      kind: CALENDAR_REMINDER_JOB,
      key: `${CALENDAR_REMINDER_JOB}:${eventId}:${reminder.originalStart}:${reminder.reminderKey}:${row.sequence}`,
      runAt: reminder.fireAt,
      payload: { ...payload },
    });
  }
  return due.map((reminder) => reminder.fireAt);
}

export interface ReminderDeps {
  db: Db;
  realtime?: Realtime;
  logger: Logger;
  appUrl: string;
  /** Tells the job queue a job is due at this time (after commit), so it runs then, not at the next poll. */
  wake?: (at: Date) => void;
}

/**
 * The `calendarReminder` job. It re-reads the event and sends nothing when the event is gone or
 * changed, the reminder was removed, the occurrence cancelled, or the time is past the grace
 * period; otherwise, in one transaction, a sent row per person (ON CONFLICT DO NOTHING: a retried
 * or duplicated job finds them and sends nothing twice), a notification and a mail for each row
 * written, and the next reminder's job. The notifications go live after the commit.
 */
export function createReminderHandler(deps: ReminderDeps): JobHandler {
  const { db, realtime, logger, appUrl } = deps;

  const scheduleNext = async (tx: DbOrTx, eventId: string, after: Date) => {
    const fireTimes = await scheduleReminders(tx, eventId, after);
    return () => fireTimes.forEach((at) => deps.wake?.(at));
  };

  return async (raw, { now }) => {
    const payload = raw as unknown as ReminderPayload;
    const event = await readEvent(db, payload.eventId);
    if (!event) return;
    const { row, exceptions } = event;
    if (row.sequence !== payload.sequence) {
      // The change that raised the sequence scheduled its own; this makes sure of it.
      (await scheduleNext(db, row.id, now))();
      return;
    }
    const exception = exceptions.find((candidate) => candidate.originalStart.toISOString() === payload.originalStart);
    const reminder = row.reminders.find((candidate) => reminderKey(candidate) === payload.reminderKey);
    if (!reminder || exception?.cancelled) {
      (await scheduleNext(db, row.id, now))();
      return;
    }
    const start = occurrenceStartOf(row, payload.originalStart, exception);
    const fireAt = reminderFireTime(reminder, { start, allDay: row.allDay, timeZone: row.timeZone });
    if (now.getTime() - fireAt.getTime() > CALENDAR_REMINDER_GRACE_MS) {
      logger.info({ eventId: row.id, occurrenceStart: payload.originalStart, fireAt }, 'calendar reminder past its grace period: not sent');
      (await scheduleNext(db, row.id, fireAt))();
      return;
    }

    const { delivered, wakeNext } = await db.transaction(async (tx) => {
      const recipients = await recipientsOf(tx, row);
      const sent = recipients.length
        ? await tx
            .insert(calendarRemindersSent)
            .values(recipients.map((person) => ({ eventId: row.id, organizationId: row.organizationId, occurrenceStart: new Date(payload.originalStart), reminderKey: payload.reminderKey, userId: person.id })))
            .onConflictDoNothing()
            .returning({ userId: calendarRemindersSent.userId })
        : [];
      const fresh = recipients.filter((person) => sent.some((written) => written.userId === person.id));
      const occurrence = { start, end: occurrenceEndOf(row, start, exception), allDay: row.allDay, timeZone: row.timeZone };
      const title = exception?.overrides.title ?? row.title;
      const place = describePlace({ location: exception?.overrides.location ?? row.location, meetingUrl: exception?.overrides.meetingUrl ?? row.meetingUrl });
      const url = eventLink(appUrl, row.id, row.recurrence ? payload.originalStart : undefined);
      const notified = await recordNotifications(
        tx,
        fresh.map((person) => ({
          organizationId: row.organizationId,
          userId: person.id,
          type: 'eventReminder' as const,
          subject: `Reminder: ${title}`,
          message: `<b>${escapeHtml(title)}</b> starts ${escapeHtml(describeWhen(occurrence, person.timeZone))}`,
          senderName: null,
          metadata: { eventId: row.id, occurrenceStart: payload.originalStart },
        })),
      );
      await queueCalendarMails(
        tx,
        fresh.map((person) => ({
          key: `reminder:${row.id}:${payload.originalStart}:${payload.reminderKey}:${person.id}`,
          message: { to: person.email, ...eventReminderMail({ name: person.name, title, when: describeWhen(occurrence, person.timeZone), place, url }) },
        })),
      );
      return { delivered: notified, wakeNext: await scheduleNext(tx, row.id, fireAt) };
    });
    deliverNotifications(realtime, delivered);
    wakeNext();
  };
}

/** The organiser and every attendee who has not declined, while their accounts are active. */
async function recipientsOf(tx: DbOrTx, row: EventRow) {
  const person = { id: users.id, name: users.name, email: users.email, timeZone: users.timeZone };
  const organizer = await tx
    .select(person)
    .from(users)
    .where(and(eq(users.id, row.organizerId), eq(users.status, 'active')));
  const attendees = await tx
    .select(person)
    .from(calendarEventAttendees)
    .innerJoin(users, eq(users.id, calendarEventAttendees.userId))
    .where(and(eq(calendarEventAttendees.eventId, row.id), ne(calendarEventAttendees.response, 'no'), eq(users.status, 'active')));
  return [...organizer, ...attendees.filter((attendee) => attendee.id !== row.organizerId)];
}
