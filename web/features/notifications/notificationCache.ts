import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/api/queryKeys';
import { playNotificationSound } from './notificationSound';
import type { AppNotification, NotificationList } from './useNotifications';

/** Marks one notification (or, with userId, all of them) read in the cached list, for an instant answer to a click. */
export function markReadInCache(list: NotificationList, target: { notificationId?: string; userId?: string }): NotificationList {
  const hits = (item: AppNotification) => !item.isRead && (target.userId !== undefined || item._id === target.notificationId);
  const changed = list.data.filter(hits).length;
  return { unreadCount: Math.max(0, list.unreadCount - changed), data: list.data.map((item) => (hits(item) ? { ...item, isRead: true } : item)) };
}

/**
 * Socket event new_notification (spec 4): the item goes on top, the unread count goes up
 * by one and a sound plays. A notification already in the list (a refetch got there
 * first) is not counted twice.
 */
export function onNewNotification(queryClient: QueryClient, notification: AppNotification): void {
  if (!queryClient.getQueryData(queryKeys.notifications)) {
    // Nothing loaded yet: the list's own fetch will include it.
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  }
  queryClient.setQueryData<NotificationList>(queryKeys.notifications, (current) => {
    if (!current) return current;
    if (current.data.some((item) => item._id === notification._id)) return current;
    return { unreadCount: current.unreadCount + (notification.isRead ? 0 : 1), data: [notification, ...current.data] };
  });
  playNotificationSound();
}
