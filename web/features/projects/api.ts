import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PROJECT_STATUSES, projectBodySchema } from '../../../domain/projects/projects';
import type { ProjectDetail, ProjectPerson } from '../../../domain/projects/api';
import { apiData, callApi, type ApiError } from '../../app/api/client';
import { queryKeys } from '../../app/api/queryKeys';
import { FIRST_PAGE_FRESH_MS } from '../../app/plugins';
import { refreshProjects } from './projectCache';

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type { ProjectDetail, ProjectPerson };

export interface ProjectFilters {
  search?: string;
  status?: ProjectStatus;
}

/** An active member of the organisation, as the member pickers offer them. */
export type { Employee } from '../../../domain/users/api';

/** The body of POST /api/project/add and /api/project/update/{id}; members is always the full list. */
export type ProjectBody = z.input<typeof projectBodySchema>;
/** The caller's projects (owner/admin: the whole organisation). Filtering keeps the last rows on screen while the next answer loads. */
export function useProjects(filters: ProjectFilters = {}) {
  const key = { search: filters.search?.trim() || undefined, status: filters.status || undefined };
  return useQuery({
    queryKey: queryKeys.projectList(key),
    queryFn: () => apiData('GET /api/project/list', { query: key }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One project with its members. Fresh for a moment, so the answer a workspace opened cold asked for
 * as the app booted (prefetchWorkspace) is drawn without asking again; project events refetch it.
 */
export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.project(projectId),
    queryFn: () => apiData('GET /api/project/:id', { params: { id: projectId } }),
    staleTime: FIRST_PAGE_FRESH_MS,
    // A missing project is shown as such, not as a red error toast.
    meta: { errorHandledLocally: true },
  });

export function useProject(projectId: string | null | undefined) {
  return useQuery({ ...projectQuery(projectId ?? ''), enabled: Boolean(projectId) });
}

export function useProjectMembers(projectId: string) {
  return useQuery({
    queryKey: queryKeys.projectMembers(projectId),
    queryFn: () => apiData('GET /api/project/member/:projectId', { params: { projectId } }),
  });
}

/** The organisation's active members, for the member pickers and the names on tasks. */
export const employeesQuery = queryOptions({ queryKey: queryKeys.employees, queryFn: () => apiData('GET /api/employee/list'), staleTime: FIRST_PAGE_FRESH_MS });

export const useEmployees = () => useQuery(employeesQuery);

/** Asked when someone starts a new project, never from a cache, so it is a mutation. */
export function useProjectPlanCheck() {
  return useMutation({
    mutationFn: () => callApi('GET /api/plan/check', { query: { type: 'project' } }),
    meta: { errorHandledLocally: true },
  });
}

/** Every project change refreshes every project query (lists, the drawer, the open project), whether it worked or not. */
function useProjectMutation<TData, TVariables>(options: UseMutationOptions<TData, ApiError, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({ ...options, onSettled: () => refreshProjects(queryClient) });
}

/** The create form shows its own messages (spec 8: 'Unable to add project'). */
export function useCreateProject() {
  return useProjectMutation({
    mutationFn: (body: ProjectBody) => apiData('POST /api/project/add', { body }),
    meta: { errorHandledLocally: true },
  });
}

export function useUpdateProject(projectId: string) {
  return useProjectMutation({
    mutationFn: (body: ProjectBody) => apiData('POST /api/project/update/:id', { params: { id: projectId }, body }),
    meta: { errorHandledLocally: true },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useProjectMutation({
    mutationFn: (project: ProjectDetail) => apiData('DELETE /api/project/delete/:id', { params: { id: project._id } }),
    // Gone: nothing should try to refetch it (and show 'not found') on the way out.
    onSuccess: (_data, project) => queryClient.removeQueries({ queryKey: queryKeys.project(project._id) }),
  });
}

export function useAddProjectMembers(projectId: string) {
  return useProjectMutation({
    mutationFn: (members: string[]) => apiData('PUT /api/project/member/:projectId', { params: { projectId }, body: { members } }),
  });
}

export function useRemoveProjectMembers(projectId: string) {
  return useProjectMutation({
    mutationFn: (members: string[]) => apiData('DELETE /api/project/member/:projectId', { params: { projectId }, body: { members } }),
  });
}
