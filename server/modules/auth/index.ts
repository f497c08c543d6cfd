import type { Api, Platform } from '../../platform/modules';
import type { InvitesService } from '../invites';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

/** The profile checks passwords and issues e-mail tokens the same way sign-in does. */
export { AUTH_MESSAGES, tooManyAttempts } from './auth.service';
export { findAuthToken, isUsable, issueAuthToken, markAuthTokenUsed, voidAuthTokens } from './authTokens';

export async function registerAuth(
  api: Api,
  deps: Pick<Platform, 'db' | 'sessions' | 'mailer' | 'throttle' | 'mailLimiter' | 'config' | 'logger' | 'realtime' | 'google'> & { invites: InvitesService },
): Promise<void> {
  const { db, sessions, mailer, throttle, mailLimiter, config, logger, realtime, google, invites } = deps;
  const auth = createAuthService({ db, sessions, mailer, throttle, mailLimiter, appUrl: config.APP_URL, logger, realtime, google });
  await api.register(authRoutes(auth, invites, { sessionTtlSeconds: config.SESSION_TTL, secureCookies: config.APP_URL.startsWith('https:') }));
}
