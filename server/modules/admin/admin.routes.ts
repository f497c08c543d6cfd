import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../../../domain/billing/api';
import type { Db } from '../../platform/db/database';
import { organizations, subscriptions, users } from '../../platform/db/schema';

const organizationSummary = z.object({
  _id: z.string(),
  name: z.string(),
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  userCount: z.number(),
  /** Null only for an organisation without a subscription row (none is created without one). */
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  createdAt: z.string(),
});

/** The platform administrator's view across organisations; no organisation route reads this. */
export function adminRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/org',
      {
        config: { access: 'super_admin' },
        schema: { tags: ['admin'], summary: 'Every organisation with its first owner and user count', response: { 200: z.object({ data: z.array(organizationSummary) }) } },
      },
      async () => {
        const counts = db
          .select({ organizationId: users.organizationId, userCount: count().as('user_count') })
          .from(users)
          .groupBy(users.organizationId)
          .as('counts');
        // The earliest owner stands for the organisation (its founder, unless they left).
        const owners = db
          .selectDistinctOn([users.organizationId], { organizationId: users.organizationId, name: users.name, email: users.email })
          .from(users)
          .where(eq(users.role, 'owner'))
          .orderBy(users.organizationId, asc(users.createdAt))
          .as('owners');
        const rows = await db
          .select({
            id: organizations.id,
            name: organizations.name,
            createdAt: organizations.createdAt,
            userCount: sql<number>`coalesce(${counts.userCount}, 0)`.mapWith(Number),
            ownerName: owners.name,
            ownerEmail: owners.email,
            subscriptionStatus: subscriptions.status,
          })
          .from(organizations)
          .leftJoin(counts, eq(counts.organizationId, organizations.id))
          .leftJoin(owners, eq(owners.organizationId, organizations.id))
          .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
          .orderBy(desc(organizations.createdAt));
        return {
          data: rows.map((row) => ({
            _id: row.id,
            name: row.name,
            owner: row.ownerName && row.ownerEmail ? { name: row.ownerName, email: row.ownerEmail } : null,
            userCount: row.userCount,
            subscriptionStatus: row.subscriptionStatus,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}
