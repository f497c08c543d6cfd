import type { z } from 'zod';
import type { sandboxCardSchema } from '../../../../domain/billing/api';
import type { Db } from '../../../platform/db/database';
import type { CheckoutService } from './checkout.service';
import { completeCheckout } from '../completion';
import { sandboxPaymentMethodId } from '../providers/sandbox';
import { testCardOutcome } from '../providers/testCards';

type Card = z.output<typeof sandboxCardSchema>;

/**
 * What the sandbox's hosted checkout page does with a test card: decide like Stripe's test mode
 * would, then finish the session through the shared completion code. The card number is used
 * here and dropped; only its brand, last four digits and expiry reach the database.
 */
export function createSandboxCheckout(deps: { db: Db; checkout: CheckoutService; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async pay(organizationId: string, sessionId: string, card: Card) {
      const session = await deps.checkout.openSession(organizationId, sessionId);
      const now = clock();
      const outcome = testCardOutcome(card, now);
      if (!outcome.ok) return completeCheckout(deps.db, session.id, { paid: false, message: outcome.message }, now);
      return completeCheckout(
        deps.db,
        session.id,
        {
          paid: true,
          card: { brand: outcome.brand, last4: outcome.last4, expMonth: card.expMonth, expYear: card.expYear, providerPaymentMethodId: sandboxPaymentMethodId(outcome.failsLater) },
          providerReference: `ch_sandbox_${session.id}`,
        },
        now,
      );
    },
  };
}

export type SandboxCheckout = ReturnType<typeof createSandboxCheckout>;
