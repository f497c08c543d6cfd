import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { setStatusSchema, type ContactStatus } from '../../../domain/chat/chat';
import type { Db } from '../../platform/db/database';
import { resetAllPresence, setChosenStatus, storePresence } from '../users';
import { clientEvent } from '../../platform/realtime/clientEvent';
import { userRoom, type AppSocket, type Realtime } from '../../platform/realtime/realtime';
import { MEMBERS_ONLY_TEXT } from './chatRules';
import { startPresenceSweep } from './presenceSweep';
import { createStatusBroadcast } from './statusBroadcast';

/** DESIGN.md 'Real-time': busy when chosen, online while any tab is active, away when all idle. */
export function deriveStatus(chosenStatus: 'busy' | null, tabsIdle: boolean[]): ContactStatus {
  if (tabsIdle.length === 0) return 'offline';
  if (chosenStatus === 'busy') return 'busy';
  return tabsIdle.some((idle) => !idle) ? 'online' : 'away';
}

export interface Presence {
  /** Takes offline the users no node holds a socket of (left behind by a crashed node); runs on a timer too. */
  sweep(): Promise<void>;
  /** Stops reacting to disconnects (our own shutdown is not users leaving) and waits for writes in flight. */
  close(): Promise<void>;
}

/**
 * Presence for every socket: a user's status is derived from all their sockets on every
 * node, stored in users.contactStatus and, when it changes, sent to the organisation.
 * `clustered`: other nodes share the sockets (REDIS_URL). Only then can a node crash while
 * its users stay present, so only then does the sweep run on a timer; alone, a restart
 * resets every status (resetPresence) and every disconnect is heard here.
 */
export function registerPresence(deps: { realtime: Realtime; db: Db; logger: Logger; clustered: boolean }): Presence {
  const { realtime, db, logger } = deps;
  // One refresh at a time per user on this node, so a burst of events cannot reorder writes.
  const queues = new Map<string, Promise<boolean>>();
  const inFlight = new Set<Promise<boolean>>();
  const statuses = createStatusBroadcast(realtime);
  let closing = false;

  /**
   * Reads the user's sockets on every node and stores the status they make, unless a refresh
   * that started later (on any node) has written first: each takes the next presence version
   * before it reads, and only a higher version than the stored one writes. Without that, a
   * refresh that listed the sockets before a tab opened on another node could answer last
   * and store 'offline' for a moment (a flicker the organisation would see).
   * Returns false, without writing, once a newer refresh of the user is queued behind this
   * one on this node: it would read afresh anyway, so this one saves the cluster look-up.
   */
  async function refresh(userId: string, organizationId: string, superseded: () => boolean): Promise<boolean> {
    if (superseded()) return false;
    const version = await nextPresenceVersion(db);
    // A socket has left its rooms by the time 'disconnect' runs, so only a superseded pass can still list it.
    const sockets = await realtime.io.in(userRoom(userId)).fetchSockets();
    // fetchSockets takes this node's sockets when it starts but their idle flags only now:
    // one that connected, left or went idle meanwhile makes the two disagree. Every such
    // change has queued a newer refresh, so this one stops.
    if (superseded()) return false;
    const tabsIdle = sockets.map((socket) => socket.data.idle === true);
    const changed = await storePresence(db, userId, { presenceVersion: version, ifBusy: deriveStatus('busy', tabsIdle), otherwise: deriveStatus(null, tabsIdle) });
    if (changed) statuses.announce(organizationId, { userId, contactStatus: changed.contactStatus, lastSeen: changed.lastSeenAt?.toISOString() ?? null });
    return true;
  }

  /**
   * Queues a refresh for a change to the user's sockets; resolves once a refresh that saw the
   * change has written (or failed), so an acknowledgement still means the status is stored.
   */
  async function schedule(userId: string, organizationId: string): Promise<void> {
    const run: Promise<boolean> = (queues.get(userId) ?? Promise.resolve(true))
      .then(() => refresh(userId, organizationId, () => queues.get(userId) !== run))
      .catch((error: unknown) => {
        logger.warn({ err: error, userId }, 'could not update presence');
        return true;
      });
    queues.set(userId, run);
    inFlight.add(run);
    void run.finally(() => {
      inFlight.delete(run);
      if (queues.get(userId) === run) queues.delete(userId);
    });
    // A superseded run hands over to the newest queued: wait for whichever of them decides.
    for (let current = run; !(await current); ) {
      const newest = queues.get(userId);
      if (!newest || newest === current) return;
      current = newest;
    }
  }

  async function setStatus(socket: AppSocket, status: 'online' | 'away' | 'busy'): Promise<void> {
    const { user } = socket.data;
    if (status === 'away') {
      socket.data.idle = true;
    } else if (status === 'online') {
      socket.data.idle = false;
      await setChosenStatus(db, user.id, null);
    } else {
      await setChosenStatus(db, user.id, 'busy');
    }
    await schedule(user.id, user.organizationId!);
  }

  realtime.onConnection((socket) => {
    const { user } = socket.data;
    const organizationId = user.organizationId;

    socket.on('set_status', (sent, ack) => {
      const { payload, reply } = clientEvent(sent, ack);
      // The platform administrator has no colleagues to be seen by, but is answered like anyone.
      if (!organizationId) return reply({ ok: false, message: MEMBERS_ONLY_TEXT });
      const parsed = setStatusSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, message: parsed.error.issues[0]!.message });
      setStatus(socket, parsed.data.status).then(
        () => reply({ ok: true, data: undefined }),
        (error: unknown) => {
          logger.warn({ err: error, userId: user.id }, 'could not set status');
          reply({ ok: false, message: 'Could not update your status' });
        },
      );
    });

    if (!organizationId) return;
    socket.on('disconnect', () => {
      if (closing) return;
      void schedule(user.id, organizationId);
    });

    return schedule(user.id, organizationId);
  });

  const sweeper = startPresenceSweep({ realtime, db, logger, refresh: schedule, onTimer: deps.clustered });

  return {
    sweep: sweeper.sweep,
    async close() {
      closing = true;
      await sweeper.stop();
      await Promise.all(inFlight);
      statuses.flush();
    },
  };
}

/**
 * Without REDIS_URL this process is the only node, so at start nobody can be connected:
 * statuses left behind by a crash or a restart are reset. (With several nodes a starting
 * node cannot know that; the sweep takes offline whoever has no socket on any node.)
 */
async function nextPresenceVersion(db: Db): Promise<number> {
  const result = (await db.execute(sql`select nextval('presence_versions') as version`)) as unknown as { rows: { version: string | number }[] };
  return Number(result.rows[0]!.version);
}

export async function resetPresence(db: Db): Promise<void> {
  await resetAllPresence(db);
}
