import { and, asc, eq, sql } from 'drizzle-orm';
import type { TaskSummary } from '../../../domain/sprints/sprints';
import { summaryTotals } from '../../../domain/sprints/summary';
import { TASK_PRIORITIES, TASK_TYPES } from '../../../domain/tasks/tasks';
import type { DbOrTx } from '../../platform/db/database';
import { projectEnums, tasks, users } from '../../platform/db/schema';

/** Every status of the project in board order with its task count (0 included). */
const statusCounts = (tx: DbOrTx, projectId: string) =>
  tx
    .select({
      statusId: projectEnums.id,
      name: projectEnums.name,
      color: projectEnums.color,
      category: projectEnums.category,
      count: sql<number>`count(${tasks.id})::int`.mapWith(Number),
    })
    .from(projectEnums)
    .leftJoin(tasks, eq(tasks.statusId, projectEnums.id))
    .where(and(eq(projectEnums.projectId, projectId), eq(projectEnums.kind, 'status')))
    .groupBy(projectEnums.id)
    .orderBy(asc(projectEnums.position));

/** Priority, type and assignee counts in one pass: grouping() tells which set a row belongs to. */
const groupCounts = (tx: DbOrTx, projectId: string) =>
  tx
    .select({
      set: sql<number>`grouping(${tasks.priority}, ${tasks.type}, ${tasks.assigneeId})`.mapWith(Number),
      priority: tasks.priority,
      type: tasks.type,
      assigneeId: tasks.assigneeId,
      assigneeName: users.name,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .where(eq(tasks.projectId, projectId))
    .groupBy(sql`grouping sets ((${tasks.priority}), (${tasks.type}), (${tasks.assigneeId}, ${users.name}))`);

const BY_PRIORITY = 0b011;
const BY_TYPE = 0b101;
const BY_ASSIGNEE = 0b110;

/**
 * The Summary tab's counts of every task of the project: the cards and status groups (by the
 * domain's one rule, summaryTotals), and the counts by status, priority, type and assignee.
 */
export async function taskCounts(tx: DbOrTx, projectId: string): Promise<Omit<TaskSummary, 'activeSprint' | 'burndown'>> {
  const [byStatus, groupRows] = await Promise.all([statusCounts(tx, projectId), groupCounts(tx, projectId)]);
  const priorityCounts = new Map(groupRows.filter((row) => row.set === BY_PRIORITY).map((row) => [row.priority, row.count]));
  const typeCounts = new Map(groupRows.filter((row) => row.set === BY_TYPE).map((row) => [row.type, row.count]));
  const byAssignee = groupRows
    .filter((row) => row.set === BY_ASSIGNEE)
    .map((row) => ({ assignee: row.assigneeId ? { _id: row.assigneeId, name: row.assigneeName ?? '' } : null, count: row.count }))
    .sort((a, b) => b.count - a.count || (a.assignee?.name ?? '\uffff').localeCompare(b.assignee?.name ?? '\uffff'));
  return {
    totals: summaryTotals(byStatus),
    byStatus,
    byPriority: TASK_PRIORITIES.map((priority) => ({ priority, count: priorityCounts.get(priority) ?? 0 })),
    byType: TASK_TYPES.map((type) => ({ type, count: typeCounts.get(type) ?? 0 })),
    byAssignee,
  };
}
