import type { Api, Platform } from '../../platform/modules';
import { performanceRoutes } from './performance.routes';
import { createPerformanceService } from './performance.service';
import { automaticCreditsHook } from './creditAutomatic';

/** For the demo seed and other modules: the default categories as a first visit makes them. */
export { ensureCategories } from './categories';
export type { PerformanceService } from './performance.service';

/**
 * Performance credits (issue 18): credits recorded by hand with their history, categories,
 * settings, peer recognition, the CSV export, and the reports (creditReports).
 */
export function createPerformanceModule(platform: Pick<Platform, 'db' | 'realtime'>) {
  const { db, realtime } = platform;
  const service = createPerformanceService({ db, realtime });
  return {
    service,
    /** The tasks' completion hook: automatic credits follow a task into and out of done, in its transaction. */
    onCompletionChanged: automaticCreditsHook(realtime),
    register: async (api: Api) => {
      await api.register(performanceRoutes(service, db));
    },
  };
}
