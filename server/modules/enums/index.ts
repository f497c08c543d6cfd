import type { Api, Platform } from '../../platform/modules';
import type { CompletionChanged } from '../tasks';
import { enumsRoutes } from './enums.routes';
import { createEnumsService } from './enums.service';

export { seedDefaultStatuses } from './defaultStatuses';

export async function registerEnums(api: Api, deps: Pick<Platform, 'db' | 'realtime'> & { onCompletionChanged?: CompletionChanged }): Promise<void> {
  await api.register(enumsRoutes(createEnumsService({ db: deps.db, realtime: deps.realtime, onCompletionChanged: deps.onCompletionChanged })));
}
