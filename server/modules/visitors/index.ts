import type { Api, Platform } from '../../platform/modules';
import { createVisitsService } from './visits.service';
import { visitorDirectoryRoutes } from './visitors.routes';
import { createVisitorMailHandler, VISITOR_MAIL_JOB } from './visitorMail';
import { visitRoutes } from './visits.routes';
// v-kiosk (S2): the kiosks, the visit files and the periodic sweep.
import { kioskRoutes } from './kiosk.routes';
import { visitFileRoutes } from './visitFile.routes';
import { visitorJobs } from './visitorJobs';

export type { VisitsService } from './visits.service';

/**
 * Visitor management (issue 19): members invite and follow their visitors; visitor managers keep
 * the directory, every visit, the settings and the block list. The visitor mails go through the
 * job queue (jobHandlers).
 */
export function createVisitorsModule(platform: Pick<Platform, 'db' | 'realtime' | 'mailer' | 'storage' | 'logger' | 'config' | 'onClose'>) {
  const { db, realtime, mailer, storage, logger, config } = platform;
  const service = createVisitsService({ db, realtime, appUrl: config.APP_URL, storage, logger });
  // v-kiosk (S2): the end of the day, the sign-out reminders and the retention erasure, every few minutes on one node.
  const sweep = visitorJobs({ db, realtime, storage, logger });
  sweep.start();
  platform.onClose(() => sweep.stop());
  return {
    service,
    /** v-kiosk (S2): tests call sweep.sweep(moment) with a moved clock. */
    sweep,
    jobHandlers: { [VISITOR_MAIL_JOB]: createVisitorMailHandler(mailer) },
    register: async (api: Api) => {
      await api.register(visitRoutes(service));
      await api.register(visitorDirectoryRoutes(service));
      // v-kiosk (S2): the kiosks (management and their public calls) and the badge, photo and on-site files.
      await api.register(kioskRoutes({ db, storage, realtime, appUrl: config.APP_URL, logger }));
      await api.register(visitFileRoutes({ db, storage }));
    },
  };
}
