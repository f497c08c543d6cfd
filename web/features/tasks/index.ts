import type { FeaturePlugin } from '../../app/plugins';
import { onTasksUpdatedEvent } from './taskEvents';

/** The task screens are tabs of the project workspace (features/projects), so no routes of their own. */
export const tasksPlugin: FeaturePlugin = {
  name: 'tasks',
  socketHandlers: { tasks_updated: onTasksUpdatedEvent },
};
