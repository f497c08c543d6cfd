import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import type { FeaturePlugin } from '../../app/plugins';
import { lazyComponent } from '../../app/lazyComponent';
import { UpgradePlanDialogHost } from './upgrade/UpgradePlanDialogHost';
import { UpgradeRequiredHost } from './UpgradeRequiredHost';
import { subscriptionCheckQuery, useOrganizationLocked } from './useBilling';

// Drawn from what queries answer, so they may arrive a moment after the shell. The dialog hosts
// below listen for 'open' signals from the moment the shell mounts, so they load with it.
const SubscriptionGuard = lazyComponent(() => import('./guard/SubscriptionGuard').then((m) => m.SubscriptionGuard));
const UpgradeBannerSlot = lazyComponent(() => import('./upgrade/UpgradeBanner').then((m) => m.UpgradeBannerSlot));

export const billingPlugin: FeaturePlugin = {
  name: 'billing',
  drawerEntries: [{ menuEntry: 'billing', label: 'Billing', to: '/billing', icon: CreditCardOutlined }],
  shellSlots: {
    banners: [UpgradeBannerSlot],
    overlays: [UpgradeRequiredHost, UpgradePlanDialogHost],
    PageGuard: SubscriptionGuard,
    useNavigationLocked: useOrganizationLocked,
  },
  // Every page of the shell waits for the check (SubscriptionGuard).
  prefetchOnSignIn: ({ queryClient }) => void queryClient.prefetchQuery(subscriptionCheckQuery),
};
