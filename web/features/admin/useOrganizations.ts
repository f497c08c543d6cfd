import { useQuery } from '@tanstack/react-query';
import type { OrganizationSummary } from '../../../domain/admin/api';
import { apiData } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';

export type { OrganizationSummary };

export function useOrganizations() {
  return useQuery({
    queryKey: queryKeys.adminOrganizations,
    queryFn: () => apiData('GET /api/admin/org'),
  });
}
