import { asc, eq } from 'drizzle-orm';
import type { TaskListQuery } from '../../../domain/tasks/tasks';
import type { OrgActor } from '../../platform/auth/access';
import type { Db } from '../../platform/db/database';
import { projects, taskActivity, taskComments, tasks, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { notFound } from '../../platform/http/errors';
import { projectFor } from '../projects';
import { presentActivity, presentBoardSprint, presentComment, presentTask, presentTaskCard } from './tasks.presenter';
import { readBoard } from './boardReads';
import { listFilter, taskCardColumns, taskFor } from './taskStore';

/** What the task screens read: one task, the filtered list, the board, comments and history. */

export async function get(db: Db, actor: OrgActor, taskId: string) {
  const { task, project } = await taskFor(db, actor, taskId);
  return presentTask(task, project.key);
}

/** A task by its key (WEB-42): the same answer as by id, and the same 404 for a project the caller cannot open. */
export async function getByKey(db: Db, actor: OrgActor, key: string) {
  const dash = key.lastIndexOf('-');
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(inOrganization(tasks, actor.organizationId, eq(projects.key, key.slice(0, dash)), eq(tasks.number, Number(key.slice(dash + 1)))))
    .limit(1);
  if (!row) throw notFound('Task not found');
  return get(db, actor, row.id);
}

export async function list(db: Db, actor: OrgActor, query: TaskListQuery) {
  const project = await projectFor(db, actor, query.projectId);
  const rows = await db.select(taskCardColumns).from(tasks).where(listFilter(project, query)).orderBy(asc(tasks.number));
  return rows.map((row) => presentTaskCard(row, project.key));
}

/** The board: statuses in order and the tasks of the active sprint, or every open task when none runs. */
export async function board(db: Db, actor: OrgActor, projectId: string) {
  const project = await projectFor(db, actor, projectId);
  const { statuses, active, rows } = await readBoard(db, project.id);
  return { activeSprint: presentBoardSprint(active), statuses, tasks: rows.map((row) => presentTaskCard(row, project.key)) };
}

export async function comments(db: Db, actor: OrgActor, taskId: string) {
  const { task } = await taskFor(db, actor, taskId);
  const rows = await db
    .select({ comment: taskComments, authorName: users.name })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.taskId, task.id))
    .orderBy(asc(taskComments.createdAt));
  return rows.map(({ comment, authorName }) => presentComment(comment, authorName));
}

export async function activity(db: Db, actor: OrgActor, taskId: string) {
  const { task } = await taskFor(db, actor, taskId);
  const rows = await db
    .select({ activity: taskActivity, actorName: users.name })
    .from(taskActivity)
    .leftJoin(users, eq(users.id, taskActivity.actorId))
    .where(eq(taskActivity.taskId, task.id))
    .orderBy(asc(taskActivity.createdAt));
  return rows.map(({ activity, actorName }) => presentActivity(activity, actorName));
}
