import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';

/** A started sprint's report (GET /api/sprint/report/{id}); refetched with the project's other task views. */
export function useSprintReport(projectId: string, sprintId: string) {
  return useQuery({ queryKey: queryKeys.sprintReport(projectId, sprintId), queryFn: () => apiData('GET /api/sprint/report/:id', { params: { id: sprintId } }) });
}
