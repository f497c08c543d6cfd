import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import type { FeaturePlugin } from '../../app/plugins';
import { hasAbility } from '../../../domain/permissions/roles';
import { dashboardQuery, refreshDashboard } from './api';
import { gettingStartedQuery } from './gettingStartedApi';

export const dashboardPlugin: FeaturePlugin = {
  name: 'dashboard',
  drawerEntries: [{ menuEntry: 'dashboard', label: 'Dashboard', to: '/', icon: SpaceDashboardOutlined }],
  // Either may change the home page's tasks, counts, activity or projects; no request of this tab refreshes it, so an echo counts too.
  socketHandlers: {
    projects_updated: (_payload, { queryClient }) => refreshDashboard(queryClient),
    tasks_updated: (_payload, { queryClient }) => refreshDashboard(queryClient),
  },
  prefetchOnSignIn: ({ queryClient, user, toHomePage }) => {
    if (!toHomePage) return;
    void queryClient.prefetchQuery(dashboardQuery());
    if (hasAbility(user.role, 'team_manage')) void queryClient.prefetchQuery(gettingStartedQuery);
  },
};
