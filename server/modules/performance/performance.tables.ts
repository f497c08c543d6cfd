import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CreditSnapshot, CreditSource } from '../../../domain/performance/credits';
import type { OrgRole } from '../../../domain/permissions/roles';
import { createdAt, organizations, tenantColumn } from '../../platform/db/columns';
import { tasks, users } from '../../platform/db/schema';

/**
 * One row per organisation, written on its first save (until then the defaults of
 * PERFORMANCE_SETTINGS_DEFAULTS apply, with the owner's time zone or UTC).
 */
export const performanceSettings = pgTable('performance_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  recorderRoles: text('recorder_roles').array().$type<OrgRole[]>().notNull(),
  weekStartsOn: smallint('week_starts_on').notNull(),
  timeZone: text('time_zone').notNull(),
  autoEnabled: boolean('auto_enabled').notNull().default(false),
  autoPointsPerStoryPoint: integer('auto_points_per_story_point').notNull().default(1),
  autoCategoryId: uuid('auto_category_id'),
  /** null: every project. */
  autoProjectIds: uuid('auto_project_ids').array(),
  peerEnabled: boolean('peer_enabled').notNull().default(false),
  peerMonthlyAllowance: integer('peer_monthly_allowance').notNull().default(100),
  peerCategoryId: uuid('peer_category_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const creditCategories = pgTable(
  'credit_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    defaultPoints: integer('default_points').notNull(),
    /** Set when archived: kept for the credits that name it, no longer offered for new ones. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The settings page's order. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('credit_categories_name_idx').on(t.organizationId, sql`lower(${t.name})`)],
);

/**
 * A credit: points for a member on a day, in a category, for a reason, maybe for a task. Deleting
 * one sets deleted_at, so its history stays readable; every total reads only rows without it.
 */
export const credits = pgTable(
  'credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    points: integer('points').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => creditCategories.id),
    /** The day it counts on, in the organisation's time zone. */
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    // A task's removal leaves its credits, without the link.
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    source: text('source').$type<CreditSource>().notNull().default('manual'),
    /** Who recorded it (recognition: who gave it); null for the automatic rule. */
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The report, the graph and the list read an organisation's current credits by day.
    index('credits_day_idx').on(t.organizationId, t.date).where(sql`${t.deletedAt} is null`),
    index('credits_member_idx').on(t.organizationId, t.userId, t.date).where(sql`${t.deletedAt} is null`),
    // One automatic credit per task at a time: moving it to done twice never credits twice.
    uniqueIndex('credits_automatic_task_idx').on(t.taskId).where(sql`${t.source} = 'automatic' and ${t.deletedAt} is null`),
    index('credits_recognition_idx').on(t.organizationId, t.recordedBy, t.createdAt).where(sql`${t.source} = 'recognition'`),
  ],
);

/** Every change to a credit: who (null: the automatic rule), when, and the credit before and after, in words. */
export const creditHistory = pgTable(
  'credit_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    creditId: uuid('credit_id')
      .notNull()
      .references(() => credits.id, { onDelete: 'cascade' }),
    action: text('action').$type<'created' | 'updated' | 'deleted'>().notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<CreditSnapshot>(),
    after: jsonb('after').$type<CreditSnapshot>(),
  },
  (t) => [index('credit_history_credit_idx').on(t.creditId, t.at)],
);
