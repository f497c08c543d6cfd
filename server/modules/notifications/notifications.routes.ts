import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationRoutes } from '../../../domain/notifications/api';
import { actorOf } from '../../platform/auth/access';
import type { Db } from '../../platform/db/database';
import { notifications } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { contractRoutes } from '../../platform/http/contractRoute';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { presentNotification } from './notifications.service';

export function notificationsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(notificationRoutes, ['notifications']);

    app.route({
      ...route('GET /api/notification'),
      handler: async (request) => {
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
    });

    app.route({
      ...route('POST /api/notification/update'),
      handler: async (request) => {
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
    });
  };
}
