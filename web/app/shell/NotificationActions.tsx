import type { Notification } from '../../../domain/notifications/notifications';
import { features } from '../features';

/** Whether a feature lets one act on a notification of the type from the bell's list. */
export function hasNotificationActions(type: Notification['type']): boolean {
  return features.some((feature) => feature.shellSlots?.notificationActions?.[type] !== undefined);
}

/**
 * What the features let one do about the notification there and then (shellSlots.notificationActions:
 * a walk-in's Approve / Deny), so the bell draws it without knowing which feature it belongs to.
 */
export function NotificationActions({ notification }: { notification: Notification }) {
  return features
    .flatMap((feature) => feature.shellSlots?.notificationActions?.[notification.type] ?? [])
    .map((Actions, index) => <Actions key={index} notification={notification} />);
}
