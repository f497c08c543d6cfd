import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { callApi } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { markReadInCache } from './notificationCache';
import type { NotificationList } from '../../../domain/notifications/api';
import type { Notification } from '../../../domain/notifications/notifications';

/** Spec 3, Notification. `message` is HTML written by the server. */
export type AppNotification = Notification;
export type { NotificationList };

export function useNotifications() {
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: () => callApi('GET /api/notification'),
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}

/** One notification by id, or all of the user's at once by userId (spec 7). */
export type MarkReadTarget = { notificationId: string } | { userId: string };

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: MarkReadTarget) => callApi('POST /api/notification/update', { body: { isRead: true, ...target } }),
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
