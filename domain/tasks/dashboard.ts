import { z } from 'zod';
import { STATUS_CATEGORIES } from '../projects/projects';
import { dateOnlySchema } from '../api/bounds';
import { TASK_PRIORITIES, TASK_TYPES } from './tasks';

/** The home page's "My work" (GET /api/dashboard): the signed-in member's open work across the projects they can see. */

/** At most this many assigned tasks are listed; `assignedTotal` says how many there are. */
export const DASHBOARD_ASSIGNED_LIMIT = 50;
export const DASHBOARD_ACTIVITY_LIMIT = 15;
/** "Due this week" is today and the six days after it, in the caller's own calendar. */
export const DASHBOARD_WEEK_DAYS = 7;

export const dashboardQuerySchema = z.object({
  // The client's own date: "overdue" and "due today" follow the member's time zone, not the server's.
  today: dateOnlySchema('today').optional(),
});

const ref = z.object({ _id: z.string(), name: z.string() });

export const dashboardTaskSchema = z.object({
  _id: z.string(),
  number: z.number(),
  /** 'WEB-42': the project's key and the task's number. */
  key: z.string(),
  title: z.string(),
  type: z.enum(TASK_TYPES),
  priority: z.enum(TASK_PRIORITIES),
  dueDate: z.string().nullable(),
  project: ref.extend({ key: z.string() }),
  status: ref.extend({ color: z.string(), category: z.enum(STATUS_CATEGORIES).nullable() }),
});
export type DashboardTask = z.infer<typeof dashboardTaskSchema>;

/** One history entry, as GET /api/task/:id/activity gives it, with the task it belongs to. */
export const dashboardActivitySchema = z.object({
  _id: z.string(),
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  actor: ref.nullable(),
  createdAt: z.string(),
  task: z.object({ _id: z.string(), number: z.number(), key: z.string(), title: z.string(), projectId: z.string() }),
});

export const dashboardProjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  key: z.string(),
  openTasks: z.number(),
  assignedToMe: z.number(),
});
export type DashboardProject = z.infer<typeof dashboardProjectSchema>;

const names = z.record(z.string(), z.string());

export const dashboardSchema = z.object({
  /** The day the counts were taken for. */
  today: z.string(),
  assigned: z.array(dashboardTaskSchema),
  assignedTotal: z.number(),
  counts: z.object({ overdue: z.number(), dueToday: z.number(), dueThisWeek: z.number() }),
  activity: z.array(dashboardActivitySchema),
  /** Names for the ids the activity entries hold (statuses, epics, people, sprints), so the page can phrase them. */
  names: z.object({ statuses: names, epics: names, people: names, sprints: names }),
  projects: z.array(dashboardProjectSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
