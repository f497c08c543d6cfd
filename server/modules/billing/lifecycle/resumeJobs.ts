import type { DbOrTx } from '../../../platform/db/database';
import type { subscriptions } from '../../../platform/db/schema';
import { enqueueJob } from '../../../platform/jobs/queue';
import { BILLING_JOBS, graceEndsAt, scheduleSubscriptionJobs } from './lifecycleJobs';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * scheduleSubscriptionJobs for a subscription coming back from a state its jobs skip (restricted,
 * suspended): a job that came due meanwhile found it in that state and did nothing, and its key is
 * spent, so it is queued again, now, under a key of its own. The handler still checks the instant,
 * so this only ever does what the original job would have done.
 */
export async function resumeSubscriptionJobs(tx: DbOrTx, subscription: SubscriptionRow, now: Date): Promise<void> {
  await scheduleSubscriptionJobs(tx, subscription);
  const { id } = subscription;
  const due =
    subscription.status === 'trialing' && subscription.trialEndsAt
      ? { kind: BILLING_JOBS.trialEnd, at: subscription.trialEndsAt, payload: { subscriptionId: id, trialEndsAt: subscription.trialEndsAt.toISOString() } }
      : subscription.status === 'active' && subscription.currentPeriodEnd
        ? { kind: BILLING_JOBS.periodEnd, at: subscription.currentPeriodEnd, payload: { subscriptionId: id, periodEnd: subscription.currentPeriodEnd.toISOString() } }
        : subscription.status === 'past_due' && subscription.pastDueSince
          ? { kind: BILLING_JOBS.graceEnd, at: graceEndsAt(subscription.pastDueSince), payload: { subscriptionId: id, pastDueSince: subscription.pastDueSince.toISOString() } }
          : null;
  if (!due || due.at > now) return;
  await enqueueJob(tx, { kind: due.kind, key: `${due.kind}:${id}:${due.at.toISOString()}:resumed:${now.toISOString()}`, runAt: now, payload: due.payload });
}
