import type { Api, Platform } from '../../platform/modules';
import { projectsRoutes } from './projects.routes';
import { createProjectsService, type ProjectAccessHook, type ProjectsService, type SeedStatuses } from './projects.service';

/** Tasks, sprints, enum lists and the dashboard all see a project the way these decide. */
export { projectFor, seesAllProjects, visibleProjectsCondition, type ProjectViewer } from './projectAccess';
export { createProjectEvents, projectAudience } from './projectEvents';
export { isDoneStatus, isOpenStatus } from './taskStatus';
export { takeTaskNumber } from './taskNumbers';
export type { ProjectAccessHook, ProjectsService, SeedStatuses } from './projects.service';

/**
 * `seedStatuses`: the enums module's seedDefaultStatuses (it owns the lists and imports this module);
 * `onAccessChanged`: notes' part when who can open a project changes (it imports this module).
 */
export function createProjectsModule(
  deps: Pick<Platform, 'db' | 'realtime'> & { seedStatuses: SeedStatuses; onAccessChanged?: ProjectAccessHook },
): { service: ProjectsService; register(api: Api): Promise<void> } {
  const service = createProjectsService({ db: deps.db, realtime: deps.realtime, seedStatuses: deps.seedStatuses, onAccessChanged: deps.onAccessChanged });
  return {
    service,
    register: async (api) => {
      await api.register(projectsRoutes(service));
    },
  };
}
