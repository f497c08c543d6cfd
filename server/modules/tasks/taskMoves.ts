import { and, asc, desc, eq, notInArray, type SQLWrapper } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import type { DbOrTx } from '../../platform/db/database';
import { taskActivity, tasks } from '../../platform/db/schema';
import type { StatusCategory } from '../../../domain/projects/projects';

interface Mover {
  organizationId: string;
  userId: string;
}
type Status = { id: string; category: StatusCategory | null };

/**
 * Told, inside the transaction, of tasks whose completion changed (or whose assignee or story points
 * changed while done): the performance module keeps its automatic credits in line. Handed in by
 * server/app.ts, so tasks never imports performance.
 */
export type CompletionChanged = (tx: DbOrTx, organizationId: string, taskIds: string[]) => Promise<unknown>;

/**
 * Every task of a status being deleted goes to another status of its project, inside the enum
 * lists' transaction. The cards join the bottom of the target column in their order, each with
 * a rank of its own (ranks of two columns overlap, so keeping them would tie cards and scramble
 * the order).
 */
export async function moveAllToStatus(tx: DbOrTx, actor: Mover, from: Status, to: Status, onCompletionChanged?: CompletionChanged): Promise<void> {
  const [last] = await tx.select({ rank: tasks.rank }).from(tasks).where(eq(tasks.statusId, to.id)).orderBy(desc(tasks.rank)).limit(1);
  const moving = await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.statusId, from.id)).orderBy(asc(tasks.rank), asc(tasks.number));
  const ranks = generateNKeysBetween(last?.rank ?? null, null, moving.length);
  const completedAt = to.category === 'done' ? (from.category === 'done' ? undefined : new Date()) : null;
  for (const [i, task] of moving.entries()) {
    await tx
      .update(tasks)
      .set({ statusId: to.id, rank: ranks[i]!, updatedAt: new Date(), ...(completedAt === undefined ? {} : { completedAt }) })
      .where(eq(tasks.id, task.id));
  }
  // Each task's history shows the status change, as a move on the board would.
  await tx
    .insert(taskActivity)
    .values(moving.map((task) => ({ organizationId: actor.organizationId, taskId: task.id, actorId: actor.userId, field: 'status', fromValue: from.id, toValue: to.id })));
  if ((from.category === 'done') !== (to.category === 'done') && moving.length) {
    await onCompletionChanged?.(tx, actor.organizationId, moving.map((task) => task.id));
  }
}

/**
 * A completing sprint's unfinished tasks (status not among `doneStatusIds`) go to another sprint
 * or the backlog (null), each with a history entry stamped `now`: the sprint report tells these
 * carry-overs from earlier removals by that moment. Returns the moved tasks' ids.
 */
export async function carryOverUnfinished(
  tx: DbOrTx,
  actor: Mover,
  move: { projectId: string; sprintId: string; targetId: string | null; doneStatusIds: SQLWrapper; now: Date },
): Promise<string[]> {
  const { projectId, sprintId, targetId, now } = move;
  const moved = await tx
    .update(tasks)
    .set({ sprintId: targetId, updatedAt: now })
    .where(and(eq(tasks.projectId, projectId), eq(tasks.sprintId, sprintId), notInArray(tasks.statusId, move.doneStatusIds)))
    .returning({ id: tasks.id });
  if (moved.length) {
    await tx.insert(taskActivity).values(
      moved.map((task) => ({
        organizationId: actor.organizationId,
        taskId: task.id,
        actorId: actor.userId,
        field: 'sprint',
        fromValue: sprintId,
        toValue: targetId,
        createdAt: now,
      })),
    );
  }
  return moved.map((task) => task.id);
}
