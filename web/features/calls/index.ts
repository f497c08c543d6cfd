import type { FeaturePlugin } from '../../app/plugins';
import { CallHost } from './CallHost';

export const callsPlugin: FeaturePlugin = {
  name: 'calls',
  // The incoming-call prompt and this tab's call window (spec 2, App shell).
  shellSlots: { overlays: [CallHost] },
};
