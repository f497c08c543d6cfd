import { z } from 'zod';

/**
 * A sprint's burndown: one point per UTC day from its start date to its end date. The actual
 * line (remaining) is drawn up to today, or up to the day the sprint was completed, and is null
 * after it; the ideal line falls from the sprint's scope on its first day to 0 on its last.
 */
export const burndownPointSchema = z.object({
  date: z.string(),
  remainingPoints: z.number().nullable(),
  remainingTasks: z.number().nullable(),
  idealPoints: z.number(),
  idealTasks: z.number(),
});
export type BurndownPoint = z.infer<typeof burndownPointSchema>;

export interface BurndownTask {
  points: number;
  /** When it was finished; 'always' for finished since before anything was recorded; null if unfinished. */
  doneAt: Date | 'always' | null;
  /** When it joined the sprint after the sprint started; null if it was in from the first day. */
  addedAt?: Date | null;
  /** When it left the sprint before the sprint ended; null if it stayed. */
  removedAt?: Date | null;
}

export interface BurndownInput {
  startDate: Date;
  endDate: Date;
  /** Today, or the moment the sprint was completed: the actual line stops on that day. */
  until: Date;
  tasks: BurndownTask[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Two years of days at most: dates are bounded only by the years 1900-9999, a chart is not. */
export const BURNDOWN_MAX_DAYS = 731;
const utcDay = (date: Date) => Math.floor(date.getTime() / DAY_MS);
const dayKey = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Whether the task belongs to the sprint at the end of `day`: joined by then, not left by then. */
function inScope(task: BurndownTask, day: number): boolean {
  if (task.addedAt && utcDay(task.addedAt) > day) return false;
  return !task.removedAt || utcDay(task.removedAt) > day;
}

/** Whether the task is finished at the end of `day` (a task finished before the start counts from day one). */
function finished(task: BurndownTask, day: number): boolean {
  return task.doneAt === 'always' || (task.doneAt !== null && utcDay(task.doneAt) <= day);
}

/** What remained at the end of `day`: the points and tasks in scope and not finished. */
function remainingOn(tasks: BurndownTask[], day: number) {
  let points = 0;
  let count = 0;
  for (const task of tasks) {
    if (!inScope(task, day) || finished(task, day)) continue;
    points += task.points;
    count += 1;
  }
  return { points, count };
}

export function burndown(input: BurndownInput): BurndownPoint[] {
  const first = utcDay(input.startDate);
  const last = Math.min(Math.max(first, utcDay(input.endDate)), first + BURNDOWN_MAX_DAYS - 1);
  const drawnUntil = Math.min(utcDay(input.until), last);
  const length = last - first;
  const committed = input.tasks.filter((task) => inScope(task, first));
  const totalPoints = committed.reduce((sum, task) => sum + task.points, 0);
  const totalTasks = committed.length;
  const ideal = (total: number, i: number) => (length === 0 ? 0 : round2(total * (1 - i / length)));

  const points: BurndownPoint[] = [];
  for (let day = first; day <= last; day++) {
    const i = day - first;
    const actual = day <= drawnUntil ? remainingOn(input.tasks, day) : null;
    points.push({
      date: dayKey(day),
      remainingPoints: actual?.points ?? null,
      remainingTasks: actual?.count ?? null,
      idealPoints: ideal(totalPoints, i),
      idealTasks: ideal(totalTasks, i),
    });
  }
  return points;
}
