import { and, eq, isNull } from 'drizzle-orm';
import { CREDIT_FUTURE_DATE_MESSAGE, type PerformanceSettings } from '../../../domain/performance/credits';
import type { OrgActor } from '../../platform/auth/access';
import type { DbOrTx } from '../../platform/db/database';
import { creditCategories, tasks, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { badRequest, forbidden } from '../../platform/http/errors';
import { organizationToday } from './performanceSettings';

/**
 * The checks every credit write shares. An id of another organisation and an unknown id get the
 * same 400, so the answer tells nothing about who exists elsewhere.
 */

const invalid = (field: string, text: string) => badRequest(`${field}: ${text}`, { field });

/** The owner always records; other roles when the settings name them. */
export const mayRecord = (settings: Pick<PerformanceSettings, 'recorderRoles'>, actor: Pick<OrgActor, 'role'>) =>
  actor.role === 'owner' || settings.recorderRoles.includes(actor.role);

export function requireRecorder(settings: PerformanceSettings, actor: OrgActor): void {
  if (!mayRecord(settings, actor)) throw forbidden('Your role may not record credits');
}

/** An active member of the organisation (credits go to people who can see them). */
export async function checkMember(tx: DbOrTx, organizationId: string, userId: string): Promise<{ id: string; name: string }> {
  const [member] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inOrganization(users, organizationId, eq(users.id, userId), eq(users.status, 'active')));
  if (!member) throw invalid('userId', 'Choose a member of your organisation');
  return member;
}

/** A category of the organisation; an archived one only when the credit already has it (`kept`). */
export async function checkCategory(tx: DbOrTx, organizationId: string, categoryId: string, kept?: string): Promise<void> {
  const current = categoryId === kept ? undefined : isNull(creditCategories.archivedAt);
  const [category] = await tx
    .select({ id: creditCategories.id })
    .from(creditCategories)
    .where(inOrganization(creditCategories, organizationId, eq(creditCategories.id, categoryId), current));
  if (!category) throw invalid('categoryId', 'Choose a category');
}

export async function checkTask(tx: DbOrTx, organizationId: string, taskId: string | null | undefined): Promise<void> {
  if (!taskId) return;
  const [task] = await tx.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, taskId)));
  if (!task) throw invalid('taskId', 'Choose a task');
}

/** The credit's day: the organisation's today by default, never after it (in its time zone). */
export function checkDate(settings: PerformanceSettings, date: string | undefined): string {
  const today = organizationToday(settings);
  if (date === undefined) return today;
  if (date > today) throw badRequest(CREDIT_FUTURE_DATE_MESSAGE, { field: 'date' });
  return date;
}
