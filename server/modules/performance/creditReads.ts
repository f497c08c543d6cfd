import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Credit, CreditExportQuery } from '../../../domain/performance/credits';
import { taskKey } from '../../../domain/tasks/tasks';
import type { DbOrTx } from '../../platform/db/database';
import { creditCategories, credits, projects, tasks, users } from '../../platform/db/schema';
import { avatarUrl } from '../users';

/** The list's filters (the CSV export's too), as the query schemas give them. */
export type CreditFilter = CreditExportQuery;

export interface CreditPageRequest {
  limit: number;
  offset: number;
}

const recorder = alias(users, 'recorder');

const creditColumns = {
  id: credits.id,
  points: credits.points,
  date: credits.date,
  reason: credits.reason,
  source: credits.source,
  createdAt: credits.createdAt,
  updatedAt: credits.updatedAt,
  deletedAt: credits.deletedAt,
  memberId: users.id,
  memberName: users.name,
  memberAvatarUpdatedAt: users.avatarUpdatedAt,
  categoryId: creditCategories.id,
  categoryName: creditCategories.name,
  categoryColor: creditCategories.color,
  taskId: tasks.id,
  taskNumber: tasks.number,
  taskTitle: tasks.title,
  projectId: projects.id,
  projectKey: projects.key,
  projectName: projects.name,
  recorderId: recorder.id,
  recorderName: recorder.name,
  recorderAvatarUpdatedAt: recorder.avatarUpdatedAt,
  // More than the 'created' entry: edited since it was recorded.
  edited: sql<boolean>`exists (select 1 from credit_history h where h.credit_id = ${credits.id} and h.action = 'updated')`,
};

type CreditRow = {
  [K in keyof typeof creditColumns]: (typeof creditColumns)[K] extends { _: { data: infer D; notNull: infer N } }
    ? N extends true
      ? D
      : D | null
    : boolean;
};

function creditsQuery(db: DbOrTx) {
  return db
    .select(creditColumns)
    .from(credits)
    .innerJoin(users, eq(users.id, credits.userId))
    .innerJoin(creditCategories, eq(creditCategories.id, credits.categoryId))
    .leftJoin(tasks, eq(tasks.id, credits.taskId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(recorder, eq(recorder.id, credits.recordedBy));
}

/** The WHERE of the list and the export: always the organisation, current (or deleted) credits. */
export function creditConditions(organizationId: string, filter: CreditFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(credits.organizationId, organizationId),
    filter.deleted ? isNotNull(credits.deletedAt) : isNull(credits.deletedAt),
    filter.userId ? eq(credits.userId, filter.userId) : undefined,
    filter.categoryId ? eq(credits.categoryId, filter.categoryId) : undefined,
    filter.projectId ? eq(tasks.projectId, filter.projectId) : undefined,
    filter.source ? eq(credits.source, filter.source) : undefined,
    filter.from ? gte(credits.date, filter.from) : undefined,
    filter.to ? lte(credits.date, filter.to) : undefined,
  ];
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(credits.reason, pattern), ilike(users.name, pattern), ilike(tasks.title, pattern)));
  }
  return and(...conditions)!;
}

function orderOf(filter: CreditFilter): SQL[] {
  const direction = filter.order === 'asc' ? asc : desc;
  switch (filter.sort ?? 'date') {
    case 'points':
      return [direction(credits.points), desc(credits.createdAt)];
    case 'member':
      return [direction(sql`lower(${users.name})`), desc(credits.date)];
    case 'category':
      return [direction(sql`lower(${creditCategories.name})`), desc(credits.date)];
    case 'createdAt':
      return [direction(credits.createdAt)];
    case 'date':
      return [direction(credits.date), direction(credits.createdAt)];
  }
}

/** One page of credits (or, without a page, all of them, for the export) and how many match. */
export async function loadCredits(db: DbOrTx, organizationId: string, filter: CreditFilter, page?: CreditPageRequest): Promise<{ rows: Credit[]; total: number }> {
  const where = creditConditions(organizationId, filter);
  const query = creditsQuery(db).where(where).orderBy(...orderOf(filter));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  let total = rows.length;
  if (page && (page.offset > 0 || rows.length === page.limit)) {
    const [counted] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(credits)
      .innerJoin(users, eq(users.id, credits.userId))
      .leftJoin(tasks, eq(tasks.id, credits.taskId))
      .where(where);
    total = counted?.count ?? 0;
  } else if (page) {
    total = page.offset + rows.length;
  }
  return { rows: rows.map((row) => presentCredit(row as CreditRow)), total };
}

/** One credit of the organisation (deleted ones too), or null. */
export async function loadCredit(db: DbOrTx, organizationId: string, creditId: string): Promise<Credit | null> {
  const [row] = await creditsQuery(db).where(and(eq(credits.organizationId, organizationId), eq(credits.id, creditId)));
  return row ? presentCredit(row as CreditRow) : null;
}

export function presentCredit(row: CreditRow): Credit {
  return {
    _id: row.id,
    member: { _id: row.memberId, name: row.memberName, avatar: avatarUrl({ id: row.memberId, avatarUpdatedAt: row.memberAvatarUpdatedAt }) },
    points: row.points,
    category: { _id: row.categoryId, name: row.categoryName, color: row.categoryColor },
    date: row.date,
    reason: row.reason,
    task:
      row.taskId && row.projectId
        ? { _id: row.taskId, key: row.projectKey && row.taskNumber !== null ? taskKey(row.projectKey, row.taskNumber) : null, title: row.taskTitle ?? '', projectId: row.projectId, projectName: row.projectName ?? '' }
        : null,
    source: row.source,
    recordedBy: row.recorderId ? { _id: row.recorderId, name: row.recorderName ?? '', avatar: avatarUrl({ id: row.recorderId, avatarUpdatedAt: row.recorderAvatarUpdatedAt }) } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    edited: Boolean(row.edited),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}
