import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';
import { VISITOR_MANAGER_ROUTES, VISITOR_REQUEST_ROUTE } from '../../../domain/permissions/roles';
import { kioskPublicRoutes } from './kiosk/routes';

const [REGISTERED, HISTORY, SETTINGS] = VISITOR_MANAGER_ROUTES;

export const visitorsRoutes: FeatureRoutes = {
  protected: [
    page(VISITOR_REQUEST_ROUTE, () => import('./request/VisitorRequestPage').then((m) => m.VisitorRequestPage), { title: 'Visitor request' }),
    page(REGISTERED, () => import('./registered/RegisteredVisitorsPage').then((m) => m.RegisteredVisitorsPage), { title: 'Registered visitors' }),
    page(HISTORY, () => import('./history/VisitingHistoryPage').then((m) => m.VisitingHistoryPage), { title: 'Visiting history' }),
    page(SETTINGS, () => import('./settings/VisitorSettingsPage').then((m) => m.VisitorSettingsPage), { title: 'Visitor settings' }),
  ],
  // The front desk's kiosk: no session, the token in its address is the key.
  public: kioskPublicRoutes,
};
