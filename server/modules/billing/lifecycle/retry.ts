import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { checkoutSessions, invoices, promoCodes, subscriptions, transactions } from '../../../platform/db/schema';
import { inOrganization } from '../../../platform/db/tenant';
import { badRequest } from '../../../platform/http/errors';
import type { CheckoutService } from '../checkout/checkout.service';
import { expireAtProvider, openCheckoutSession, startHostedCheckout } from '../checkout/hostedCheckout';
import type { PaymentProvider } from '../providers/provider';

export const NOTHING_TO_RETRY_TEXT = 'There is no failed payment to retry';


/**
 * POST /api/retry-checkout. A past-due or suspended organisation pays its open renewal invoice
 * through a hosted checkout ('retry'; completion.ts settles it and makes the subscription active
 * again). Otherwise a failed or expired checkout named by `sessionId` is started afresh for the
 * same seats, cycle and promotion code.
 */
export function createRetryService(deps: { db: Db; provider: PaymentProvider; checkout: CheckoutService; appUrl: string; clock?: () => Date }) {
  const { db, provider, appUrl } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function payOpenInvoice(actor: { organizationId: string; userId: string }, now: Date) {
    const created = await db.transaction(async (tx) => {
      const [subscription] = await tx.select().from(subscriptions).where(inOrganization(subscriptions, actor.organizationId)).for('update');
      if (!subscription || (subscription.status !== 'past_due' && subscription.status !== 'suspended')) return null;
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(inOrganization(invoices, actor.organizationId, eq(invoices.status, 'open')))
        .orderBy(desc(invoices.issuedAt))
        .limit(1);
      if (!invoice) return null;
      if (subscription.provider !== 'sandbox' && provider.openInvoiceUrl) {
        const [failed] = await tx
          .select({ reference: transactions.providerReference })
          .from(transactions)
          .where(inOrganization(transactions, actor.organizationId, eq(transactions.invoiceId, invoice.id), isNotNull(transactions.providerReference)))
          .limit(1);
        if (failed?.reference) return { kind: 'provider_invoice' as const, providerInvoiceId: failed.reference };
      }
      // One payable checkout per organisation, as checkout.service: a second click never pays twice.
      const { session, replaced } = await openCheckoutSession(
        tx,
        { actor, provider, now },
        {
          purpose: 'retry',
          planId: subscription.planId,
          quantity: invoice.quantity,
          billingCycle: invoice.billingCycle,
          promoCodeId: subscription.promoCodeId,
          subtotalCents: invoice.subtotalCents,
          discountCents: invoice.discountCents,
          totalCents: invoice.totalCents,
          amountDueCents: invoice.totalCents,
          invoiceId: invoice.id,
        },
      );
      return { kind: 'session' as const, session, invoice, providerCustomerId: subscription.providerCustomerId, replaced };
    });
    if (!created) return null;
    if (created.kind === 'provider_invoice') return { url: await provider.openInvoiceUrl!(created.providerInvoiceId) };

    const { session, invoice } = created;
    await expireAtProvider(provider, created.replaced);
    return startHostedCheckout(
      { db, provider, appUrl },
      { session, payerId: actor.userId, planName: invoice.planName, unitCents: Math.round(invoice.subtotalCents / Math.max(1, invoice.quantity)), providerCustomerId: created.providerCustomerId },
    );
  }

  return {
    async retry(actor: { organizationId: string; userId: string }, sessionId?: string): Promise<{ url: string }> {
      const paying = await payOpenInvoice(actor, clock());
      if (paying) return paying;
      if (sessionId) {
        const [failed] = await db
          .select({ quantity: checkoutSessions.quantity, billingCycle: checkoutSessions.billingCycle, promotionCode: promoCodes.code })
          .from(checkoutSessions)
          .leftJoin(promoCodes, eq(promoCodes.id, checkoutSessions.promoCodeId))
          .where(
            inOrganization(
              checkoutSessions,
              actor.organizationId,
              and(eq(checkoutSessions.id, sessionId), inArray(checkoutSessions.status, ['failed', 'expired']), inArray(checkoutSessions.purpose, ['subscribe', 'change'])),
            ),
          );
        if (failed) return deps.checkout.checkout(actor, { quantity: failed.quantity, billing_cycle: failed.billingCycle, promotionCode: failed.promotionCode });
      }
      throw badRequest(NOTHING_TO_RETRY_TEXT);
    },
  };
}

export type RetryService = ReturnType<typeof createRetryService>;
