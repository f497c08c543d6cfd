import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DEFAULT_TAB, isWorkspaceTab, type WorkspaceTab } from '../paths';

/** /board and /backlog are the spec's other names for the workspace: they open that tab. */
function tabOfPath(pathname: string): WorkspaceTab | null {
  const name = pathname.replace(/^\//, '');
  return isWorkspaceTab(name) ? name : null;
}

/** The tab a workspace address opens: ?selectedTab, else the path's own (/board), else the default. */
export function workspaceTabOf(params: URLSearchParams, pathname: string): WorkspaceTab {
  const selected = params.get('selectedTab');
  return isWorkspaceTab(selected) ? selected : (tabOfPath(pathname) ?? DEFAULT_TAB);
}

/**
 * The workspace's state is its URL (?projectId&selectedTab&taskId): reload, back and
 * shared links all land on the same project, tab and open task.
 */
export function useWorkspaceParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const tab = workspaceTabOf(params, pathname);

  // At once, not as a transition: a task being deleted must be unmounted (nothing watching it)
  // before the server's tasks_updated arrives, or its queries refetch it into a 404.
  const closeTask = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('taskId');
          return next;
        },
        { flushSync: true },
      ),
    [setParams],
  );

  return { projectId: params.get('projectId'), tab, taskId: params.get('taskId'), closeTask };
}
