import { createElement } from 'react';
import { useCurrentUser } from '../../app/session/useSession';
import type { FeaturePlugin } from '../../app/plugins';
import { lazyComponent } from '../../app/lazyComponent';
import { onNewNotification } from './notificationCache';
import type { AppNotification } from './useNotifications';

const NotificationBell = lazyComponent(() => import('./NotificationBell').then((m) => m.NotificationBell));

/** The super admin belongs to no organisation, so has no notifications. */
function TopBarNotifications() {
  const user = useCurrentUser();
  return user.role === 'super_admin' ? null : createElement(NotificationBell);
}

export const notificationsPlugin: FeaturePlugin = {
  name: 'notifications',
  shellSlots: { topBar: [TopBarNotifications] },
  // Spec 4: a new notification goes on top of the bell's list, counts as unread and plays a sound.
  socketHandlers: { new_notification: (notification: AppNotification, { queryClient }) => onNewNotification(queryClient, notification) },
};
