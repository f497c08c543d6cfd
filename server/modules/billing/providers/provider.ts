import type { BillingCycle } from '../../../../domain/billing/pricing';
import type { CardBrand } from '../../../../domain/billing/api';
import type { CheckoutPurpose, PaymentProviderName } from '../../../platform/db/schema';

/** A card as the provider reports it: never the number, only what can be shown. */
export interface CardDetails {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider's handle for charging the card again (Stripe's pm_…). */
  providerPaymentMethodId: string;
}

/** What a checkout session asks the provider to collect. Amounts are integer cents. */
export interface CheckoutRequest {
  sessionId: string;
  organizationId: string;
  purpose: CheckoutPurpose;
  planName: string;
  quantity: number;
  billingCycle: BillingCycle;
  /** One seat for one period, before any discount. */
  unitCents: number;
  /** What is charged now (0 for 'setup': the card is only saved). */
  amountDueCents: number;
  customerEmail: string | null;
  providerCustomerId: string | null;
  /** The provider's running subscription, if any: Stripe then charges a 'change' once instead of starting a second subscription. */
  providerSubscriptionId?: string | null;
  /** Where the provider sends the payer back: /payment-status?session_id=… */
  returnUrl: string;
  cancelUrl: string;
}

export type ChargeResult = { ok: true; providerReference: string } | { ok: false; message: string };

/**
 * One interface, two implementations (issue 6): the built-in sandbox and Stripe. A provider only
 * collects and moves money; what a payment buys is decided by the completion code
 * (completion.ts), which both providers end in and which is idempotent.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Starts a hosted checkout; the web redirects the payer to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string; providerCustomerId?: string | null }>;
  /** Charges a saved card off-session (renewals, retries with the default method). */
  charge(request: {
    organizationId: string;
    paymentMethod: CardDetails;
    providerCustomerId: string | null;
    amountCents: number;
    description: string;
    /** Repeating a charge with the same key never charges twice. */
    idempotencyKey: string;
  }): Promise<ChargeResult>;
  /** Closes a hosted checkout that a newer one replaced, where the provider hosts it (Stripe). */
  expireCheckout?(providerSessionId: string): Promise<void>;
  /** Forgets a saved card at the provider (the row is deleted by the caller). */
  detachPaymentMethod(paymentMethod: CardDetails): Promise<void>;
  /**
   * Providers that run the subscription themselves (Stripe) are told its new seats and price;
   * with 'always_invoice' the provider charges the prorated difference at once. The sandbox has none.
   */
  updateSubscriptionQuantity?(request: SubscriptionQuantityUpdate): Promise<ChargeResult>;
  /**
   * Providers that bill by themselves keep a failed renewal invoice open and retry it: paying
   * something else would charge twice, so the payer settles that invoice on the provider's page.
   */
  openInvoiceUrl?(providerInvoiceId: string): Promise<string>;
  /** Providers that renew by themselves must stop (or resume) renewing when the customer cancels (or undoes it). */
  setCancelAtPeriodEnd?(providerSubscriptionId: string, cancel: boolean): Promise<void>;
}

export interface SubscriptionQuantityUpdate {
  providerSubscriptionId: string;
  quantity: number;
  /** One seat for one period. */
  unitCents: number;
  billingCycle: BillingCycle;
  /** 'always_invoice' (default) charges the proration now; 'none' when the difference was already paid. */
  prorationBehavior?: 'always_invoice' | 'none';
}
