import { randomBytes } from 'node:crypto';
import { CARD_DECLINED_TEXT } from '../../../../domain/billing/api';
import type { PaymentProvider } from './provider';

/** Saved cards that decline every later charge carry this marker in their sandbox handle. */
const FAILS_LATER_MARK = '_declines_';

/** The sandbox's handle for a saved test card: it remembers only whether later charges succeed. */
export const sandboxPaymentMethodId = (failsLater: boolean) => `pm_sandbox${failsLater ? FAILS_LATER_MARK : '_'}${randomBytes(8).toString('hex')}`;

/**
 * The built-in provider (DESIGN.md): its checkout is a page of this app, /checkout/{session},
 * where a test card is entered; paying there ends in the same completion code as Stripe's webhook.
 */
export function createSandboxProvider(deps: { appUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(request) {
      return { url: `${deps.appUrl}/checkout/${request.sessionId}`, providerSessionId: `cs_sandbox_${request.sessionId}` };
    },
    async charge({ paymentMethod, idempotencyKey }) {
      if (paymentMethod.providerPaymentMethodId.includes(FAILS_LATER_MARK)) return { ok: false, message: CARD_DECLINED_TEXT };
      return { ok: true, providerReference: `ch_sandbox_${idempotencyKey}` };
    },
    async detachPaymentMethod() {},
  };
}
