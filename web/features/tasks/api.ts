import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryFilters, type QueryKey } from '@tanstack/react-query';
import type { TaskAddBody, TaskMoveBody, TaskUpdateBody } from '../../../domain/tasks/tasks';
import { apiData } from '../../app/api/client';
import { invalidateQueries } from '../../app/api/queryClient';
import { queryKeys, taskChangeKeys } from '../../app/api/queryKeys';
import { toast } from 'react-toastify';
import { boardQuery, sprintPlanQuery, sprintsQuery, taskListQuery } from './taskQueries';
import { moveOnBoard, patchInList, patchInPlan, patchOnBoard, planTasks, removeFromPlan, withoutTask } from './taskCache';
import type { BoardData, SprintPlan, Task, TaskCard } from './types';

/**
 * The task screens' one set of queries and mutations. Statuses and epics come from
 * useProjectEnums (features/projects/enumsApi), people from useEmployees.
 */

export const useBoard = (projectId: string) => useQuery(boardQuery(projectId));

export const useTaskList = (projectId: string) => useQuery(taskListQuery(projectId));

export const useSprintPlan = (projectId: string) => useQuery(sprintPlanQuery(projectId));

export const useSprints = (projectId: string) => useQuery(sprintsQuery(projectId));

export function useTaskSummary(projectId: string) {
  return useQuery({ queryKey: queryKeys.taskSummary(projectId), queryFn: () => apiData('GET /api/task/summary/:projectId', { params: { projectId } }) });
}

/** A task already on the backlog screen shows at once while the fresh copy loads; the board and the list carry no description, so the panel waits for its task there. */
function cachedTask(queryClient: QueryClient, projectId: string, taskId: string): Task | undefined {
  const plan = queryClient.getQueryData<SprintPlan>(queryKeys.sprintPlan(projectId));
  const find = (tasks: Task[] | undefined) => tasks?.find((t) => t._id === taskId);
  return plan && find(planTasks(plan));
}

export function useTask(projectId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.task(taskId),
    queryFn: () => apiData('GET /api/task/:id', { params: { id: taskId } }),
    placeholderData: () => cachedTask(queryClient, projectId, taskId),
    meta: { errorHandledLocally: true },
  });
}

export function useTaskComments(taskId: string) {
  return useQuery({ queryKey: queryKeys.taskComments(taskId), queryFn: () => apiData('GET /api/task/:id/comments', { params: { id: taskId } }) });
}

export function useTaskActivity(taskId: string) {
  return useQuery({ queryKey: queryKeys.taskActivity(taskId), queryFn: () => apiData('GET /api/task/:id/activity', { params: { id: taskId } }) });
}

/* ---------------------------------------------------------------- mutations */

export const taskMutationKey = (projectId: string) => ['taskChange', projectId] as const;

/** Writes one task's new fields into every cached view of it. */
function patchEverywhere(queryClient: QueryClient, projectId: string, taskId: string, patch: Partial<Task>) {
  queryClient.setQueryData<BoardData>(queryKeys.taskBoard(projectId), (board) => board && patchOnBoard(board, taskId, patch));
  queryClient.setQueryData<TaskCard[]>(queryKeys.taskList(projectId), (list) => list && patchInList(list, taskId, patch));
  queryClient.setQueryData<SprintPlan>(queryKeys.sprintPlan(projectId), (plan) => plan && patchInPlan(plan, taskId, patch));
  queryClient.setQueryData<Task>(queryKeys.task(taskId), (task) => task && { ...task, ...patch });
}

type Snapshot = [QueryKey, unknown][];

async function snapshot(queryClient: QueryClient, projectId: string, taskId?: string): Promise<Snapshot> {
  const filters: QueryFilters[] = [{ queryKey: queryKeys.projectTasks(projectId) }, ...(taskId ? [{ queryKey: queryKeys.task(taskId), exact: true }] : [])];
  await Promise.all(filters.map((f) => queryClient.cancelQueries(f)));
  return filters.flatMap((f) => queryClient.getQueriesData(f));
}

function restore(queryClient: QueryClient, saved: Snapshot | undefined) {
  for (const [key, data] of saved ?? []) queryClient.setQueryData(key, data);
}

/**
 * The one invalidation of the task screens: once the last pending change of the project
 * has settled (an earlier change's refetch would otherwise undo a later optimistic one).
 */
function settle(queryClient: QueryClient, projectId: string, taskIds: string[]) {
  if (queryClient.isMutating({ mutationKey: taskMutationKey(projectId) }) > 1) return Promise.resolve();
  return invalidateQueries(queryClient, taskChangeKeys(projectId, taskIds));
}

export function useCreateTask(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: taskMutationKey(projectId),
    mutationFn: (body: Omit<TaskAddBody, 'projectId'>) => apiData('POST /api/task/add', { body: { projectId, ...body } }),
    meta: { errorHandledLocally: true },
    onSettled: (task) => settle(queryClient, projectId, task ? [task._id] : []),
  });
}

/** Any change of fields: shown at once everywhere, rolled back (with the server's message) if refused. */
export function useUpdateTask(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: taskMutationKey(projectId),
    mutationFn: ({ taskId, changes }: { taskId: string; changes: TaskUpdateBody }) => apiData('POST /api/task/update/:id', { params: { id: taskId }, body: changes }),
    onMutate: async ({ taskId, changes }) => {
      const saved = await snapshot(queryClient, projectId, taskId);
      patchEverywhere(queryClient, projectId, taskId, changes as Partial<Task>);
      return saved;
    },
    onError: (_error, _variables, saved) => restore(queryClient, saved),
    onSuccess: (task) => patchEverywhere(queryClient, projectId, task._id, task),
    onSettled: (_task, _error, { taskId }) => settle(queryClient, projectId, [taskId]),
  });
}

/** A board drop: the card moves at once and goes back (with a toast) if the server refuses. */
export function useMoveTask(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: taskMutationKey(projectId),
    mutationFn: ({ taskId, ...body }: TaskMoveBody & { taskId: string }) => apiData('POST /api/task/move/:id', { params: { id: taskId }, body }),
    onMutate: async ({ taskId, status, beforeId = null, afterId = null }) => {
      const saved = await snapshot(queryClient, projectId, taskId);
      queryClient.setQueryData<BoardData>(queryKeys.taskBoard(projectId), (board) => board && moveOnBoard(board, taskId, status, beforeId, afterId));
      queryClient.setQueryData<TaskCard[]>(queryKeys.taskList(projectId), (list) => list && patchInList(list, taskId, { status }));
      queryClient.setQueryData<SprintPlan>(queryKeys.sprintPlan(projectId), (plan) => plan && patchInPlan(plan, taskId, { status }));
      queryClient.setQueryData<Task>(queryKeys.task(taskId), (task) => task && { ...task, status });
      return saved;
    },
    onError: (_error, _variables, saved) => restore(queryClient, saved),
    onSuccess: (task) => patchEverywhere(queryClient, projectId, task._id, task),
    onSettled: (_task, _error, { taskId }) => settle(queryClient, projectId, [taskId]),
  });
}

/**
 * Deleting: the caller closes the task first, so nothing watches it when it goes. The task
 * leaves every list at once (back if the server refuses), and its own queries are dropped,
 * never refetched into a 404 (the server's tasks_updated can arrive before its answer).
 */
export function useDeleteTask(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: taskMutationKey(projectId),
    mutationFn: (task: TaskCard) => apiData('DELETE /api/task/delete/:id', { params: { id: task._id } }),
    onMutate: async (task) => {
      const saved = await snapshot(queryClient, projectId, task._id);
      queryClient.setQueryData<BoardData>(queryKeys.taskBoard(projectId), (board) => board && { ...board, tasks: withoutTask(board.tasks, task._id) });
      queryClient.setQueryData<TaskCard[]>(queryKeys.taskList(projectId), (list) => list && withoutTask(list, task._id));
      queryClient.setQueryData<SprintPlan>(queryKeys.sprintPlan(projectId), (plan) => plan && removeFromPlan(plan, task._id));
      return saved;
    },
    onError: (_error, _task, saved) => restore(queryClient, saved),
    onSuccess: (_data, task) => {
      queryClient.removeQueries({ queryKey: queryKeys.task(task._id) });
      toast.success(`${task.key} deleted`);
    },
    onSettled: () => settle(queryClient, projectId, []),
  });
}

export function useAddComment(projectId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: { body: string; mentions: string[] }) => apiData('POST /api/task/:id/comments', { params: { id: taskId }, body: comment }),
    onSuccess: (comments) => queryClient.setQueryData(queryKeys.taskComments(taskId), comments),
    onSettled: () => settle(queryClient, projectId, []),
  });
}

/* ------------------------------------------------------------------ sprints */

export interface SprintFields {
  name?: string;
  goal?: string;
  startDate?: string | null;
  endDate?: string | null;
}

/** The sprint dialogs show the server's message themselves (a second active sprint: 409). */
function useSprintMutation<TVariables, TData>(projectId: string, send: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: taskMutationKey(projectId),
    mutationFn: send,
    meta: { errorHandledLocally: true },
    onSettled: () => settle(queryClient, projectId, []),
  });
}

export function useCreateSprint(projectId: string) {
  return useSprintMutation(projectId, (body: SprintFields & { name: string }) => apiData('POST /api/sprint/add', { body: { projectId, ...body } }));
}

/** Edits a sprint; `{ status: 'active', startDate, endDate }` starts a planned one. */
export function useUpdateSprint(projectId: string) {
  return useSprintMutation(projectId, ({ sprintId, ...body }: SprintFields & { sprintId: string; status?: 'active' }) =>
    apiData('PUT /api/sprint/update/:id', { params: { id: sprintId }, body }),
  );
}

export function useCompleteSprint(projectId: string) {
  return useSprintMutation(projectId, ({ sprintId, moveTo }: { sprintId: string; moveTo: string }) =>
    apiData('POST /api/sprint/complete/:id', { params: { id: sprintId }, body: { moveTo } }),
  );
}
