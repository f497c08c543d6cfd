import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_CATEGORIES, type CategoryCreateBody, type CategoryUpdateBody, type CreditCategory } from '../../../domain/performance/credits';
import type { OrgActor } from '../../platform/auth/access';
import { isUniqueViolation, type DbOrTx, type Tx } from '../../platform/db/database';
import { creditCategories, credits, performanceSettings } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { badRequest, notFound } from '../../platform/http/errors';

/** Credit categories: each organisation starts with DEFAULT_CATEGORIES; a used category is archived, never deleted. */

const nameTaken = () => badRequest('name: A category with this name already exists', { field: 'name' });

/**
 * Gives an organisation without categories the default ones. Two first visits at once both try:
 * the unique name index keeps one copy of each.
 */
export async function ensureCategories(tx: DbOrTx, organizationId: string): Promise<void> {
  const [existing] = await tx.select({ id: creditCategories.id }).from(creditCategories).where(eq(creditCategories.organizationId, organizationId)).limit(1);
  if (existing) return;
  await tx
    .insert(creditCategories)
    .values(DEFAULT_CATEGORIES.map((category, position) => ({ organizationId, ...category, position })))
    .onConflictDoNothing();
}

/** All the organisation's categories, archived ones too, in their order, with how many current credits each has. */
export async function listCategories(db: DbOrTx, organizationId: string): Promise<CreditCategory[]> {
  await ensureCategories(db, organizationId);
  const used = db
    .select({ categoryId: credits.categoryId, total: count().as('total') })
    .from(credits)
    .where(and(eq(credits.organizationId, organizationId), isNull(credits.deletedAt)))
    .groupBy(credits.categoryId)
    .as('used');
  const rows = await db
    .select({ category: creditCategories, creditCount: sql<number>`coalesce(${used.total}, 0)::int` })
    .from(creditCategories)
    .leftJoin(used, eq(used.categoryId, creditCategories.id))
    .where(eq(creditCategories.organizationId, organizationId))
    .orderBy(asc(creditCategories.position), asc(creditCategories.createdAt));
  return rows.map(({ category, creditCount }) => presentCategory(category, creditCount));
}

function presentCategory(row: typeof creditCategories.$inferSelect, creditCount: number): CreditCategory {
  return { _id: row.id, name: row.name, color: row.color, defaultPoints: row.defaultPoints, archived: row.archivedAt !== null, creditCount };
}

async function creditCountOf(tx: DbOrTx, categoryId: string, withDeleted = false): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(credits)
    .where(and(eq(credits.categoryId, categoryId), withDeleted ? undefined : isNull(credits.deletedAt)));
  return row?.total ?? 0;
}

async function categoryOf(tx: Tx, actor: OrgActor, categoryId: string) {
  const [row] = await tx.select().from(creditCategories).where(inOrganization(creditCategories, actor.organizationId, eq(creditCategories.id, categoryId))).for('update');
  if (!row) throw notFound('Category not found');
  return row;
}

/** Runs a write whose name may collide with another category's (case-insensitive). */
async function uniqueName<T>(tx: Tx, write: () => Promise<T>): Promise<T> {
  try {
    // A savepoint, so the failed insert leaves the transaction usable for the 400.
    return await tx.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createCategory(tx: Tx, actor: OrgActor, body: CategoryCreateBody): Promise<CreditCategory> {
  await ensureCategories(tx, actor.organizationId);
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${creditCategories.position}), -1)::int` })
    .from(creditCategories)
    .where(eq(creditCategories.organizationId, actor.organizationId));
  const [row] = await uniqueName(tx, () =>
    tx
      .insert(creditCategories)
      .values({ organizationId: actor.organizationId, ...body, position: (last?.position ?? -1) + 1 })
      .returning(),
  );
  return presentCategory(row!, 0);
}

export async function updateCategory(tx: Tx, actor: OrgActor, categoryId: string, body: CategoryUpdateBody): Promise<CreditCategory> {
  const current = await categoryOf(tx, actor, categoryId);
  const archivedAt = body.archived === undefined ? current.archivedAt : body.archived ? (current.archivedAt ?? new Date()) : null;
  const [row] = await uniqueName(tx, () =>
    tx
      .update(creditCategories)
      .set({ name: body.name ?? current.name, color: body.color ?? current.color, defaultPoints: body.defaultPoints ?? current.defaultPoints, archivedAt })
      .where(eq(creditCategories.id, categoryId))
      .returning(),
  );
  return presentCategory(row!, await creditCountOf(tx, categoryId));
}

/** Whether the settings' automatic rule or peer recognition gives credits in this category. */
async function namedBySettings(tx: DbOrTx, organizationId: string, categoryId: string): Promise<boolean> {
  const [row] = await tx
    .select({ organizationId: performanceSettings.organizationId })
    .from(performanceSettings)
    .where(and(eq(performanceSettings.organizationId, organizationId), or(eq(performanceSettings.autoCategoryId, categoryId), eq(performanceSettings.peerCategoryId, categoryId))));
  return row !== undefined;
}

/**
 * A category no credit names (deleted ones included: their history names it) and the settings do
 * not give credits in goes; any other is archived.
 */
export async function deleteCategory(tx: Tx, actor: OrgActor, categoryId: string): Promise<{ _id: string; archived: boolean }> {
  const current = await categoryOf(tx, actor, categoryId);
  if ((await creditCountOf(tx, categoryId, true)) > 0 || (await namedBySettings(tx, actor.organizationId, categoryId))) {
    await tx.update(creditCategories).set({ archivedAt: current.archivedAt ?? new Date() }).where(eq(creditCategories.id, categoryId));
    return { _id: categoryId, archived: true };
  }
  await tx.delete(creditCategories).where(eq(creditCategories.id, categoryId));
  return { _id: categoryId, archived: false };
}
