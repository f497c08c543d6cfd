import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPromoCode, PromoCodeCreate } from '../../../../domain/billing/admin';
import { apiData, type ApiError } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/queryKeys';

export function usePromoCodes() {
  return useQuery({ queryKey: queryKeys.adminPromoCodes, queryFn: () => apiData('GET /api/admin/promo-code') });
}

/** The dialog shows a refusal under the field it names, so the error is handled there. */
export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation<AdminPromoCode, ApiError, PromoCodeCreate>({
    mutationFn: (body) => apiData('POST /api/admin/promo-code', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminPromoCodes }),
    meta: { errorHandledLocally: true },
  });
}

export function useDeletePromoCode() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (id) => apiData('DELETE /api/admin/promo-code/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminPromoCodes }),
  });
}
