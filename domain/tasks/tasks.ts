import { z } from 'zod';
import { dateOnlySchema, int32Schema } from '../api/bounds';
import { DESCRIPTION_MAX, TASK_PRIORITIES, TASK_TYPES, TITLE_MAX } from './taskRules';

// The types, priorities, keys and limits live in ./taskRules, without zod, so the shell loads no zod for them.
export * from './taskRules';

const id = (field: string) => z.uuid(`${field} must be a valid id`);

/** The spec's task fields (issue 4): the same names in requests and responses. */
export const taskFieldsSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  description: z.string().max(DESCRIPTION_MAX, 'Description is too long').optional(),
  type: z.enum(TASK_TYPES, { error: 'type must be Task or Bug' }).optional(),
  priority: z.enum(TASK_PRIORITIES, { error: `priority must be one of ${TASK_PRIORITIES.join(', ')}` }).optional(),
  status: id('status').optional(),
  epic: id('epic').nullable().optional(),
  // Unassigned is null (spec 3).
  assignee: id('assignee').nullable().optional(),
  sprintId: id('sprintId').nullable().optional(),
  storyPoints: int32Schema('storyPoints', { min: 0, max: 1000, messages: { min: 'storyPoints must not be negative' } }).nullable().optional(),
  dueDate: dateOnlySchema('dueDate').nullable().optional(),
});

export const taskAddBodySchema = taskFieldsSchema.extend({ projectId: id('projectId') });
export type TaskAddBody = z.infer<typeof taskAddBodySchema>;
export const taskUpdateBodySchema = taskFieldsSchema.partial().refine((v) => Object.keys(v).length > 0, 'Send at least one field to change');
export type TaskUpdateBody = z.infer<typeof taskUpdateBodySchema>;

/** A board move: the new status and the neighbours the card was dropped between. */
export const taskMoveBodySchema = z.object({
  status: id('status'),
  beforeId: id('beforeId').nullable().optional(),
  afterId: id('afterId').nullable().optional(),
});
export type TaskMoveBody = z.infer<typeof taskMoveBodySchema>;

export const taskListQuerySchema = z.object({
  projectId: id('projectId'),
  assignee: z.union([id('assignee'), z.literal('unassigned')]).optional(),
  type: z.enum(TASK_TYPES, { error: 'type must be Task or Bug' }).optional(),
  priority: z.enum(TASK_PRIORITIES, { error: `priority must be one of ${TASK_PRIORITIES.join(', ')}` }).optional(),
  epic: id('epic').optional(),
  status: id('status').optional(),
  sprintId: z.union([id('sprintId'), z.literal('backlog')]).optional(),
  text: z.string().max(200, 'text must be at most 200 characters').optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const commentBodySchema = z.object({
  body: z.string({ error: 'Comment is required' }).trim().min(1, 'Comment is required').max(10_000, 'Comment must be at most 10000 characters'),
  /** Members picked from the '@' list: each who can see the task is notified. */
  mentions: z.array(z.uuid('mentions: each mention must be a member id')).max(50, 'mentions: at most 50 people').default([]),
});
export type CommentBody = z.infer<typeof commentBodySchema>;

export const taskSchema = z.object({
  _id: z.string(),
  key: z.string(),
  projectId: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(TASK_TYPES),
  priority: z.enum(TASK_PRIORITIES),
  status: z.string(),
  epic: z.string().nullable(),
  assignee: z.string().nullable(),
  reporter: z.string().nullable(),
  sprintId: z.string().nullable(),
  storyPoints: z.number().nullable(),
  dueDate: z.string().nullable(),
  rank: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** A task as the board and the list carry it: everything but the description, which only the task panel shows (it fetches its task). */
export const taskCardSchema = taskSchema.omit({ description: true });
export type TaskCard = z.infer<typeof taskCardSchema>;
