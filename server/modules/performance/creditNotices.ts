import { eq, inArray } from 'drizzle-orm';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { type notifications, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { escapeHtml } from '../../platform/html';
import type { Realtime } from '../../platform/realtime/realtime';
import { deliverNotifications, recordNotifications } from '../notifications';

/**
 * What people hear of a credit: the member a notification (written in the change's transaction,
 * delivered once it has committed), and `credits_updated` to the member and the owners and admins,
 * whose team pages show every credit.
 */

/** What a write leaves to do once it has committed. */
export interface CreditEffects {
  notifications: (typeof notifications.$inferSelect)[];
  changes: { creditId: string; userId: string }[];
  audience: string[];
}

export const noEffects = (): CreditEffects => ({ notifications: [], changes: [], audience: [] });

const plural = (count: number) => (count === 1 ? 'credit' : 'credits');

function subjectOf(points: number, source: 'manual' | 'recognition', actor: OrgActor): string {
  if (source === 'recognition') return `${actor.name} recognised you with ${points} ${plural(points)}`;
  return points > 0 ? `You received ${points} ${plural(points)}` : `${-points} ${plural(-points)} were taken off`;
}

/** The member hears of a credit given to them, unless they recorded it themselves. */
export async function noticeCreditReceived(
  tx: DbOrTx,
  effects: CreditEffects,
  actor: OrgActor,
  credit: { id: string; userId: string; points: number; reason: string; source: 'manual' | 'recognition' },
): Promise<void> {
  if (credit.userId === actor.userId) return;
  effects.notifications.push(
    ...(await recordNotifications(tx, [
      {
        organizationId: actor.organizationId,
        userId: credit.userId,
        type: 'creditReceived',
        subject: subjectOf(credit.points, credit.source, actor),
        message: `<p>${escapeHtml(credit.reason)}</p>`,
        senderName: actor.name,
        metadata: { creditId: credit.id },
      },
    ])),
  );
}

/** Records who should refetch: the members concerned and the organisation's active owners and admins. */
export async function creditChanged(tx: DbOrTx, effects: CreditEffects, organizationId: string, creditId: string, ...memberIds: string[]): Promise<void> {
  const managers = await tx
    .select({ id: users.id })
    .from(users)
    .where(inOrganization(users, organizationId, inArray(users.role, ['owner', 'admin']), eq(users.status, 'active')));
  for (const userId of memberIds) effects.changes.push({ creditId, userId });
  effects.audience.push(...memberIds, ...managers.map((manager) => manager.id));
}

export function deliverCreditEffects(realtime: Realtime | undefined, actor: Pick<OrgActor, 'tabId'>, effects: CreditEffects): void {
  deliverNotifications(realtime, effects.notifications);
  if (!realtime || effects.audience.length === 0) return;
  const people = [...new Set(effects.audience)];
  for (const change of effects.changes) realtime.toUsers(people, 'credits_updated', { ...change, ...(actor.tabId ? { origin: actor.tabId } : {}) });
}
