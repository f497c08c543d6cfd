import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/database';
import { checkoutSessions, subscriptions, users, type CheckoutPurpose } from '../../../platform/db/schema';
import { inOrganization } from '../../../platform/db/tenant';
import type { PaymentProvider } from '../providers/provider';

type SessionRow = typeof checkoutSessions.$inferSelect;

/** A hosted checkout (or card-saving page) stays payable for a day, like Stripe's default. */
const CHECKOUT_LIFETIME_MS = 24 * 3_600_000;
export const checkoutExpiry = (now: Date) => new Date(now.getTime() + CHECKOUT_LIFETIME_MS);

export const paymentStatusUrl = (appUrl: string, sessionId: string) => `${appUrl}/payment-status?session_id=${sessionId}`;

/**
 * Hands a session already written to the database to the provider and keeps the provider's ids:
 * the one step checkout, retry and card saving share. Runs outside any transaction (it waits on
 * the network); the session row exists first, so a completion can never arrive for an unknown one.
 */
export async function startHostedCheckout(
  deps: { db: Db; provider: PaymentProvider; appUrl: string },
  request: { session: SessionRow; payerId: string; planName: string; unitCents: number; providerCustomerId: string | null },
): Promise<{ url: string }> {
  const { db, provider, appUrl } = deps;
  const { session } = request;
  const [payer] = await db.select({ email: users.email }).from(users).where(eq(users.id, request.payerId));
  const created = await provider.createCheckout({
    sessionId: session.id,
    organizationId: session.organizationId,
    purpose: session.purpose,
    planName: request.planName,
    quantity: session.quantity,
    billingCycle: session.billingCycle,
    unitCents: request.unitCents,
    amountDueCents: session.amountDueCents,
    customerEmail: payer?.email ?? null,
    providerCustomerId: request.providerCustomerId,
    returnUrl: paymentStatusUrl(appUrl, session.id),
    cancelUrl: `${appUrl}/billing`,
  });
  await db.update(checkoutSessions).set({ providerSessionId: created.providerSessionId }).where(eq(checkoutSessions.id, session.id));
  if (created.providerCustomerId) {
    await db.update(subscriptions).set({ providerCustomerId: created.providerCustomerId }).where(eq(subscriptions.organizationId, session.organizationId));
  }
  return { url: created.url };
}

/**
 * One payable checkout per organisation (or per purpose): a new one closes the others inside the
 * caller's transaction, so two clicks or two tabs can never both be paid. Returns the provider's
 * ids of what was closed, for expireAtProvider once the transaction committed.
 */
export async function expireOpenSessions(tx: Tx, organizationId: string, now: Date, purpose?: CheckoutPurpose): Promise<string[]> {
  const closed = await tx
    .update(checkoutSessions)
    .set({ status: 'expired', completedAt: now })
    .where(inOrganization(checkoutSessions, organizationId, eq(checkoutSessions.status, 'open'), purpose ? eq(checkoutSessions.purpose, purpose) : undefined))
    .returning({ providerSessionId: checkoutSessions.providerSessionId });
  return closed.flatMap((row) => (row.providerSessionId ? [row.providerSessionId] : []));
}

/** What a caller chooses of a new session; the rest is the same for every session it opens. */
export type CheckoutSessionFields = Omit<typeof checkoutSessions.$inferInsert, 'organizationId' | 'createdBy' | 'provider' | 'createdAt' | 'expiresAt'>;

/**
 * Opens a checkout session inside the caller's transaction: first closes the organisation's other
 * open sessions (only those of `expirePurpose` when given, see expireOpenSessions), then writes the
 * new one for `actor`, payable until checkoutExpiry. `replaced` goes to expireAtProvider once the
 * transaction committed.
 */
export async function openCheckoutSession(
  tx: Tx,
  context: { actor: { organizationId: string; userId: string }; provider: PaymentProvider; now: Date; expirePurpose?: CheckoutPurpose },
  fields: CheckoutSessionFields,
): Promise<{ session: SessionRow; replaced: string[] }> {
  const { actor, provider, now } = context;
  const replaced = await expireOpenSessions(tx, actor.organizationId, now, context.expirePurpose);
  const [session] = await tx
    .insert(checkoutSessions)
    .values({
      ...fields,
      organizationId: actor.organizationId,
      createdBy: actor.userId,
      provider: provider.name,
      createdAt: now,
      expiresAt: checkoutExpiry(now),
    })
    .returning();
  return { session: session!, replaced };
}

/** A replaced hosted page at the provider (Stripe Checkout) must stop taking payments too. */
export async function expireAtProvider(provider: PaymentProvider, providerSessionIds: string[]): Promise<void> {
  if (!provider.expireCheckout) return;
  for (const id of providerSessionIds) {
    // Already paid or expired there: its webhook then finds our row closed and changes nothing.
    await provider.expireCheckout(id).catch(() => undefined);
  }
}
