import type { DbOrTx } from '../../platform/db/database';
import { notifications, type NotificationType } from '../../platform/db/schema';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Notification, NotificationMetadata } from '../../../domain/notifications/notifications';

type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  organizationId: string;
  userId: string;
  type: NotificationType;
  subject: string;
  /** HTML built by the caller from escaped values only (escapeHtml). */
  message: string;
  senderName: string | null;
  metadata?: NotificationMetadata;
}

export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    subject: row.subject,
    message: row.message,
    senderName: row.senderName,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    metadata: row.metadata,
  };
}

/** Writes notifications inside the caller's transaction; deliver() sends them once it has committed. */
export async function recordNotifications(tx: DbOrTx, items: NewNotification[]): Promise<NotificationRow[]> {
  if (items.length === 0) return [];
  return tx
    .insert(notifications)
    .values(items.map((item) => ({ ...item, metadata: item.metadata ?? {} })))
    .returning();
}

export function deliverNotifications(realtime: Realtime | undefined, rows: NotificationRow[]): void {
  for (const row of rows) realtime?.toUser(row.userId, 'new_notification', presentNotification(row));
}
