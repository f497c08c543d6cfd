import { and, asc, gt, isNotNull, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { claimTurn } from '../../platform/jobs/lease';
import { userRoom, type Realtime } from '../../platform/realtime/realtime';

/** Often enough that a crashed node's users are not shown present for long, rare enough to cost nothing. */
const SWEEP_INTERVAL_MS = 60_000;
/** Users asked about in one cluster query: bounds the rooms sent and the sockets answered. */
const SWEEP_BATCH_SIZE = 100;

interface PresentUser {
  id: string;
  organizationId: string;
}

export interface PresenceSweep {
  /** One pass over every user the database shows as present; never rejects. */
  sweep(): Promise<void>;
  /** Stops the timer and waits for a pass in progress, which stops at its next batch. */
  stop(): Promise<void>;
}

/** The next users after `after`, by id, whose stored status is not offline. */
async function presentUsers(db: Db, after: string | undefined, limit: number): Promise<PresentUser[]> {
  const rows = await db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(and(ne(users.contactStatus, 'offline'), isNotNull(users.organizationId), after === undefined ? undefined : gt(users.id, after)))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.flatMap((row) => (row.organizationId ? [{ id: row.id, organizationId: row.organizationId }] : []));
}

/**
 * A node that crashes never runs its sockets' disconnect handlers, so its users would stay
 * present until they connect again. Once a minute one node (whichever takes the turn) sweeps:
 * users the database shows as present but with no socket on any node get the same refresh a
 * disconnect runs, which re-reads their sockets and writes only a real change, so one who
 * connects meanwhile stays present.
 */
export function startPresenceSweep(deps: {
  realtime: Realtime;
  db: Db;
  logger: Logger;
  refresh: (userId: string, organizationId: string) => Promise<void>;
  /** Sweep every minute by itself; without it, only sweep() runs a pass. */
  onTimer: boolean;
  batchSize?: number;
}): PresenceSweep {
  const { realtime, db, logger, refresh } = deps;
  const batchSize = deps.batchSize ?? SWEEP_BATCH_SIZE;
  const passes = new Set<Promise<void>>();
  let stopped = false;

  async function sweepBatch(batch: PresentUser[]): Promise<void> {
    // One cluster query for the whole batch; a node that does not answer fails the pass, so
    // nobody is taken offline on a guess.
    const sockets = await realtime.io.in(batch.map((user) => userRoom(user.id))).fetchSockets();
    const connected = new Set(sockets.map((socket) => socket.data.user.id));
    await Promise.all(batch.filter((user) => !connected.has(user.id)).map((user) => refresh(user.id, user.organizationId)));
  }

  async function pass(): Promise<void> {
    let after: string | undefined;
    while (!stopped) {
      const batch = await presentUsers(db, after, batchSize);
      if (batch.length === 0) return;
      await sweepBatch(batch);
      if (batch.length < batchSize) return;
      after = batch.at(-1)!.id;
    }
  }

  function sweep(): Promise<void> {
    const running = pass().catch((error: unknown) => logger.warn({ err: error }, 'presence sweep failed'));
    passes.add(running);
    void running.finally(() => passes.delete(running));
    return running;
  }

  /** The timer's pass: only on the node that takes this minute's turn. */
  async function sweepInTurn(): Promise<void> {
    if (passes.size > 0 || stopped) return;
    if (await claimTurn(db, 'presence.sweep', SWEEP_INTERVAL_MS)) await sweep();
  }

  const timer = deps.onTimer
    ? setInterval(() => {
        sweepInTurn().catch((error: unknown) => logger.warn({ err: error }, 'presence sweep failed'));
      }, SWEEP_INTERVAL_MS).unref()
    : null;

  return {
    sweep,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.all(passes);
    },
  };
}
