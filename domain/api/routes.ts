import { adminApiRoutes } from '../admin/api';
import { billingRoutes } from '../billing/routes';
import { calendarRoutes } from '../calendar/api';
import { calendarFeedRoutes } from '../calendar/feedApi';
import { projectRoutes } from '../projects/api';
import { dashboardApiRoutes } from '../dashboard/api';
import { gettingStartedApiRoutes } from '../gettingStarted/api';
import { notificationRoutes } from '../notifications/api';
import { noteRoutes } from '../notes/api';
import { performanceRoutes } from '../performance/api';
import { visitorRoutes } from '../visitors/api';
import { enumRoutes } from '../projects/enumsApi';
import { sprintRoutes } from '../sprints/api';
import { taskRoutes } from '../tasks/api';
import { authRoutes } from '../auth/api';
import { chatRoutes } from '../chat/api';
import { profileRoutes } from '../profile/api';
import { inviteRoutes, userRoutes } from '../users/api';
import { metaRoutes } from './metaApi';

/**
 * Every route of the API by its key ('GET /api/project/:id'). The web's typed client takes its
 * types from here, and the web tests' fake server checks its answers against these schemas.
 */
export const apiRoutes = {
  ...projectRoutes,
  ...taskRoutes,
  ...enumRoutes,
  ...sprintRoutes,
  ...dashboardApiRoutes,
  ...gettingStartedApiRoutes,
  ...notificationRoutes,
  ...noteRoutes,
  ...calendarRoutes,
  ...chatRoutes,
  ...userRoutes,
  ...inviteRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...metaRoutes,
  ...billingRoutes,
  ...adminApiRoutes,
  ...calendarFeedRoutes,
  ...performanceRoutes,
  ...visitorRoutes,
};

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteKey = keyof ApiRoutes;
