import { z } from 'zod';
import { int32Schema } from '../api/bounds';
import { defineRoutes } from '../api/contract';
import { notificationSchema } from './notifications';

export const notificationListQuerySchema = z.object({
  limit: int32Schema('limit', { coerce: true, min: 1, max: 100, messages: { min: 'limit must be between 1 and 100', max: 'limit must be between 1 and 100' } }).default(30),
  unread: z.enum(['true', 'false'], { error: 'unread must be true or false' }).optional(),
});

/** One notification by id, or all of the caller's at once by their userId (spec 7). */
export const notificationUpdateBodySchema = z
  .object({
    isRead: z.literal(true, { error: 'isRead must be true' }),
    notificationId: z.uuid('notificationId must be a valid id').optional(),
    userId: z.uuid('userId must be a valid id').optional(),
  })
  .refine((body) => Boolean(body.notificationId) !== Boolean(body.userId), {
    message: 'Send either notificationId or userId',
    path: ['notificationId'],
  });

/** The list answers the unread count beside its data. */
export const notificationListSchema = z.object({ unreadCount: z.number(), data: z.array(notificationSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationRoutes = defineRoutes({
  'GET /api/notification': {
    summary: "The caller's notifications, newest first",
    querystring: notificationListQuerySchema,
    response: { 200: notificationListSchema },
  },
  'POST /api/notification/update': {
    summary: 'Mark one notification, or all of the caller’s, as read',
    body: notificationUpdateBodySchema,
    response: { 200: z.object({ success: z.literal(true) }) },
  },
});
