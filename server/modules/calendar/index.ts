import type { Api, Platform } from '../../platform/modules';
import type { AccountLock } from '../../platform/auth/access';
import { calendarEventRoutes } from './calendar.routes';
import { createCalendarService } from './calendar.service';
import { calendarFileRoutes } from './calendarFeed.routes';
import { calendarJobs } from './calendarReminders.jobs';

/** For the demo seed and the bench: events written as the service writes them. */
export { insertEvent, type EventFields } from './calendarWrites';
/** For the demo seed: its events' reminders are queued as a write's are. */
export { scheduleReminders } from './calendarReminders';
export type { CalendarService, EventWritten, OnEventWritten } from './calendar.service';

export interface CalendarModuleOptions {
  /** The job queue's wakeAt: a reminder due before the queue's next poll runs at its time. */
  wakeJobs?: (at: Date) => void;
  /** The subscription's lock: a locked organisation's calendar feed answers as its pages do. */
  accountLock?: Pick<AccountLock, 'lockedError'>;
}

/**
 * Calendar (issue 17): events with recurrences, exceptions, attendees and the work layer; reminders
 * and invitation mails on the job queue (told of every write inside its transaction); the private
 * feed, .ics downloads and imports.
 */
export function createCalendarModule(platform: Pick<Platform, 'db' | 'realtime' | 'mailer' | 'logger' | 'config'>, options: CalendarModuleOptions = {}) {
  const { db, realtime, mailer, logger, config } = platform;
  const background = calendarJobs({ db, mailer, realtime, logger, appUrl: config.APP_URL, wake: options.wakeJobs });
  const service = createCalendarService({ db, realtime, onEventWritten: background.onEventWritten });
  return {
    service,
    /** The calendar's jobs on the Postgres queue: reminders and their mails, invitation mails. */
    jobHandlers: background.jobHandlers,
    register: async (api: Api) => {
      await api.register(calendarEventRoutes(service, db));
      await api.register(calendarFileRoutes({ db, appUrl: config.APP_URL, onEventWritten: background.onEventWritten, accountLock: options.accountLock }));
    },
  };
}
