import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import type { FeaturePlugin } from '../../app/plugins';
import { page } from '../../app/routing';
import { MEMBER_CREDITS_ROUTE } from '../../../domain/permissions/roles';
import { refreshPerformance } from './api';
import { lazyComponent } from '../../app/lazyComponent';

const MyCreditsCard = lazyComponent(() => import('./home/MyCreditsCard').then((m) => m.MyCreditsCard));

export const performancePlugin: FeaturePlugin = {
  name: 'performance',
  routes: {
    protected: [
      page('/performance', () => import('./PerformancePage').then((m) => m.PerformancePage), { title: 'Performance' }),
      page('/performancesettings', () => import('./PerformanceSettingsPage').then((m) => m.PerformanceSettingsPage), { title: 'Performance settings' }),
      page(MEMBER_CREDITS_ROUTE, () => import('./member/MemberCreditsPage').then((m) => m.MemberCreditsPage), { title: 'Credits' }),
    ],
  },
  drawerEntries: [{ menuEntry: 'performance', label: 'Performance', to: '/performance', icon: EmojiEventsOutlined }],
  // Someone else recorded, changed or deleted a credit: lists, reports, graphs and the open credit refetch.
  // A request of this very tab has already refreshed them when it settled.
  socketHandlers: { credits_updated: (_payload, { queryClient, ownEcho }) => void (ownEcho || refreshPerformance(queryClient)) },
  // The home page's 'My credits' card (every member reads their own credits).
  shellSlots: { homeCards: [MyCreditsCard] },
};

