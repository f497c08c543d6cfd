import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CREDIT_POINTS_MAX, CREDIT_REASON_MAX, type PerformanceSettings } from '../../../domain/performance/credits';
import { taskKey } from '../../../domain/tasks/tasks';
import type { DbOrTx } from '../../platform/db/database';
import { credits, projects, tasks } from '../../platform/db/schema';
import { recordHistory, snapshotOf } from './creditHistory';
import { organizationToday, readSettings } from './performanceSettings';

type Rule = PerformanceSettings['automaticCredits'];

interface TaskFacts {
  id: string;
  projectId: string;
  projectKey: string;
  number: number;
  title: string;
  assigneeId: string | null;
  storyPoints: number | null;
  completedAt: Date | null;
}

/** What the rule gives for a task now: its assignee and points, or nothing (not done, no one, no points, rule off for it). */
function creditDue(rule: Rule, task: TaskFacts): { userId: string; points: number; categoryId: string } | null {
  if (!rule.enabled || !rule.categoryId) return null;
  if (rule.projectIds && !rule.projectIds.includes(task.projectId)) return null;
  if (!task.completedAt || !task.assigneeId || !task.storyPoints || task.storyPoints <= 0) return null;
  return { userId: task.assigneeId, points: Math.min(task.storyPoints * rule.pointsPerStoryPoint, CREDIT_POINTS_MAX), categoryId: rule.categoryId };
}

const reasonFor = (task: TaskFacts) => `Completed ${taskKey(task.projectKey, task.number)}: ${task.title}`.slice(0, CREDIT_REASON_MAX).trimEnd();

/**
 * Brings the automatic credits of these tasks in line with the rule, inside the caller's transaction:
 * a done task with an assignee and story points has exactly one, for its assignee; a task that left
 * done (or that the rule no longer covers) has its credit taken back. Returns the credits changed.
 */
export async function syncAutomaticCredits(tx: DbOrTx, organizationId: string, taskIds: string[]): Promise<string[]> {
  if (taskIds.length === 0) return [];
  const settings = await readSettings(tx, organizationId);
  const [facts, current] = await Promise.all([
    tx
      .select({
        id: tasks.id,
        projectId: tasks.projectId,
        projectKey: projects.key,
        number: tasks.number,
        title: tasks.title,
        assigneeId: tasks.assigneeId,
        storyPoints: tasks.storyPoints,
        completedAt: tasks.completedAt,
      })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(and(eq(tasks.organizationId, organizationId), inArray(tasks.id, taskIds))),
    tx
      .select({ id: credits.id, taskId: credits.taskId, userId: credits.userId, points: credits.points })
      .from(credits)
      .where(and(eq(credits.organizationId, organizationId), eq(credits.source, 'automatic'), isNull(credits.deletedAt), inArray(credits.taskId, taskIds))),
  ]);
  const currentOf = new Map(current.map((credit) => [credit.taskId, credit]));
  const changed: string[] = [];
  for (const task of facts) {
    const existing = currentOf.get(task.id);
    const due = creditDue(settings.automaticCredits, task);
    if (!due && existing) {
      const before = await snapshotOf(tx, existing.id);
      await tx.update(credits).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(credits.id, existing.id));
      await recordHistory(tx, { organizationId, creditId: existing.id, action: 'deleted', actorId: null, before, after: null });
      changed.push(existing.id);
    } else if (due && !existing) {
      const [created] = await tx
        .insert(credits)
        .values({ organizationId, ...due, taskId: task.id, date: organizationToday(settings), reason: reasonFor(task), source: 'automatic', recordedBy: null })
        // Another transaction credited it first: that credit stands.
        .onConflictDoNothing()
        .returning({ id: credits.id });
      if (!created) continue;
      await recordHistory(tx, { organizationId, creditId: created.id, action: 'created', actorId: null, before: null, after: await snapshotOf(tx, created.id) });
      changed.push(created.id);
    } else if (due && existing && (existing.userId !== due.userId || existing.points !== due.points)) {
      const before = await snapshotOf(tx, existing.id);
      await tx.update(credits).set({ userId: due.userId, points: due.points, updatedAt: new Date() }).where(eq(credits.id, existing.id));
      await recordHistory(tx, { organizationId, creditId: existing.id, action: 'updated', actorId: null, before, after: await snapshotOf(tx, existing.id) });
      changed.push(existing.id);
    }
  }
  return changed;
}
