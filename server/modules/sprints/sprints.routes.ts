import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sprintAddBodySchema,
  sprintCompleteBodySchema,
  sprintCompleteResultSchema,
  sprintPlanSchema,
  sprintSchema,
  sprintTasksQuerySchema,
  sprintUpdateBodySchema,
  taskSummarySchema,
} from '../../../domain/sprints/sprints';
import { sprintReportSchema } from '../../../domain/sprints/sprintReport';
import { taskSchema } from '../../../domain/tasks/tasks';
import { actorOf } from '../../platform/auth/access';
import type { SprintsService } from './sprints.service';

const sprintParams = z.object({ id: z.uuid('id must be a valid id') });
const projectParams = z.object({ projectId: z.uuid('projectId must be a valid id') });
const sprintResponse = { 200: z.object({ data: sprintSchema }) };

/** Sprints (spec 7 'Sprints'): add, update (and start), complete, report, lists, the backlog view and the Summary tab. */
export function sprintsRoutes(sprints: SprintsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sprints'];

    app.post(
      '/sprint/add',
      { config: { ability: 'sprint_edit' }, schema: { tags, summary: 'Add a planned sprint to a project', body: sprintAddBodySchema, response: sprintResponse } },
      async (request) => ({ data: await sprints.add(actorOf(request), request.body) }),
    );

    app.put(
      '/sprint/update/:id',
      {
        config: { ability: 'sprint_edit' },
        schema: {
          tags,
          summary:
            "Edit a planned or active sprint; { status: 'active', startDate, endDate } starts a planned one. One active sprint per project (409 otherwise); a completed sprint cannot be changed (409).",
          params: sprintParams,
          body: sprintUpdateBodySchema,
          response: sprintResponse,
        },
      },
      async (request) => ({ data: await sprints.update(actorOf(request), request.params.id, request.body) }),
    );

    app.post(
      '/sprint/complete/:id',
      {
        config: { ability: 'sprint_edit' },
        schema: {
          tags,
          summary: "Complete the active sprint; its unfinished tasks move to the backlog (moveTo: 'backlog') or to a planned sprint of the project (moveTo: its id)",
          params: sprintParams,
          body: sprintCompleteBodySchema,
          response: { 200: z.object({ data: sprintCompleteResultSchema }) },
        },
      },
      async (request) => ({ data: await sprints.complete(actorOf(request), request.params.id, request.body) }),
    );

    app.get(
      '/sprint/report/:id',
      {
        schema: {
          tags,
          summary:
            "A started sprint's report: tasks finished and carried over when it was completed (for the active sprint: so far), scope added and removed after it started, their points, and its burndown over every day from its start date to its end date. A planned sprint has none (409).",
          params: sprintParams,
          response: { 200: z.object({ data: sprintReportSchema }) },
        },
      },
      async (request) => ({ data: await sprints.report(actorOf(request), request.params.id) }),
    );

    app.get(
      '/sprint/:projectId',
      {
        schema: {
          tags,
          summary: 'Sprints of a project with task counts and points: planned and active in creation order, then completed, newest first',
          params: projectParams,
          response: { 200: z.object({ data: z.array(sprintSchema) }) },
        },
      },
      async (request) => ({ data: await sprints.list(actorOf(request), request.params.projectId) }),
    );

    app.get(
      '/sprint-active/:projectId',
      { schema: { tags, summary: "The project's active sprint, or null", params: projectParams, response: { 200: z.object({ data: sprintSchema.nullable() }) } } },
      async (request) => ({ data: await sprints.active(actorOf(request), request.params.projectId) }),
    );

    app.get(
      '/sprint-tasks',
      {
        schema: {
          tags,
          summary:
            "Tasks by sprint, ordered by rank. With sprintId (a sprint id, or 'backlog' for tasks in no sprint): { data: Task[] }. Without sprintId: { data: { sprints: [{ sprint, tasks }], backlog: Task[] } } for the planned and active sprints and the backlog.",
          querystring: sprintTasksQuerySchema,
          response: { 200: z.object({ data: z.union([z.array(taskSchema), sprintPlanSchema]) }) },
        },
      },
      async (request) => {
        const { projectId, sprintId } = request.query;
        const actor = actorOf(request);
        return { data: sprintId ? await sprints.tasksOf(actor, { projectId, sprintId }) : await sprints.plan(actor, projectId) };
      },
    );

    app.get(
      '/task/summary/:projectId',
      {
        schema: {
          tags,
          summary:
            "The project's Summary tab: task counts by status, priority, type and assignee, the active sprint's totals and its burndown (one point per UTC day from its start date to its end date; the remaining line up to today)",
          params: projectParams,
          response: { 200: z.object({ data: taskSummarySchema }) },
        },
      },
      async (request) => ({ data: await sprints.summary(actorOf(request), request.params.projectId) }),
    );
  };
}
