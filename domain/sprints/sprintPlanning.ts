import { SPRINT_MESSAGES } from './sprints';

/** A sprint's tasks, those in a done-category status, and their story points (null points count 0). */
export interface SprintCounts {
  taskCount: number;
  doneCount: number;
  points: number;
  donePoints: number;
}

export const NO_SPRINT_TASKS: SprintCounts = Object.freeze({ taskCount: 0, doneCount: 0, points: 0, donePoints: 0 });

/** The counts with one more task in them. */
export function withTask(counts: SprintCounts, storyPoints: number | null, done: boolean): SprintCounts {
  const points = storyPoints ?? 0;
  return {
    taskCount: counts.taskCount + 1,
    doneCount: counts.doneCount + (done ? 1 : 0),
    points: counts.points + points,
    donePoints: counts.donePoints + (done ? points : 0),
  };
}

export interface PlannedTask<T> {
  sprintId: string | null;
  storyPoints: number | null;
  done: boolean;
  task: T;
}

/**
 * The backlog screen's grouping: each open sprint's tasks and counts, in the order given,
 * and the backlog (no sprint, or a sprint that is not open).
 */
export function groupBySprint<T>(openSprintIds: string[], rows: PlannedTask<T>[]) {
  const bySprint = new Map(openSprintIds.map((id) => [id, { counts: NO_SPRINT_TASKS, tasks: [] as T[] }]));
  const backlog: T[] = [];
  for (const row of rows) {
    const group = row.sprintId ? bySprint.get(row.sprintId) : undefined;
    if (!group) {
      backlog.push(row.task);
      continue;
    }
    group.tasks.push(row.task);
    group.counts = withTask(group.counts, row.storyPoints, row.done);
  }
  return { bySprint, backlog };
}

export interface SprintDates {
  startDate: Date | null;
  endDate: Date | null;
}

/** The dates a sprint has after an edit: a date sent (null clears it) replaces the stored one. */
export function datesAfterEdit(stored: SprintDates, edit: Partial<SprintDates>): SprintDates {
  return {
    startDate: edit.startDate !== undefined ? edit.startDate : stored.startDate,
    endDate: edit.endDate !== undefined ? edit.endDate : stored.endDate,
  };
}

export interface SprintDateProblem {
  field: 'startDate' | 'endDate';
  message: string;
}

/**
 * What is wrong with a sprint's dates, if anything: the end must come after the start, and a
 * running sprint always has both dates, because the burndown is drawn between them.
 */
export function sprintDatesProblem(dates: SprintDates, running: boolean): SprintDateProblem | null {
  const { startDate, endDate } = dates;
  if (startDate && endDate && endDate <= startDate) return { field: 'endDate', message: SPRINT_MESSAGES.endAfterStart };
  if (!running) return null;
  if (!startDate) return { field: 'startDate', message: SPRINT_MESSAGES.startDateToStart };
  if (!endDate) return { field: 'endDate', message: SPRINT_MESSAGES.endDateToStart };
  return null;
}
