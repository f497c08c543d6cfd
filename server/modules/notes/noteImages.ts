import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { OrgActor } from '../../platform/auth/access';
import { noteImages } from '../../platform/db/schema';
import { inOrganization } from '../../platform/db/tenant';
import { AppError, badRequest, notFound } from '../../platform/http/errors';
import { storeUpload, type UploadPart } from '../../platform/storage/upload';
import { sanitiseFileName } from '../chat';
import { noteFor } from './noteAccess';
import type { NotesDeps } from './notes.service';

export const NOTE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const NOTE_IMAGE_TOO_LARGE_TEXT = `A picture can be at most ${NOTE_IMAGE_MAX_BYTES / 1024 / 1024} MB`;
export const NOTE_IMAGE_TYPE_TEXT = 'file: Choose a PNG, JPEG, GIF or WebP image';
/** Only pictures browsers show and never run (no SVG, which can carry script). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** Every image format file-type knows announces itself in its first few hundred bytes. */
const SNIFF_BYTES = 4100;
const IMAGE_NOT_FOUND = 'Image not found';

export const noteImageUrl = (imageId: string) => `/api/note-images/${imageId}`;

/**
 * Pictures in notes, stored as chat attachments are (a random key, the type told by the bytes
 * alone) and served to the people who can read their note, so an image's address shared outside
 * reveals nothing.
 */
export function createNoteImages(deps: Pick<NotesDeps, 'db' | 'storage' | 'logger'>) {
  const { db, storage, logger } = deps;
  return {
    async upload(actor: OrgActor, noteId: string, readPart: () => Promise<UploadPart | undefined>): Promise<{ _id: string; url: string }> {
      // Before reading a byte: a stranger's upload is refused without being stored.
      const { note } = await noteFor(db, actor, noteId, 'write');
      const part = await readPart();
      if (!part) throw badRequest('file: Choose a picture to upload', { field: 'file' });
      const { key, size, head } = await storeUpload(storage, part, { maxBytes: NOTE_IMAGE_MAX_BYTES, tooLargeText: NOTE_IMAGE_TOO_LARGE_TEXT, sniffBytes: SNIFF_BYTES });
      try {
        // A parser tripping over hostile bytes is an unknown type, not a failed request.
        const found = await fileTypeFromBuffer(head).catch(() => undefined);
        const mimeType = IMAGE_TYPES.find((type) => type === found?.mime);
        if (!mimeType) throw badRequest(NOTE_IMAGE_TYPE_TEXT, { field: 'file' });
        const [row] = await db
          .insert(noteImages)
          .values({ noteId: note.id, organizationId: note.organizationId, uploadedById: actor.userId, storageKey: key, mimeType, size, name: sanitiseFileName(part.filename) })
          .returning({ id: noteImages.id });
        return { _id: row!.id, url: noteImageUrl(row!.id) };
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
    },

    /** The picture with its file, for those who can read its note; 404 for anyone else. */
    async open(actor: OrgActor, imageId: string) {
      const [image] = await db.select().from(noteImages).where(inOrganization(noteImages, actor.organizationId, eq(noteImages.id, imageId))).limit(1);
      if (!image) throw notFound(IMAGE_NOT_FOUND);
      // The note's own 404 names the note: the picture's is asked for here.
      await noteFor(db, actor, image.noteId, 'read').catch((error: unknown) => {
        throw error instanceof AppError && error.statusCode === 404 ? notFound(IMAGE_NOT_FOUND) : error;
      });
      try {
        return { image, ...(await storage.open(image.storageKey)) };
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
        logger.warn({ imageId }, 'note image file is missing from storage');
        throw notFound(IMAGE_NOT_FOUND);
      }
    },
  };
}

export type NoteImagesService = ReturnType<typeof createNoteImages>;
