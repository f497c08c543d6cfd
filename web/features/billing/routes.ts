import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';

export const billingRoutes: FeatureRoutes = {
  public: [page('/subscription-suspend', () => import('./SubscriptionSuspendPage').then((m) => m.SubscriptionSuspendPage), { title: 'Subscription' })],
  protected: [
    page('/billing', () => import('./BillingPage').then((m) => m.BillingPage), { title: 'Billing' }),
    page('/upgradeplan', () => import('./UpgradePlanPage').then((m) => m.UpgradePlanPage), { title: 'Upgrade plan' }),
    page('/payment-status', () => import('./PaymentStatusPage').then((m) => m.PaymentStatusPage), { title: 'Payment status' }),
  ],
  // The sandbox payment provider's hosted checkout page (it stands in for Stripe Checkout): full screen.
  outsideShell: [page('/checkout/:sessionId', () => import('./checkout/SandboxCheckoutPage').then((m) => m.SandboxCheckoutPage), { title: 'Checkout' })],
};
