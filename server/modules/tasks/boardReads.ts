import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { perDatabase } from '../../platform/db/prepared';
import { projectEnums, sprints, tasks } from '../../platform/db/schema';
import { taskCardColumns } from './taskStore';

/**
 * The board's reads, built once per database and prepared by name. Opening a board is among what
 * people do most (bench/capacity), and building its four queries in Drizzle on every open was a
 * good part of its cost. The project itself is read (and its access checked) before these.
 */
const boardStatements = perDatabase((db: Db) => {
  const projectId = sql.placeholder('projectId');
  const completedSprints = db.select({ id: sprints.id }).from(sprints).where(and(eq(sprints.projectId, projectId), eq(sprints.status, 'completed')));
  return {
    /** The board's columns: the project's statuses in order. */
    statuses: db
      .select({ _id: projectEnums.id, name: projectEnums.name, color: projectEnums.color, category: projectEnums.category, position: projectEnums.position })
      .from(projectEnums)
      .where(and(eq(projectEnums.projectId, projectId), eq(projectEnums.kind, 'status')))
      .orderBy(asc(projectEnums.position))
      .prepare('board_statuses'),
    activeSprint: db
      .select()
      .from(sprints)
      .where(and(eq(sprints.projectId, projectId), eq(sprints.status, 'active')))
      .limit(1)
      .prepare('board_active_sprint'),
    /** The active sprint's cards by rank. */
    sprintTasks: db.select(taskCardColumns).from(tasks).where(and(eq(tasks.projectId, projectId), eq(tasks.sprintId, sql.placeholder('sprintId')))).orderBy(asc(tasks.rank)).prepare('board_sprint_tasks'),
    /** With no sprint running, every task outside completed sprints by rank. */
    openTasks: db
      .select(taskCardColumns)
      .from(tasks)
      .where(and(eq(tasks.projectId, projectId), or(isNull(tasks.sprintId), sql`${tasks.sprintId} not in ${completedSprints}`)))
      .orderBy(asc(tasks.rank))
      .prepare('board_open_tasks'),
  };
});

/** A project's board as stored: its statuses, its active sprint (if one runs) and that sprint's cards, or every open card. */
export async function readBoard(db: Db, projectId: string) {
  const statements = boardStatements(db);
  const [statuses, [active]] = await Promise.all([statements.statuses.execute({ projectId }), statements.activeSprint.execute({ projectId })]);
  const rows = active ? await statements.sprintTasks.execute({ projectId, sprintId: active.id }) : await statements.openTasks.execute({ projectId });
  return { statuses, active, rows };
}
