import type { JobHandler } from '../../platform/jobs/queue';
import type { Api, Platform } from '../../platform/modules';
import { BILLING_MAIL_JOB, createBillingMailHandler } from './billingMail';
import { checkoutRoutes } from './checkout/checkout.routes';
import { createCheckoutService } from './checkout/checkout.service';
import { createSandboxCheckout } from './checkout/sandboxCheckout';
import { invoicesRoutes } from './invoices/invoices.routes';
import { createInvoicesService } from './invoices/invoices.service';
import { createBillingLifecycle } from './lifecycle/lifecycle';
import { createRestrictionService, type RestrictionService } from './lifecycle/restriction';
import { createRetryService } from './lifecycle/retry';
import { retryRoutes } from './lifecycle/retry.routes';
import { paymentMethodsRoutes } from './paymentMethods/paymentMethods.routes';
import { createPaymentMethodsService } from './paymentMethods/paymentMethods.service';
import { promoCodesRoutes } from './promoCodes/promoCodes.routes';
import { createPromoCodesService } from './promoCodes/promoCodes.service';
import type { PaymentProvider } from './providers/provider';
import { createSandboxProvider } from './providers/sandbox';
import { createStripeProvider } from './providers/stripe';
import { revenueRoutes } from './revenue/revenue.routes';
import { createRevenueService } from './revenue/revenue.service';
import { transactionsRoutes } from './transactions/transactions.routes';
import { createTransactionsService } from './transactions/transactions.service';
import { createStripeEvents } from './webhooks/stripeEvents';
import { stripeWebhookRoutes } from './webhooks/webhooks.routes';

/** Subscriptions cancel and resume at the provider and schedule the billing clock's jobs. */
export { graceEndsAt, scheduleSubscriptionJobs } from './lifecycle/lifecycleJobs';
export { priceScheduledChange } from './periodPricing';
/** The subscription is billing's table: a new organisation's free tier and the customer's own changes are written here. */
export { cancelAtPeriodEnd, startFreeSubscription, startTrialSubscription, undoCancellation } from './subscriptionChanges';
export type { PaymentProvider } from './providers/provider';
export type { RestrictionService } from './lifecycle/restriction';

export interface BillingModule {
  provider: PaymentProvider;
  /** The super admin's restrict and lift, whose routes live in admin. */
  restriction: RestrictionService;
  /** The billing clock's jobs, by kind, for the platform's job queue. */
  jobHandlers: Record<string, JobHandler>;
  register(api: Api): Promise<void>;
}

/**
 * Payments, invoices, promo codes and the billing clock. The account lock lives in
 * subscriptions; billing only tells it that an organisation's state changed.
 */
export function createBillingModule(
  deps: Pick<Platform, 'db' | 'config' | 'mailer' | 'logger'> & {
    onStatusChange(organizationId: string): void;
    onAnyStatusChange(): void;
  },
): BillingModule {
  const { db, config, mailer, logger, onStatusChange } = deps;
  const appUrl = config.APP_URL;
  // Payments: the built-in sandbox unless Stripe is configured (DESIGN.md, Runtime components).
  const stripe = config.STRIPE_SECRET_KEY ? createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, appUrl, apiUrl: config.STRIPE_API_URL }) : null;
  const provider = stripe ?? createSandboxProvider({ appUrl });
  const checkout = createCheckoutService({ db, provider, appUrl });
  const sandboxCheckout = provider.name === 'sandbox' ? createSandboxCheckout({ db, checkout }) : null;
  const retry = createRetryService({ db, provider, checkout, appUrl });
  const restriction = createRestrictionService({ db, onStatusChange });
  const jobHandlers = {
    ...createBillingLifecycle({ db, provider, logger, onStatusChange }),
    [BILLING_MAIL_JOB]: createBillingMailHandler({ db, mailer, appUrl }),
  };
  return {
    provider,
    restriction,
    jobHandlers,
    register: async (api) => {
      await api.register(retryRoutes(retry));
      await api.register(checkoutRoutes(checkout, sandboxCheckout));
      if (stripe) {
        const events = createStripeEvents({ db, stripe: stripe.client, onStatusChange: deps.onAnyStatusChange });
        // loadConfig refuses STRIPE_SECRET_KEY without STRIPE_WEBHOOK_SECRET.
        await api.register(stripeWebhookRoutes({ stripe: stripe.client, webhookSecret: config.STRIPE_WEBHOOK_SECRET!, events }));
      }
      await api.register(invoicesRoutes(createInvoicesService({ db })));
      await api.register(transactionsRoutes(createTransactionsService({ db })));
      await api.register(paymentMethodsRoutes(createPaymentMethodsService({ db, provider, appUrl })));
      await api.register(promoCodesRoutes(createPromoCodesService({ db })));
      await api.register(revenueRoutes(createRevenueService({ db })));
    },
  };
}
