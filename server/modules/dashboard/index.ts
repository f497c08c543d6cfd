import type { Api, Platform } from '../../platform/modules';
import { dashboardRoutes } from './dashboard.routes';
import { createDashboardService } from './dashboard.service';

export async function registerDashboard(api: Api, deps: Pick<Platform, 'db'>): Promise<void> {
  await api.register(dashboardRoutes(createDashboardService({ db: deps.db })));
}
