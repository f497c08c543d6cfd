import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { FeaturePlugin } from '../../app/plugins';

export const adminPlugin: FeaturePlugin = {
  name: 'admin',
  drawerEntries: [{ menuEntry: 'admin_dashboard', label: 'Dashboard', to: '/admin/dashboard', icon: AdminPanelSettingsOutlined }],
};
