import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/queryKeys';

export function useRevenue() {
  return useQuery({ queryKey: queryKeys.adminRevenue, queryFn: () => apiData('GET /api/admin/revenue') });
}
