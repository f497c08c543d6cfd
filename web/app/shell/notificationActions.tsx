import type { ReactNode } from 'react';
import type { Notification } from '../../../domain/notifications/notifications';
import { features } from '../features';
import { preloadSlot } from '../lazyComponent';

/**
 * What the features let one do about the notification there and then (shellSlots.notificationActions:
 * a walk-in's Approve / Deny), so the bell draws it without knowing which feature it belongs to;
 * null when there is nothing to do about it.
 */
export function notificationActions(notification: Notification): ReactNode[] | null {
  const slots = features
    .flatMap((feature) => feature.shellSlots?.notificationActions?.[notification.type] ?? [])
    .filter((slot) => slot.appliesTo(notification));
  return slots.length ? slots.map(({ Actions }, index) => <Actions key={index} notification={notification} />) : null;
}

/** Loads the actions' lazy modules; the bell calls it as it opens, as only its list draws them. */
export function preloadNotificationActions(): Promise<unknown> {
  const slots = features.flatMap(({ shellSlots }) => Object.values(shellSlots?.notificationActions ?? {}));
  return Promise.all(slots.map(({ Actions }) => preloadSlot(Actions)));
}
