import { and, asc, eq, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../db/database';
import { jobs } from '../db/schema';

export interface JobRequest {
  kind: string;
  /** Enqueueing the same key twice keeps the first job: scheduling is idempotent. */
  key?: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

export type JobHandler = (payload: Record<string, unknown>, context: { now: Date; jobId: number }) => Promise<void>;

/** How long a claimed job stays invisible to other workers; a crashed worker's job runs again after it. */
const LOCK_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
/** A timer never fires sooner than this after another, so a job that cannot be claimed yet cannot make a busy loop. */
const MIN_WAKE_MS = 200;
const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempts - 1));

/** Adds a job inside the caller's transaction, so it exists exactly when the change that needs it does. */
export async function enqueueJob(tx: DbOrTx, job: JobRequest): Promise<void> {
  await enqueueJobs(tx, [job]);
}

/** Several jobs in one statement (a mail to each of an event's attendees), each keeping its key's first job. */
export async function enqueueJobs(tx: DbOrTx, batch: JobRequest[]): Promise<void> {
  if (batch.length === 0) return;
  await tx
    .insert(jobs)
    .values(batch.map((job) => ({ kind: job.kind, key: job.key ?? null, runAt: job.runAt, payload: job.payload ?? {} })))
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * The Postgres job queue (DESIGN.md): every node polls, due jobs are claimed one at a time with
 * FOR UPDATE SKIP LOCKED, so each runs once however many nodes there are. A failing job is retried
 * with back-off, then left with its error for an operator.
 */
export function createJobQueue(deps: { db: Db; logger: Logger; handlers: Record<string, JobHandler>; clock?: () => Date }) {
  const { db, logger, handlers } = deps;
  const clock = deps.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function claim(now: Date) {
    return db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(jobs)
        .where(and(isNull(jobs.completedAt), lte(jobs.runAt, now), sql`${jobs.attempts} < ${MAX_ATTEMPTS}`, or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now))))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return undefined;
      await tx
        .update(jobs)
        .set({ lockedUntil: new Date(now.getTime() + LOCK_MS), attempts: job.attempts + 1 })
        .where(eq(jobs.id, job.id));
      return { ...job, attempts: job.attempts + 1 };
    });
  }

  /** Runs every job due at `now` (default: the clock); returns how many ran. Tests move `now`. */
  async function runDue(now = clock()): Promise<number> {
    let ran = 0;
    for (;;) {
      const job = await claim(now);
      if (!job) return ran;
      ran++;
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
        await handler(job.payload, { now, jobId: job.id });
        await db.update(jobs).set({ completedAt: now, lockedUntil: null, lastError: null }).where(eq(jobs.id, job.id));
      } catch (error) {
        logger.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
        await db
          .update(jobs)
          .set({ lockedUntil: null, lastError: error instanceof Error ? error.message : String(error), runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) })
          .where(eq(jobs.id, job.id));
      }
    }
  }

  /**
   * Polling every 30 s would run a job up to 30 s late, which is poor for a calendar reminder. So
   * after each pass a node looks for the earliest job due before its next poll and sets one timer
   * for it, and `wakeAt` lets the code that just enqueued a job (after its commit) do the same.
   * The timer only starts a pass: the job is still claimed through the queue, so one node runs it.
   */
  let intervalMs = 0;
  let wakeTimer: NodeJS.Timeout | undefined;
  let wakeAtTime = Infinity;
  let again = false;

  function wake(at: Date) {
    if (!intervalMs) return;
    // `at` is on the queue's clock (tests move it); the timer runs on the real one. A job due after
    // the next poll is that poll's look-ahead's business.
    const untilDue = at.getTime() - clock().getTime();
    if (untilDue >= intervalMs) return;
    const delay = Math.max(MIN_WAKE_MS, untilDue);
    const time = Date.now() + delay;
    if (time >= wakeAtTime) return;
    if (wakeTimer) clearTimeout(wakeTimer);
    wakeAtTime = time;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      wakeAtTime = Infinity;
      tick();
    }, delay);
    wakeTimer.unref();
  }

  /** The earliest job this node could claim before its next poll. */
  async function nextDueSoon(now: Date): Promise<Date | null> {
    const [row] = await db
      .select({ runAt: min(jobs.runAt) })
      .from(jobs)
      .where(
        and(
          isNull(jobs.completedAt),
          lt(jobs.runAt, new Date(now.getTime() + intervalMs)),
          sql`${jobs.attempts} < ${MAX_ATTEMPTS}`,
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        ),
      );
    return row?.runAt ?? null;
  }

  function tick() {
    if (running) {
      // A pass is under way and may have looked before this job was due: look again after it.
      again = true;
      return;
    }
    running = runDue()
      .then(async (ran) => {
        const soon = await nextDueSoon(clock());
        if (soon) wake(soon);
        return ran;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'job queue pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  }

  return {
    runDue,
    /** Polls every `intervalMs` until stopped; one pass at a time, and a timer for a job due before the next poll. */
    start(every = 30_000) {
      intervalMs = every;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    /** A job was just enqueued (and committed) to run at `at`: run a pass then rather than at the next poll. No-op unless started. */
    wakeAt: wake,
    async stop() {
      intervalMs = 0;
      if (timer) clearInterval(timer);
      if (wakeTimer) clearTimeout(wakeTimer);
      await running;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
