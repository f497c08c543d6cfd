import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Logger } from 'pino';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Profile } from '../../../domain/profile/profile';
import type { Db } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { setAvatar } from '../users';
import { badRequest, notFound, unauthenticated } from '../../platform/http/errors';
import type { Storage } from '../../platform/storage/storage';
import { storeUpload, type UploadPart } from '../../platform/storage/upload';
import { announceProfileChange, presentProfile, type ProfileDeps } from './profile.service';
import type { ProfileActor } from './profileActor';

export const AVATAR_TOO_LARGE_TEXT = `A picture can be at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB`;
export const AVATAR_TYPE_TEXT = 'file: Choose a PNG, JPEG or WebP image';
const AVATAR_NOT_FOUND = 'Picture not found';
/** Every image format file-type knows announces itself in its first few hundred bytes. */
const SNIFF_BYTES = 4100;

/**
 * Profile pictures, stored like chat attachments (random keys in the uploads store, the type
 * sniffed from the bytes and only image types browsers never run) and shown to the user's
 * organisation.
 */
export function createAvatarService(deps: Pick<ProfileDeps, 'db' | 'sessions' | 'realtime'> & { db: Db; storage: Storage; logger: Logger }) {
  const { db, storage, logger } = deps;

  /** A replaced or removed picture's file goes after the row stopped naming it; one that will not go is logged. */
  const removeFile = (key: string | null) =>
    key ? storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, 'could not remove an old profile picture')) : undefined;

  /** Points the user at `next` (or at nothing) and hands back the key it named before, whose file the caller removes. */
  const swap = (userId: string, next: { key: string; type: string } | null) =>
    db.transaction(async (tx) => {
      // Locked, so two uploads at once cannot both read the same old key and leave a file behind.
      const [row] = await tx.select({ key: users.avatarKey }).from(users).where(eq(users.id, userId)).limit(1).for('update');
      const user = await setAvatar(tx, userId, next);
      if (!row || !user) throw unauthenticated();
      return { user, previousKey: row.key };
    });

  return {
    async upload(actor: ProfileActor, part: UploadPart | undefined): Promise<Profile> {
      if (!part) throw badRequest('file: Choose a picture to upload', { field: 'file' });
      const { key, head } = await storeUpload(storage, part, { maxBytes: AVATAR_MAX_BYTES, tooLargeText: AVATAR_TOO_LARGE_TEXT, sniffBytes: SNIFF_BYTES });
      try {
        // A parser tripping over hostile bytes is an unknown type, not a failed request.
        const found = await fileTypeFromBuffer(head).catch(() => undefined);
        const type = AVATAR_TYPES.find((allowed) => allowed === found?.mime);
        if (!type) throw badRequest(AVATAR_TYPE_TEXT, { field: 'file' });
        const { user, previousKey } = await swap(actor.userId, { key, type });
        await removeFile(previousKey);
        announceProfileChange(deps, user);
        return presentProfile(user);
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
    },

    async remove(actor: ProfileActor): Promise<Profile> {
      const { user, previousKey } = await swap(actor.userId, null);
      await removeFile(previousKey);
      if (previousKey) announceProfileChange(deps, user);
      return presentProfile(user);
    },

    /**
     * A member's picture, for the member themself and the people of their organisation. Anyone
     * else, and a member without a picture, get the same 404.
     */
    async find(actor: ProfileActor, userId: string): Promise<{ key: string; type: string }> {
      // Yourself always; others only within your organisation (the platform administrator has none).
      const visible = userId === actor.userId ? undefined : actor.organizationId ? eq(users.organizationId, actor.organizationId) : sql`false`;
      const [row] = await db
        .select({ key: users.avatarKey, type: users.avatarType })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.avatarKey), visible))
        .limit(1);
      if (!row?.key || !row.type) throw notFound(AVATAR_NOT_FOUND);
      return { key: row.key, type: row.type };
    },

    async open(picture: { key: string }) {
      try {
        return await storage.open(picture.key);
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
        logger.warn({ key: picture.key }, 'profile picture is missing from storage');
        throw notFound(AVATAR_NOT_FOUND);
      }
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
