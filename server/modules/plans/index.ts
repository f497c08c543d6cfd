import type { Api, Platform } from '../../platform/modules';
import type { ProjectsService } from '../projects';
import type { SeatsService } from '../seats';
import { plansRoutes } from './plans.routes';
import { createPlansService } from './plans.service';

/** The catalogue, and whether one more user or project needs a bigger plan. */
export async function registerPlans(api: Api, deps: Pick<Platform, 'db'> & { seats: SeatsService; projects: ProjectsService }): Promise<void> {
  await api.register(plansRoutes(createPlansService({ db: deps.db }), deps.seats, deps.projects));
}
