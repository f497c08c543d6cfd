import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiData } from '../../../app/api/client';
import { queryKeys } from '../../../app/api/queryKeys';
import { useProjectEnums } from '../../projects/enumsApi';

const fetchTask = (taskId: string) => apiData('GET /api/task/:id', { params: { id: taskId } });

/**
 * The task a chip names, live. The key is resolved to the task once; the task itself is then read
 * under the one-task query key the rest of the app uses, so a `tasks_updated` event (or a change
 * made here) refreshes every chip of it, and a deleted task turns its chips to 'not found'.
 */
export function useChipTask(taskKey: string) {
  const queryClient = useQueryClient();
  const resolved = useQuery({
    queryKey: ['taskByKey', taskKey],
    queryFn: async () => {
      const task = await apiData('GET /api/task/by-key/:key', { params: { key: taskKey } });
      queryClient.setQueryData(queryKeys.task(task._id), task);
      return { taskId: task._id, projectId: task.projectId };
    },
    // A key names one task for good.
    staleTime: Infinity,
    retry: false,
    enabled: taskKey !== '',
    meta: { errorHandledLocally: true },
  });
  const taskId = resolved.data?.taskId ?? '';
  const task = useQuery({ queryKey: queryKeys.task(taskId), queryFn: () => fetchTask(taskId), enabled: taskId !== '', retry: false, meta: { errorHandledLocally: true } });
  const enums = useProjectEnums(resolved.data?.projectId ?? '');
  const status = task.data && enums.data?.statuses.find((s) => s._id === task.data.status);
  return { task: task.data, status, notFound: resolved.isError || task.isError };
}

/** A pasted task link's key (null when the task cannot be read), through the same cache. */
export function resolveTaskKey(queryClient: QueryClient, taskId: string): Promise<string | null> {
  return queryClient
    .fetchQuery({ queryKey: queryKeys.task(taskId), queryFn: () => fetchTask(taskId), meta: { errorHandledLocally: true } })
    .then((task) => task.key)
    .catch(() => null);
}
