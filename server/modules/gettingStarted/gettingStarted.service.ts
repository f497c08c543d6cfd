import { and, eq, exists, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { GettingStarted } from '../../../domain/gettingStarted/gettingStarted';
import type { OrgActor } from '../../platform/auth/access';
import type { Db } from '../../platform/db/database';
import { alias } from 'drizzle-orm/pg-core';
import { channels, invites, messages, projects, sprints, users } from '../../platform/db/schema';
import { dismissGettingStarted } from '../users';

// The organisation's other members, beside the caller's own row the query reads.
const teammates = alias(users, 'teammates');

export function createGettingStartedService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Each step's state in one round trip: four EXISTS over the organisation's own rows. */
    async get(actor: OrgActor): Promise<GettingStarted> {
      const org = actor.organizationId;
      const [general] = await db
        .select({ id: channels.id })
        .from(channels)
        .where(and(eq(channels.organizationId, org), eq(channels.isGeneral, true)))
        .limit(1);
      const [row] = await db
        .select({
          project: exists(db.select({ id: projects.id }).from(projects).where(eq(projects.organizationId, org))),
          invite: or(
            exists(db.select({ id: teammates.id }).from(teammates).where(and(eq(teammates.organizationId, org), ne(teammates.id, actor.userId)))),
            exists(db.select({ id: invites.id }).from(invites).where(and(eq(invites.organizationId, org), eq(invites.status, 'pending')))),
          )!,
          sprint: exists(db.select({ id: sprints.id }).from(sprints).where(and(eq(sprints.organizationId, org), inArray(sprints.status, ['active', 'completed'])))),
          hello: general
            ? exists(db.select({ id: messages.id }).from(messages).where(and(eq(messages.channelId, general.id), eq(messages.kind, 'message'), isNotNull(messages.senderId))))
            : sql`false`,
          dismissed: sql<boolean>`${users.gettingStartedDismissedAt} is not null`,
        })
        .from(users)
        .where(eq(users.id, actor.userId));
      return {
        steps: (['project', 'invite', 'sprint', 'hello'] as const).map((id) => ({ id, done: Boolean(row?.[id]) })),
        dismissed: Boolean(row?.dismissed),
        generalChannelId: general?.id ?? null,
      };
    },

    async dismiss(actor: OrgActor): Promise<void> {
      await dismissGettingStarted(db, actor.userId, actor.organizationId);
    },
  };
}

export type GettingStartedService = ReturnType<typeof createGettingStartedService>;
