import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import type { FeaturePlugin } from '../../app/plugins';
import { refreshCalendar } from './refresh';

export const calendarPlugin: FeaturePlugin = {
  name: 'calendar',
  drawerEntries: [{ menuEntry: 'calendar', label: 'Calendar', to: '/calendar', icon: CalendarMonthOutlined }],
  // Someone else's change to an event this user can see: every open window and the open event refetch.
  // A request of this very tab has already refreshed them when it settled.
  socketHandlers: { events_updated: (_payload, { queryClient, ownEcho }) => void (ownEcho || refreshCalendar(queryClient)) },
};
