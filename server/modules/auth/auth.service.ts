import { joinGeneralChannel, postWelcomeMessage } from '../chat';
import { eq, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { LoginBody, RegisterBody, ResetPasswordBody } from '../../../domain/auth/schemas';
import type { UserData } from '../../../domain/users/types';
import type { LoginThrottle, MailLimiter } from '../../platform/auth/attemptLimiter';
import type { GoogleVerifier } from '../../platform/auth/google';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/password';
import type { ActiveSession, SessionStore } from '../../platform/auth/sessions';
import { type Db, isUniqueViolation } from '../../platform/db/database';
import { organizations, users } from '../../platform/db/schema';
import { AppError, badRequest } from '../../platform/http/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { existingAccountMail, passwordResetMail, verificationMail } from '../../platform/mail/templates';
import type { Realtime } from '../../platform/realtime/realtime';
import { avatarUrl, createUser, linkGoogleAccount, markEmailVerified, setPassword } from '../users';
import { startFreeSubscription } from '../billing';
import { findAuthToken, isUsable, issueAuthToken, markAuthTokenUsed } from './authTokens';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email before logging in. Check your inbox for the link.',
  inactive: 'Your account has been deactivated. Contact your organization admin.',
  verifyLinkInvalid: 'This verification link is invalid or has expired',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  resendSent: "If that address is waiting for verification, we've sent a new link.",
  forgotSent: "If an account exists for that email, we've sent a link to reset the password.",
  passwordIsEmail: 'Password must not be your email address',
  googleDisabled: 'Google sign-in is not enabled',
  googleFailed: 'Google sign-in failed: the token could not be verified',
  googleUnverified: 'Your Google email address is not verified',
} as const;

/** The 429 for a password guessed too often (login, and the profile's current-password checks). */
export function tooManyAttempts(what: string, waitSeconds: number): AppError {
  const minutes = Math.ceil(waitSeconds / 60);
  return new AppError(429, 'TOO_MANY_ATTEMPTS', `Too many failed ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    retryAfterSeconds: waitSeconds,
  });
}

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

interface Deps {
  db: Db;
  sessions: SessionStore;
  mailer: Mailer;
  throttle: LoginThrottle;
  mailLimiter: MailLimiter;
  appUrl: string;
  logger: Logger;
  realtime?: Realtime;
  google?: GoogleVerifier;
}

type UserRow = typeof users.$inferSelect;

export function createAuthService(deps: Deps) {
  const { db, sessions, mailer, throttle, mailLimiter, appUrl, logger } = deps;

  const userData = async (user: UserRow): Promise<UserData> => {
    const organizationName = user.organizationId
      ? ((await db.query.organizations.findFirst({ where: eq(organizations.id, user.organizationId) }))?.name ?? null)
      : null;
    return {
      _id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      organizationId: user.organizationId,
      organizationName,
      avatar: avatarUrl(user),
      timeZone: user.timeZone,
    };
  };

  /** Mail goes out after the transaction commits; a failure is logged, and the user can ask again. */
  const sendInBackground = (promise: Promise<void>, what: string) =>
    promise.catch((error: unknown) => logger.error({ err: error }, `could not send ${what}`));

  const startSession = async (user: UserRow, meta: ClientMeta) => {
    const { token } = await sessions.create(user.id, { userAgent: meta.userAgent, ipAddress: meta.ip });
    return { user: await userData(user), token };
  };

  const createOrganizationWithOwner = async (values: {
    name: string;
    email: string;
    organizationName: string;
    passwordHash: string | null;
    googleSubject?: string;
    verified: boolean;
  }) => {
    try {
      return await db.transaction(async (tx) => {
        const [org] = await tx.insert(organizations).values({ name: values.organizationName }).returning();
        await startFreeSubscription(tx, org!.id);
        const owner = await createUser(tx, {
          organizationId: org!.id,
          name: values.name,
          email: values.email,
          passwordHash: values.passwordHash,
          googleSubject: values.googleSubject,
          role: 'owner',
          emailVerifiedAt: values.verified ? new Date() : null,
        });
        const generalId = await joinGeneralChannel(tx, org!.id, [owner.id]);
        await postWelcomeMessage(tx, org!.id, generalId, org!.name);
        const verifyToken = values.verified ? null : await issueAuthToken(tx, owner.id, 'verify_email');
        return { owner, verifyToken };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  };

  return {
    /**
     * The answer is the same whether or not the address has an account (login and
     * forgot-password hide it too): an existing account is mailed a note instead.
     */
    async register(body: RegisterBody, meta: ClientMeta): Promise<{ email: string }> {
      const created = await createOrganizationWithOwner({
        name: body.name,
        email: body.email,
        organizationName: body.organizationName,
        passwordHash: await hashPassword(body.password),
        verified: false,
      });
      if (!created) {
        const existing = await db.query.users.findFirst({ where: eq(users.email, body.email) });
        if (existing && existing.status === 'active' && (await mailLimiter.allow('existing-account', existing.email, meta.ip))) {
          void sendInBackground(mailer.send({ to: existing.email, ...existingAccountMail(existing.name, `${appUrl}/login`, `${appUrl}/forgot-password`) }), 'existing account mail');
        }
        return { email: body.email };
      }
      const { owner, verifyToken } = created;
      if (await mailLimiter.allow('verify', owner.email, meta.ip)) {
        const url = `${appUrl}/verify-email?token=${verifyToken}`;
        void sendInBackground(mailer.send({ to: owner.email, ...verificationMail(owner.name, url) }), 'verification mail');
      }
      return { email: owner.email };
    },

    async verifyEmail(token: string): Promise<{ email: string }> {
      return db.transaction(async (tx) => {
        const row = await findAuthToken(tx, token, 'verify_email', { lock: true });
        const user = row ? await tx.query.users.findFirst({ where: eq(users.id, row.userId) }) : undefined;
        if (!row || !user) throw new AppError(400, 'TOKEN_INVALID', AUTH_MESSAGES.verifyLinkInvalid);
        // A second click on the same link is not an error once the address is verified.
        if (row.usedAt && user.emailVerifiedAt) return { email: user.email };
        if (!isUsable(row)) throw new AppError(400, 'TOKEN_INVALID', AUTH_MESSAGES.verifyLinkInvalid);
        await markAuthTokenUsed(tx, row.id);
        await markEmailVerified(tx, user.id);
        return { email: user.email };
      });
    },

    async resendVerification(email: string, meta: ClientMeta): Promise<{ message: string }> {
      const user = await db.query.users.findFirst({ where: eq(users.email, email) });
      if (user && !user.emailVerifiedAt && user.status === 'active' && (await mailLimiter.allow('verify', user.email, meta.ip))) {
        const token = await issueAuthToken(db, user.id, 'verify_email');
        const url = `${appUrl}/verify-email?token=${token}`;
        void sendInBackground(mailer.send({ to: user.email, ...verificationMail(user.name, url) }), 'verification mail');
      }
      return { message: AUTH_MESSAGES.resendSent };
    },

    async login(body: LoginBody, meta: ClientMeta) {
      // Counted before the slow hash, so a burst of parallel guesses gets no more than the limit.
      const attempt = await throttle.begin(body.email, meta.ip);
      if (attempt.waitSeconds > 0) throw tooManyAttempts('login attempts', attempt.waitSeconds);
      const user = await db.query.users.findFirst({ where: eq(users.email, body.email) });
      const valid = user ? await verifyPassword(user.passwordHash, body.password) : (await burnPasswordCheck(body.password), false);
      if (!user || !valid) {
        await attempt.failed();
        throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      }
      await attempt.succeeded();
      if (user.status !== 'active') throw new AppError(403, 'ACCOUNT_INACTIVE', AUTH_MESSAGES.inactive);
      if (!user.emailVerifiedAt) throw new AppError(403, 'EMAIL_NOT_VERIFIED', AUTH_MESSAGES.emailNotVerified);
      return startSession(user, meta);
    },

    async googleLogin(credential: string, organizationName: string | undefined, meta: ClientMeta) {
      if (!deps.google) throw new AppError(404, 'NOT_FOUND', AUTH_MESSAGES.googleDisabled);
      const identity = await deps.google.verify(credential).catch((error: unknown) => {
        logger.info({ err: error }, 'google token rejected');
        throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.googleFailed);
      });
      if (!identity.emailVerified) throw new AppError(403, 'EMAIL_NOT_VERIFIED', AUTH_MESSAGES.googleUnverified);

      const existing = await db.query.users.findFirst({
        where: or(eq(users.googleSubject, identity.subject), eq(users.email, identity.email)),
      });
      if (existing) {
        if (existing.status !== 'active') throw new AppError(403, 'ACCOUNT_INACTIVE', AUTH_MESSAGES.inactive);
        const linked = await linkGoogleAccount(db, existing.id, {
          googleSubject: identity.subject,
          emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
          // A password set on a never-verified address was not proven to be this mailbox
          // owner's (someone may have signed up with their email first): it stops working.
          passwordHash: existing.emailVerifiedAt ? existing.passwordHash : null,
        });
        return startSession(linked!, meta);
      }
      const created = await createOrganizationWithOwner({
        name: identity.name,
        email: identity.email,
        organizationName: organizationName ?? `${identity.name.split(' ')[0]}'s team`,
        passwordHash: null,
        googleSubject: identity.subject,
        verified: true,
      });
      // Only a sign-up of the same address a moment earlier gets here: its owner signs in as usual.
      if (!created) throw new AppError(409, 'CONFLICT', 'This account was just created. Sign in with Google again.');
      return startSession(created.owner, meta);
    },

    async forgotPassword(email: string, meta: ClientMeta): Promise<{ message: string }> {
      const user = await db.query.users.findFirst({ where: eq(users.email, email) });
      if (user && user.status === 'active' && user.role !== 'super_admin' && (await mailLimiter.allow('reset', user.email, meta.ip))) {
        const token = await issueAuthToken(db, user.id, 'reset_password');
        const url = `${appUrl}/forgot-password/verify?token=${token}`;
        // Not awaited: the answer must take as long for an unknown address as for a known one.
        void sendInBackground(mailer.send({ to: user.email, ...passwordResetMail(user.name, url) }), 'password reset mail');
      }
      return { message: AUTH_MESSAGES.forgotSent };
    },

    async checkResetToken(token: string): Promise<{ email: string }> {
      const row = await findAuthToken(db, token, 'reset_password');
      const user = row && isUsable(row) ? await db.query.users.findFirst({ where: eq(users.id, row.userId) }) : undefined;
      if (!user) throw new AppError(400, 'TOKEN_INVALID', AUTH_MESSAGES.resetLinkInvalid);
      return { email: user.email };
    },

    async resetPassword(body: ResetPasswordBody): Promise<void> {
      // The token first: a made-up token must not make us pay for a hash (the transaction checks it again under a lock).
      const candidate = await findAuthToken(db, body.token, 'reset_password');
      if (!candidate || !isUsable(candidate)) throw new AppError(400, 'TOKEN_INVALID', AUTH_MESSAGES.resetLinkInvalid);
      const passwordHash = await hashPassword(body.password);
      const userId = await db.transaction(async (tx) => {
        const row = await findAuthToken(tx, body.token, 'reset_password', { lock: true });
        if (!row || !isUsable(row)) throw new AppError(400, 'TOKEN_INVALID', AUTH_MESSAGES.resetLinkInvalid);
        const user = await tx.query.users.findFirst({ where: eq(users.id, row.userId) });
        if (!user) throw new AppError(400, 'TOKEN_INVALID', AUTH_MESSAGES.resetLinkInvalid);
        if (user.email === body.password.trim().toLowerCase()) throw badRequest(`password: ${AUTH_MESSAGES.passwordIsEmail}`);
        await markAuthTokenUsed(tx, row.id);
        // Following the emailed link proves the mailbox, so the address counts as verified.
        await setPassword(tx, user.id, passwordHash, { emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
        await sessions.revokeAllForUser(user.id, tx);
        return user.id;
      });
      sessions.forgetUser(userId);
      deps.realtime?.toUser(userId, 'force_logout', { reason: 'password_reset' });
      deps.realtime?.disconnectUser(userId);
    },

    /** Ends this session, and closes its sockets on every node: they could still listen and send. */
    async logout(active: ActiveSession): Promise<void> {
      await sessions.revoke(active);
      deps.realtime?.endSession(active.sessionId);
    },
    userData,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
