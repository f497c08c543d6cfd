import type { FeatureRoutes } from '../../app/plugins';
import { page } from '../../app/routing';

const projectWorkspace = () => import('./ProjectWorkspacePage').then((m) => m.ProjectWorkspacePage);

export const projectsRoutes: FeatureRoutes = {
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
};
