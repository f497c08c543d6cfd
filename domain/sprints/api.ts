import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { taskSchema } from '../tasks/tasks';
import { sprintReportSchema } from './sprintReport';
import {
  sprintAddBodySchema,
  sprintCompleteBodySchema,
  sprintCompleteResultSchema,
  sprintPlanSchema,
  sprintSchema,
  sprintTasksQuerySchema,
  sprintUpdateBodySchema,
  taskSummarySchema,
} from './sprints';

const sprintParams = z.object({ id: z.uuid('id must be a valid id') });
const projectParams = z.object({ projectId: z.uuid('projectId must be a valid id') });
const oneSprint = { 200: z.object({ data: sprintSchema }) };

/** Sprints (spec 7 'Sprints'): add, update (and start), complete, report, lists, the backlog view and the Summary tab. */
export const sprintRoutes = defineRoutes({
  'POST /api/sprint/add': { summary: 'Add a planned sprint to a project', body: sprintAddBodySchema, response: oneSprint },
  'PUT /api/sprint/update/:id': {
    summary:
      "Edit a planned or active sprint; { status: 'active', startDate, endDate } starts a planned one. One active sprint per project (409 otherwise); a completed sprint cannot be changed (409).",
    params: sprintParams,
    body: sprintUpdateBodySchema,
    response: oneSprint,
  },
  'POST /api/sprint/complete/:id': {
    summary: "Complete the active sprint; its unfinished tasks move to the backlog (moveTo: 'backlog') or to a planned sprint of the project (moveTo: its id)",
    params: sprintParams,
    body: sprintCompleteBodySchema,
    response: { 200: z.object({ data: sprintCompleteResultSchema }) },
  },
  'GET /api/sprint/report/:id': {
    summary:
      "A started sprint's report: tasks finished and carried over when it was completed (for the active sprint: so far), scope added and removed after it started, their points, and its burndown over every day from its start date to its end date. A planned sprint has none (409).",
    params: sprintParams,
    response: { 200: z.object({ data: sprintReportSchema }) },
  },
  'GET /api/sprint/:projectId': {
    summary: 'Sprints of a project with task counts and points: planned and active in creation order, then completed, newest first',
    params: projectParams,
    response: { 200: z.object({ data: z.array(sprintSchema) }) },
  },
  'GET /api/sprint-active/:projectId': {
    summary: "The project's active sprint, or null",
    params: projectParams,
    response: { 200: z.object({ data: sprintSchema.nullable() }) },
  },
  'GET /api/sprint-tasks': {
    summary:
      "Tasks by sprint, ordered by rank. With sprintId (a sprint id, or 'backlog' for tasks in no sprint): { data: Task[] }. Without sprintId: { data: { sprints: [{ sprint, tasks }], backlog: Task[] } } for the planned and active sprints and the backlog.",
    querystring: sprintTasksQuerySchema,
    response: { 200: z.object({ data: z.union([z.array(taskSchema), sprintPlanSchema]) }) },
  },
  'GET /api/task/summary/:projectId': {
    summary:
      "The project's Summary tab: task counts by status, priority, type and assignee, the active sprint's totals and its burndown (one point per UTC day from its start date to its end date; the remaining line up to today)",
    params: projectParams,
    response: { 200: z.object({ data: taskSummarySchema }) },
  },
});
