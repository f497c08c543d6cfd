import { adminApiRoutes } from '../admin/api';
import { billingRoutes } from '../billing/routes';
import { projectRoutes } from '../projects/api';

/**
 * Every route of the API by its key ('GET /api/project/:id'). The web's typed client takes its
 * types from here, and the web tests' fake server checks its answers against these schemas.
 */
export const apiRoutes = {
  ...projectRoutes,
  ...billingRoutes,
  ...adminApiRoutes,
};

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteKey = keyof ApiRoutes;
