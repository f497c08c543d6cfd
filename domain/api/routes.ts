import { projectRoutes } from '../projects/api';
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
  ...chatRoutes,
  ...userRoutes,
  ...inviteRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...metaRoutes,
};

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteKey = keyof ApiRoutes;
