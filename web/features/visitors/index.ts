import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import type { FeaturePlugin } from '../../app/plugins';
import { lazyComponent } from '../../app/lazyComponent';
import { VISITOR_MANAGER_ROUTES } from '../../../domain/permissions/roles';
import { refreshVisitors } from './api';

const VisitDecisionButtons = lazyComponent(() => import('./VisitDecisionButtons').then((m) => m.VisitDecisionButtons));

const [REGISTERED] = VISITOR_MANAGER_ROUTES;

export const visitorsPlugin: FeaturePlugin = {
  name: 'visitors',
  drawerEntries: [{ menuEntry: 'visitors', label: 'Visitors', to: REGISTERED, icon: BadgeOutlined }],
  // A walk-in waiting for its host: Approve / Deny in the bell's list itself.
  shellSlots: {
    notificationActions: {
      visitorApproval: { appliesTo: (notification) => Boolean(notification.metadata.visitId), Actions: VisitDecisionButtons },
    },
  },
  // A visitor arrived, left, was approved or an invitation changed: the lists and the day's panels refetch.
  // A request of this very tab has already refreshed them when it settled.
  socketHandlers: { visits_updated: (_payload, { queryClient, ownEcho }) => void (ownEcho || refreshVisitors(queryClient)) },
};
