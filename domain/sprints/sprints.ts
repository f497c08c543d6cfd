import { z } from 'zod';
import { dateTimeSchema } from '../api/bounds';
import { STATUS_CATEGORIES } from '../projects/projects';
import { TASK_PRIORITIES, TASK_TYPES, taskSchema } from '../tasks/tasks';
import { burndownPointSchema } from './burndown';
import { summaryTotalsSchema } from './summary';

export const SPRINT_STATUSES = ['planned', 'active', 'completed'] as const;
export type SprintStatus = (typeof SPRINT_STATUSES)[number];
export const SPRINT_NAME_MAX = 80;
export const SPRINT_GOAL_MAX = 500;

export const SPRINT_MESSAGES = {
  nameRequired: 'Sprint name is required',
  anotherActive: 'Another sprint is already active in this project. Complete it first.',
  completedLocked: 'A completed sprint cannot be changed',
  onlyActiveCompletes: 'Only an active sprint can be completed',
  endAfterStart: 'End date must be after the start date',
  startDateToStart: 'Set a start date to start the sprint',
  endDateToStart: 'Set an end date to start the sprint',
  moveTo: 'moveTo must be backlog or the id of a planned sprint of this project',
  notFound: 'Sprint not found',
  reportNotStarted: 'A sprint has a report once it has started',
} as const;

const id = (field: string) => z.uuid(`${field} must be a valid id`);

const name = z
  .string({ error: SPRINT_MESSAGES.nameRequired })
  .trim()
  .min(1, SPRINT_MESSAGES.nameRequired)
  .max(SPRINT_NAME_MAX, `Sprint name must be at most ${SPRINT_NAME_MAX} characters`);
const goal = z.string({ error: 'goal must be text' }).trim().max(SPRINT_GOAL_MAX, `Goal must be at most ${SPRINT_GOAL_MAX} characters`);

/** Whether both dates are known and the end is not after the start (the one date rule). */
export const endsTooEarly = (startDate?: string | null, endDate?: string | null) =>
  !!startDate && !!endDate && Date.parse(endDate) <= Date.parse(startDate);

export const sprintAddBodySchema = z
  .object({
    projectId: id('projectId'),
    name,
    goal: goal.optional(),
    startDate: dateTimeSchema('startDate').optional(),
    endDate: dateTimeSchema('endDate').optional(),
  })
  .refine((v) => !endsTooEarly(v.startDate, v.endDate), { path: ['endDate'], message: SPRINT_MESSAGES.endAfterStart });
export type SprintAddBody = z.infer<typeof sprintAddBodySchema>;

/**
 * Edits, and the one transition allowed here: planned -> active (`{ status: 'active', startDate, endDate }`).
 * Completing goes through POST /sprint/complete/{id}. Dates may be cleared (null) while a sprint is planned.
 */
export const sprintUpdateBodySchema = z
  .object({
    name: name.optional(),
    goal: goal.optional(),
    startDate: dateTimeSchema('startDate').nullable().optional(),
    endDate: dateTimeSchema('endDate').nullable().optional(),
    status: z.literal('active', { error: "status can only be set to active here; complete a sprint with POST /sprint/complete/{id}" }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Send at least one field to change')
  .refine((v) => !endsTooEarly(v.startDate, v.endDate), { path: ['endDate'], message: SPRINT_MESSAGES.endAfterStart });
export type SprintUpdateBody = z.infer<typeof sprintUpdateBodySchema>;

/** Where the unfinished tasks of the completed sprint go: the backlog or a planned sprint of the same project. */
export const sprintCompleteBodySchema = z.object({
  moveTo: z.union([z.literal('backlog'), z.uuid(SPRINT_MESSAGES.moveTo)], { error: SPRINT_MESSAGES.moveTo }),
});
export type SprintCompleteBody = z.infer<typeof sprintCompleteBodySchema>;

export const sprintTasksQuerySchema = z.object({
  projectId: id('projectId'),
  sprintId: z.union([z.literal('backlog'), z.uuid('sprintId must be backlog or a sprint id')], { error: 'sprintId must be backlog or a sprint id' }).optional(),
});
export type SprintTasksQuery = z.infer<typeof sprintTasksQuerySchema>;

export const sprintSchema = z.object({
  _id: z.string(),
  projectId: z.string(),
  name: z.string(),
  goal: z.string(),
  status: z.enum(SPRINT_STATUSES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Tasks in the sprint, those in a done-category status, and their story points (null points count 0). */
  taskCount: z.number(),
  doneCount: z.number(),
  points: z.number(),
  donePoints: z.number(),
});
export type Sprint = z.infer<typeof sprintSchema>;

/** GET /sprint-tasks without sprintId: planned and active sprints with their tasks, and the backlog. */
export const sprintPlanSchema = z.object({
  sprints: z.array(z.object({ sprint: sprintSchema, tasks: z.array(taskSchema) })),
  backlog: z.array(taskSchema),
});
export type SprintPlan = z.infer<typeof sprintPlanSchema>;

export const sprintCompleteResultSchema = z.object({ sprint: sprintSchema, movedTasks: z.number() });
export type SprintCompleteResult = z.infer<typeof sprintCompleteResultSchema>;

/**
 * GET /task/summary/{projectId}: the project's Summary tab. `totals` are the cards and the status
 * chart's groups (domain/sprints/summary: one rule for what each counts). Dates of the burndown are UTC days.
 */
export const taskSummarySchema = z.object({
  totals: summaryTotalsSchema,
  byStatus: z.array(z.object({ statusId: z.string(), name: z.string(), color: z.string(), category: z.enum(STATUS_CATEGORIES).nullable(), count: z.number() })),
  byPriority: z.array(z.object({ priority: z.enum(TASK_PRIORITIES), count: z.number() })),
  byType: z.array(z.object({ type: z.enum(TASK_TYPES), count: z.number() })),
  byAssignee: z.array(z.object({ assignee: z.object({ _id: z.string(), name: z.string() }).nullable(), count: z.number() })),
  activeSprint: z.object({ sprint: sprintSchema, total: z.number(), done: z.number(), points: z.number(), donePoints: z.number() }).nullable(),
  burndown: z.array(burndownPointSchema),
});
export type TaskSummary = z.infer<typeof taskSummarySchema>;
