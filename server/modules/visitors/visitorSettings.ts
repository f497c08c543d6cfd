import { and, asc, eq, sql } from 'drizzle-orm';
import { VISITOR_SETTINGS_DEFAULTS, type VisitorSettings, type VisitorSettingsBody } from '../../../domain/visitors/visits';
import type { DbOrTx } from '../../platform/db/database';
import { organizations, users, visitorSettings } from '../../platform/db/schema';

/**
 * The organisation's visitor settings: its saved row, or until a manager first saves, the defaults
 * with the first owner's time zone (else UTC), so 'today' at the front desk is the team's today.
 */
export async function readVisitorSettings(tx: DbOrTx, organizationId: string): Promise<VisitorSettings> {
  // One query, read often (every history page with days): the organisation, its saved row if any, and the first owner's zone.
  const firstOwnerZone = tx
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'owner')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  const [found] = await tx
    .select({ row: visitorSettings, ownerZone: sql<string | null>`(${firstOwnerZone})` })
    .from(organizations)
    .leftJoin(visitorSettings, eq(visitorSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  const row = found?.row;
  if (!row) return { ...VISITOR_SETTINGS_DEFAULTS, timeZone: found?.ownerZone ?? 'UTC' };
  return {
    agreementText: row.agreementText,
    requireApproval: row.requireApproval,
    photoEnabled: row.photoEnabled,
    autoSignOut: row.autoSignOut,
    signOutReminderHours: row.signOutReminderHours,
    retentionDays: row.retentionDays,
    timeZone: row.timeZone,
  };
}

/** A partial save: what the body leaves out keeps its current (or default) value. */
export async function updateVisitorSettings(tx: DbOrTx, organizationId: string, body: VisitorSettingsBody): Promise<VisitorSettings> {
  const current = await readVisitorSettings(tx, organizationId);
  const next: VisitorSettings = { ...current, ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) };
  const values = { ...next, updatedAt: new Date() };
  await tx
    .insert(visitorSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: visitorSettings.organizationId, set: values });
  return next;
}
