import { eq } from 'drizzle-orm';
import { isLockedStatus, type SubscriptionStatus } from '../../../domain/billing/api';
import { hasAbility, type OrgRole } from '../../../domain/permissions/roles';
import type { AccountLock } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { subscriptions } from '../../platform/db/schema';
import { AppError } from '../../platform/http/errors';

/**
 * How long an organisation's subscription status is trusted without reading it again. Every org
 * request consults it, so a short cache saves a query per request; status changes made in this
 * process forget the entry at once, and the TTL bounds how stale another node's change can look.
 */
const STATUS_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** What the account's state means for its members, for the guard screen and the 402 (null: nothing to say). */
export function accountStateMessage(
  subscription: { status: SubscriptionStatus; trialEndsAt: Date | null; suspendsAt: Date | null; cancelAtPeriodEnd?: boolean; currentPeriodEnd?: Date | null },
  canManageBilling: boolean,
): string | null {
  const fix = (what: string) => (canManageBilling ? `Go to Billing to ${what}.` : `Ask an owner or admin of your organisation to ${what}.`);
  const day = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : 'soon');
  switch (subscription.status) {
    case 'active':
      return subscription.cancelAtPeriodEnd ? `Your subscription is cancelled and ends on ${day(subscription.currentPeriodEnd)}. ${fix('keep it')}` : null;
    case 'trialing':
      return `Your free trial ends on ${day(subscription.trialEndsAt)}. ${fix('choose a plan and keep your team working')}`;
    case 'past_due':
      return `A payment failed. Your subscription will be suspended on ${day(subscription.suspendsAt)} unless it is paid. ${fix('retry the payment')}`;
    case 'suspended':
      return `Your subscription is suspended because a payment failed. ${fix('retry the payment and restore access')}`;
    case 'expired':
      return `Your free trial has ended. ${fix('choose a plan and restore access')}`;
    case 'cancelled':
      return `Your subscription has been cancelled. ${fix('subscribe again and restore access')}`;
    case 'restricted':
      return 'Your organisation has been restricted by the platform administrator. Contact support to lift the restriction.';
  }
}

export type SubscriptionStatusCache = AccountLock & {
  /** The organisation's status, from the cache when fresh; null when it has no subscription. */
  statusOf(organizationId: string): Promise<SubscriptionStatus | null>;
  forgetAll(): void;
};

/** The account lock of every organisation route (access.ts), reading statuses through a short cache. */
export function createSubscriptionStatusCache(deps: { db: DbOrTx; ttlMs?: number; clock?: () => number }): SubscriptionStatusCache {
  const ttl = deps.ttlMs ?? STATUS_TTL_MS;
  const clock = deps.clock ?? Date.now;
  const entries = new Map<string, { status: SubscriptionStatus | null; until: number }>();

  async function statusOf(organizationId: string): Promise<SubscriptionStatus | null> {
    const now = clock();
    const cached = entries.get(organizationId);
    if (cached && cached.until > now) return cached.status;
    const [row] = await deps.db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.organizationId, organizationId)).limit(1);
    if (entries.size >= MAX_ENTRIES) {
      for (const [key, entry] of entries) if (entry.until <= now) entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.clear();
    }
    const status = row?.status ?? null;
    entries.set(organizationId, { status, until: now + ttl });
    return status;
  }

  return {
    statusOf,
    async lockedError(organizationId: string, role: OrgRole) {
      const status = await statusOf(organizationId);
      if (!status || !isLockedStatus(status)) return null;
      const message = accountStateMessage({ status, trialEndsAt: null, suspendsAt: null }, hasAbility(role, 'billing_manage'))!;
      return new AppError(402, 'SUBSCRIPTION_LOCKED', message, { status });
    },
    forget(organizationId: string) {
      entries.delete(organizationId);
    },
    /** For changes whose organisation is not at hand (a provider's webhook): they are rare. */
    forgetAll() {
      entries.clear();
    },
  };
}
