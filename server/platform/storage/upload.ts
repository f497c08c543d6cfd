import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, badRequest } from '../http/errors';
import type { Storage } from './storage';

/** One uploaded file as the multipart parser hands it over. */
export interface UploadPart {
  filename: string | undefined;
  stream: Readable & { truncated?: boolean };
}

/** Passes bytes through and keeps the first `limit` of them for type sniffing. */
function headCapture(limit: number) {
  const chunks: Buffer[] = [];
  let kept = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (kept < limit) {
        const slice = chunk.subarray(0, limit - kept);
        chunks.push(slice);
        kept += slice.length;
      }
      done(null, chunk);
    },
  });
  return { stream, head: () => Buffer.concat(chunks) };
}

/**
 * Writes an uploaded part under a fresh key and keeps its first `sniffBytes` for type sniffing
 * (the uploader's claimed name and type are never trusted). On any failure the key holds nothing:
 * an empty file is a 400, one over `maxBytes` a 413 with `tooLargeText`.
 */
export async function storeUpload(
  storage: Storage,
  part: UploadPart,
  limits: { maxBytes: number; tooLargeText: string; sniffBytes: number },
): Promise<{ key: string; size: number; head: Buffer }> {
  const key = storage.newKey();
  const capture = headCapture(limits.sniffBytes);
  // Both ends run at once: the parser feeds the capture, storage drains it.
  const [read, written] = await Promise.allSettled([pipeline(part.stream, capture.stream), storage.put(key, capture.stream)]);
  if (read.status === 'rejected' || written.status === 'rejected') {
    await storage.remove(key);
    // A broken or aborted upload is the client's doing (400); a failed write is ours (500).
    if (part.stream.errored || written.status === 'fulfilled') throw badRequest('The upload was interrupted. Please try again.');
    throw written.reason;
  }
  // The parser stops at the limit and marks the part truncated rather than failing.
  if (part.stream.truncated || written.value.size > limits.maxBytes) {
    await storage.remove(key);
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', limits.tooLargeText);
  }
  if (written.value.size === 0) {
    await storage.remove(key);
    throw badRequest('file: The file is empty');
  }
  return { key, size: written.value.size, head: capture.head() };
}
