import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { DASHBOARD_ACTIVITY_LIMIT, DASHBOARD_ASSIGNED_LIMIT, DASHBOARD_WEEK_DAYS, type Dashboard } from '../../../domain/tasks/dashboard';
import { PRIORITY_RANK, TASK_PRIORITIES, taskKey } from '../../../domain/tasks/tasks';
import type { OrgActor } from '../../platform/auth/access';
import type { Db } from '../../platform/db/database';
import { projectEnums, projects, sprints, taskActivity, tasks, users } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { isOpenStatus, visibleProjectsCondition } from '../projects';
import { presentActivity } from '../tasks';

/** Most urgent first, as the task list sorts (PRIORITY_RANK). */
const priorityRank = sql.join(
  [sql`case ${tasks.priority}`, ...TASK_PRIORITIES.map((p) => sql`when ${p} then ${PRIORITY_RANK[p]}`), sql`end`],
  sql` `,
);

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const byId = (rows: { id: string; name: string }[]) => Object.fromEntries(rows.map((row) => [row.id, row.name]));

export function createDashboardService(deps: { db: Db }) {
  const { db } = deps;

  return {
    /**
     * A fixed handful of queries, however many projects, tasks and entries there are:
     * the visible projects, then the assigned list, its counts, the per-project counts
     * and the activity, then the names its entries refer to.
     */
    async get(actor: OrgActor, options: { today?: string } = {}): Promise<Dashboard> {
      const today = options.today ?? new Date().toISOString().slice(0, 10);
      const weekEnd = addDays(today, DASHBOARD_WEEK_DAYS - 1);
      const visible = await db
        .select({ id: projects.id, name: projects.name, key: projects.key })
        .from(projects)
        .where(visibleProjectsCondition(db, actor))
        .orderBy(asc(sql`lower(${projects.name})`));
      const empty: Dashboard = {
        today,
        assigned: [],
        assignedTotal: 0,
        counts: { overdue: 0, dueToday: 0, dueThisWeek: 0 },
        activity: [],
        names: { statuses: {}, epics: {}, people: {}, sprints: {} },
        projects: [],
      };
      if (visible.length === 0) return empty;
      const projectIds = visible.map((project) => project.id);
      const project = new Map(visible.map((row) => [row.id, row]));

      const openTasksOf = (...conditions: SQL[]) =>
        inOrganization(tasks, actor.organizationId, inArray(tasks.projectId, projectIds), isOpenStatus, ...conditions);
      const mine = eq(tasks.assigneeId, actor.userId);

      const [assignedRows, [totals], perProject, activityRows] = await Promise.all([
        db
          .select({ task: tasks, status: { id: projectEnums.id, name: projectEnums.name, color: projectEnums.color, category: projectEnums.category } })
          .from(tasks)
          .innerJoin(projectEnums, eq(projectEnums.id, tasks.statusId))
          .where(openTasksOf(mine))
          .orderBy(
            sql`case when ${tasks.dueDate} < ${today} then 0 else 1 end`,
            sql`${tasks.dueDate} asc nulls last`,
            priorityRank,
            asc(tasks.number),
          )
          .limit(DASHBOARD_ASSIGNED_LIMIT),
        db
          .select({
            total: count(),
            overdue: sql<number>`count(*) filter (where ${tasks.dueDate} < ${today})`.mapWith(Number),
            dueToday: sql<number>`count(*) filter (where ${tasks.dueDate} = ${today})`.mapWith(Number),
            dueThisWeek: sql<number>`count(*) filter (where ${tasks.dueDate} between ${today} and ${weekEnd})`.mapWith(Number),
          })
          .from(tasks)
          .innerJoin(projectEnums, eq(projectEnums.id, tasks.statusId))
          .where(openTasksOf(mine)),
        db
          .select({ projectId: tasks.projectId, open: count(), mine: sql<number>`count(*) filter (where ${mine})`.mapWith(Number) })
          .from(tasks)
          .innerJoin(projectEnums, eq(projectEnums.id, tasks.statusId))
          .where(openTasksOf())
          .groupBy(tasks.projectId),
        db
          .select({
            activity: taskActivity,
            actorName: users.name,
            task: { id: tasks.id, number: tasks.number, title: tasks.title, projectId: tasks.projectId },
          })
          .from(taskActivity)
          .innerJoin(tasks, eq(tasks.id, taskActivity.taskId))
          .leftJoin(users, eq(users.id, taskActivity.actorId))
          .where(inOrganization(taskActivity, actor.organizationId, inOrganization(tasks, actor.organizationId, inArray(tasks.projectId, projectIds))))
          .orderBy(desc(taskActivity.createdAt), desc(taskActivity.id))
          .limit(DASHBOARD_ACTIVITY_LIMIT),
      ]);

      const names = await activityNames(
        actor.organizationId,
        activityRows.map((row) => row.activity),
      );
      const counts = new Map(perProject.map((row) => [row.projectId, row]));
      const keyOf = (projectId: string, number: number) => taskKey(project.get(projectId)?.key ?? '', number);

      return {
        today,
        assigned: assignedRows.map(({ task, status }) => ({
          _id: task.id,
          number: task.number,
          key: keyOf(task.projectId, task.number),
          title: task.title,
          type: task.type,
          priority: task.priority,
          dueDate: task.dueDate,
          project: { _id: task.projectId, name: project.get(task.projectId)?.name ?? '', key: project.get(task.projectId)?.key ?? '' },
          status: { _id: status.id, name: status.name, color: status.color, category: status.category },
        })),
        assignedTotal: totals?.total ?? 0,
        counts: { overdue: totals?.overdue ?? 0, dueToday: totals?.dueToday ?? 0, dueThisWeek: totals?.dueThisWeek ?? 0 },
        activity: activityRows.map(({ activity, actorName, task }) => ({
          ...presentActivity(activity, actorName),
          task: { _id: task.id, number: task.number, key: keyOf(task.projectId, task.number), title: task.title, projectId: task.projectId },
        })),
        names,
        projects: visible.map((row) => ({
          _id: row.id,
          name: row.name,
          key: row.key,
          openTasks: counts.get(row.id)?.open ?? 0,
          assignedToMe: counts.get(row.id)?.mine ?? 0,
        })),
      };
    },
  };

  /** The names behind the ids that status, epic, assignee and sprint entries hold: three queries for all of them. */
  async function activityNames(organizationId: string, entries: { field: string; fromValue: string | null; toValue: string | null }[]) {
    const idsOf = (...fields: string[]) => [
      ...new Set(entries.filter((entry) => fields.includes(entry.field)).flatMap((entry) => [entry.fromValue, entry.toValue]).filter((v): v is string => !!v)),
    ];
    // Only well-formed ids reach the uuid columns: a malformed value would make Postgres refuse the whole query.
    const uuids = (ids: string[]) => ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
    const enumIds = uuids(idsOf('status', 'epic'));
    const personIds = uuids(idsOf('assignee'));
    const sprintIds = uuids(idsOf('sprint'));
    const [enums, people, sprintRows] = await Promise.all([
      enumIds.length
        ? db
            .select({ id: projectEnums.id, name: projectEnums.name, kind: projectEnums.kind })
            .from(projectEnums)
            .where(inOrganization(projectEnums, organizationId, inArray(projectEnums.id, enumIds)))
        : [],
      personIds.length ? db.select({ id: users.id, name: users.name }).from(users).where(inOrganization(users, organizationId, inArray(users.id, personIds))) : [],
      sprintIds.length ? db.select({ id: sprints.id, name: sprints.name }).from(sprints).where(inOrganization(sprints, organizationId, inArray(sprints.id, sprintIds))) : [],
    ]);
    return {
      statuses: byId(enums.filter((row) => row.kind === 'status')),
      epics: byId(enums.filter((row) => row.kind === 'epic')),
      people: byId(people),
      sprints: byId(sprintRows),
    };
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>;
