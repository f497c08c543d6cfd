import { PALETTE_COLORS } from '../../../../domain/color/color';
import { PERFORMANCE_SETTINGS_DEFAULTS } from '../../../../domain/performance/credits';
import type { Db } from '../../../platform/db/database';
import { creditCategories, credits, performanceSettings } from '../../../platform/db/schema';

/** Test rows written straight to the tables, so a report's figures can be checked by hand. */

export async function addCategory(db: Db, organizationId: string, name: string, position: number) {
  const [category] = await db.insert(creditCategories).values({ organizationId, name, color: PALETTE_COLORS[position % PALETTE_COLORS.length]!, defaultPoints: 5, position }).returning();
  return category!;
}

export async function addCredit(
  db: Db,
  values: { organizationId: string; userId: string; categoryId: string; points: number; date: string; taskId?: string; deleted?: boolean; reason?: string },
) {
  const [credit] = await db
    .insert(credits)
    .values({
      organizationId: values.organizationId,
      userId: values.userId,
      categoryId: values.categoryId,
      points: values.points,
      date: values.date,
      reason: values.reason ?? `For ${values.date}`,
      taskId: values.taskId ?? null,
      deletedAt: values.deleted ? new Date() : null,
    })
    .returning();
  return credit!;
}

export async function saveSettings(
  db: Db,
  organizationId: string,
  values: { timeZone?: string; weekStartsOn?: number; automatic?: { enabled: boolean; pointsPerStoryPoint: number; categoryId: string | null; projectIds: string[] | null } },
) {
  const row = {
    organizationId,
    recorderRoles: PERFORMANCE_SETTINGS_DEFAULTS.recorderRoles,
    weekStartsOn: values.weekStartsOn ?? 1,
    timeZone: values.timeZone ?? 'UTC',
    autoEnabled: values.automatic?.enabled ?? false,
    autoPointsPerStoryPoint: values.automatic?.pointsPerStoryPoint ?? 1,
    autoCategoryId: values.automatic?.categoryId ?? null,
    autoProjectIds: values.automatic?.projectIds ?? null,
  };
  await db.insert(performanceSettings).values(row).onConflictDoUpdate({ target: performanceSettings.organizationId, set: row });
}
