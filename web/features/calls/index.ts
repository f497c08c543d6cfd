import type { FeaturePlugin } from '../../app/plugins';
import { lazyComponent } from '../../app/lazyComponent';

// Its own chunk: the call machinery and the socket stay out of the public pages (the router reads every plug-in).
const CallHost = lazyComponent(() => import('./CallHost').then((m) => m.CallHost));

export const callsPlugin: FeaturePlugin = {
  name: 'calls',
  // The incoming-call prompt and this tab's call window (spec 2, App shell).
  shellSlots: { overlays: [CallHost] },
};
