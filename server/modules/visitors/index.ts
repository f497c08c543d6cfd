import type { Api, Platform } from '../../platform/modules';
import { createVisitsService } from './visits.service';
import { visitorDirectoryRoutes } from './visitors.routes';
import { createVisitorMailHandler, VISITOR_MAIL_JOB } from './visitorMail';
import { visitRoutes } from './visits.routes';
import { kioskRoutes } from './kiosk.routes';
import { visitFileRoutes } from './visitFile.routes';
import { visitorJobs } from './visitorJobs';

export type { VisitsService } from './visits.service';

/**
 * Visitor management (issue 19): members invite and follow their visitors; visitor managers keep
 * the directory, every visit, the settings, the block list and the kiosks; a kiosk signs visitors
 * in and out with no session. The visitor mails go through the job queue (jobHandlers); the end of
 * the day, the sign-out reminders and the retention erasure run in a periodic sweep on one node.
 */
export function createVisitorsModule(platform: Pick<Platform, 'db' | 'realtime' | 'mailer' | 'storage' | 'logger' | 'config' | 'onClose' | 'attemptStore'>) {
  const { db, realtime, mailer, storage, logger, config, attemptStore } = platform;
  const service = createVisitsService({ db, realtime, appUrl: config.APP_URL, storage, logger });
  const sweep = visitorJobs({ db, realtime, storage, logger });
  sweep.start();
  platform.onClose(() => sweep.stop());
  return {
    service,
    /** Tests call sweep.sweep(moment) with a moved clock. */
    sweep,
    jobHandlers: { [VISITOR_MAIL_JOB]: createVisitorMailHandler(mailer) },
    register: async (api: Api) => {
      await api.register(visitRoutes(service));
      await api.register(visitorDirectoryRoutes(service));
      await api.register(kioskRoutes({ db, storage, realtime, appUrl: config.APP_URL, logger, attempts: attemptStore }));
      await api.register(visitFileRoutes({ db, storage }));
    },
  };
}
