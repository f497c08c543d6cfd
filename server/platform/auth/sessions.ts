import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Role } from '../../../domain/permissions/roles';
import type { UserStatus } from '../../../domain/users/types';
import type { DbOrTx } from '../db/database';
import { organizations, sessions, users } from '../db/schema';
import type { SessionCache } from './sessionCache';
import { generateToken, hashToken } from './tokens';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  organizationId: string | null;
  organizationName: string | null;
  /** When the profile picture last changed (its URL carries it); null without one. */
  avatarUpdatedAt: Date | null;
  timeZone: string | null;
}

export interface ActiveSession {
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  user: SessionUser;
}

/** Seen-at writes are batched to one per minute per session, keeping reads cheap. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * Sessions are rows; the optional cache spares the database on every request, and
 * every function here that ends or changes a session clears it for that user.
 */
export function createSessionStore(db: DbOrTx, ttlSeconds: number, cache?: SessionCache) {
  const changeListeners: ((userId: string) => void)[] = [];
  cache?.onForget((userId) => {
    for (const listener of changeListeners) listener(userId);
  });
  /** As find, for a caller that kept only the token's hash (a socket re-checks its session on every event). */
  const findByHash = async (tokenHash: string): Promise<ActiveSession | null> => {
    const cached = cache?.get(tokenHash);
    if (cached) return cached;
    const [row] = await db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        status: users.status,
        organizationId: users.organizationId,
        organizationName: organizations.name,
        avatarUpdatedAt: users.avatarUpdatedAt,
        timeZone: users.timeZone,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!row) return null;
    const { sessionId, lastSeenAt, expiresAt, ...user } = row;
    const active = { sessionId, lastSeenAt, expiresAt, user };
    cache?.set(tokenHash, active);
    return active;
  };

  return {
    async create(userId: string, meta: { userAgent?: string; ipAddress?: string }, tx: DbOrTx = db) {
      const token = generateToken();
      const [row] = await tx
        .insert(sessions)
        .values({
          userId,
          tokenHash: hashToken(token),
          userAgent: meta.userAgent?.slice(0, 400),
          ipAddress: meta.ipAddress,
          expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        })
        .returning({ id: sessions.id });
      // Signing in is activity: the team list shows it at once, not a minute later.
      await tx.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, userId));
      return { token, sessionId: row!.id };
    },

    /** One indexed query: the session, its user and the user's organisation name. */
    find(token: string): Promise<ActiveSession | null> {
      return findByHash(hashToken(token));
    },

    findByHash,

    async touch(active: ActiveSession): Promise<void> {
      const now = new Date();
      if (now.getTime() - active.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return;
      active.lastSeenAt = now;
      // One statement for both rows: every signed-in person's first request after a minute runs it.
      await db.execute(sql`
        with touched as (update ${sessions} set ${sql.identifier(sessions.lastSeenAt.name)} = ${now.toISOString()}::timestamptz where ${sessions.id} = ${active.sessionId})
        update ${users} set ${sql.identifier(users.lastActiveAt.name)} = ${now.toISOString()}::timestamptz where ${users.id} = ${active.user.id}`);
    },

    async revoke(active: ActiveSession): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, active.sessionId));
      cache?.forgetUser(active.user.id);
    },

    /**
     * Ends every session of a user (deactivation, password reset), optionally keeping one; returns
     * the ids it ended, whose sockets the caller tells (realtime.endSession).
     */
    async revokeAllForUser(userId: string, tx: DbOrTx = db, keepSessionId?: string): Promise<string[]> {
      const ended = await tx
        .delete(sessions)
        .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      cache?.forgetUser(userId);
      return ended.map(({ id }) => id);
    },

    /** Ends one of the user's own sessions; false when the user has no such session (anyone else's is not theirs to end). */
    async revokeForUser(userId: string, sessionId: string): Promise<boolean> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      cache?.forgetUser(userId);
      return ended.length > 0;
    },

    /** The user's live sessions, most recently used first. */
    listForUser(userId: string) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    /**
     * Call after any change to a user that sessions carry (role, status, name), once
     * the change is committed, so the next request reads it fresh on every node.
     */
    forgetUser(userId: string): void {
      if (cache) cache.forgetUser(userId);
      else for (const listener of changeListeners) listener(userId);
    },

    /**
     * Runs when a user's sessions or account changed (a logout, a revocation, a new role or status),
     * on every node once the cache is told: live connections that do not re-check on every event
     * (the notes' collaboration socket) check their user again at once.
     */
    onUserChanged(listener: (userId: string) => void): void {
      changeListeners.push(listener);
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
