import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/testApp';
import type { Database } from '../db/database';
import { jobs } from '../db/schema';
import { createJobQueue, enqueueJob, type JobHandler } from './queue';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const logger = pino({ level: 'silent' });
const at = (iso: string) => new Date(iso);
const jobsOfKind = (kind: string) => database.db.select().from(jobs).where(eq(jobs.kind, kind));

describe('the Postgres job queue', () => {
  it('runs each due job once even when two passes run at the same time', async () => {
    const seen: unknown[] = [];
    const handler: JobHandler = async (payload) => {
      // A handler that takes a while, so the two passes overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(payload.n);
    };
    const queue = createJobQueue({ db: database.db, logger, handlers: { 'test.once': handler } });
    for (let n = 0; n < 6; n++) await enqueueJob(database.db, { kind: 'test.once', key: `once:${n}`, runAt: at('2030-01-01T00:00:00Z'), payload: { n } });

    const [a, b] = await Promise.all([queue.runDue(at('2030-01-01T00:00:00Z')), queue.runDue(at('2030-01-01T00:00:00Z'))]);
    expect(a + b).toBe(6);
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect((await jobsOfKind('test.once')).every((job) => job.completedAt !== null && job.attempts === 1)).toBe(true);
    expect(await queue.runDue(at('2030-01-02T00:00:00Z'))).toBe(0);
  });

  it('waits for a job until it is due, and enqueueing the same key twice keeps one job', async () => {
    const ran: Date[] = [];
    const queue = createJobQueue({ db: database.db, logger, handlers: { 'test.later': async (_payload, { now }) => void ran.push(now) } });
    await enqueueJob(database.db, { kind: 'test.later', key: 'later:1', runAt: at('2031-06-01T12:00:00Z') });
    await enqueueJob(database.db, { kind: 'test.later', key: 'later:1', runAt: at('2031-05-01T12:00:00Z') });
    expect(await jobsOfKind('test.later')).toHaveLength(1);
    expect(await queue.runDue(at('2031-06-01T11:59:59Z'))).toBe(0);
    expect(await queue.runDue(at('2031-06-01T12:00:00Z'))).toBe(1);
    expect(ran).toEqual([at('2031-06-01T12:00:00Z')]);
  });

  it('retries a failing handler with growing back-off, then gives up with its error kept', async () => {
    let calls = 0;
    const queue = createJobQueue({
      db: database.db,
      logger,
      handlers: {
        'test.flaky': async () => {
          calls++;
          if (calls < 3) throw new Error(`provider unavailable (${calls})`);
        },
        'test.broken': async () => {
          throw new Error('always broken');
        },
      },
    });
    const t0 = at('2032-01-01T00:00:00Z');
    const plus = (ms: number) => new Date(t0.getTime() + ms);
    await enqueueJob(database.db, { kind: 'test.flaky', key: 'flaky', runAt: t0 });

    expect(await queue.runDue(t0)).toBe(1);
    let [job] = await jobsOfKind('test.flaky');
    expect(job).toMatchObject({ attempts: 1, completedAt: null, lastError: 'provider unavailable (1)', runAt: plus(30_000) });
    expect(await queue.runDue(plus(29_000))).toBe(0);
    expect(await queue.runDue(plus(30_000))).toBe(1);
    [job] = await jobsOfKind('test.flaky');
    // The second failure waits twice as long.
    expect(job).toMatchObject({ attempts: 2, lastError: 'provider unavailable (2)', runAt: plus(30_000 + 60_000) });
    expect(await queue.runDue(plus(90_000))).toBe(1);
    [job] = await jobsOfKind('test.flaky');
    expect(job).toMatchObject({ attempts: 3, lastError: null, completedAt: plus(90_000) });
    expect(calls).toBe(3);

    await enqueueJob(database.db, { kind: 'test.broken', key: 'broken', runAt: at('2033-01-01T00:00:00Z') });
    let runs = 0;
    for (let hour = 0; hour < 24; hour++) runs += await queue.runDue(new Date(at('2033-01-01T00:00:00Z').getTime() + hour * 3_600_000));
    expect(runs).toBe(5);
    expect((await jobsOfKind('test.broken'))[0]).toMatchObject({ attempts: 5, completedAt: null, lastError: 'always broken' });
  });

  it('a job of an unknown kind fails like a failing handler instead of stopping the queue', async () => {
    const done: string[] = [];
    const queue = createJobQueue({ db: database.db, logger, handlers: { 'test.known': async () => void done.push('known') } });
    await enqueueJob(database.db, { kind: 'test.unknown', key: 'unknown', runAt: at('2034-01-01T00:00:00Z') });
    await enqueueJob(database.db, { kind: 'test.known', key: 'known', runAt: at('2034-01-01T00:00:01Z') });
    expect(await queue.runDue(at('2034-01-01T00:00:02Z'))).toBe(2);
    expect(done).toEqual(['known']);
    expect((await jobsOfKind('test.unknown'))[0]!.lastError).toBe('No handler for job kind test.unknown');
  });

  it('polls on its own once started, and stops', async () => {
    const ran: number[] = [];
    const clock = () => at('2035-01-01T00:00:00Z');
    const queue = createJobQueue({ db: database.db, logger, clock, handlers: { 'test.polled': async (payload) => void ran.push(payload.n as number) } });
    await enqueueJob(database.db, { kind: 'test.polled', key: 'polled:1', runAt: clock(), payload: { n: 1 } });
    queue.start(20);
    await expect.poll(() => ran, { timeout: 5_000 }).toEqual([1]);
    await enqueueJob(database.db, { kind: 'test.polled', key: 'polled:2', runAt: clock(), payload: { n: 2 } });
    await expect.poll(() => ran, { timeout: 5_000 }).toEqual([1, 2]);
    await queue.stop();
    await enqueueJob(database.db, { kind: 'test.polled', key: 'polled:3', runAt: clock(), payload: { n: 3 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual([1, 2]);
  });

  it('runs a job due before the next poll at its time, not at the next poll', async () => {
    const ran: number[] = [];
    const queue = createJobQueue({ db: database.db, logger, handlers: { 'test.soon': async (payload) => void ran.push(payload.n as number) } });
    // Polls once a minute: without the look-ahead timer these would wait for the next poll.
    queue.start(60_000);
    await enqueueJob(database.db, { kind: 'test.soon', key: 'soon:1', runAt: new Date(Date.now() + 300), payload: { n: 1 } });
    queue.wakeAt(new Date(Date.now() + 300));
    await expect.poll(() => ran.length, { timeout: 5_000 }).toBe(1);
    await queue.stop();
  });
});
