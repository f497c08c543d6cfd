import FolderOutlined from '@mui/icons-material/FolderOutlined';
import type { FeaturePlugin } from '../../app/plugins';
import { ProjectsNavEntry } from './components/ProjectsNavEntry';
import { onProjectsUpdated, onTasksUpdated } from './projectCache';
import { prefetchWorkspace } from './workspace/prefetchWorkspace';

export const projectsPlugin: FeaturePlugin = {
  name: 'projects',
  drawerEntries: [{ menuEntry: 'projects', label: 'Projects', to: '/task/projects', icon: FolderOutlined, Expanded: ProjectsNavEntry }],
  socketHandlers: {
    // A project was created, changed or deleted: lists, the drawer's counts and the open project refetch.
    // Every project request of this tab refreshes all of them when it settles, so its own echo is skipped.
    projects_updated: (_payload, { queryClient, ownEcho }) => {
      if (!ownEcho) onProjectsUpdated(queryClient);
    },
    // Task requests refresh only the task views: the project's counts still move on the echo.
    tasks_updated: (payload: { projectId?: string } | undefined, { queryClient }) => onTasksUpdated(queryClient, payload),
  },
  prefetchOnSignIn: ({ queryClient, path }) => prefetchWorkspace(queryClient, path),
};
