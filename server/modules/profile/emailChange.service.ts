import { and, eq, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import { PROFILE_MESSAGES, type ChangeEmailBody } from '../../../domain/profile/profile';
import type { MailLimiter } from '../../platform/auth/attemptLimiter';
import { isUniqueViolation } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { setEmail } from '../users';
import { AppError, badRequest, conflict } from '../../platform/http/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { emailChangedNoticeMail, emailChangeMail, emailInUseMail } from '../../platform/mail/templates';
import { findAuthToken, isUsable, issueAuthToken, markAuthTokenUsed } from '../auth';
import { assertCurrentPassword } from './currentPassword';
import { announceProfileChange, findSelf, type ProfileDeps } from './profile.service';
import type { ProfileActor } from './profileActor';

const linkInvalid = () => new AppError(400, 'TOKEN_INVALID', PROFILE_MESSAGES.emailLinkInvalid);

/**
 * Email change with proof of the new mailbox: the link goes to the new address and the email
 * changes only when it is opened; the old address is told afterwards.
 */
export function createEmailChangeService(deps: ProfileDeps & { mailer: Mailer; mailLimiter: MailLimiter; appUrl: string; logger: Logger }) {
  const { db, throttle, mailer, mailLimiter, appUrl, logger } = deps;

  /** Mail goes out after the answer; a failure is logged, and the user can ask again. */
  const send = (message: Parameters<Mailer['send']>[0], what: string) =>
    void mailer.send(message).catch((error: unknown) => logger.error({ err: error }, `could not send ${what}`));

  return {
    /**
     * The answer is the same whether or not the new address has an account, as sign-up's is: a
     * taken address is mailed a note instead of a link, under the same limit. Only the account's
     * owner (the current password, throttled like the login) can ask at all.
     */
    async request(actor: ProfileActor, body: ChangeEmailBody): Promise<{ message: string }> {
      const user = await findSelf(db, actor);
      if (body.email === user.email) throw badRequest(`email: ${PROFILE_MESSAGES.sameEmail}`, { field: 'email' });
      await assertCurrentPassword(throttle, user, body.currentPassword, actor.ip);
      // The client is the member: a shared office address must not block a colleague's change.
      if (!(await mailLimiter.allow('change-email', body.email, `user:${user.id}`))) {
        throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'Too many emails to this address. Try again in an hour.');
      }
      const taken = await db.query.users.findFirst({ where: eq(users.email, body.email), columns: { id: true } });
      if (taken) {
        send({ to: body.email, ...emailInUseMail(`${appUrl}/login`) }, 'email-in-use mail');
      } else {
        const token = await issueAuthToken(db, user.id, 'change_email', { newEmail: body.email });
        send({ to: body.email, ...emailChangeMail(user.name, body.email, `${appUrl}/confirm-email?token=${token}`) }, 'email change mail');
      }
      return { message: PROFILE_MESSAGES.emailLinkSent(body.email) };
    },

    /**
     * Opening the link: public, since the link itself proves the mailbox (it may be opened on a
     * phone that is not signed in). A second click on a used link is answered kindly.
     */
    async confirm(token: string): Promise<{ email: string }> {
      const result = await db
        .transaction(async (tx) => {
          const row = await findAuthToken(tx, token, 'change_email', { lock: true });
          if (!row?.newEmail) throw linkInvalid();
          const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1).for('update');
          if (!user || user.status !== 'active') throw linkInvalid();
          if (row.usedAt && user.email === row.newEmail) return { user, previousEmail: null };
          if (!isUsable(row)) throw linkInvalid();
          const [other] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, row.newEmail), ne(users.id, user.id))).limit(1);
          if (other) throw conflict(PROFILE_MESSAGES.emailTaken);
          await markAuthTokenUsed(tx, row.id);
          const changed = await setEmail(tx, user.id, row.newEmail);
          return { user: changed, previousEmail: user.email };
        })
        .catch((error: unknown) => {
          // Someone took the address between our check and the update.
          if (isUniqueViolation(error)) throw conflict(PROFILE_MESSAGES.emailTaken);
          throw error;
        });
      const { user, previousEmail } = result;
      if (previousEmail) {
        announceProfileChange(deps, user);
        send({ to: previousEmail, ...emailChangedNoticeMail(user.name, user.email, `${appUrl}/login`) }, 'email changed notice');
      }
      return { email: user.email };
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
