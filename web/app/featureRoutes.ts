import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { calendarRoutes } from '../features/calendar/routes';
import { chatRoutes } from '../features/chat/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { notesRoutes } from '../features/notes/routes';
import { performanceRoutes } from '../features/performance/routes';
import { profileRoutes } from '../features/profile/routes';
import { projectsRoutes } from '../features/projects/routes';
import { teamRoutes } from '../features/team/routes';
import { visitorsRoutes } from '../features/visitors/routes';
import type { FeatureRoutes } from './plugins';

/**
 * Every feature's pages, and the one place web/app names them. Kept apart from the features'
 * shell parts (./features) because the router reads it on every page, public ones included:
 * each page is a lazy import, so this list costs a public page nothing but the paths.
 */
export const featureRoutes: readonly FeatureRoutes[] = [
  authRoutes,
  profileRoutes,
  adminRoutes,
  calendarRoutes,
  notesRoutes,
  chatRoutes,
  projectsRoutes,
  dashboardRoutes,
  performanceRoutes,
  billingRoutes,
  teamRoutes,
  visitorsRoutes,
];
