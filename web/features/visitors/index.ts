import type { FeaturePlugin } from '../../app/plugins';
import { page } from '../../app/routing';

export const visitorsPlugin: FeaturePlugin = {
  name: 'visitors',
  routes: {
    protected: [
      page('/visitor-request', () => import('./VisitorPages').then((m) => m.VisitorRequestPage), { title: 'Visitor request' }),
      page('/admin/visitinghistory', () => import('./VisitorPages').then((m) => m.VisitingHistoryPage), { title: 'Visiting history' }),
      page('/admin/registeredvisitors', () => import('./VisitorPages').then((m) => m.RegisteredVisitorsPage), { title: 'Registered visitors' }),
    ],
  },
};
