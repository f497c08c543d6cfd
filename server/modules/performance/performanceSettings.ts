import { and, asc, eq } from 'drizzle-orm';
import { PERFORMANCE_SETTINGS_DEFAULTS, type PerformanceSettings } from '../../../domain/performance/credits';
import { dayInZone, type Weekday } from '../../../domain/performance/periods';
import type { DbOrTx } from '../../platform/db/database';
import { performanceSettings, users } from '../../platform/db/schema';

/**
 * The organisation's performance settings: its saved row, or until the owner first saves, the
 * defaults with the first owner's time zone (else UTC), so days are counted where the team is.
 */
export async function readSettings(db: DbOrTx, organizationId: string): Promise<PerformanceSettings> {
  const [row] = await db.select().from(performanceSettings).where(eq(performanceSettings.organizationId, organizationId));
  if (!row) {
    const [owner] = await db
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.role, 'owner')))
      .orderBy(asc(users.createdAt))
      .limit(1);
    return { ...PERFORMANCE_SETTINGS_DEFAULTS, timeZone: owner?.timeZone ?? 'UTC' };
  }
  return {
    recorderRoles: row.recorderRoles,
    weekStartsOn: row.weekStartsOn,
    timeZone: row.timeZone,
    automaticCredits: { enabled: row.autoEnabled, pointsPerStoryPoint: row.autoPointsPerStoryPoint, categoryId: row.autoCategoryId, projectIds: row.autoProjectIds },
    peerRecognition: { enabled: row.peerEnabled, monthlyAllowance: row.peerMonthlyAllowance, categoryId: row.peerCategoryId },
  };
}

/** The organisation's today ('YYYY-MM-DD') in its settings' time zone. */
export function organizationToday(settings: Pick<PerformanceSettings, 'timeZone'>, now = new Date()): string {
  return dayInZone(now, settings.timeZone);
}

export const weekStartOf = (settings: Pick<PerformanceSettings, 'weekStartsOn'>): Weekday => settings.weekStartsOn as Weekday;
