import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PROJECT_STATUSES } from '../../../domain/projects/projects';
import { createdAt, tenantColumn } from '../../platform/db/columns';
import { users } from '../../platform/db/schema';

export { PROJECT_STATUSES };
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    name: text('name').notNull(),
    // Short upper-case key that prefixes task numbers (WEB-42), unique in the organisation.
    key: text('key').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<ProjectStatus>().notNull().default('active'),
    leadId: uuid('lead_id').references(() => users.id, { onDelete: 'set null' }),
    addedById: uuid('added_by_id').references(() => users.id, { onDelete: 'set null' }),
    // The last task number handed out; incremented under the project row lock.
    taskSequence: integer('task_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('projects_organization_key_unique').on(t.organizationId, t.key), index('projects_organization_idx').on(t.organizationId)],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: tenantColumn(),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId)],
);
