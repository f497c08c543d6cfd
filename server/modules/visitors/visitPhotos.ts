import type { Readable } from 'node:stream';
import { VISITOR_PHOTO_MAX_BYTES } from '../../../domain/visitors/visits';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Storage } from '../../platform/storage/storage';

export type PhotoType = 'image/jpeg' | 'image/png';

const PHOTO_MESSAGE = 'photo must be a JPEG or PNG picture';
export const PHOTO_NOT_FOUND = 'This visit has no photo';

/** Told by the bytes, never by what the browser claimed: the data: URL's type is the kiosk's word only. */
export function photoTypeOf(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return null;
}

/** The picture of a data: URL (already shaped by visitorPhotoSchema), checked and decoded. */
export function decodeVisitPhoto(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > VISITOR_PHOTO_MAX_BYTES) throw badRequest('photo must be at most 2 MB');
  if (!photoTypeOf(bytes)) throw badRequest(PHOTO_MESSAGE);
  return bytes;
}

/** Writes the photo under a fresh key; the caller keeps the key in visits.photo_key. */
export async function storeVisitPhoto(storage: Storage, bytes: Buffer): Promise<string> {
  const key = storage.newKey();
  await storage.put(key, bytes);
  return key;
}

/** Removes photo files after the rows that named them are gone (or were never written); a failure is only logged. */
export async function removeVisitPhotos(storage: Storage, keys: readonly string[], warn: (error: unknown, key: string) => void): Promise<void> {
  for (const key of keys) await storage.remove(key).catch((error: unknown) => warn(error, key));
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The stored photo with its type; at most 2 MB, so it is read whole to be told by its bytes. */
export async function openVisitPhoto(storage: Storage, key: string | null): Promise<{ bytes: Buffer; type: PhotoType }> {
  if (!key) throw notFound(PHOTO_NOT_FOUND);
  let bytes: Buffer;
  try {
    bytes = await readAll((await storage.open(key)).stream);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') throw notFound(PHOTO_NOT_FOUND);
    throw error;
  }
  const type = photoTypeOf(bytes);
  if (!type) throw notFound(PHOTO_NOT_FOUND);
  return { bytes, type };
}
