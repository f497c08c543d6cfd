import type { Api, Platform } from '../../platform/modules';
import type { CompletionChanged } from './taskMoves';
import { tasksRoutes } from './tasks.routes';
import { createTasksService } from './tasks.service';

/** Sprints and the dashboard show tasks and their activity the way the board does. */
export { presentActivity, presentTask } from './tasks.presenter';
/** The calendar's work layer and feed read tasks with due dates through these. */
export { openTasksDueFor, tasksDueIn, type DueTask } from './dueTasks';
/** Enum lists and sprints move tasks in their own transactions, through these. */
export { carryOverUnfinished, moveAllToStatus, type AfterCommit, type ChangeActor, type CompletionChanged } from './taskMoves';

export async function registerTasks(api: Api, deps: Pick<Platform, 'db' | 'realtime'> & { onCompletionChanged?: CompletionChanged }): Promise<void> {
  await api.register(tasksRoutes(createTasksService({ db: deps.db, realtime: deps.realtime, onCompletionChanged: deps.onCompletionChanged })));
}
