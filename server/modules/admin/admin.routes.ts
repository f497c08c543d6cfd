import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminApiRoutes } from '../../../domain/admin/api';
import type { Db } from '../../platform/db/database';
import { organizations, subscriptions, users } from '../../platform/db/schema';
import { contractRoutes } from '../../platform/http/contractRoute';

/** The platform administrator's view across organisations; no organisation route reads this. */
export function adminRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(adminApiRoutes, ['admin']);

    app.route({
      ...route('GET /api/admin/org'),
      config: { access: 'super_admin' },
      handler: async () => {
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
    });
  };
}
