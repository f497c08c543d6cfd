import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRoutes } from '../../../domain/chat/api';
import { actorOf } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { contractRoutes } from '../../platform/http/contractRoute';

export function presenceRoutes(db: DbOrTx): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(chatRoutes, ['chat']);

    app.route({
      ...route('GET /api/chat/presence'),
      handler: async (request) => {
        const actor = actorOf(request);
        const rows = await db
          .select({ userId: users.id, contactStatus: users.contactStatus, lastSeenAt: users.lastSeenAt })
          .from(users)
          .where(inOrganization(users, actor.organizationId, eq(users.status, 'active')))
          .orderBy(asc(users.name));
        return { data: rows.map((row) => ({ userId: row.userId, contactStatus: row.contactStatus, lastSeen: row.lastSeenAt?.toISOString() ?? null })) };
      },
    });
  };
}
