import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiData } from '../../app/api/client';
import { FIRST_PAGE_FRESH_MS } from '../../app/plugins';
import { queryKeys } from '../../app/api/queryKeys';
import { todayInputValue } from '../backlog/sprintDateInputs';

export type { Dashboard, DashboardProject, DashboardTask } from '../../../domain/tasks/dashboard';

/** "My work" for the member's own calendar day, so "overdue" and "due today" follow their time zone. */
export function dashboardQuery(today = todayInputValue()) {
  return queryOptions({
    queryKey: queryKeys.dashboardFor(today),
    queryFn: () => apiData('GET /api/dashboard', { query: { today } }),
    // Task and project events refetch it (refreshDashboard); fresh for a moment, so the answer
    // prefetched as a sign-in answered is drawn without asking again.
    staleTime: FIRST_PAGE_FRESH_MS,
    meta: { errorHandledLocally: true },
  });
}

export function useDashboard() {
  return useQuery(dashboardQuery());
}

/** Someone changed tasks or projects (web/app/socket.ts): the home page refetches if it is open, later otherwise. */
export function refreshDashboard(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
}
