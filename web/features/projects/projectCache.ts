import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/api/queryKeys';

/**
 * What goes stale when projects change, written once: after any project mutation here
 * and on the server's `projects_updated` / `tasks_updated` events (web/app/socket.ts).
 */
export function refreshProjects(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.projects });
}

/** A project was created, changed or deleted by anyone: lists, the drawer and the open project refetch. */
export function onProjectsUpdated(queryClient: QueryClient): void {
  void refreshProjects(queryClient);
}

/**
 * Tasks of a project changed (or its statuses and epics, which the server reports the
 * same way): unfinished counts and the per-status task counts move.
 */
export function onTasksUpdated(queryClient: QueryClient, payload: { projectId?: string } | undefined): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.projectLists });
  if (!payload?.projectId) return;
  void queryClient.invalidateQueries({ queryKey: queryKeys.project(payload.projectId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.projectEnums(payload.projectId) });
}
