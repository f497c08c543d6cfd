import { MEMBER_HOME_ROUTE } from '../../../domain/permissions/roles';
import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';

export const dashboardRoutes: FeatureRoutes = { protected: [page(MEMBER_HOME_ROUTE, () => import('./DashboardPage').then((m) => m.DashboardPage), { title: 'Dashboard' })] };
