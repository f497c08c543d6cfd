import { eq } from 'drizzle-orm';
import { datesAfterEdit, sprintDatesProblem } from '../../../domain/sprints/sprintPlanning';
import { SPRINT_MESSAGES, type Sprint, type SprintAddBody, type SprintCompleteBody, type SprintCompleteResult, type SprintUpdateBody } from '../../../domain/sprints/sprints';
import type { OrgActor } from '../../platform/auth/access';
import { type Db, type DbOrTx, isUniqueViolation } from '../../platform/db/database';
import { sprints } from '../../platform/db/schema';
import { badRequest, conflict } from '../../platform/http/errors';
import { projectFor } from '../projects';
import { carryOverUnfinished } from '../tasks';
import { presentSprint, type SprintRow } from './sprints.presenter';
import { activeRow, doneStatusesOf, presentOne, sprintFor, sprintInProject } from './sprintStore';

/** Adding, editing, starting and completing sprints: each change then refreshes the project's open views. */

export interface SprintChangeContext {
  db: Db;
  /** Open boards, backlogs and summaries of the project refetch (spec: tasks listed by sprint). */
  changed(actor: OrgActor, projectId: string, taskIds: string[]): Promise<void>;
}

const anotherActive = () => conflict(SPRINT_MESSAGES.anotherActive);

/** The columns an edit changes; starting a planned sprint also stamps when it started. */
async function editOf(tx: DbOrTx, sprint: SprintRow, body: SprintUpdateBody): Promise<Partial<SprintRow>> {
  if (sprint.status === 'completed') throw conflict(SPRINT_MESSAGES.completedLocked);
  const next: Partial<SprintRow> = {};
  if (body.name !== undefined) next.name = body.name;
  if (body.goal !== undefined) next.goal = body.goal;
  if (body.startDate !== undefined) next.startDate = body.startDate === null ? null : new Date(body.startDate);
  if (body.endDate !== undefined) next.endDate = body.endDate === null ? null : new Date(body.endDate);

  const starting = body.status === 'active' && sprint.status === 'planned';
  const problem = sprintDatesProblem(datesAfterEdit(sprint, next), starting || sprint.status === 'active');
  if (problem) throw badRequest(`${problem.field}: ${problem.message}`, { field: problem.field });
  if (starting) {
    if (await activeRow(tx, sprint.projectId, sprint.id)) throw anotherActive();
    next.status = 'active';
    next.startedAt = new Date();
  }
  return next;
}

/** Where a completing sprint's unfinished tasks go: the backlog (null) or a planned sprint of the project. */
async function carryOverTarget(tx: DbOrTx, projectId: string, moveTo: SprintCompleteBody['moveTo']): Promise<string | null> {
  if (moveTo === 'backlog') return null;
  const target = await sprintInProject(tx, projectId, moveTo);
  if (!target || target.status !== 'planned') throw badRequest(`moveTo: ${SPRINT_MESSAGES.moveTo}`, { field: 'moveTo' });
  return target.id;
}

export async function add(ctx: SprintChangeContext, actor: OrgActor, body: SprintAddBody): Promise<Sprint> {
  const row = await ctx.db.transaction(async (tx) => {
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
  await ctx.changed(actor, row.projectId, []);
  return presentSprint(row);
}

/** Edits a planned or active sprint; `status: 'active'` starts a planned one (one active sprint per project). */
export async function update(ctx: SprintChangeContext, actor: OrgActor, sprintId: string, body: SprintUpdateBody): Promise<Sprint> {
  const sprint = await ctx.db
    .transaction(async (tx) => {
      const { sprint } = await sprintFor(tx, actor, sprintId, { lock: true });
      const next = await editOf(tx, sprint, body);
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
  await ctx.changed(actor, sprint.projectId, []);
  return presentOne(ctx.db, sprint);
}

/**
 * Completes the active sprint: its unfinished tasks go to the backlog or to a planned
 * sprint of the same project, finished ones stay. One transaction, history written.
 */
export async function complete(ctx: SprintChangeContext, actor: OrgActor, sprintId: string, body: SprintCompleteBody): Promise<SprintCompleteResult> {
  const { completed, movedIds } = await ctx.db.transaction(async (tx) => {
    const { sprint, project } = await sprintFor(tx, actor, sprintId, { lock: true });
    if (sprint.status !== 'active') throw conflict(SPRINT_MESSAGES.onlyActiveCompletes);
    const targetId = await carryOverTarget(tx, project.id, body.moveTo);
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
  await ctx.changed(actor, completed.projectId, movedIds);
  return { sprint: await presentOne(ctx.db, completed), movedTasks: movedIds.length };
}
