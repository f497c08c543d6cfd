import { eq, inArray } from 'drizzle-orm';
import { isLockedStatus, RESTRICTED_CHECKOUT_TEXT, type SubscriptionCheck, type SubscriptionSummary } from '../../../domain/billing/api';
import { centsToAmount, formatUserRange } from '../../../domain/billing/plans';
import { hasAbility, type OrgRole } from '../../../domain/permissions/roles';
import type { Db, Tx } from '../../platform/db/database';
import { plans, promoCodes, subscriptions, transactions } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { badRequest, notFound } from '../../platform/http/errors';
import { cancelAtPeriodEnd, graceEndsAt, type PaymentProvider, priceScheduledChange, startTrialSubscription, undoCancellation } from '../billing';
import { accountStateMessage } from './accountLock';
import { seatUsage } from '../seats';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);
const iso = (date: Date | null) => date?.toISOString() ?? null;
const isFreeTier = (subscription: SubscriptionRow, plan: PlanRow) => subscription.status === 'active' && plan.monthlyPriceCents === 0 && !plan.isCustomPlan;

export const NOTHING_TO_CANCEL_TEXT = 'Only a paid, active subscription can be cancelled.';
export const NOTHING_TO_REACTIVATE_TEXT = 'There is no cancellation to undo.';
export const TRIAL_USED_TEXT = 'Your organisation has already used its free trial.';
export const NO_TRIAL_TEXT = 'This plan has no free trial.';
export const TRIAL_FROM_FREE_TIER_TEXT = 'A trial can only start from the free tier or after an expired trial.';

interface Actor {
  organizationId: string;
  role: OrgRole;
}

/**
 * What the billing page and the guard read about the subscription, and what the customer can do
 * to it directly: cancel at the period end, undo that, start a plan's trial. Payments go through
 * checkout; the clock (period ends, trial ends, grace periods) is billing/lifecycle/lifecycle.ts.
 */
export function createAccountService(deps: {
  db: Db;
  provider?: Pick<PaymentProvider, 'name' | 'setCancelAtPeriodEnd'>;
  onStatusChange?: (organizationId: string) => void;
  clock?: () => Date;
}) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function summary(organizationId: string): Promise<SubscriptionSummary> {
    const usage = await seatUsage(db, organizationId);
    const { subscription, plan } = usage;
    const [promo] = subscription.promoCodeId ? await db.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, subscription.promoCodeId)) : [];
    const change = await priceScheduledChange(db, subscription, subscription.currentPeriodEnd ?? clock());
    const renews = (subscription.status === 'active' || subscription.status === 'past_due') && !subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd !== null;
    // The next charge is the new price when a scheduled change starts with the next period.
    const nextCents = renews ? (change ? change.quote.total : subscription.totalCents) : 0;
    return {
      _id: subscription.id,
      planId: plan.id,
      plan_id: plan.id,
      planName: plan.name,
      quantity: subscription.quantity,
      totalUsers: usage.used,
      billingCycle: subscription.billingCycle,
      status: subscription.status,
      seatsInUse: usage.used,
      seatLimit: usage.limit,
      totalAmount: centsToAmount(subscription.totalCents),
      lastPaymentDate: iso(subscription.lastPaymentAt),
      lastPaymentAmount: subscription.lastPaymentCents === null ? null : centsToAmount(subscription.lastPaymentCents),
      nextPaymentDate: nextCents > 0 ? iso(subscription.currentPeriodEnd) : null,
      nextPaymentAmount: nextCents > 0 ? centsToAmount(nextCents) : null,
      currentPeriodStart: iso(subscription.currentPeriodStart),
      currentPeriodEnd: iso(subscription.currentPeriodEnd),
      trialEndsAt: iso(subscription.trialEndsAt),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      pastDueSince: iso(subscription.pastDueSince),
      suspendsAt: subscription.status === 'past_due' && subscription.pastDueSince ? graceEndsAt(subscription.pastDueSince).toISOString() : null,
      scheduledChange: change
        ? { planName: change.plan.name, quantity: change.quantity, billingCycle: change.billingCycle, effectiveAt: iso(subscription.currentPeriodEnd) }
        : null,
      promotionCode: promo?.code ?? null,
      provider: subscription.provider,
    };
  }

  /**
   * A provider that renews by itself (Stripe) must stop or resume renewing. Told before the change
   * is recorded, outside the transaction; the change re-checks under its lock, and a repeated
   * request is harmless at the provider.
   */
  async function tellProvider(organizationId: string, refuse: (subscription: SubscriptionRow) => Error | null, cancel: boolean) {
    const [subscription] = await db.select().from(subscriptions).where(inOrganization(subscriptions, organizationId)).limit(1);
    if (!subscription) throw notFound('This organisation has no subscription');
    const refused = refuse(subscription);
    if (refused) throw refused;
    const provider = deps.provider;
    if (subscription.provider === provider?.name && subscription.providerSubscriptionId && provider.setCancelAtPeriodEnd) {
      await provider.setCancelAtPeriodEnd(subscription.providerSubscriptionId, cancel);
    }
  }

  /** Locks the organisation's subscription for a change, then tells the account lock once committed. */
  async function change(organizationId: string, work: (tx: Tx, subscription: SubscriptionRow, plan: PlanRow, used: number) => Promise<void>) {
    await db.transaction(async (tx) => {
      const usage = await seatUsage(tx, organizationId, { lock: true });
      await work(tx, usage.subscription, usage.plan, usage.used);
    });
    deps.onStatusChange?.(organizationId);
    return summary(organizationId);
  }

  return {
    summary,

    async check(actor: Actor): Promise<SubscriptionCheck> {
      const [subscription] = await db.select().from(subscriptions).where(inOrganization(subscriptions, actor.organizationId)).limit(1);
      if (!subscription) throw notFound('This organisation has no subscription');
      const canManageBilling = hasAbility(actor.role, 'billing_manage');
      return {
        status: subscription.status,
        isLocked: isLockedStatus(subscription.status),
        canManageBilling,
        message: accountStateMessage(
          { ...subscription, suspendsAt: subscription.pastDueSince ? graceEndsAt(subscription.pastDueSince) : null },
          canManageBilling,
        ),
      };
    },

    /** DELETE /api/subscription/cancel: the subscription ends at the period end, undoable until then. */
    async cancel(actor: Actor) {
      const now = clock();
      const refuse = (subscription: SubscriptionRow) => {
        if (subscription.status === 'trialing') return badRequest(`A trial ends by itself on ${day(subscription.trialEndsAt ?? now)}: there is nothing to cancel.`);
        if (subscription.status !== 'active' || subscription.totalCents <= 0 || !subscription.currentPeriodEnd) return badRequest(NOTHING_TO_CANCEL_TEXT);
        if (subscription.cancelAtPeriodEnd) return badRequest(`This subscription is already cancelled: it ends on ${day(subscription.currentPeriodEnd)}.`);
        return null;
      };
      await tellProvider(actor.organizationId, refuse, true);
      return change(actor.organizationId, async (tx, subscription) => {
        const refused = refuse(subscription);
        if (refused) throw refused;
        await cancelAtPeriodEnd(tx, subscription, now);
      });
    },

    /** POST /api/subscription/reactivate: undoes a cancellation before it takes effect. */
    async reactivate(actor: Actor) {
      const now = clock();
      const refuse = (subscription: SubscriptionRow) => {
        const pending = subscription.status === 'active' && subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd > now;
        if (pending) return null;
        return badRequest(subscription.status === 'cancelled' ? 'This subscription has already ended: choose a plan to subscribe again.' : NOTHING_TO_REACTIVATE_TEXT);
      };
      await tellProvider(actor.organizationId, refuse, false);
      return change(actor.organizationId, async (tx, subscription) => {
        const refused = refuse(subscription);
        if (refused) throw refused;
        await undoCancellation(tx, subscription, now);
      });
    },

    /** POST /api/subscription/trial: one trial per organisation, from the free tier (or an expired state). */
    async startTrial(actor: Actor, planId: string) {
      const now = clock();
      const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
      if (!plan) throw notFound('Plan not found');
      if (plan.isCustomPlan || plan.trialDays <= 0) throw badRequest(NO_TRIAL_TEXT, { field: 'planId' });
      return change(actor.organizationId, async (tx, subscription, currentPlan, used) => {
        if (subscription.status === 'restricted') throw badRequest(RESTRICTED_CHECKOUT_TEXT);
        if (subscription.status === 'trialing') throw badRequest(`A trial is already running until ${day(subscription.trialEndsAt ?? now)}.`);
        const [earlier] = await tx
          .select({ id: transactions.id })
          .from(transactions)
          .where(inOrganization(transactions, actor.organizationId, inArray(transactions.kind, ['trial_start', 'trial_end'])))
          .limit(1);
        if (earlier) throw badRequest(TRIAL_USED_TEXT);
        if (!isFreeTier(subscription, currentPlan) && subscription.status !== 'expired') throw badRequest(TRIAL_FROM_FREE_TIER_TEXT);
        const quantity = Math.max(plan.minUsers, used);
        if (plan.maxUsers !== null && quantity > plan.maxUsers) {
          throw badRequest(`Your team uses ${used} seats, more than the ${plan.name} plan allows (${formatUserRange({ min_users: plan.minUsers, max_users: plan.maxUsers })}).`, {
            field: 'planId',
          });
        }
        const trialEndsAt = new Date(now.getTime() + plan.trialDays * DAY_MS);
        await startTrialSubscription(tx, subscription, { plan, quantity, trialEndsAt, now });
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
