import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';
import { MEMBER_CREDITS_ROUTE } from '../../../domain/permissions/roles';

export const performanceRoutes: FeatureRoutes = {
  protected: [
    page('/performance', () => import('./PerformancePage').then((m) => m.PerformancePage), { title: 'Performance' }),
    page('/performancesettings', () => import('./PerformanceSettingsPage').then((m) => m.PerformanceSettingsPage), { title: 'Performance settings' }),
    page(MEMBER_CREDITS_ROUTE, () => import('./member/MemberCreditsPage').then((m) => m.MemberCreditsPage), { title: 'Credits' }),
  ],
};
