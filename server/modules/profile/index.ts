import type { Api, Platform } from '../../platform/modules';
import { avatarRoutes } from './avatar.routes';
import { createAvatarService } from './avatar.service';
import { createEmailChangeService } from './emailChange.service';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';

export async function registerProfile(
  api: Api,
  deps: Pick<Platform, 'db' | 'sessions' | 'throttle' | 'realtime' | 'mailer' | 'mailLimiter' | 'config' | 'logger' | 'storage'>,
): Promise<void> {
  const { db, sessions, throttle, realtime, mailer, mailLimiter, config, logger, storage } = deps;
  const profileDeps = { db, sessions, throttle, realtime };
  const profile = createProfileService(profileDeps);
  const emailChange = createEmailChangeService({ ...profileDeps, mailer, mailLimiter, appUrl: config.APP_URL, logger });
  const avatars = createAvatarService({ ...profileDeps, storage, logger });
  await api.register(profileRoutes(profile, emailChange));
  await api.register(avatarRoutes(avatars));
}
