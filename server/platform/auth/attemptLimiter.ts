import type { Redis } from 'ioredis';

/**
 * Counts failures per key in a fixed window. In memory on one node; in Redis when
 * REDIS_URL is set so every node behind a load balancer shares the same counts.
 */
export interface AttemptStore {
  increment(key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }>;
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  reset(key: string): Promise<void>;
}

export function createMemoryAttemptStore(now: () => number = Date.now): AttemptStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const view = (entry?: { count: number; expiresAt: number }) => ({
    count: entry?.count ?? 0,
    retryAfterSeconds: entry ? Math.max(1, Math.ceil((entry.expiresAt - now()) / 1000)) : 0,
  });
  return {
    async increment(key, windowSeconds) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      entries.set(key, entry);
      // Bound memory under a flood of distinct keys: expired entries are dropped lazily.
      if (entries.size > 50_000) for (const k of entries.keys()) live(k);
      return view(entry);
    },
    async peek(key) {
      return view(live(key));
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

export function createRedisAttemptStore(redis: Redis, prefix = 'attempts:'): AttemptStore {
  return {
    async increment(key, windowSeconds) {
      const k = prefix + key;
      const results = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowSeconds);
      return { count, retryAfterSeconds: Math.max(1, ttl) };
    },
    async peek(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.ttl(k)]);
      return { count: Number(count ?? 0), retryAfterSeconds: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

export interface LoginThrottle {
  /** Throws-free check: seconds to wait when either the email or the address is locked. */
  blockedFor(email: string, ip: string): Promise<number>;
  recordFailure(email: string, ip: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

export const LOGIN_LIMITS = { perEmail: 5, perIp: 20, windowSeconds: 15 * 60 } as const;

export function createLoginThrottle(store: AttemptStore): LoginThrottle {
  const emailKey = (email: string) => `login:email:${email.toLowerCase()}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  return {
    async blockedFor(email, ip) {
      const [byEmail, byIp] = await Promise.all([store.peek(emailKey(email)), store.peek(ipKey(ip))]);
      const waits = [
        byEmail.count >= LOGIN_LIMITS.perEmail ? byEmail.retryAfterSeconds : 0,
        byIp.count >= LOGIN_LIMITS.perIp ? byIp.retryAfterSeconds : 0,
      ];
      return Math.max(...waits);
    },
    async recordFailure(email, ip) {
      await Promise.all([
        store.increment(emailKey(email), LOGIN_LIMITS.windowSeconds),
        store.increment(ipKey(ip), LOGIN_LIMITS.windowSeconds),
      ]);
    },
    async recordSuccess(email) {
      await store.reset(emailKey(email));
    },
  };
}
