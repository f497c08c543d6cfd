import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import type { FeaturePlugin } from '../../app/plugins';
import { page } from '../../app/routing';
import { lazyComponent } from '../../app/lazyComponent';
import { UpgradePlanDialogHost } from './upgrade/UpgradePlanDialogHost';
import { UpgradeRequiredHost } from './UpgradeRequiredDialog';
import { useOrganizationLocked } from './useBilling';

// Drawn from what queries answer, so they may arrive a moment after the shell. The dialog hosts
// below listen for 'open' signals from the moment the shell mounts, so they load with it.
const SubscriptionGuard = lazyComponent(() => import('./guard/SubscriptionGuard').then((m) => m.SubscriptionGuard));
const UpgradeBannerSlot = lazyComponent(() => import('./upgrade/UpgradeBanner').then((m) => m.UpgradeBannerSlot));

export const billingPlugin: FeaturePlugin = {
  name: 'billing',
  routes: {
    public: [page('/subscription-suspend', () => import('./SubscriptionSuspendPage').then((m) => m.SubscriptionSuspendPage), { title: 'Subscription' })],
    protected: [
      page('/billing', () => import('./BillingPage').then((m) => m.BillingPage), { title: 'Billing' }),
      page('/upgradeplan', () => import('./UpgradePlanPage').then((m) => m.UpgradePlanPage), { title: 'Upgrade plan' }),
      page('/payment-status', () => import('./PaymentStatusPage').then((m) => m.PaymentStatusPage), { title: 'Payment status' }),
    ],
    // The sandbox payment provider's hosted checkout page (it stands in for Stripe Checkout): full screen.
    outsideShell: [page('/checkout/:sessionId', () => import('./checkout/SandboxCheckoutPage').then((m) => m.SandboxCheckoutPage), { title: 'Checkout' })],
  },
  drawerEntries: [{ menuEntry: 'billing', label: 'Billing', to: '/billing', icon: CreditCardOutlined }],
  shellSlots: {
    banners: [UpgradeBannerSlot],
    overlays: [UpgradeRequiredHost, UpgradePlanDialogHost],
    PageGuard: SubscriptionGuard,
    useNavigationLocked: useOrganizationLocked,
  },
};
