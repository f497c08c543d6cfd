import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FIRST_PAGE_FRESH_MS } from '../../app/plugins';
import type { GettingStarted } from '../../../domain/gettingStarted/gettingStarted';
import { hasAbility } from '../../../domain/permissions/roles';
import { apiData } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { useCurrentUser } from '../../app/session/useSession';

/** Under the home page's key: the socket's project and task events refresh it with the rest of the page. */
export const gettingStartedQuery = queryOptions({
  queryKey: queryKeys.gettingStarted,
  queryFn: () => apiData('GET /api/getting-started'),
  staleTime: FIRST_PAGE_FRESH_MS,
  meta: { errorHandledLocally: true },
});

export function useGettingStarted() {
  const user = useCurrentUser();
  return useQuery({ ...gettingStartedQuery, enabled: hasAbility(user.role, 'team_manage') });
}

export function useDismissGettingStarted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiData('POST /api/getting-started/dismiss'),
    onMutate: () => queryClient.setQueryData<GettingStarted>(queryKeys.gettingStarted, (state) => state && { ...state, dismissed: true }),
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.gettingStarted }),
  });
}
