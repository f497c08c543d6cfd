import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { performanceAccessSchema, PerformanceSettings, PerformanceSettingsBody } from '../../../domain/performance/credits';
import { hasAbility } from '../../../domain/permissions/roles';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { creditCategories, performanceSettings, projects } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { badRequest } from '../../platform/http/errors';
import { mayRecord } from './creditRules';
import { readSettings } from './performanceSettings';

type PerformanceAccess = z.infer<typeof performanceAccessSchema>;
export interface SettingsAnswer {
  data: PerformanceSettings;
  access: PerformanceAccess;
}

const accessOf = (settings: PerformanceSettings, actor: OrgActor): PerformanceAccess => ({
  canRecord: mayRecord(settings, actor),
  canViewTeam: hasAbility(actor.role, 'performance_view'),
  canManageSettings: hasAbility(actor.role, 'performance_settings'),
});

export async function getSettings(db: DbOrTx, actor: OrgActor): Promise<SettingsAnswer> {
  const settings = await readSettings(db, actor.organizationId);
  return { data: settings, access: accessOf(settings, actor) };
}

/** A rule's category must be a current (not archived) category of the organisation. */
async function checkRuleCategory(tx: Tx, organizationId: string, field: string, categoryId: string | null): Promise<void> {
  if (categoryId === null) return;
  const [category] = await tx
    .select({ id: creditCategories.id })
    .from(creditCategories)
    .where(inOrganization(creditCategories, organizationId, eq(creditCategories.id, categoryId), isNull(creditCategories.archivedAt)));
  if (!category) throw badRequest(`${field}: Choose a category`, { field });
}

async function checkProjects(tx: Tx, organizationId: string, projectIds: string[] | null): Promise<string[] | null> {
  if (projectIds === null) return null;
  const unique = [...new Set(projectIds)];
  if (unique.length === 0) return unique;
  const found = await tx.select({ id: projects.id }).from(projects).where(and(eq(projects.organizationId, organizationId), inArray(projects.id, unique)));
  if (found.length !== unique.length) {
    throw badRequest('automaticCredits.projectIds: Choose projects of your organisation', { field: 'automaticCredits.projectIds' });
  }
  return unique;
}

/** The owner's save: the whole settings, checked against the organisation's categories and projects. */
export async function saveSettings(tx: Tx, actor: OrgActor, body: PerformanceSettingsBody): Promise<SettingsAnswer> {
  const organizationId = actor.organizationId;
  await checkRuleCategory(tx, organizationId, 'automaticCredits.categoryId', body.automaticCredits.categoryId);
  await checkRuleCategory(tx, organizationId, 'peerRecognition.categoryId', body.peerRecognition.categoryId);
  const projectIds = await checkProjects(tx, organizationId, body.automaticCredits.projectIds);
  const values = {
    recorderRoles: [...new Set(body.recorderRoles)],
    weekStartsOn: body.weekStartsOn,
    timeZone: body.timeZone,
    autoEnabled: body.automaticCredits.enabled,
    autoPointsPerStoryPoint: body.automaticCredits.pointsPerStoryPoint,
    autoCategoryId: body.automaticCredits.categoryId,
    autoProjectIds: projectIds,
    peerEnabled: body.peerRecognition.enabled,
    peerMonthlyAllowance: body.peerRecognition.monthlyAllowance,
    peerCategoryId: body.peerRecognition.categoryId,
    updatedAt: new Date(),
  };
  await tx
    .insert(performanceSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: performanceSettings.organizationId, set: values });
  return getSettings(tx, actor);
}
