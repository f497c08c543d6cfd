import type { Api, Platform } from '../../platform/modules';
import { sprintsRoutes } from './sprints.routes';
import { createSprintsService } from './sprints.service';

/** The calendar's sprint layer. */
export { sprintsOverlapping } from './sprintsOverlapping';

export async function registerSprints(api: Api, deps: Pick<Platform, 'db' | 'realtime'>): Promise<void> {
  await api.register(sprintsRoutes(createSprintsService({ db: deps.db, realtime: deps.realtime })));
}
