import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { FeaturePlugin } from '../../app/plugins';
import { page } from '../../app/routing';

export const adminPlugin: FeaturePlugin = {
  name: 'admin',
  routes: { protected: [page('/admin/dashboard', () => import('./AdminDashboardPage').then((m) => m.AdminDashboardPage), { title: 'Admin dashboard' })] },
  drawerEntries: [{ menuEntry: 'admin_dashboard', label: 'Dashboard', to: '/admin/dashboard', icon: AdminPanelSettingsOutlined }],
};
