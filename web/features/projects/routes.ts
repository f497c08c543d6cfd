import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';
import { WORKSPACE_PATHS } from './paths';

const projectWorkspace = () => import('./ProjectWorkspacePage').then((m) => m.ProjectWorkspacePage);

export const projectsRoutes: FeatureRoutes = {
  protected: [
    page('/task/projects', () => import('./ProjectsPage').then((m) => m.ProjectsPage), { title: 'Projects' }),
    page('/project/create', () => import('./CreateProjectPage').then((m) => m.CreateProjectPage), { title: 'New project' }),
    ...WORKSPACE_PATHS.map((path) => page(path, projectWorkspace, { title: 'Project' })),
  ],
};
