import { eq } from 'drizzle-orm';
import type { ChangePasswordBody, Profile, SessionInfo, UpdateProfileBody } from '../../../domain/profile/profile';
import { PROFILE_MESSAGES } from '../../../domain/profile/profile';
import { describeDevice } from '../../../domain/profile/device';
import type { LoginThrottle } from '../../platform/auth/attemptLimiter';
import { hashPassword } from '../../platform/auth/password';
import type { SessionStore } from '../../platform/auth/sessions';
import type { Db, DbOrTx } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { badRequest, notFound, unauthenticated } from '../../platform/http/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { AUTH_MESSAGES, voidAuthTokens } from '../auth';
import { avatarUrl, setPassword, setUserProfile } from '../users';
import { assertCurrentPassword } from './currentPassword';
import type { ProfileActor } from './profileActor';

export type UserRow = typeof users.$inferSelect;

export function presentProfile(user: UserRow): Profile {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    avatar: avatarUrl(user),
    timeZone: user.timeZone,
    hasPassword: user.passwordHash !== null,
  };
}

/** The actor's own row; their session is valid, so a missing row means the account just went. */
export async function findSelf(db: DbOrTx, actor: ProfileActor, options: { lock?: boolean } = {}): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, actor.userId)).limit(1);
  const [user] = options.lock ? await query.for('update') : await query;
  if (!user) throw unauthenticated();
  return user;
}

export interface ProfileDeps {
  db: Db;
  sessions: SessionStore;
  throttle: LoginThrottle;
  realtime?: Realtime;
}

/**
 * After a change to what sessions carry (name, picture, email, time zone): every node reads the
 * user afresh, the user's other tabs re-read /api/check, and team lists refetch.
 */
export function announceProfileChange(deps: Pick<ProfileDeps, 'sessions' | 'realtime'>, user: UserRow): void {
  deps.sessions.forgetUser(user.id);
  deps.realtime?.toUser(user.id, 'session_updated', { role: user.role });
  if (user.organizationId) deps.realtime?.toOrganization(user.organizationId, 'team_updated', { organizationId: user.organizationId });
}

/** Name, time zone, password and sessions of the signed-in user (issue 14 item 17). */
export function createProfileService(deps: ProfileDeps) {
  const { db, sessions, throttle, realtime } = deps;

  /** Tells the sockets of sessions that were just ended, on every node, as logout does. */
  const endSockets = (sessionIds: readonly string[]) => {
    for (const id of sessionIds) realtime?.endSession(id);
  };

  return {
    async get(actor: ProfileActor): Promise<Profile> {
      return presentProfile(await findSelf(db, actor));
    },

    async update(actor: ProfileActor, body: UpdateProfileBody): Promise<Profile> {
      const user = await setUserProfile(db, actor.userId, body);
      if (!user) throw unauthenticated();
      announceProfileChange(deps, user);
      return presentProfile(user);
    },

    /**
     * A new password ends every other session (a thief's included) and the links that could
     * set another; this one stays signed in.
     */
    async changePassword(actor: ProfileActor, body: ChangePasswordBody): Promise<{ endedSessions: number }> {
      const user = await findSelf(db, actor);
      // Rules of the new password first: a plainly invalid request should not spend a guess.
      if (user.email === body.newPassword.trim().toLowerCase()) throw badRequest(`newPassword: ${AUTH_MESSAGES.passwordIsEmail}`, { field: 'newPassword' });
      if (body.newPassword === body.currentPassword) throw badRequest(`newPassword: ${PROFILE_MESSAGES.samePassword}`, { field: 'newPassword' });
      await assertCurrentPassword(throttle, user, body.currentPassword, actor.ip);
      const passwordHash = await hashPassword(body.newPassword);
      const ended = await db.transaction(async (tx) => {
        await setPassword(tx, user.id, passwordHash);
        await voidAuthTokens(tx, user.id, ['reset_password', 'change_email']);
        return sessions.revokeAllForUser(user.id, tx, actor.sessionId);
      });
      sessions.forgetUser(user.id);
      endSockets(ended);
      return { endedSessions: ended.length };
    },

    async listSessions(actor: ProfileActor): Promise<SessionInfo[]> {
      const rows = await sessions.listForUser(actor.userId);
      return rows.map((row) => ({
        _id: row.id,
        device: describeDevice(row.userAgent),
        userAgent: row.userAgent,
        ipAddress: row.ipAddress,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === actor.sessionId,
      }));
    },

    /** Signs out one other device; this one signs out with Logout. Another user's session is not found. */
    async endSession(actor: ProfileActor, sessionId: string): Promise<void> {
      if (sessionId === actor.sessionId) throw badRequest('id: This is the session you are using: use Logout to sign out here', { field: 'id' });
      if (!(await sessions.revokeForUser(actor.userId, sessionId))) throw notFound('Session not found');
      endSockets([sessionId]);
    },

    async endOtherSessions(actor: ProfileActor): Promise<{ endedSessions: number }> {
      const ended = await sessions.revokeAllForUser(actor.userId, db, actor.sessionId);
      endSockets(ended);
      return { endedSessions: ended.length };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
