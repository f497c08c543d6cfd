import Stripe from 'stripe';
import { CARD_BRANDS, type CardBrand } from '../../../../domain/billing/api';
import type { BillingCycle } from '../../../../domain/billing/pricing';
import type { CardDetails, ChargeResult, CheckoutRequest, PaymentProvider, SubscriptionQuantityUpdate } from './provider';

export interface StripeOptions {
  secretKey: string;
  /** Kept for symmetry with the sandbox: Stripe's return and cancel URLs come with each request. */
  appUrl: string;
  /** Another host for the API (STRIPE_API_URL: stripe-mock or the tests' stand-in); Stripe's own when unset. */
  apiUrl?: string;
}

/** The SDK client, pointed at STRIPE_API_URL when one is configured. */
export function createStripeClient(options: Pick<StripeOptions, 'secretKey' | 'apiUrl'>): Stripe {
  if (!options.apiUrl) return new Stripe(options.secretKey);
  const url = new URL(options.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    telemetry: false,
  });
}

const interval = (cycle: BillingCycle) => (cycle === 'annually' ? 'year' : 'month');

/** Stripe's card brands outside ours (eftpos_au, link, …) are shown as 'unknown'. */
export function cardBrandOf(brand: string | null | undefined): CardBrand {
  return (CARD_BRANDS as readonly string[]).includes(brand ?? '') ? (brand as CardBrand) : 'unknown';
}

/** What we keep of a Stripe card: never the number, only what can be shown and the pm_… handle. */
export function cardDetailsOf(paymentMethod: Stripe.PaymentMethod): CardDetails | null {
  const card = paymentMethod.card;
  if (!card) return null;
  return { brand: cardBrandOf(card.brand), last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year, providerPaymentMethodId: paymentMethod.id };
}

export const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

export type StripeProvider = PaymentProvider & {
  readonly client: Stripe;
  updateSubscriptionQuantity(request: SubscriptionQuantityUpdate): Promise<ChargeResult>;
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void>;
};

/**
 * Stripe Checkout (issue 6). A new subscription is a Stripe subscription billed per seat, so Stripe
 * renews it and tells us by webhook; one-off amounts (a retry, a change when no Stripe subscription
 * runs yet is bought as one) are Checkout payments whose card is kept for later off-session charges.
 * Only cards are offered: the billing page shows and charges cards only.
 */
export function createStripeProvider(options: StripeOptions): StripeProvider {
  const stripe = createStripeClient(options);

  async function customerFor(request: CheckoutRequest): Promise<string> {
    if (request.providerCustomerId) return request.providerCustomerId;
    const customer = await stripe.customers.create({
      ...(request.customerEmail ? { email: request.customerEmail } : {}),
      metadata: { organizationId: request.organizationId },
    }, { idempotencyKey: `customer-${request.sessionId}` });
    return customer.id;
  }

  /**
   * The first invoice must charge what our pricing asked for. A promotion code's discount is
   * part of every period's price ('forever'); a credit on a change applies to this invoice only.
   */
  async function discountFor(request: CheckoutRequest, fullCents: number) {
    const off = fullCents - request.amountDueCents;
    if (off <= 0) return {};
    const coupon = await stripe.coupons.create({
      amount_off: off,
      currency: 'usd',
      duration: request.purpose === 'subscribe' ? 'forever' : 'once',
      max_redemptions: 1,
      metadata: { sessionId: request.sessionId },
    }, { idempotencyKey: `coupon-${request.sessionId}` });
    return { discounts: [{ coupon: coupon.id }] };
  }

  async function sessionParams(request: CheckoutRequest, customer: string): Promise<Stripe.Checkout.SessionCreateParams> {
    const common = {
      customer,
      client_reference_id: request.sessionId,
      metadata: { sessionId: request.sessionId, organizationId: request.organizationId },
      success_url: request.returnUrl,
      cancel_url: request.cancelUrl,
      payment_method_types: ['card' as const],
    };
    if (request.purpose === 'setup') {
      return { ...common, mode: 'setup', currency: 'usd', setup_intent_data: { metadata: common.metadata } };
    }
    const startsSubscription = request.purpose === 'subscribe' || (request.purpose === 'change' && !request.providerSubscriptionId);
    if (startsSubscription) {
      return {
        ...common,
        mode: 'subscription',
        line_items: [
          {
            price_data: { currency: 'usd', unit_amount: request.unitCents, recurring: { interval: interval(request.billingCycle) }, product_data: { name: request.planName } },
            quantity: request.quantity,
          },
        ],
        ...(await discountFor(request, request.unitCents * request.quantity)),
        subscription_data: { metadata: common.metadata },
        payment_method_collection: 'always',
      };
    }
    return {
      ...common,
      mode: 'payment',
      line_items: [{ price_data: { currency: 'usd', unit_amount: request.amountDueCents, product_data: { name: request.planName } }, quantity: 1 }],
      payment_intent_data: { setup_future_usage: 'off_session', metadata: common.metadata },
    };
  }

  return {
    name: 'stripe',
    client: stripe,

    async createCheckout(request) {
      const customer = await customerFor(request);
      const session = await stripe.checkout.sessions.create(await sessionParams(request, customer), { idempotencyKey: `checkout-${request.sessionId}` });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { url: session.url, providerSessionId: session.id, providerCustomerId: customer };
    },

    async charge(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            customer: request.providerCustomerId ?? undefined,
            payment_method: request.paymentMethod.providerPaymentMethodId,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: { organizationId: request.organizationId },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status !== 'succeeded') return { ok: false, message: 'Your card needs to be confirmed: pay from the billing page.' };
        return { ok: true, providerReference: intent.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { ok: false, message: error.message };
        throw error;
      }
    },

    async detachPaymentMethod(paymentMethod) {
      try {
        await stripe.paymentMethods.detach(paymentMethod.providerPaymentMethodId);
      } catch (error) {
        // Already gone at Stripe: forgetting it is what the caller wanted.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
        throw error;
      }
    },

    /**
     * Seats and price of the running Stripe subscription. With 'always_invoice' Stripe charges the
     * proration at once; 'error_if_incomplete' makes a declined card fail here and leave the
     * subscription unchanged, instead of an update that stays unpaid.
     */
    async updateSubscriptionQuantity(request) {
      const subscription = await stripe.subscriptions.retrieve(request.providerSubscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`);
      try {
        const updated = await stripe.subscriptions.update(subscription.id, {
          items: [
            {
              id: item.id,
              quantity: request.quantity,
              price_data: { currency: 'usd', product: idOf(item.price.product)!, unit_amount: request.unitCents, recurring: { interval: interval(request.billingCycle) } },
            },
          ],
          proration_behavior: request.prorationBehavior ?? 'always_invoice',
          payment_behavior: 'error_if_incomplete',
        });
        return { ok: true, providerReference: idOf(updated.latest_invoice) ?? updated.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { ok: false, message: error.message };
        throw error;
      }
    },

    async expireCheckout(providerSessionId) {
      await stripe.checkout.sessions.expire(providerSessionId);
    },

    async openInvoiceUrl(providerInvoiceId) {
      const invoice = await stripe.invoices.retrieve(providerInvoiceId);
      if (!invoice.hosted_invoice_url) throw new Error(`Stripe invoice ${providerInvoiceId} has no hosted page`);
      return invoice.hosted_invoice_url;
    },

    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel });
    },
  };
}
