import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { request } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { markReadInCache } from './notificationCache';
import type { Notification } from '../../../domain/notifications/notifications';

/** Spec 3, Notification. `message` is HTML written by the server. */
export interface AppNotification {
  _id: string;
  subject: string;
  message: string;
  senderName: string;
  isRead: boolean;
  createdAt: string;
  type: Notification['type'];
  metadata?: { projectId?: string; taskId?: string; channelId?: string; messageId?: string };
}

export interface NotificationList {
  unreadCount: number;
  data: AppNotification[];
}

export function useNotifications() {
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: () => request<NotificationList>('GET', '/api/notification'),
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}

/** One notification by id, or all of the user's at once by userId (spec 7). */
export type MarkReadTarget = { notificationId: string } | { userId: string };

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: MarkReadTarget) =>
      request<{ success: boolean }>('POST', '/api/notification/update', { isRead: true, ...target }),
    meta: { errorHandledLocally: true },
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications });
      const previous = queryClient.getQueryData<NotificationList>(queryKeys.notifications);
      if (previous) queryClient.setQueryData(queryKeys.notifications, markReadInCache(previous, target));
      return { previous };
    },
    onError: (_error, _target, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.notifications, context.previous);
      toast.error('Unable to update message');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}
