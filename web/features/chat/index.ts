import type { FeaturePlugin } from '../../app/plugins';
import { page } from '../../app/routing';
import { lazyComponent } from '../../app/lazyComponent';

const ChatNavArea = lazyComponent(() => import('./ChatNavArea').then((m) => m.ChatNavArea));

export const chatPlugin: FeaturePlugin = {
  name: 'chat',
  routes: { protected: [page('/chat', () => import('./ChatPage').then((m) => m.ChatPage), { title: 'Chat', fullBleed: true })] },
  // Chat's own events are handled where they are shown (useChatRealtime, mounted with this section).
  shellSlots: { drawerSections: [ChatNavArea] },
};
