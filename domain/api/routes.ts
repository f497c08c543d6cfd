import { projectRoutes } from '../projects/api';
import { dashboardApiRoutes } from '../dashboard/api';
import { gettingStartedApiRoutes } from '../gettingStarted/api';
import { notificationRoutes } from '../notifications/api';
import { enumRoutes } from '../projects/enumsApi';
import { sprintRoutes } from '../sprints/api';
import { taskRoutes } from '../tasks/api';

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
};

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteKey = keyof ApiRoutes;
