import type { Api, Platform } from '../../platform/modules';
import { createVisitsService } from './visits.service';
import { visitorDirectoryRoutes } from './visitors.routes';
import { createVisitorMailHandler, VISITOR_MAIL_JOB } from './visitorMail';
import { visitRoutes } from './visits.routes';

export type { VisitsService } from './visits.service';

/**
 * Visitor management (issue 19): members invite and follow their visitors; visitor managers keep
 * the directory, every visit, the settings and the block list. The visitor mails go through the
 * job queue (jobHandlers).
 */
export function createVisitorsModule(platform: Pick<Platform, 'db' | 'realtime' | 'mailer' | 'storage' | 'logger' | 'config'>) {
  const { db, realtime, mailer, storage, logger, config } = platform;
  const service = createVisitsService({ db, realtime, appUrl: config.APP_URL, storage, logger });
  return {
    service,
    jobHandlers: { [VISITOR_MAIL_JOB]: createVisitorMailHandler(mailer) },
    register: async (api: Api) => {
      await api.register(visitRoutes(service));
      await api.register(visitorDirectoryRoutes(service));
    },
  };
}
