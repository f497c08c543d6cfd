import type { FeaturePlugin } from '../../app/plugins';
import { page } from '../../app/routing';

export const performancePlugin: FeaturePlugin = {
  name: 'performance',
  routes: {
    protected: [
      page('/performance', () => import('./PerformancePage').then((m) => m.PerformancePage), { title: 'Performance' }),
      page('/performancesettings', () => import('./PerformanceSettingsPage').then((m) => m.PerformanceSettingsPage), { title: 'Performance settings' }),
    ],
  },
};
