import type { Notification } from '../../../domain/notifications/notifications';
import { features } from '../features';
import { preloadSlot } from '../lazyComponent';

function actionSlots(type: Notification['type']) {
  return features.flatMap((feature) => feature.shellSlots?.notificationActions?.[type] ?? []);
}

/** Whether a feature lets one act on this notification from the bell's list. */
export function hasNotificationActions(notification: Notification): boolean {
  return actionSlots(notification.type).some((slot) => slot.appliesTo(notification));
}

/**
 * What the features let one do about the notification there and then (shellSlots.notificationActions:
 * a walk-in's Approve / Deny), so the bell draws it without knowing which feature it belongs to.
 */
export function NotificationActions({ notification }: { notification: Notification }) {
  return actionSlots(notification.type)
    .filter((slot) => slot.appliesTo(notification))
    .map(({ Actions }, index) => <Actions key={index} notification={notification} />);
}

/** Loads the actions' lazy modules; the bell calls it as it opens, as only its list draws them. */
export function preloadNotificationActions(): Promise<unknown> {
  const slots = features.flatMap(({ shellSlots }) => Object.values(shellSlots?.notificationActions ?? {}));
  return Promise.all(slots.map(({ Actions }) => preloadSlot(Actions)));
}
