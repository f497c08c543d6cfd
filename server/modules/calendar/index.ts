import type { JobHandler } from '../../platform/jobs/queue';
import type { Api, Platform } from '../../platform/modules';
import { calendarEventRoutes } from './calendar.routes';
import { createCalendarService, type OnEventWritten } from './calendar.service';

/** For the demo seed and the bench: events written as the service writes them. */
export { insertEvent, type EventFields } from './calendarWrites';
export type { CalendarService, EventWritten, OnEventWritten } from './calendar.service';

export interface CalendarModuleOptions {
  /** Reminders and invitation mails: told of every write, inside its transaction. */
  onEventWritten?: OnEventWritten;
}

/** Calendar (issue 17): events with recurrences, exceptions, attendees and the work layer. */
export function createCalendarModule(platform: Pick<Platform, 'db' | 'realtime'>, options: CalendarModuleOptions = {}) {
  const service = createCalendarService({ db: platform.db, realtime: platform.realtime, onEventWritten: options.onEventWritten });
  return {
    service,
    /** The calendar's jobs on the Postgres queue (reminders, invitation mails), added by their part. */
    jobHandlers: {} as Record<string, JobHandler>,
    register: async (api: Api) => {
      await api.register(calendarEventRoutes(service, platform.db));
    },
  };
}
