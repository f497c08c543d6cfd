import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiData } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { todayInputValue } from '../backlog/sprintDateInputs';

export type { Dashboard, DashboardProject, DashboardTask } from '../../../domain/tasks/dashboard';

/** "My work" for the member's own calendar day, so "overdue" and "due today" follow their time zone. */
export function useDashboard() {
  const today = todayInputValue();
  return useQuery({
    queryKey: queryKeys.dashboardFor(today),
    queryFn: () => apiData('GET /api/dashboard', { query: { today } }),
    meta: { errorHandledLocally: true },
  });
}

/** Someone changed tasks or projects (web/app/socket.ts): the home page refetches if it is open, later otherwise. */
export function refreshDashboard(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
}
