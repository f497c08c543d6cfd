import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';

export const adminRoutes: FeatureRoutes = { protected: [page('/admin/dashboard', () => import('./AdminDashboardPage').then((m) => m.AdminDashboardPage), { title: 'Admin dashboard' })] };
