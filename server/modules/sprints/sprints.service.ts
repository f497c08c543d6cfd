import type { SprintAddBody, SprintCompleteBody, SprintTasksQuery, SprintUpdateBody } from '../../../domain/sprints/sprints';
import type { Db } from '../../platform/db/database';
import type { OrgActor } from '../../platform/auth/access';
import type { Realtime } from '../../platform/realtime/realtime';
import { createProjectEvents } from '../projects';
import { add, complete, update, type SprintChangeContext } from './sprintChanges';
import { active, list, plan, report, summary, tasksOf } from './sprintReads';
import { sprintFor } from './sprintStore';

export function createSprintsService(deps: { db: Db; realtime?: Realtime }) {
  const { db, realtime } = deps;
  const projectEvents = createProjectEvents(db, realtime);
  const ctx: SprintChangeContext = {
    db,
    changed: (actor: OrgActor, projectId: string, taskIds: string[]) => projectEvents.tasksChanged(actor, projectId, taskIds),
  };

  return {
    sprintFor,
    add: (actor: OrgActor, body: SprintAddBody) => add(ctx, actor, body),
    update: (actor: OrgActor, sprintId: string, body: SprintUpdateBody) => update(ctx, actor, sprintId, body),
    complete: (actor: OrgActor, sprintId: string, body: SprintCompleteBody) => complete(ctx, actor, sprintId, body),
    list: (actor: OrgActor, projectId: string) => list(db, actor, projectId),
    active: (actor: OrgActor, projectId: string) => active(db, actor, projectId),
    tasksOf: (actor: OrgActor, query: Required<SprintTasksQuery>) => tasksOf(db, actor, query),
    plan: (actor: OrgActor, projectId: string) => plan(db, actor, projectId),
    summary: (actor: OrgActor, projectId: string, now?: Date) => summary(db, actor, projectId, now),
    report: (actor: OrgActor, sprintId: string, now?: Date) => report(db, actor, sprintId, now),
  };
}

export type SprintsService = ReturnType<typeof createSprintsService>;
