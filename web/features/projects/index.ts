import FolderOutlined from '@mui/icons-material/FolderOutlined';
import type { FeaturePlugin } from '../../app/plugins';
import { page } from '../../app/routing';
import { ProjectsNavEntry } from './components/ProjectsNavEntry';
import { onProjectsUpdated, onTasksUpdated } from './projectCache';

const projectWorkspace = () => import('./ProjectWorkspacePage').then((m) => m.ProjectWorkspacePage);

export const projectsPlugin: FeaturePlugin = {
  name: 'projects',
  routes: {
    protected: [
      page('/task/projects', () => import('./ProjectsPage').then((m) => m.ProjectsPage), { title: 'Projects' }),
      page('/task/projects/space', projectWorkspace, { title: 'Project' }),
      page('/project/create', () => import('./CreateProjectPage').then((m) => m.CreateProjectPage), { title: 'New project' }),
      // Named in the spec's routing with no screen of their own yet: they open the workspace.
      page('/board', projectWorkspace, { title: 'Project' }),
      page('/backlog', projectWorkspace, { title: 'Project' }),
      page('/task', projectWorkspace, { title: 'Project' }),
      page('/workspace', projectWorkspace, { title: 'Project' }),
    ],
  },
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
};
