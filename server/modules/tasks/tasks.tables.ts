import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TASK_PRIORITIES, TASK_TYPES, type TaskPriority } from '../../../domain/tasks/tasks';
import { createdAt, tenantColumn } from '../../platform/db/columns';
import { projectEnums, projects, sprints, users } from '../../platform/db/schema';

export { TASK_TYPES };
export type TaskType = (typeof TASK_TYPES)[number];
export { TASK_PRIORITIES, type TaskPriority };

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    // Sanitised HTML (sanitize-html on the server), safe to render.
    description: text('description').notNull().default(''),
    type: text('type').$type<TaskType>().notNull().default('Task'),
    priority: text('priority').$type<TaskPriority>().notNull().default('None'),
    statusId: uuid('status_id')
      .notNull()
      .references(() => projectEnums.id),
    epicId: uuid('epic_id').references(() => projectEnums.id, { onDelete: 'set null' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    sprintId: uuid('sprint_id').references(() => sprints.id, { onDelete: 'set null' }),
    storyPoints: integer('story_points'),
    dueDate: text('due_date'),
    // Fractional index: moving a card writes only its own row.
    rank: text('rank').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tasks_project_number_unique').on(t.projectId, t.number),
    index('tasks_project_status_rank_idx').on(t.projectId, t.statusId, t.rank),
    index('tasks_project_sprint_idx').on(t.projectId, t.sprintId),
    index('tasks_assignee_idx').on(t.organizationId, t.assigneeId),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.createdAt)],
);

/** Who changed what on a task, and when: the task's history and the burndown's source. */
export const taskActivity = pgTable(
  'task_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantColumn(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: createdAt(),
  },
  (t) => [
    index('task_activity_task_idx').on(t.taskId, t.createdAt),
    // The home page's recent activity: the organisation's newest entries, read from the end.
    index('task_activity_organization_created_idx').on(t.organizationId, t.createdAt),
  ],
);
