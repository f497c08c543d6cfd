import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES, type NotificationMetadata } from '../../../domain/notifications/notifications';
import { createdAt, tenantColumn } from '../../platform/db/columns';
import { users } from '../../platform/db/schema';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    subject: text('subject').notNull(),
    // Sanitised HTML written by the server only, never user-supplied markup.
    message: text('message').notNull(),
    senderName: text('sender_name'),
    metadata: jsonb('metadata').$type<NotificationMetadata>().notNull().default(sql`'{}'::jsonb`),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.organizationId, t.userId, t.createdAt)],
);
