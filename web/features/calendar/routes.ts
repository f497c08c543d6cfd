import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';

export const calendarRoutes: FeatureRoutes = { protected: [page('/calendar', () => import('./CalendarPage').then((m) => m.CalendarPage), { title: 'Calendar' })] };
