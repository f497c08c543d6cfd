/** The workspace tabs, in the spec's order (spec 2). */
export const WORKSPACE_TABS = ['backlog', 'board', 'list', 'settings', 'summary', 'members', 'notes'] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];
export const DEFAULT_TAB: WorkspaceTab = 'board';

export function isWorkspaceTab(value: unknown): value is WorkspaceTab {
  return typeof value === 'string' && (WORKSPACE_TABS as readonly string[]).includes(value);
}

/**
 * The addresses that open a project's workspace: its own, and the spec's routing names that have no
 * screen of their own yet (/board and /backlog open that tab).
 */
export const WORKSPACE_PATHS = ['/task/projects/space', '/board', '/backlog', '/task', '/workspace'] as const;

/** A link into a project's workspace: /task/projects/space?projectId=…&selectedTab=…[&taskId=…]. */
export function projectSpacePath(projectId: string, selectedTab: WorkspaceTab = DEFAULT_TAB, taskId?: string | null): string {
  const params = new URLSearchParams({ projectId, selectedTab });
  if (taskId) params.set('taskId', taskId);
  return `/task/projects/space?${params.toString()}`;
}
