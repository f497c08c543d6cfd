import { useQuery } from '@tanstack/react-query';
import type { Revenue } from '../../../../domain/billing/admin';
import { api } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/queryKeys';

export function useRevenue() {
  return useQuery({ queryKey: queryKeys.adminRevenue, queryFn: () => api.get<Revenue>('/api/admin/revenue') });
}
