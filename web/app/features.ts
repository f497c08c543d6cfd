import { adminPlugin } from '../features/admin';
import { billingPlugin } from '../features/billing';
import { calendarPlugin } from '../features/calendar';
import { callsPlugin } from '../features/calls';
import { chatPlugin } from '../features/chat';
import { dashboardPlugin } from '../features/dashboard';
import { notesPlugin } from '../features/notes';
import { notificationsPlugin } from '../features/notifications';
import { performancePlugin } from '../features/performance';
import { projectsPlugin } from '../features/projects';
import { tasksPlugin } from '../features/tasks';
import { teamPlugin } from '../features/team';
import { visitorsPlugin } from '../features/visitors';
import type { FeaturePlugin } from './plugins';

/**
 * Every feature the shell mounts, and the one place web/app names their shell parts (their pages
 * are in ./featureRoutes). Only the shell imports this list, so it loads with the shell, never on
 * a public page. The order is the order of their overlays, banners and guards (outermost first),
 * and of their handlers for one socket event (the task views before the project counts and the
 * home page, as before).
 */
export const features: readonly FeaturePlugin[] = [
  adminPlugin,
  calendarPlugin,
  notesPlugin,
  chatPlugin,
  tasksPlugin,
  projectsPlugin,
  dashboardPlugin,
  performancePlugin,
  billingPlugin,
  teamPlugin,
  visitorsPlugin,
  notificationsPlugin,
  callsPlugin,
];
