import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import type { FeaturePlugin } from '../../app/plugins';
import { refreshDashboard } from './api';

export const dashboardPlugin: FeaturePlugin = {
  name: 'dashboard',
  drawerEntries: [{ menuEntry: 'dashboard', label: 'Dashboard', to: '/', icon: SpaceDashboardOutlined }],
  // Either may change the home page's tasks, counts, activity or projects; no request of this tab refreshes it, so an echo counts too.
  socketHandlers: {
    projects_updated: (_payload, { queryClient }) => refreshDashboard(queryClient),
    tasks_updated: (_payload, { queryClient }) => refreshDashboard(queryClient),
  },
};
