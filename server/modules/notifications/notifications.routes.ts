import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { int32Schema } from '../../../domain/api/bounds';
import { actorOf } from '../../platform/auth/access';
import type { Db } from '../../platform/db/database';
import { notifications } from '../../platform/db/schema';
import { notificationSchema } from '../../../domain/notifications/notifications';
import { inOrganization } from '../../platform/db/tenant';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { presentNotification } from './notifications.service';


const listQuery = z.object({
  limit: int32Schema('limit', { coerce: true, min: 1, max: 100, messages: { min: 'limit must be between 1 and 100', max: 'limit must be between 1 and 100' } }).default(30),
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
});

const updateBody = z
  .object({
    isRead: z.literal(true, { error: 'isRead must be true' }),
    notificationId: z.uuid('notificationId must be a valid id').optional(),
    userId: z.uuid('userId must be a valid id').optional(),
  })
  .refine((body) => Boolean(body.notificationId) !== Boolean(body.userId), {
    message: 'Send either notificationId or userId',
    path: ['notificationId'],
  });

export function notificationsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['notifications'];

    app.get(
      '/notification',
      {
        schema: {
          tags,
          summary: "The caller's notifications, newest first",
          querystring: listQuery,
          response: { 200: z.object({ unreadCount: z.number(), data: z.array(notificationSchema) }) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const mine = (extra?: ReturnType<typeof eq>) => inOrganization(notifications, actor.organizationId, eq(notifications.userId, actor.userId), extra);
        const [rows, [unread]] = await Promise.all([
          db
            .select()
            .from(notifications)
            .where(mine(request.query.unread === 'true' ? eq(notifications.isRead, false) : undefined))
            .orderBy(desc(notifications.createdAt))
            .limit(request.query.limit),
          db.select({ n: count() }).from(notifications).where(mine(eq(notifications.isRead, false))),
        ]);
        return { unreadCount: unread?.n ?? 0, data: rows.map(presentNotification) };
      },
    );

    app.post(
      '/notification/update',
      { schema: { tags, summary: 'Mark one notification, or all of the caller’s, as read', body: updateBody, response: { 200: z.object({ success: z.literal(true) }) } } },
      async (request) => {
        const actor = actorOf(request);
        const { notificationId, userId } = request.body;
        if (userId && userId !== actor.userId) throw forbidden('You can only mark your own notifications as read');
        const mine = inOrganization(notifications, actor.organizationId, eq(notifications.userId, actor.userId));
        if (notificationId) {
          const updated = await db
            .update(notifications)
            .set({ isRead: true })
            .where(and(mine, eq(notifications.id, notificationId)))
            .returning({ id: notifications.id });
          if (updated.length === 0) throw notFound('Notification not found');
        } else if (userId) {
          await db.update(notifications).set({ isRead: true }).where(and(mine, eq(notifications.isRead, false)));
        } else {
          throw badRequest('Send either notificationId or userId');
        }
        return { success: true as const };
      },
    );
  };
}
