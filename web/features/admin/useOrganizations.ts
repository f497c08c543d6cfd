import { useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '../../../domain/billing/api';
import { api } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';

export interface OrganizationSummary {
  _id: string;
  name: string;
  owner: { name: string; email: string } | null;
  userCount: number;
  /** Null only for an organisation without a subscription. */
  subscriptionStatus: SubscriptionStatus | null;
  createdAt: string;
}

export function useOrganizations() {
  return useQuery({
    queryKey: queryKeys.adminOrganizations,
    queryFn: () => api.get<OrganizationSummary[]>('/api/admin/org'),
  });
}
