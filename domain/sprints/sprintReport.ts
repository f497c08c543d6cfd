import { z } from 'zod';
import { TASK_TYPES } from '../tasks/tasks';
import { burndown, burndownPointSchema, type BurndownTask } from './burndown';
import { sprintSchema } from './sprints';

/**
 * A sprint's report, derived from its tasks' history (task_activity): what was committed when
 * it started, what was added to and removed from it after that, what was finished and what was
 * carried over when it was completed (or, for the active sprint, so far), and its burndown.
 */

/** One change of a task, as task_activity keeps it (only the fields the report reads). */
export interface TaskEvent {
  at: Date;
  field: 'sprint' | 'status' | 'storyPoints';
  from: string | null;
  to: string | null;
}

export interface TaskHistory {
  _id: string;
  key: string;
  title: string;
  type: (typeof TASK_TYPES)[number];
  createdAt: Date;
  /** The task's fields now. */
  sprintId: string | null;
  statusId: string;
  storyPoints: number | null;
  completedAt: Date | null;
  /** Its changes of sprint, status and points, oldest first. */
  events: TaskEvent[];
}

export interface SprintReportInput {
  sprintId: string;
  /** When the sprint was started (the click), which divides planned scope from scope change. */
  startedAt: Date;
  startDate: Date;
  endDate: Date;
  /** When it was completed; null while it runs (the report is then "so far", up to `now`). */
  completedAt: Date | null;
  now: Date;
  doneStatusIds: ReadonlySet<string>;
  tasks: TaskHistory[];
}

export const reportTaskSchema = z.object({
  _id: z.string(),
  key: z.string(),
  title: z.string(),
  type: z.enum(TASK_TYPES),
  /** Its story points when it last belonged to the sprint (null: not estimated). */
  points: z.number().nullable(),
});
export type ReportTask = z.infer<typeof reportTaskSchema>;

const tally = z.object({ tasks: z.number(), points: z.number() });

export const sprintReportSchema = z.object({
  sprint: sprintSchema,
  startedAt: z.string(),
  /** In the sprint when it was completed (or now), finished and not. */
  completed: z.array(reportTaskSchema),
  carriedOver: z.array(reportTaskSchema),
  /** Scope change: joined or left the sprint after it started (a task can be in both). */
  added: z.array(reportTaskSchema),
  removed: z.array(reportTaskSchema),
  totals: z.object({ committed: tally, completed: tally, carriedOver: tally, added: tally, removed: tally }),
  burndown: z.array(burndownPointSchema),
});
export type SprintReport = z.infer<typeof sprintReportSchema>;

/** The report without the sprint's own presentation, which the server adds. */
export type SprintReportBody = Omit<SprintReport, 'sprint' | 'startedAt'>;

/** A field's value just before `moment`: the last change before it, else the first change's old value, else today's value. */
function valueBefore(task: TaskHistory, field: TaskEvent['field'], moment: Date, current: string | null): string | null {
  const changes = task.events.filter((event) => event.field === field);
  const earlier = changes.filter((event) => event.at < moment);
  if (earlier.length) return earlier[earlier.length - 1]!.to;
  return changes.length ? changes[0]!.from : current;
}

const pointsOf = (value: string | null) => (value === null || value === '' ? null : Number(value));

/** Where the task was, in which status and with how many points, just before `moment`. */
function stateBefore(task: TaskHistory, moment: Date) {
  return {
    exists: task.createdAt < moment,
    sprintId: valueBefore(task, 'sprint', moment, task.sprintId),
    statusId: valueBefore(task, 'status', moment, task.statusId),
    points: pointsOf(valueBefore(task, 'storyPoints', moment, task.storyPoints?.toString() ?? null)),
  };
}

/** Moments in [from, to) when the task joined (`to` is the sprint) or left (`from` is) the sprint, creation in it included. */
function movesDuring(task: TaskHistory, sprintId: string, from: Date, to: Date) {
  const during = (at: Date) => at >= from && at < to;
  const joined: Date[] = [];
  const left: Date[] = [];
  const createdIn = valueBefore(task, 'sprint', new Date(task.createdAt.getTime() + 1), task.sprintId) === sprintId;
  if (createdIn && during(task.createdAt)) joined.push(task.createdAt);
  for (const event of task.events) {
    if (event.field !== 'sprint' || !during(event.at)) continue;
    if (event.to === sprintId) joined.push(event.at);
    if (event.from === sprintId) left.push(event.at);
  }
  return { joined, left };
}

/** When the task was finished, if it was by `end`: its last move into a done status, else (done since it was created) its completedAt. */
function doneAt(task: TaskHistory, end: Date, doneStatusIds: ReadonlySet<string>): Date | 'always' | null {
  if (!doneStatusIds.has(stateBefore(task, end).statusId ?? '')) return null;
  const finishing = task.events.filter((e) => e.field === 'status' && e.at < end && doneStatusIds.has(e.to ?? '') && !doneStatusIds.has(e.from ?? ''));
  if (finishing.length) return finishing[finishing.length - 1]!.at;
  return task.completedAt && task.completedAt < end ? task.completedAt : 'always';
}

const sum = (tasks: ReportTask[]) => ({ tasks: tasks.length, points: tasks.reduce((total, task) => total + (task.points ?? 0), 0) });

export function sprintReport(input: SprintReportInput): SprintReportBody {
  // The end is the completion (its own moves of unfinished tasks happen at that moment, so "just
  // before" is the sprint as it was completed); a running sprint ends a moment after now.
  const end = input.completedAt ?? new Date(input.now.getTime() + 1);
  const lists = { committed: [] as ReportTask[], completed: [] as ReportTask[], carriedOver: [] as ReportTask[], added: [] as ReportTask[], removed: [] as ReportTask[] };
  const burndownTasks: BurndownTask[] = [];

  for (const task of input.tasks) {
    const atStart = stateBefore(task, input.startedAt);
    const atEnd = stateBefore(task, end);
    const committed = atStart.exists && atStart.sprintId === input.sprintId;
    const inAtEnd = atEnd.exists && atEnd.sprintId === input.sprintId;
    const { joined, left } = movesDuring(task, input.sprintId, input.startedAt, end);
    if (!committed && !inAtEnd && joined.length === 0) continue;

    const lastLeft = left[left.length - 1];
    const points = inAtEnd ? atEnd.points : lastLeft ? stateBefore(task, lastLeft).points : atStart.points;
    const row: ReportTask = { _id: task._id, key: task.key, title: task.title, type: task.type, points };
    const finished = doneAt(task, end, input.doneStatusIds);
    if (committed) lists.committed.push(row);
    if (joined.length) lists.added.push(row);
    if (left.length && !inAtEnd) lists.removed.push(row);
    if (inAtEnd) (finished ? lists.completed : lists.carriedOver).push(row);

    burndownTasks.push({
      points: points ?? 0,
      doneAt: inAtEnd ? finished : null,
      addedAt: committed ? null : (joined[0] ?? null),
      removedAt: inAtEnd ? null : (lastLeft ?? null),
    });
  }

  return {
    completed: lists.completed,
    carriedOver: lists.carriedOver,
    added: lists.added,
    removed: lists.removed,
    totals: {
      committed: sum(lists.committed),
      completed: sum(lists.completed),
      carriedOver: sum(lists.carriedOver),
      added: sum(lists.added),
      removed: sum(lists.removed),
    },
    burndown: burndown({ startDate: input.startDate, endDate: input.endDate, until: input.completedAt ?? input.now, tasks: burndownTasks }),
  };
}
