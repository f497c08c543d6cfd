import { useQuery } from '@tanstack/react-query';
import type { SubscriptionSummary } from '../../../domain/billing/api';
import { apiData } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';

/** GET /api/subscription/active: the plan, its seats, how many are taken (members + pending invites), payments and state. */
export type ActiveSubscription = SubscriptionSummary;

/** Spec 7: refetched on mount, focus and reconnect. */
export function useActiveSubscription() {
  return useQuery({
    queryKey: queryKeys.activeSubscription,
    queryFn: () => apiData('GET /api/subscription/active'),
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}
