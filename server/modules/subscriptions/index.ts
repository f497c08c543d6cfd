import type { Api, Platform } from '../../platform/modules';
import type { PaymentProvider } from '../billing';
import { createAccountService } from './account.service';
import { createSubscriptionStatusCache, type SubscriptionStatusCache } from './accountLock';
import { subscriptionsRoutes } from './subscriptions.routes';

export function createSubscriptionsModule(deps: Pick<Platform, 'db'>): {
  /** Suspended, expired, cancelled and restricted organisations are locked out of all but billing. */
  accountLock: SubscriptionStatusCache;
  register(api: Api, deps: { provider: PaymentProvider }): Promise<void>;
} {
  const { db } = deps;
  const accountLock = createSubscriptionStatusCache({ db });
  return {
    accountLock,
    register: async (api, { provider }) => {
      const account = createAccountService({ db, provider, onStatusChange: accountLock.forget });
      await api.register(subscriptionsRoutes(account));
    },
  };
}
