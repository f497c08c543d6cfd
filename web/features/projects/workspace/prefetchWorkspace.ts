import type { QueryClient } from '@tanstack/react-query';
import { readKey } from '../../../app/session/storage';
import { boardQuery, sprintPlanQuery, sprintsQuery, taskListQuery } from '../../tasks/taskQueries';
import { employeesQuery, projectQuery } from '../api';
import { projectEnumsQuery } from '../enumsApi';
import { WORKSPACE_PATHS, type WorkspaceTab } from '../paths';
import { workspaceTabOf } from './useWorkspaceParams';

/** One of the workspace's reads, asked for ahead of the page that draws it. */
type Prefetch = (queryClient: QueryClient, projectId: string) => Promise<void>;

/** The task tabs' own reads; each of them also draws the columns, the people and the sprints. */
const TAB_READ: Partial<Record<WorkspaceTab, Prefetch>> = {
  board: (queryClient, projectId) => queryClient.prefetchQuery(boardQuery(projectId)),
  list: (queryClient, projectId) => queryClient.prefetchQuery(taskListQuery(projectId)),
  backlog: (queryClient, projectId) => queryClient.prefetchQuery(sprintPlanQuery(projectId)),
};
const TASK_TAB_READS: Prefetch[] = [
  (queryClient, projectId) => queryClient.prefetchQuery(projectEnumsQuery(projectId)),
  (queryClient) => queryClient.prefetchQuery(employeesQuery),
  (queryClient, projectId) => queryClient.prefetchQuery(sprintsQuery(projectId)),
];

/**
 * A workspace opened cold (a shared link, a reload): its project and the open tab's answers are
 * asked for as soon as who is signed in is known (FeaturePlugin.prefetchOnSignIn), beside the
 * download of the page's code. Otherwise they wait for that code, the billing guard's answer and
 * then the project's own before the tab even asks: a chain of four round trips before a card shows.
 * Each shares its hook's options, so the page asks once. `path` is the first page's address.
 */
export function prefetchWorkspace(queryClient: QueryClient, path: string): void {
  const url = new URL(path, window.location.origin);
  if (!(WORKSPACE_PATHS as readonly string[]).includes(url.pathname)) return;
  // /board and friends without a project open the last one (ProjectWorkspacePage).
  const projectId = url.searchParams.get('projectId') ?? readKey('selectedProject');
  if (!projectId) return;
  const tab = workspaceTabOf(url.searchParams, url.pathname);
  void queryClient.prefetchQuery(projectQuery(projectId));
  const tabRead = TAB_READ[tab];
  if (tabRead) for (const prefetch of [tabRead, ...TASK_TAB_READS]) void prefetch(queryClient, projectId);
}
