import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_STATUSES } from '../../../domain/chat/chat';
import { actorOf } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';

const presenceSchema = z.object({ userId: z.string(), contactStatus: z.enum(CONTACT_STATUSES), lastSeen: z.string().nullable() });

export function presenceRoutes(db: DbOrTx): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/chat/presence',
      {
        schema: {
          tags: ['chat'],
          // Events missed while a socket was down are not replayed: the web reloads this on reconnect.
          summary: "Everyone in the caller's organisation with their presence (user_status_changed keeps it current)",
          response: { 200: z.object({ data: z.array(presenceSchema) }) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const rows = await db
          .select({ userId: users.id, contactStatus: users.contactStatus, lastSeenAt: users.lastSeenAt })
          .from(users)
          .where(inOrganization(users, actor.organizationId, eq(users.status, 'active')))
          .orderBy(asc(users.name));
        return { data: rows.map((row) => ({ userId: row.userId, contactStatus: row.contactStatus, lastSeen: row.lastSeenAt?.toISOString() ?? null })) };
      },
    );
  };
}
