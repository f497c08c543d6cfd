import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { STATUS_CATEGORIES, type StatusCategory } from '../../../domain/projects/projects';
import { createdAt, tenantColumn } from '../../platform/db/columns';
import { projects } from '../../platform/db/schema';

export const ENUM_KINDS = ['status', 'epic'] as const;
export type EnumKind = (typeof ENUM_KINDS)[number];
export { STATUS_CATEGORIES, type StatusCategory };

/** A project's own lists (spec 3 'enum lists per project'): task statuses and epics. */
export const projectEnums = pgTable(
  'project_enums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EnumKind>().notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    // Statuses only: which column group counts as finished ('done') for unfinished counts.
    category: text('category').$type<StatusCategory>(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('project_enums_project_kind_idx').on(t.projectId, t.kind, t.position)],
);
