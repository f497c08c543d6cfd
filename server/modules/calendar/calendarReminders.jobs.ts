import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../platform/db/database';
import type { JobHandler } from '../../platform/jobs/queue';
import type { Mailer } from '../../platform/mail/mailer';
import type { Realtime } from '../../platform/realtime/realtime';
import { queueInvitations, type EventChange } from './calendarInvites';
import { CALENDAR_MAIL_JOB, createCalendarMailHandler } from './calendarMail';
import { CALENDAR_REMINDER_JOB, createReminderHandler, scheduleReminders } from './calendarReminders';

export interface CalendarJobsDeps {
  db: Db;
  mailer: Mailer;
  realtime?: Realtime;
  logger: Logger;
  appUrl: string;
  /** The job queue's wakeAt: a reminder due before the next poll runs at its time. */
  wake?: (at: Date) => void;
  /** The clock of a write (tests move it). */
  clock?: () => Date;
}

/**
 * The calendar's background work, for index.ts: `onEventWritten` is the events service's hook
 * (called inside each write's transaction) that schedules the event's next reminder and queues
 * its invitation mails; `jobHandlers` are the queue's handlers for both.
 */
export function calendarJobs(deps: CalendarJobsDeps): { onEventWritten: (tx: DbOrTx, change: EventChange) => Promise<void>; jobHandlers: Record<string, JobHandler> } {
  const clock = deps.clock ?? (() => new Date());
  return {
    async onEventWritten(tx, change) {
      if (change.kind !== 'deleted') {
        const fireTimes = await scheduleReminders(tx, change.eventId, clock());
        // The write has not committed yet: the queue waits at least a moment and looks again after each pass.
        for (const at of fireTimes) deps.wake?.(at);
      }
      await queueInvitations(tx, change, deps.appUrl);
    },
    jobHandlers: {
      [CALENDAR_REMINDER_JOB]: createReminderHandler(deps),
      [CALENDAR_MAIL_JOB]: createCalendarMailHandler(deps.mailer),
    },
  };
}
