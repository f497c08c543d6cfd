import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import type { FeaturePlugin } from '../../app/plugins';
import { page } from '../../app/routing';

export const calendarPlugin: FeaturePlugin = {
  name: 'calendar',
  routes: { protected: [page('/calendar', () => import('./CalendarPage').then((m) => m.CalendarPage), { title: 'Calendar' })] },
  drawerEntries: [{ menuEntry: 'calendar', label: 'Calendar', to: '/calendar', icon: CalendarMonthOutlined }],
};
