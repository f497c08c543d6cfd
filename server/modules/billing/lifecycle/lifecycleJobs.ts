import { GRACE_PERIOD_DAYS } from '../../../../domain/billing/api';
import type { DbOrTx } from '../../../platform/db/database';
import type { subscriptions } from '../../../platform/db/schema';
import { enqueueJob } from '../../../platform/jobs/queue';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export const BILLING_JOBS = {
  /** The period ended: cancel, apply a scheduled change, renew and charge (sandbox) as due. */
  periodEnd: 'billing.period_end',
  /** A trial ended: expired unless it was paid for meanwhile. */
  trialEnd: 'billing.trial_end',
  /** A past-due organisation's grace period ended: suspended unless it paid meanwhile. */
  graceEnd: 'billing.grace_end',
} as const;

const DAY_MS = 86_400_000;
export const graceEndsAt = (pastDueSince: Date) => new Date(pastDueSince.getTime() + GRACE_PERIOD_DAYS * DAY_MS);

/**
 * Queues the job the subscription's current state is waiting for. Keys carry the instant, so
 * scheduling again is a no-op and a job whose moment has changed (a new period, a paid trial)
 * finds the subscription moved on and does nothing (the handlers re-check).
 */
export async function scheduleSubscriptionJobs(tx: DbOrTx, subscription: SubscriptionRow): Promise<void> {
  const { id } = subscription;
  if (subscription.status === 'trialing' && subscription.trialEndsAt) {
    const at = subscription.trialEndsAt;
    await enqueueJob(tx, { kind: BILLING_JOBS.trialEnd, key: `${BILLING_JOBS.trialEnd}:${id}:${at.toISOString()}`, runAt: at, payload: { subscriptionId: id, trialEndsAt: at.toISOString() } });
  }
  if (subscription.status === 'active' && subscription.currentPeriodEnd) {
    const at = subscription.currentPeriodEnd;
    await enqueueJob(tx, { kind: BILLING_JOBS.periodEnd, key: `${BILLING_JOBS.periodEnd}:${id}:${at.toISOString()}`, runAt: at, payload: { subscriptionId: id, periodEnd: at.toISOString() } });
  }
  if (subscription.status === 'past_due' && subscription.pastDueSince) {
    const at = graceEndsAt(subscription.pastDueSince);
    await enqueueJob(tx, { kind: BILLING_JOBS.graceEnd, key: `${BILLING_JOBS.graceEnd}:${id}:${at.toISOString()}`, runAt: at, payload: { subscriptionId: id, pastDueSince: subscription.pastDueSince.toISOString() } });
  }
}
