import type { Api, Platform } from '../../platform/modules';
import { notificationsRoutes } from './notifications.routes';

/** Other modules write notifications only through these, inside their own transaction. */
export { deliverNotifications, presentNotification, recordNotifications, type NewNotification } from './notifications.service';

export async function registerNotifications(api: Api, deps: Pick<Platform, 'db'>): Promise<void> {
  await api.register(notificationsRoutes(deps.db));
}
