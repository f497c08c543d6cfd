import type { FeaturePlugin } from '../../app/plugins';
import { lazyComponent } from '../../app/lazyComponent';

const ChatNavArea = lazyComponent(() => import('./ChatNavArea').then((m) => m.ChatNavArea));

export const chatPlugin: FeaturePlugin = {
  name: 'chat',
  // Chat's own events are handled where they are shown (useChatRealtime, mounted with this section).
  shellSlots: { drawerSections: [ChatNavArea] },
};
