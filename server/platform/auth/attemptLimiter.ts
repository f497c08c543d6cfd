import type { Redis } from 'ioredis';

/**
 * Counts attempts per key in a fixed window. In memory on one node; in Redis when
 * REDIS_URL is set so every node behind a load balancer shares the same counts.
 * Every operation that decides is one atomic step (a Lua script in Redis), so a burst
 * of parallel requests cannot all read the count before any of them writes it.
 */
export interface AttemptStore {
  /** Counts one attempt unless `limit` are counted already in the window; a refused attempt is not counted. */
  reserve(key: string, limit: number, windowSeconds: number): Promise<Reservation>;
  /** Gives one counted attempt back. */
  release(key: string): Promise<void>;
  /** Counts one attempt, without a limit. */
  increment(key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }>;
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  reset(key: string): Promise<void>;
  /** At most one caller per `gapSeconds` takes the slot. */
  claimSlot(key: string, gapSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

export interface Reservation {
  allowed: boolean;
  /** The attempts counted in the window, this one included when allowed. */
  count: number;
  retryAfterSeconds: number;
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
  const secondsLeft = (entry: { expiresAt: number }) => Math.max(1, Math.ceil((entry.expiresAt - now()) / 1000));
  const open = (key: string, windowSeconds: number) => {
    let entry = live(key);
    if (!entry) {
      // Bound memory under a flood of distinct keys: expired entries are dropped here.
      if (entries.size > 50_000) for (const k of entries.keys()) live(k);
      entries.set(key, (entry = { count: 0, expiresAt: now() + windowSeconds * 1000 }));
    }
    return entry;
  };
  // Each method runs to completion before any other caller's (no await inside): that is the atomicity.
  return {
    async reserve(key, limit, windowSeconds) {
      const entry = open(key, windowSeconds);
      if (entry.count >= limit) return { allowed: false, count: entry.count, retryAfterSeconds: secondsLeft(entry) };
      entry.count += 1;
      return { allowed: true, count: entry.count, retryAfterSeconds: secondsLeft(entry) };
    },
    async release(key) {
      const entry = live(key);
      if (entry && --entry.count <= 0) entries.delete(key);
    },
    async increment(key, windowSeconds) {
      const entry = open(key, windowSeconds);
      entry.count += 1;
      return { count: entry.count, retryAfterSeconds: secondsLeft(entry) };
    },
    async peek(key) {
      const entry = live(key);
      return { count: entry?.count ?? 0, retryAfterSeconds: entry ? secondsLeft(entry) : 0 };
    },
    async reset(key) {
      entries.delete(key);
    },
    async claimSlot(key, gapSeconds) {
      const entry = live(key);
      if (entry) return { allowed: false, retryAfterSeconds: secondsLeft(entry) };
      open(key, gapSeconds).count = 1;
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

/** KEYS[1] key; ARGV limit, window. Returns {allowed 0|1, count, ttl}. */
const RESERVE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
if count > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return {0, count - 1, ttl}
end
return {1, count, ttl}`;

const RELEASE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local count = redis.call('DECR', KEYS[1])
if count <= 0 then redis.call('DEL', KEYS[1]) end
return count`;

export function createRedisAttemptStore(redis: Redis, prefix = 'attempts:'): AttemptStore {
  return {
    async reserve(key, limit, windowSeconds) {
      const [allowed, count, ttl] = (await redis.eval(RESERVE_SCRIPT, 1, prefix + key, limit, windowSeconds)) as [number, number, number];
      return { allowed: allowed === 1, count, retryAfterSeconds: Math.max(1, ttl) };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
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
    async claimSlot(key, gapSeconds) {
      const k = prefix + key;
      if ((await redis.set(k, '1', 'EX', gapSeconds, 'NX')) === 'OK') return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, await redis.ttl(k)) };
    },
  };
}

/**
 * Login limits. The strict one is keyed on the account and the client address together, so
 * someone guessing from elsewhere cannot lock the real user out; the per-address one stops
 * one address trying many accounts; past `accountSlowdownAfter` failures of one account from
 * anywhere, an address that has already tried that account must wait longer and longer between
 * tries, while an address that has not tried it yet gets its first try.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: 5,
  perAddress: 20,
  windowSeconds: 15 * 60,
  accountSlowdownAfter: 10,
  accountMaxDelaySeconds: 5 * 60,
} as const;

/** One login attempt, counted before the password is checked. */
export interface LoginAttempt {
  /** Seconds to wait: the attempt was refused before any password check. 0 when the password may be checked. */
  waitSeconds: number;
  /** The password was right: the attempt is given back and the address's failures at this account forgotten. */
  succeeded(): Promise<void>;
  /** The password was wrong: the attempt stays counted, and the account's failures grow. */
  failed(): Promise<void>;
}

export interface LoginThrottle {
  begin(email: string, ip: string): Promise<LoginAttempt>;
}

const noop = async () => undefined;

export function createLoginThrottle(store: AttemptStore): LoginThrottle {
  const { perAccountAndAddress, perAddress, windowSeconds, accountSlowdownAfter, accountMaxDelaySeconds } = LOGIN_LIMITS;
  return {
    async begin(rawEmail, ip) {
      const email = rawEmail.toLowerCase();
      const pairKey = `login:pair:${email}:${ip}`;
      const addressKey = `login:ip:${ip}`;
      const accountKey = `login:account:${email}`;
      const refused = (waitSeconds: number): LoginAttempt => ({ waitSeconds, succeeded: noop, failed: noop });

      const pair = await store.reserve(pairKey, perAccountAndAddress, windowSeconds);
      if (!pair.allowed) return refused(pair.retryAfterSeconds);
      const address = await store.reserve(addressKey, perAddress, windowSeconds);
      if (!address.allowed) {
        await store.release(pairKey);
        return refused(address.retryAfterSeconds);
      }
      if (pair.count > 1) {
        const account = await store.peek(accountKey);
        if (account.count >= accountSlowdownAfter) {
          const delay = Math.min(2 ** (account.count - accountSlowdownAfter + 1), accountMaxDelaySeconds);
          const slot = await store.claimSlot(`login:account-slot:${email}`, delay);
          if (!slot.allowed) {
            await Promise.all([store.release(pairKey), store.release(addressKey)]);
            return refused(slot.retryAfterSeconds);
          }
        }
      }
      return {
        waitSeconds: 0,
        async succeeded() {
          await Promise.all([store.reset(pairKey), store.release(addressKey)]);
        },
        async failed() {
          await store.increment(accountKey, windowSeconds);
        },
      };
    },
  };
}

/**
 * Mails a stranger can make us send (password reset, verification, a sign-up note to an
 * existing account): at most `perAddress` to one address and `perClient` (MAIL_LIMIT_PER_CLIENT)
 * from one client an hour. Over the limit the caller answers as if it had sent, and sends nothing.
 */
export const MAIL_LIMITS = { perAddress: 3, perClient: 10, windowSeconds: 60 * 60 } as const;

export interface MailLimiter {
  /**
   * Counts one mail of this kind to `recipient` (an address, or an invitation) asked for by
   * `client` (a client address, or a member); false when either is over its limit.
   */
  allow(kind: string, recipient: string, client: string): Promise<boolean>;
}

export function createMailLimiter(store: AttemptStore, limits: { perClient?: number } = {}): MailLimiter {
  const perClient = limits.perClient ?? MAIL_LIMITS.perClient;
  return {
    async allow(kind, recipient, client) {
      const addressKey = `mail:${kind}:to:${recipient.toLowerCase()}`;
      const byAddress = await store.reserve(addressKey, MAIL_LIMITS.perAddress, MAIL_LIMITS.windowSeconds);
      if (!byAddress.allowed) return false;
      const byClient = await store.reserve(`mail:from:${client}`, perClient, MAIL_LIMITS.windowSeconds);
      if (!byClient.allowed) {
        await store.release(addressKey);
        return false;
      }
      return true;
    },
  };
}
