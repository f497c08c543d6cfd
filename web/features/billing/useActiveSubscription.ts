import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';

/** GET /api/subscription/active: the plan, its seats, and how many are taken (members + pending invites). */
export interface ActiveSubscription {
  _id: string;
  planId: string;
  plan_id: string;
  planName: string;
  quantity: number;
  billingCycle: 'monthly' | 'annually';
  status: string;
  seatsInUse: number;
  seatLimit: number;
  currentPeriodEnd: string | null;
  trialEndsAt: string | null;
}

/** Spec 7: refetched on mount, focus and reconnect. */
export function useActiveSubscription() {
  return useQuery({
    queryKey: queryKeys.activeSubscription,
    queryFn: () => api.get<ActiveSubscription>('/api/subscription/active'),
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}
