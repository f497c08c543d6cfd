import { invalidateQueries } from '../../app/api/queryClient';
import { taskChangeKeys } from '../../app/api/queryKeys';
import type { SocketEventContext } from '../../app/plugins';
import { taskMutationKey } from './api';

/**
 * Someone changed tasks, sprints or statuses of a project: its open task views refetch. When this
 * tab caused it and a task or sprint request of the project is still pending here, that request
 * refetches the same views once it settles, so the echo would only fetch them twice. Status
 * and epic requests do not refetch the task views, and are not pending under this key: their
 * echo still refreshes.
 */
export function onTasksUpdatedEvent(event: { projectId?: string; taskIds?: string[] } | undefined, { queryClient, ownEcho }: SocketEventContext): void {
  if (!event?.projectId) return;
  if (ownEcho && queryClient.isMutating({ mutationKey: taskMutationKey(event.projectId) }) > 0) return;
  void invalidateQueries(queryClient, taskChangeKeys(event.projectId, event.taskIds ?? []));
}
