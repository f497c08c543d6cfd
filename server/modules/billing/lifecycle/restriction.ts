import { eq } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../../../domain/billing/api';
import type { Db, Tx } from '../../../platform/db/database';
import { subscriptions, transactions } from '../../../platform/db/schema';
import { badRequest, notFound } from '../../../platform/http/errors';
import { resumeSubscriptionJobs } from './resumeJobs';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The super admin's restriction (DESIGN.md): the organisation is locked out until it is lifted. */
export function createRestrictionService(deps: { db: Db; onStatusChange?: (organizationId: string) => void; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function change(organizationId: string, work: (tx: Tx, subscription: SubscriptionRow, now: Date) => Promise<SubscriptionRow>) {
    const now = clock();
    const updated = await db.transaction(async (tx) => {
      const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId)).for('update');
      if (!subscription) throw notFound('Organisation not found');
      return work(tx, subscription, now);
    });
    deps.onStatusChange?.(organizationId);
    return { _id: organizationId, subscriptionStatus: updated.status as SubscriptionStatus };
  }

  return {
    restrict(organizationId: string) {
      return change(organizationId, async (tx, subscription, now) => {
        if (subscription.status === 'restricted') throw badRequest('This organisation is already restricted');
        const [restricted] = await tx
          .update(subscriptions)
          .set({ status: 'restricted', statusBeforeRestriction: subscription.status, updatedAt: now })
          .where(eq(subscriptions.id, subscription.id))
          .returning();
        await tx.insert(transactions).values({ organizationId, kind: 'restriction', status: 'info', description: 'Restricted by the platform administrator', createdAt: now });
        return restricted!;
      });
    },

    lift(organizationId: string) {
      return change(organizationId, async (tx, subscription, now) => {
        if (subscription.status !== 'restricted') throw badRequest('This organisation is not restricted');
        const [lifted] = await tx
          .update(subscriptions)
          .set({ status: subscription.statusBeforeRestriction ?? 'active', statusBeforeRestriction: null, updatedAt: now })
          .where(eq(subscriptions.id, subscription.id))
          .returning();
        await resumeSubscriptionJobs(tx, lifted!, now);
        await tx.insert(transactions).values({
          organizationId,
          kind: 'restriction_lifted',
          status: 'info',
          description: `Restriction lifted by the platform administrator: the subscription is ${lifted!.status.replace('_', ' ')} again`,
          createdAt: now,
        });
        return lifted!;
      });
    },
  };
}

export type RestrictionService = ReturnType<typeof createRestrictionService>;
