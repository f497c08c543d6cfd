import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  SPRINT_MESSAGES,
  type Sprint,
  type SprintAddBody,
  type SprintCompleteBody,
  type SprintCompleteResult,
  type SprintPlan,
  type SprintTasksQuery,
  type SprintUpdateBody,
  type TaskSummary,
} from '../../../domain/sprints/sprints';
import type { SprintReport } from '../../../domain/sprints/sprintReport';
import type { Task } from '../../../domain/tasks/tasks';
import type { OrgActor } from '../../platform/auth/access';
import { type Db, type DbOrTx, isUniqueViolation } from '../../platform/db/database';
import { projectEnums, type projects, sprints, tasks } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { createProjectEvents, isDoneStatus, projectFor } from '../projects';
import { carryOverUnfinished, presentTask } from '../tasks';
import { reportOfSprint } from './sprintReport';
import { taskCounts } from './summary';

type SprintRow = typeof sprints.$inferSelect;
export interface SprintCounts {
  taskCount: number;
  doneCount: number;
  points: number;
  donePoints: number;
}
const NO_TASKS: SprintCounts = { taskCount: 0, doneCount: 0, points: 0, donePoints: 0 };

export function presentSprint(row: SprintRow, counts: SprintCounts = NO_TASKS): Sprint {
  return {
    _id: row.id,
    projectId: row.projectId,
    name: row.name,
    goal: row.goal,
    status: row.status,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...counts,
  };
}

/** Statuses of the 'done' category in a project, as a subquery. */
const doneStatusesOf = (tx: DbOrTx, projectId: string) =>
  tx
    .select({ id: projectEnums.id })
    .from(projectEnums)
    .where(and(eq(projectEnums.projectId, projectId), eq(projectEnums.kind, 'status'), eq(projectEnums.category, 'done')));

export function createSprintsService(deps: { db: Db; realtime?: Realtime }) {
  const { db, realtime } = deps;

  /** Task counts and points per sprint of a project in one grouped query. */
  const countsFor = async (tx: DbOrTx, projectId: string, sprintIds?: string[]) => {
    if (sprintIds && sprintIds.length === 0) return new Map<string, SprintCounts>();
    const rows = await tx
      .select({
        sprintId: tasks.sprintId,
        taskCount: sql<number>`count(*)::int`.mapWith(Number),
        doneCount: sql<number>`(count(*) filter (where ${isDoneStatus}))::int`.mapWith(Number),
        points: sql<number>`coalesce(sum(${tasks.storyPoints}), 0)::int`.mapWith(Number),
        donePoints: sql<number>`coalesce(sum(${tasks.storyPoints}) filter (where ${isDoneStatus}), 0)::int`.mapWith(Number),
      })
      .from(tasks)
      .innerJoin(projectEnums, eq(projectEnums.id, tasks.statusId))
      .where(and(eq(tasks.projectId, projectId), sprintIds ? inArray(tasks.sprintId, sprintIds) : sql`${tasks.sprintId} is not null`))
      .groupBy(tasks.sprintId);
    return new Map(rows.map(({ sprintId, ...counts }) => [sprintId!, counts]));
  };

  const presentMany = async (tx: DbOrTx, projectId: string, rows: SprintRow[]) => {
    const counts = await countsFor(
      tx,
      projectId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentSprint(row, counts.get(row.id)));
  };

  /** The sprint with its project, if the caller may see that project; otherwise "not found". */
  const sprintFor = async (tx: DbOrTx, actor: OrgActor, sprintId: string, options: { lock?: boolean } = {}) => {
    const byId = inOrganization(sprints, actor.organizationId, eq(sprints.id, sprintId));
    const [found] = await tx.select({ projectId: sprints.projectId }).from(sprints).where(byId).limit(1);
    if (!found) throw notFound(SPRINT_MESSAGES.notFound);
    const project = await projectFor(tx, actor, found.projectId, options).catch((error: unknown) => {
      throw error instanceof AppError && error.statusCode === 404 ? notFound(SPRINT_MESSAGES.notFound) : error;
    });
    // Read again once the project row is locked: sprint changes of a project run one at a time.
    const query = tx.select().from(sprints).where(byId).limit(1);
    const [sprint] = options.lock ? await query.for('update') : await query;
    if (!sprint) throw notFound(SPRINT_MESSAGES.notFound);
    return { sprint, project };
  };

  /** Open boards, backlogs and summaries of the project refetch (spec: tasks listed by sprint). */
  const projectEvents = createProjectEvents(db, realtime);
  const changed = (actor: OrgActor, projectId: string, taskIds: string[]) => projectEvents.tasksChanged(actor.organizationId, projectId, taskIds);

  const anotherActive = () => conflict(SPRINT_MESSAGES.anotherActive);

  const listTasks = async (projectId: string, condition: SQL, key: string) => {
    const rows = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.projectId, projectId), condition))
      .orderBy(asc(tasks.rank), asc(tasks.number));
    return rows.map((row) => presentTask(row, key));
  };

  /** The project's running sprint row, if one runs. */
  const activeRow = async (projectId: string) => {
    const [row] = await db
      .select()
      .from(sprints)
      .where(and(eq(sprints.projectId, projectId), eq(sprints.status, 'active')))
      .limit(1);
    return row;
  };

  /** The running sprint's totals and its burndown (the same as its report's), or null. */
  const activeSprintSummary = async (project: typeof projects.$inferSelect, now: Date) => {
    const active = await activeRow(project.id);
    if (!active) return null;
    const [[sprint], report] = await Promise.all([presentMany(db, project.id, [active]), reportOfSprint(db, project, active, now)]);
    const { taskCount, doneCount, points, donePoints } = sprint!;
    return { active: { sprint: sprint!, total: taskCount, done: doneCount, points, donePoints }, burndown: report?.burndown ?? [] };
  };

  return {
    sprintFor,

    async add(actor: OrgActor, body: SprintAddBody): Promise<Sprint> {
      const row = await db.transaction(async (tx) => {
        const project = await projectFor(tx, actor, body.projectId);
        const [row] = await tx
          .insert(sprints)
          .values({
            organizationId: actor.organizationId,
            projectId: project.id,
            name: body.name,
            goal: body.goal ?? '',
            startDate: body.startDate ? new Date(body.startDate) : null,
            endDate: body.endDate ? new Date(body.endDate) : null,
          })
          .returning();
        return row!;
      });
      await changed(actor, row.projectId, []);
      return presentSprint(row);
    },

    /** Edits a planned or active sprint; `status: 'active'` starts a planned one (one active sprint per project). */
    async update(actor: OrgActor, sprintId: string, body: SprintUpdateBody): Promise<Sprint> {
      const sprint = await db
        .transaction(async (tx) => {
          const { sprint, project } = await sprintFor(tx, actor, sprintId, { lock: true });
          if (sprint.status === 'completed') throw conflict(SPRINT_MESSAGES.completedLocked);
          const next: Partial<SprintRow> = {};
          if (body.name !== undefined) next.name = body.name;
          if (body.goal !== undefined) next.goal = body.goal;
          if (body.startDate !== undefined) next.startDate = body.startDate === null ? null : new Date(body.startDate);
          if (body.endDate !== undefined) next.endDate = body.endDate === null ? null : new Date(body.endDate);
          const startDate = next.startDate !== undefined ? next.startDate : sprint.startDate;
          const endDate = next.endDate !== undefined ? next.endDate : sprint.endDate;
          if (startDate && endDate && endDate <= startDate) throw badRequest(`endDate: ${SPRINT_MESSAGES.endAfterStart}`, { field: 'endDate' });

          const starting = body.status === 'active' && sprint.status === 'planned';
          if (starting || sprint.status === 'active') {
            // A running sprint always has both dates: the burndown is drawn between them.
            if (!startDate) throw badRequest(`startDate: ${SPRINT_MESSAGES.startDateToStart}`, { field: 'startDate' });
            if (!endDate) throw badRequest(`endDate: ${SPRINT_MESSAGES.endDateToStart}`, { field: 'endDate' });
          }
          if (starting) {
            const [running] = await tx
              .select({ id: sprints.id })
              .from(sprints)
              .where(and(eq(sprints.projectId, project.id), eq(sprints.status, 'active'), ne(sprints.id, sprint.id)))
              .limit(1);
            if (running) throw anotherActive();
            next.status = 'active';
            next.startedAt = new Date();
          }
          const [updated] = await tx
            .update(sprints)
            .set({ ...next, updatedAt: new Date() })
            .where(eq(sprints.id, sprint.id))
            .returning();
          return updated!;
        })
        .catch((error: unknown) => {
          // The partial unique index sprints_one_active_per_project catches what slipped past the check.
          if (isUniqueViolation(error)) throw anotherActive();
          throw error;
        });
      await changed(actor, sprint.projectId, []);
      const [presented] = await presentMany(db, sprint.projectId, [sprint]);
      return presented!;
    },

    /**
     * Completes the active sprint: its unfinished tasks go to the backlog or to a planned
     * sprint of the same project, finished ones stay. One transaction, history written.
     */
    async complete(actor: OrgActor, sprintId: string, body: SprintCompleteBody): Promise<SprintCompleteResult> {
      const { completed, movedIds } = await db.transaction(async (tx) => {
        const { sprint, project } = await sprintFor(tx, actor, sprintId, { lock: true });
        if (sprint.status !== 'active') throw conflict(SPRINT_MESSAGES.onlyActiveCompletes);
        let targetId: string | null = null;
        if (body.moveTo !== 'backlog') {
          const [target] = await tx
            .select({ id: sprints.id, status: sprints.status })
            .from(sprints)
            .where(and(eq(sprints.projectId, project.id), eq(sprints.id, body.moveTo)))
            .limit(1);
          if (!target || target.status !== 'planned') throw badRequest(`moveTo: ${SPRINT_MESSAGES.moveTo}`, { field: 'moveTo' });
          targetId = target.id;
        }
        const now = new Date();
        const movedIds = await carryOverUnfinished(tx, actor, {
          projectId: project.id,
          sprintId: sprint.id,
          targetId,
          doneStatusIds: doneStatusesOf(tx, project.id),
          now,
        });
        const [completed] = await tx
          .update(sprints)
          .set({ status: 'completed', completedAt: now, updatedAt: now })
          .where(eq(sprints.id, sprint.id))
          .returning();
        return { completed: completed!, movedIds };
      });
      await changed(actor, completed.projectId, movedIds);
      const [sprint] = await presentMany(db, completed.projectId, [completed]);
      return { sprint: sprint!, movedTasks: movedIds.length };
    },

    /** Planned and active sprints in creation order, then completed ones, newest first. */
    async list(actor: OrgActor, projectId: string): Promise<Sprint[]> {
      const project = await projectFor(db, actor, projectId);
      const [rows, counts] = await Promise.all([
        db
          .select()
          .from(sprints)
          .where(eq(sprints.projectId, project.id))
          .orderBy(
            asc(sql`${sprints.status} = 'completed'`),
            asc(sql`case when ${sprints.status} = 'completed' then null else ${sprints.createdAt} end`),
            desc(sprints.completedAt),
            desc(sprints.createdAt),
          ),
        countsFor(db, project.id),
      ]);
      return rows.map((row) => presentSprint(row, counts.get(row.id)));
    },

    async active(actor: OrgActor, projectId: string): Promise<Sprint | null> {
      const project = await projectFor(db, actor, projectId);
      const row = await activeRow(project.id);
      if (!row) return null;
      const [presented] = await presentMany(db, project.id, [row]);
      return presented!;
    },

    /** One sprint's tasks, or the backlog's ('backlog'), ordered by rank. */
    async tasksOf(actor: OrgActor, query: Required<SprintTasksQuery>): Promise<Task[]> {
      const project = await projectFor(db, actor, query.projectId);
      if (query.sprintId === 'backlog') return listTasks(project.id, isNull(tasks.sprintId), project.key);
      const [sprint] = await db
        .select({ id: sprints.id })
        .from(sprints)
        .where(and(eq(sprints.projectId, project.id), eq(sprints.id, query.sprintId)))
        .limit(1);
      if (!sprint) throw notFound(SPRINT_MESSAGES.notFound);
      return listTasks(project.id, eq(tasks.sprintId, sprint.id), project.key);
    },

    /** The backlog screen: planned and active sprints with their tasks, and the backlog, in two queries. */
    async plan(actor: OrgActor, projectId: string): Promise<SprintPlan> {
      const project = await projectFor(db, actor, projectId);
      const open = await db
        .select()
        .from(sprints)
        .where(and(eq(sprints.projectId, project.id), ne(sprints.status, 'completed')))
        .orderBy(asc(sprints.createdAt));
      const openIds = open.map((row) => row.id);
      const rows = await db
        .select({ task: tasks, done: sql<boolean>`coalesce(${isDoneStatus}, false)` })
        .from(tasks)
        .innerJoin(projectEnums, eq(projectEnums.id, tasks.statusId))
        .where(and(eq(tasks.projectId, project.id), openIds.length ? or(isNull(tasks.sprintId), inArray(tasks.sprintId, openIds)) : isNull(tasks.sprintId)))
        .orderBy(asc(tasks.rank), asc(tasks.number));
      const bySprint = new Map(open.map((row) => [row.id, { counts: { ...NO_TASKS }, tasks: [] as Task[] }]));
      const backlog: Task[] = [];
      for (const { task, done } of rows) {
        const presented = presentTask(task, project.key);
        const group = task.sprintId ? bySprint.get(task.sprintId) : undefined;
        if (!group) {
          backlog.push(presented);
          continue;
        }
        group.tasks.push(presented);
        group.counts.taskCount += 1;
        group.counts.points += task.storyPoints ?? 0;
        if (done) {
          group.counts.doneCount += 1;
          group.counts.donePoints += task.storyPoints ?? 0;
        }
      }
      return {
        sprints: open.map((row) => ({ sprint: presentSprint(row, bySprint.get(row.id)!.counts), tasks: bySprint.get(row.id)!.tasks })),
        backlog,
      };
    },

    /** The Summary tab: counts by status, priority, type and assignee, the active sprint and its burndown. */
    async summary(actor: OrgActor, projectId: string, now = new Date()): Promise<TaskSummary> {
      const project = await projectFor(db, actor, projectId);
      const [counts, activeSprint] = await Promise.all([taskCounts(db, project.id), activeSprintSummary(project, now)]);
      return { ...counts, activeSprint: activeSprint?.active ?? null, burndown: activeSprint?.burndown ?? [] };
    },

    /** A started sprint's report: scope at the start, changes after it, finished and carried over, burndown. */
    async report(actor: OrgActor, sprintId: string, now = new Date()): Promise<SprintReport> {
      const { sprint, project } = await sprintFor(db, actor, sprintId);
      const report = await reportOfSprint(db, project, sprint, now);
      if (!report) throw conflict(SPRINT_MESSAGES.reportNotStarted);
      const [presented] = await presentMany(db, project.id, [sprint]);
      return { ...report, sprint: presented!, startedAt: report.startedAt.toISOString() };
    },
  };
}

export type SprintsService = ReturnType<typeof createSprintsService>;
