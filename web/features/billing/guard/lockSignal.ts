import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isLockedStatus, type SubscriptionStatus } from '../../../../domain/billing/billingRules';
import { ApiError } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/queryKeys';

/**
 * A 402 `{ code: 'SUBSCRIPTION_LOCKED', status }`: the organisation's subscription locks it
 * out. The locked status in the body is enough too, so an older server is understood.
 */
export function isSubscriptionLockedError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 402 || error.isUpgradeRequired) return false;
  const status = error.details.status;
  return error.code === 'SUBSCRIPTION_LOCKED' || (typeof status === 'string' && isLockedStatus(status as SubscriptionStatus));
}

/**
 * Listens to every request the app makes: when one is refused because the organisation is
 * locked (a renewal failed for good while someone was working), the account state is read
 * again, so the guard screen appears at once instead of pages full of errors.
 */
export function useRecheckWhenLocked(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (!isSubscriptionLockedError(error)) return;
      if (queryClient.isFetching({ queryKey: queryKeys.subscriptionCheck }) > 0) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionCheck });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
