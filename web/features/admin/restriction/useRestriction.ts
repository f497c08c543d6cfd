import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '../../../../domain/billing/api';
import { api, type ApiError } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/queryKeys';

export type RestrictionAction = 'restrict' | 'lift';

/** PUT /api/admin/org/{id}/restrict or /lift; the list and the revenue figures change with it. */
export function useRestriction() {
  const queryClient = useQueryClient();
  return useMutation<{ _id: string; subscriptionStatus: SubscriptionStatus }, ApiError, { organizationId: string; action: RestrictionAction }>({
    mutationFn: ({ organizationId, action }) => api.put(`/api/admin/org/${organizationId}/${action}`),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.adminOrganizations }), queryClient.invalidateQueries({ queryKey: queryKeys.adminRevenue })]),
  });
}
