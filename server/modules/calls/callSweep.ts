import type { Logger } from 'pino';
import type { Db } from '../../platform/db/database';
import { claimTurn } from '../../platform/jobs/lease';
import type { Realtime } from '../../platform/realtime/realtime';
import { callRoom } from './callRooms';
import { longJoinedByCall, staleRingingCalls } from './callStore';

export interface CallSweepOptions {
  db: Db;
  realtime: Realtime;
  logger: Logger;
  ringTimeoutMs: number;
  intervalMs: number;
  orphanGraceMs: number;
  expire: (callId: string) => Promise<void>;
  leaveAs: (userId: string, organizationId: string, callId: string) => Promise<void>;
}

/**
 * Each node's timers cover the calls it started; the sweep catches what a crashed node left:
 * ringing calls past the timeout, and joined participants with no socket in the call.
 * One node per period sweeps for all of them (whichever takes the turn).
 */
export function startCallSweep(options: CallSweepOptions): { sweep(): Promise<void>; close(): void } {
  const { db, realtime, logger } = options;
  let closed = false;
  let sweeping = false;

  async function sweep(): Promise<void> {
    for (const callId of await staleRingingCalls(db, Math.round(options.ringTimeoutMs * 1.5))) await options.expire(callId);

    for (const [callId, rows] of await longJoinedByCall(db, options.orphanGraceMs)) {
      if (closed) return;
      const sockets = await realtime.io.in(callRoom(callId)).fetchSockets();
      const connected = new Set(sockets.map((socket) => socket.data.user?.id));
      for (const row of rows) {
        if (connected.has(row.userId)) continue;
        logger.info({ callId, userId: row.userId }, 'call participant has no connected socket: leaving the call');
        await options.leaveAs(row.userId, row.organizationId, callId).catch(() => undefined);
      }
    }
  }

  const timer = setInterval(() => {
    if (sweeping || closed) return;
    sweeping = true;
    claimTurn(db, 'calls.sweep', options.intervalMs)
      .then((turn) => (turn && !closed ? sweep() : undefined))
      .catch((error: unknown) => logger.warn({ err: error }, 'call sweep failed'))
      .finally(() => {
        sweeping = false;
      });
  }, options.intervalMs);
  timer.unref();

  return {
    sweep,
    close(): void {
      closed = true;
      clearInterval(timer);
    },
  };
}
