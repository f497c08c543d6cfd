import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SPRINT_STATUSES, type SprintStatus } from '../../../domain/sprints/sprints';
import { createdAt, tenantColumn } from '../../platform/db/columns';
import { projects } from '../../platform/db/schema';

export { SPRINT_STATUSES, type SprintStatus };

export const sprints = pgTable(
  'sprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    goal: text('goal').notNull().default(''),
    status: text('status').$type<SprintStatus>().notNull().default('planned'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    // The moment it was started (not the start date chosen): the sprint report's line between
    // planned scope and scope added after the start.
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sprints_project_idx').on(t.projectId, t.status),
    // Spec 3: one active sprint per project, enforced by the database as well.
    uniqueIndex('sprints_one_active_per_project').on(t.projectId).where(sql`status = 'active'`),
  ],
);
