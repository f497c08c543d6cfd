import type { Api, Platform } from '../../platform/modules';
import { gettingStartedRoutes } from './gettingStarted.routes';
import { createGettingStartedService } from './gettingStarted.service';

export async function registerGettingStarted(api: Api, deps: Pick<Platform, 'db'>): Promise<void> {
  await api.register(gettingStartedRoutes(createGettingStartedService({ db: deps.db })));
}
