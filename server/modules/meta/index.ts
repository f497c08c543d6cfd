import type { Api, Platform } from '../../platform/modules';
import { metaRoutes } from './meta.routes';

export async function registerMeta(api: Api, deps: Pick<Platform, 'database' | 'config'>): Promise<void> {
  await api.register(metaRoutes({ database: deps.database, googleClientId: deps.config.GOOGLE_CLIENT_ID }));
}
