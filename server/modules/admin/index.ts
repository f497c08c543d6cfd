import type { Api, Platform } from '../../platform/modules';
import type { RestrictionService } from '../billing';
import { adminRoutes } from './admin.routes';
import { restrictionRoutes } from './restriction.routes';

export async function registerAdmin(api: Api, deps: Pick<Platform, 'db'> & { restriction: RestrictionService }): Promise<void> {
  await api.register(adminRoutes(deps.db));
  await api.register(restrictionRoutes(deps.restriction));
}
