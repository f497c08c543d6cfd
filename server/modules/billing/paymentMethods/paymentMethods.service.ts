import { desc, eq } from 'drizzle-orm';
import type { PaymentMethod } from '../../../../domain/billing/api';
import type { Db, Tx } from '../../../platform/db/database';
import { paymentMethods, plans, subscriptions, transactions } from '../../../platform/db/schema';
import { inOrganization } from '../../../platform/db/tenant';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { expireAtProvider, openCheckoutSession, startHostedCheckout } from '../checkout/hostedCheckout';
import type { PaymentProvider } from '../providers/provider';

type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export const ONLY_CARD_TEXT = 'Add another card before removing the only one';


export function presentPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    _id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

const cardName = (row: Pick<PaymentMethodRow, 'brand' | 'last4'>) => `Card ${row.brand} ending ${row.last4}`;

/** The organisation's cards, locked for the rest of the transaction, newest first. */
function lockCards(tx: Tx, organizationId: string) {
  return tx.select().from(paymentMethods).where(inOrganization(paymentMethods, organizationId)).orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id)).for('update');
}

async function recordCardChange(tx: Tx, organizationId: string, card: PaymentMethodRow, description: string, now: Date) {
  await tx.insert(transactions).values({
    organizationId,
    kind: 'payment_method',
    status: 'info',
    description,
    cardBrand: card.brand,
    cardLast4: card.last4,
    createdAt: now,
  });
}

export function createPaymentMethodsService(deps: { db: Db; provider: PaymentProvider; appUrl: string; clock?: () => Date }) {
  const { db, provider, appUrl } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /** GET /api/payment-method: the default card first, then the newest. */
    async list(organizationId: string): Promise<PaymentMethod[]> {
      const rows = await db
        .select()
        .from(paymentMethods)
        .where(inOrganization(paymentMethods, organizationId))
        .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
      return rows.map(presentPaymentMethod);
    },

    /**
     * POST /api/payment-method: a 'setup' checkout that charges nothing and saves the card the payer
     * enters (completion.ts makes it the default). It carries the current subscription's plan, seats
     * and cycle only because a session must name them. An older unfinished setup page is closed, so
     * only the newest one can save a card.
     */
    async startSetup(actor: { organizationId: string; userId: string }): Promise<{ url: string }> {
      const now = clock();
      const { session, subscription, planName, replaced } = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ subscription: subscriptions, planName: plans.name })
          .from(subscriptions)
          .innerJoin(plans, eq(plans.id, subscriptions.planId))
          .where(inOrganization(subscriptions, actor.organizationId))
          .for('update', { of: subscriptions });
        if (!current) throw conflict('This organization has no subscription');
        const { session, replaced } = await openCheckoutSession(
          tx,
          { actor, provider, now, expirePurpose: 'setup' },
          {
            purpose: 'setup',
            planId: current.subscription.planId,
            quantity: current.subscription.quantity,
            billingCycle: current.subscription.billingCycle,
            subtotalCents: 0,
            discountCents: 0,
            totalCents: 0,
            amountDueCents: 0,
          },
        );
        return { session, subscription: current.subscription, planName: current.planName, replaced };
      });

      await expireAtProvider(provider, replaced);
      return startHostedCheckout({ db, provider, appUrl }, { session, payerId: actor.userId, planName, unitCents: 0, providerCustomerId: subscription.providerCustomerId });
    },

    /**
     * DELETE /api/payment-method/{id}. Renewals charge the default card, so a paying organisation
     * keeps at least one; removing the default hands the role to the newest remaining card.
     */
    async remove(organizationId: string, paymentMethodId: string): Promise<void> {
      const now = clock();
      await db.transaction(async (tx) => {
        const cards = await lockCards(tx, organizationId);
        const card = cards.find((row) => row.id === paymentMethodId);
        if (!card) throw notFound('Payment method not found');
        const others = cards.filter((row) => row.id !== card.id);
        if (others.length === 0) {
          const [subscription] = await tx
            .select({ status: subscriptions.status, totalCents: subscriptions.totalCents })
            .from(subscriptions)
            .where(inOrganization(subscriptions, organizationId));
          const paying = subscription !== undefined && subscription.totalCents > 0 && (subscription.status === 'active' || subscription.status === 'past_due');
          if (paying) throw badRequest(ONLY_CARD_TEXT);
        }
        // Detached first: if the provider refuses, the card stays listed and nothing changed.
        await provider.detachPaymentMethod({
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          providerPaymentMethodId: card.providerPaymentMethodId,
        });
        await tx.delete(paymentMethods).where(eq(paymentMethods.id, card.id));
        const heir = card.isDefault ? others[0] : undefined;
        if (heir) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, heir.id));
        await recordCardChange(tx, organizationId, card, `${cardName(card)} removed${heir ? `; ${cardName(heir).toLowerCase()} is now the default` : ''}`, now);
      });
    },

    /** POST /api/payment-method/{id}/default: the card renewals charge from now on. */
    async makeDefault(organizationId: string, paymentMethodId: string): Promise<PaymentMethod> {
      const now = clock();
      return db.transaction(async (tx) => {
        const cards = await lockCards(tx, organizationId);
        const card = cards.find((row) => row.id === paymentMethodId);
        if (!card) throw notFound('Payment method not found');
        if (card.isDefault) return presentPaymentMethod(card);
        // One default per organisation (a partial unique index): the old one gives way first.
        await tx.update(paymentMethods).set({ isDefault: false }).where(inOrganization(paymentMethods, organizationId, eq(paymentMethods.isDefault, true)));
        const [updated] = await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, card.id)).returning();
        await recordCardChange(tx, organizationId, card, `${cardName(card)} set as the default`, now);
        return presentPaymentMethod(updated!);
      });
    },
  };
}

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
