import { and, asc, eq, gt, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { CalendarWork } from '../../../domain/calendar/events';
import { taskKey } from '../../../domain/tasks/tasks';
import type { DbOrTx } from '../../platform/db/database';
import { projectEnums, projects, sprints, tasks } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { isDoneStatus, visibleProjectsCondition, type ProjectViewer } from '../projects';

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
  const inProjects = (projectColumn: typeof tasks.projectId | typeof sprints.projectId): SQL =>
    and(visibleProjectsCondition(tx, viewer), eq(projects.id, projectColumn), window.projectId ? eq(projects.id, window.projectId) : undefined)!;

  const dueTasks = await tx
    .select({
      id: tasks.id,
      number: tasks.number,
      title: tasks.title,
      dueDate: tasks.dueDate,
      projectId: tasks.projectId,
      projectName: projects.name,
      projectKey: projects.key,
      status: projectEnums.name,
      statusColor: projectEnums.color,
      isDone: isDoneStatus,
    })
    .from(tasks)
    .innerJoin(projects, inProjects(tasks.projectId))
    .innerJoin(projectEnums, eq(projectEnums.id, tasks.statusId))
    .where(inOrganization(tasks, viewer.organizationId, isNotNull(tasks.dueDate), gte(tasks.dueDate, fromDay), lt(tasks.dueDate, toDay)))
    .orderBy(asc(tasks.dueDate), asc(tasks.projectId), asc(tasks.number));

  const from = new Date(Date.parse(window.from) - ZONE_SLACK_MS);
  const to = new Date(Date.parse(window.to) + ZONE_SLACK_MS);
  const overlapping = await tx
    .select({ id: sprints.id, name: sprints.name, projectId: sprints.projectId, projectName: projects.name, startDate: sprints.startDate, endDate: sprints.endDate, status: sprints.status })
    .from(sprints)
    .innerJoin(projects, inProjects(sprints.projectId))
    .where(inOrganization(sprints, viewer.organizationId, lt(sprints.startDate, to), gt(sprints.endDate, from)))
    .orderBy(asc(sprints.startDate), asc(sprints.id));

  return {
    tasks: dueTasks.map((task) => ({
      _id: task.id,
      key: taskKey(task.projectKey, task.number),
      title: task.title,
      dueDate: task.dueDate!,
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
