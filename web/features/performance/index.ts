import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import type { FeaturePlugin } from '../../app/plugins';
import { memberReportQuery, MY_CREDITS_QUERY, refreshPerformance } from './api';
import { lazyComponent } from '../../app/lazyComponent';

const MyCreditsCard = lazyComponent(() => import('./home/MyCreditsCard').then((m) => m.MyCreditsCard));

export const performancePlugin: FeaturePlugin = {
  name: 'performance',
  drawerEntries: [{ menuEntry: 'performance', label: 'Performance', to: '/performance', icon: EmojiEventsOutlined }],
  // Someone else recorded, changed or deleted a credit: lists, reports, graphs and the open credit refetch.
  // A request of this very tab has already refreshed them when it settled.
  socketHandlers: { credits_updated: (_payload, { queryClient, ownEcho }) => void (ownEcho || refreshPerformance(queryClient)) },
  // The home page's 'My credits' card (every member reads their own credits).
  shellSlots: { homeCards: [MyCreditsCard] },
  prefetchOnSignIn: ({ queryClient, toHomePage }) => void (toHomePage && queryClient.prefetchQuery(memberReportQuery(MY_CREDITS_QUERY))),
};

