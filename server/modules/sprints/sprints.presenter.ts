import { NO_SPRINT_TASKS, type SprintCounts } from '../../../domain/sprints/sprintPlanning';
import type { Sprint } from '../../../domain/sprints/sprints';
import type { sprints } from '../../platform/db/schema';

export type SprintRow = typeof sprints.$inferSelect;

export function presentSprint(row: SprintRow, counts: SprintCounts = NO_SPRINT_TASKS): Sprint {
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
