import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan } from '../../../../domain/billing/plans';
import { apiData } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/queryKeys';

export function useAdminPlans() {
  return useQuery({ queryKey: queryKeys.adminPlans, queryFn: () => apiData('GET /api/admin/plan') });
}

/** Sends only the fields that changed; the edit dialog shows a refusal (e.g. a gap in the seat ranges) itself. */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<Omit<Plan, 'id'>> }) => apiData('PUT /api/admin/plan/:id', { params: { id }, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminPlans }),
    meta: { errorHandledLocally: true },
  });
}
