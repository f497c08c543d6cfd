import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestrictionResult } from '../../../../domain/admin/api';
import { apiData, type ApiError } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/queryKeys';

const ROUTES = { restrict: 'PUT /api/admin/org/:id/restrict', lift: 'PUT /api/admin/org/:id/lift' } as const;
export type RestrictionAction = keyof typeof ROUTES;

/** PUT /api/admin/org/{id}/restrict or /lift; the list and the revenue figures change with it. */
export function useRestriction() {
  const queryClient = useQueryClient();
  return useMutation<RestrictionResult, ApiError, { organizationId: string; action: RestrictionAction }>({
    mutationFn: ({ organizationId, action }) => apiData(ROUTES[action], { params: { id: organizationId } }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.adminOrganizations }), queryClient.invalidateQueries({ queryKey: queryKeys.adminRevenue })]),
  });
}
