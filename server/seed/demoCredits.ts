import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_CATEGORIES, PERFORMANCE_SETTINGS_DEFAULTS, type CreditSnapshot } from '../../domain/performance/credits';
import { addDays, dayInZone } from '../../domain/performance/periods';
import type { DbOrTx } from '../platform/db/database';
import { creditCategories, creditHistory, credits, performanceSettings, tasks } from '../platform/db/schema';

/** The demo's zone, as its calendar's: the team is in Berlin. */
const ZONE = 'Europe/Berlin';

const REASONS = [
  'Shipped the release on time',
  'Helped a teammate unblock the build',
  'Thorough review of the payment screens',
  'Proposed and ran the retro format',
  'Fixed a crash reported by a customer',
  'Paired on the offline mode spike',
  'Wrote the onboarding guide',
  'Covered support over the weekend',
];

/**
 * Performance credits for the demo team, so /performance opens populated: the default categories,
 * about 40 credits over the last three months for every demo person (recorded by the owner and the
 * admin, a few for the project's done tasks, one corrected afterwards), and automatic credits on for
 * the demo project. `people` in the demo's order (owner, admin, maintainer, editor, reader).
 */
export async function seedDemoCredits(tx: DbOrTx, organizationId: string, people: { id: string; name: string }[], projectId: string, now = new Date()): Promise<void> {
  await tx
    .insert(creditCategories)
    .values(DEFAULT_CATEGORIES.map((category, position) => ({ organizationId, ...category, position })))
    .onConflictDoNothing();
  const categories = await tx.select().from(creditCategories).where(eq(creditCategories.organizationId, organizationId)).orderBy(asc(creditCategories.position));
  const today = dayInZone(now, ZONE);
  // Recorded in the afternoon of their day, never later than now.
  const recordedAt = (day: string, hour = 16) => new Date(Math.min(Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`), now.getTime()));
  await tx.insert(performanceSettings).values({
    organizationId,
    recorderRoles: PERFORMANCE_SETTINGS_DEFAULTS.recorderRoles,
    weekStartsOn: PERFORMANCE_SETTINGS_DEFAULTS.weekStartsOn,
    timeZone: ZONE,
    autoEnabled: true,
    autoPointsPerStoryPoint: 2,
    autoCategoryId: categories[0]!.id,
    autoProjectIds: [projectId],
  });
  const doneTasks = await tx
    .select({ id: tasks.id, title: tasks.title, assigneeId: tasks.assigneeId })
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), isNotNull(tasks.completedAt), isNotNull(tasks.assigneeId)))
    .orderBy(asc(tasks.number));
  const owner = people[0]!;
  const admin = people[1]!;

  const planned = Array.from({ length: 40 }, (_, n) => {
    const member = people[(n * 3) % people.length]!;
    const category = categories[n % categories.length]!;
    return {
      member,
      category,
      points: category.defaultPoints + ((n * 7) % 11) - 3 || 1,
      date: addDays(today, -Math.floor((n * 89) / 40)),
      reason: REASONS[n % REASONS.length]!,
      task: null as { id: string; title: string } | null,
      recordedBy: n % 3 === 0 ? admin.id : owner.id,
    };
  });
  // The done tasks' people got theirs for the task.
  doneTasks.forEach((task, index) => {
    const entry = planned[index * 5 + 1]!;
    Object.assign(entry, { member: people.find((person) => person.id === task.assigneeId) ?? entry.member, task, reason: `Delivered: ${task.title}` });
  });

  const rows = await tx
    .insert(credits)
    .values(
      planned.map((entry) => ({
        organizationId,
        userId: entry.member.id,
        points: entry.points,
        categoryId: entry.category.id,
        date: entry.date,
        reason: entry.reason,
        taskId: entry.task?.id ?? null,
        recordedBy: entry.recordedBy,
        createdAt: recordedAt(entry.date),
        updatedAt: recordedAt(entry.date),
      })),
    )
    .returning({ id: credits.id });
  const snapshot = (entry: (typeof planned)[number], points = entry.points): CreditSnapshot => ({
    memberName: entry.member.name,
    points,
    categoryName: entry.category.name,
    date: entry.date,
    reason: entry.reason,
    taskTitle: entry.task?.title ?? null,
  });
  await tx.insert(creditHistory).values(
    rows.map((row, index) => ({
      organizationId,
      creditId: row.id,
      action: 'created' as const,
      actorId: planned[index]!.recordedBy,
      at: recordedAt(planned[index]!.date),
      before: null,
      after: snapshot(planned[index]!),
    })),
  );

  // The owner corrected one a day later: it had too few points.
  const corrected = planned[2]!;
  const correctedPoints = corrected.points + 5;
  const correctedAt = recordedAt(addDays(corrected.date, 1), 9);
  await tx.update(credits).set({ points: correctedPoints, updatedAt: correctedAt }).where(eq(credits.id, rows[2]!.id));
  await tx.insert(creditHistory).values({
    organizationId,
    creditId: rows[2]!.id,
    action: 'updated',
    actorId: owner.id,
    at: correctedAt,
    before: snapshot(corrected),
    after: snapshot(corrected, correctedPoints),
  });
}
