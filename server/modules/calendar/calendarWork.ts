import type { CalendarWork } from '../../../domain/calendar/events';
import { taskKey } from '../../../domain/tasks/tasks';
import type { DbOrTx } from '../../platform/db/database';
import type { ProjectViewer } from '../projects';
import { sprintsOverlapping } from '../sprints';
import { tasksDueIn } from '../tasks';

/** The window as the client sent it: days, or instants of its own day boundaries. */
export interface WorkWindow {
  from: string;
  to: string;
  projectId?: string;
}

// A due date is a day with no zone: an instant is widened by the farthest zone offsets so no day
// the client's window touches is missed (the web places each item on its own day).
const ZONE_SLACK_MS = 14 * 3_600_000;
const dayOf = (text: string, slack: number) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : new Date(Date.parse(text) + slack).toISOString().slice(0, 10));

/**
 * The calendar's work layer: tasks due in the window and sprints overlapping it, of the projects
 * the caller can open (the projects module's rule), with each task's status colour and whether
 * that status is done.
 */
export async function readWork(tx: DbOrTx, viewer: ProjectViewer, window: WorkWindow): Promise<CalendarWork> {
  const fromDay = dayOf(window.from, -ZONE_SLACK_MS);
  const toDay = dayOf(window.to, ZONE_SLACK_MS);
  const dueTasks = await tasksDueIn(tx, viewer, { fromDay, toDay, projectId: window.projectId });
  const overlapping = await sprintsOverlapping(tx, viewer, {
    from: new Date(Date.parse(window.from) - ZONE_SLACK_MS),
    to: new Date(Date.parse(window.to) + ZONE_SLACK_MS),
    projectId: window.projectId,
  });

  return {
    tasks: dueTasks.map((task) => ({
      _id: task.id,
      key: taskKey(task.projectKey, task.number),
      title: task.title,
      dueDate: task.dueDate,
      projectId: task.projectId,
      projectName: task.projectName,
      status: task.status,
      statusColor: task.statusColor,
      isDone: task.isDone,
    })),
    sprints: overlapping.map((sprint) => ({
      _id: sprint.id,
      name: sprint.name,
      projectId: sprint.projectId,
      projectName: sprint.projectName,
      startDate: sprint.startDate!.toISOString(),
      endDate: sprint.endDate!.toISOString(),
      status: sprint.status,
    })),
  };
}
