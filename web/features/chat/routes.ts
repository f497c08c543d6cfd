import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';

export const chatRoutes: FeatureRoutes = { protected: [page('/chat', () => import('./ChatPage').then((m) => m.ChatPage), { title: 'Chat', fullBleed: true })] };
