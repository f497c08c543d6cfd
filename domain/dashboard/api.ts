import { z } from 'zod';
import { defineRoutes } from '../api/contract';
import { dashboardQuerySchema, dashboardSchema } from '../tasks/dashboard';

/** The home page's "My work" (domain/tasks/dashboard.ts holds its shapes). */
export const dashboardApiRoutes = defineRoutes({
  'GET /api/dashboard': {
    summary: "The caller's open assigned tasks, due-date counts for `today`, recent activity and projects, across the projects they can see",
    querystring: dashboardQuerySchema,
    response: { 200: z.object({ data: dashboardSchema }) },
  },
});
