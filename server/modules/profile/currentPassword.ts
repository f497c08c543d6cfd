import { PROFILE_MESSAGES } from '../../../domain/profile/profile';
import type { LoginThrottle } from '../../platform/auth/attemptLimiter';
import { verifyPassword } from '../../platform/auth/password';
import { badRequest } from '../../platform/http/errors';
import { tooManyAttempts } from '../auth';

/**
 * Checks the current password before a change that needs it (password, email). Counted by the
 * login's throttle under the same account and address, before the slow hash: a stolen session
 * gets no more guesses here than a stranger gets at the login form.
 */
export async function assertCurrentPassword(
  throttle: LoginThrottle,
  user: { email: string; passwordHash: string | null },
  password: string,
  ip: string,
): Promise<void> {
  if (!user.passwordHash) throw badRequest(`currentPassword: ${PROFILE_MESSAGES.noPassword}`, { field: 'currentPassword' });
  const attempt = await throttle.begin(user.email, ip);
  if (attempt.waitSeconds > 0) throw tooManyAttempts('password attempts', attempt.waitSeconds);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await attempt.failed();
    throw badRequest(`currentPassword: ${PROFILE_MESSAGES.wrongPassword}`, { field: 'currentPassword' });
  }
  await attempt.succeeded();
}
