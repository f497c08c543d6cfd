import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { FIRST_PAGE_FRESH_MS } from '../../app/plugins';
import type { SprintPlan } from './types';

/*
 * The task views' reads, shared by their hooks (api.ts) and by a workspace opened cold, which asks
 * for them as the app boots (projects' prefetchWorkspace). Fresh for a moment, so an answer asked
 * for early is drawn without asking again; task events and this tab's own changes refetch them.
 * A module of its own, free of the mutations' toasts, because the shell's plugins import it.
 */

export const boardQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.taskBoard(projectId),
    queryFn: () => apiData('GET /api/task/board/:projectId', { params: { projectId } }),
    staleTime: FIRST_PAGE_FRESH_MS,
  });

/** Every task of the project: the List tab sorts and filters it in the browser, instantly. */
export const taskListQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.taskList(projectId),
    queryFn: () => apiData('GET /api/task/list', { query: { projectId } }),
    staleTime: FIRST_PAGE_FRESH_MS,
  });

/** Planned and active sprints with their tasks, and the backlog (GET /api/sprint-tasks without sprintId). */
export const sprintPlanQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.sprintPlan(projectId),
    // Without sprintId the route answers the plan, not a list of tasks.
    queryFn: () => apiData('GET /api/sprint-tasks', { query: { projectId } }) as Promise<SprintPlan>,
    staleTime: FIRST_PAGE_FRESH_MS,
  });

/** All sprints of the project, completed ones included (for pickers and names in the history). */
export const sprintsQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.sprints(projectId),
    queryFn: () => apiData('GET /api/sprint/:projectId', { params: { projectId } }),
    staleTime: FIRST_PAGE_FRESH_MS,
  });
