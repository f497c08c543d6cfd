import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';

export const teamRoutes: FeatureRoutes = { protected: [page('/admin/team', () => import('./TeamPage').then((m) => m.TeamPage), { title: 'Team' })] };
