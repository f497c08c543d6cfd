import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import type { FeaturePlugin } from '../../app/plugins';
import { page } from '../../app/routing';
import { VISITOR_MANAGER_ROUTES, VISITOR_REQUEST_ROUTE } from '../../../domain/permissions/roles';
import { refreshVisitors } from './api';
import { kioskPublicRoutes } from './kiosk/routes';

export { refreshVisitors };

const [REGISTERED, HISTORY, SETTINGS] = VISITOR_MANAGER_ROUTES;

export const visitorsPlugin: FeaturePlugin = {
  name: 'visitors',
  routes: {
    protected: [
      page(VISITOR_REQUEST_ROUTE, () => import('./request/VisitorRequestPage').then((m) => m.VisitorRequestPage), { title: 'Visitor request' }),
      page(REGISTERED, () => import('./registered/RegisteredVisitorsPage').then((m) => m.RegisteredVisitorsPage), { title: 'Registered visitors' }),
      page(HISTORY, () => import('./history/VisitingHistoryPage').then((m) => m.VisitingHistoryPage), { title: 'Visiting history' }),
      page(SETTINGS, () => import('./settings/VisitorSettingsPage').then((m) => m.VisitorSettingsPage), { title: 'Visitor settings' }),
    ],
    // The front desk's kiosk: no session, the token in its address is the key.
    public: kioskPublicRoutes,
  },
  drawerEntries: [{ menuEntry: 'visitors', label: 'Visitors', to: REGISTERED, icon: BadgeOutlined }],
  // A visitor arrived, left, was approved or an invitation changed: the lists and the day's panels refetch.
  // A request of this very tab has already refreshed them when it settled.
  socketHandlers: { visits_updated: (_payload, { queryClient, ownEcho }) => void (ownEcho || refreshVisitors(queryClient)) },
};
