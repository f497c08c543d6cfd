import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ActiveSession } from './sessions';

const CHANNEL = 'teamwork:session-invalidate';

/**
 * Keeps recent session look-ups in memory so an authenticated request costs no
 * database round trip. Correctness rests on invalidation, not on the TTL: every
 * change to a user's sessions or account calls forgetUser, which clears this node
 * at once and, with Redis, every other node through pub/sub. The TTL only bounds
 * how long an entry lives if something changed the database behind our back.
 */
export interface SessionCache {
  get(tokenHash: string): ActiveSession | undefined;
  set(tokenHash: string, session: ActiveSession): void;
  forgetUser(userId: string): void;
  /** Called on this node whenever a user's sessions are forgotten here, whichever node changed them. */
  onForget(listener: (userId: string) => void): void;
  close(): Promise<void>;
}

export function createSessionCache(options: { ttlMs?: number; maxEntries?: number; redisUrl?: string; logger?: Logger } = {}): SessionCache {
  const ttlMs = options.ttlMs ?? 15_000;
  const maxEntries = options.maxEntries ?? 20_000;
  const entries = new Map<string, { session: ActiveSession; storedAt: number }>();
  const hashesByUser = new Map<string, Set<string>>();

  const listeners: ((userId: string) => void)[] = [];
  const forgetLocally = (userId: string) => {
    for (const hash of hashesByUser.get(userId) ?? []) entries.delete(hash);
    hashesByUser.delete(userId);
    for (const listener of listeners) listener(userId);
  };

  let publisher: Redis | null = null;
  let subscriber: Redis | null = null;
  if (options.redisUrl) {
    publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
    subscriber = publisher.duplicate();
    for (const client of [publisher, subscriber]) client.on('error', (error) => options.logger?.warn({ err: error }, 'session cache redis error'));
    // Handled: an unhandled rejection here (Redis down at start, or closed meanwhile) would end the process.
    subscriber.subscribe(CHANNEL).catch((error: unknown) => options.logger?.warn({ err: error }, 'session cache could not subscribe'));
    subscriber.on('message', (_channel, userId: string) => forgetLocally(userId));
  }

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (Date.now() - entry.storedAt > ttlMs || entry.session.expiresAt.getTime() <= Date.now()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.session;
    },
    set(tokenHash, session) {
      if (entries.size >= maxEntries) {
        // Maps iterate in insertion order: drop the oldest entry.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, { session, storedAt: Date.now() });
      let hashes = hashesByUser.get(session.user.id);
      if (!hashes) hashesByUser.set(session.user.id, (hashes = new Set()));
      hashes.add(tokenHash);
    },
    onForget(listener) {
      listeners.push(listener);
    },
    forgetUser(userId) {
      forgetLocally(userId);
      void publisher?.publish(CHANNEL, userId).catch((error: unknown) => options.logger?.error({ err: error }, 'could not broadcast session invalidation'));
    },
    async close() {
      await Promise.all([publisher?.quit().catch(() => undefined), subscriber?.quit().catch(() => undefined)]);
    },
  };
}
