import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';

export const dashboardRoutes: FeatureRoutes = { protected: [page('/', () => import('./DashboardPage').then((m) => m.DashboardPage), { title: 'Dashboard' })] };
