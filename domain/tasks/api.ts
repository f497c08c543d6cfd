import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { enumOptionSchema } from '../projects/enums';
import { commentBodySchema, TASK_KEY_PATTERN, taskAddBodySchema, taskListQuerySchema, taskCardSchema, taskMoveBodySchema, taskSchema, taskUpdateBodySchema } from './tasks';

export const personRefSchema = z.object({ _id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const taskCommentSchema = z.object({ _id: z.string(), body: z.string(), author: personRefSchema.nullable(), createdAt: z.string() });
export type TaskComment = z.infer<typeof taskCommentSchema>;

/** One entry of a task's history: which field changed, from what to what, by whom. */
export const taskActivitySchema = z.object({
  _id: z.string(),
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor: personRefSchema.nullable(),
  createdAt: z.string(),
});
export type TaskActivity = z.infer<typeof taskActivitySchema>;

export const boardSprintSchema = z.object({ _id: z.string(), name: z.string(), goal: z.string(), startDate: z.string().nullable(), endDate: z.string().nullable() });
export type BoardSprint = z.infer<typeof boardSprintSchema>;

/** The Board tab: the active sprint, the columns (statuses in order) and the tasks on it. */
export const boardSchema = z.object({
  activeSprint: boardSprintSchema.nullable(),
  statuses: z.array(enumOptionSchema),
  tasks: z.array(taskCardSchema),
});
export type BoardData = z.infer<typeof boardSchema>;

const taskParams = z.object({ id: z.uuid('id must be a valid id') });
const projectParams = z.object({ projectId: z.uuid('projectId must be a valid id') });
const oneTask = { 200: z.object({ data: taskSchema }) };
const comments = { 200: z.object({ data: z.array(taskCommentSchema) }) };

export const taskRoutes = defineRoutes({
  'POST /api/task/add': { body: taskAddBodySchema, response: oneTask },
  'POST /api/task/update/:id': { params: taskParams, body: taskUpdateBodySchema, response: oneTask },
  'POST /api/task/move/:id': {
    summary: 'Drop a card on the board: its status and the cards above (beforeId) and below (afterId)',
    params: taskParams,
    body: taskMoveBodySchema,
    response: oneTask,
  },
  'GET /api/task/list': { querystring: taskListQuerySchema, response: { 200: z.object({ data: z.array(taskCardSchema) }) } },
  'GET /api/task/board/:projectId': { params: projectParams, response: { 200: z.object({ data: boardSchema }) } },
  'DELETE /api/task/delete/:id': { params: taskParams, response: { 200: z.object({ data: z.object({ success: z.literal(true) }) }) } },
  'GET /api/task/:id/comments': { params: taskParams, response: comments },
  'POST /api/task/:id/comments': { params: taskParams, body: commentBodySchema, response: comments },
  'GET /api/task/:id/activity': { params: taskParams, response: { 200: z.object({ data: z.array(taskActivitySchema) }) } },
  'GET /api/task/by-key/:key': {
    summary: "A task by its key (WEB-42), in a project the caller can open: a note's task chip reads it",
    params: z.object({ key: z.string().trim().toUpperCase().regex(TASK_KEY_PATTERN, 'key must be a task key such as WEB-42') }),
    response: oneTask,
  },
  'GET /api/task/:id': { params: taskParams, response: oneTask },
});
