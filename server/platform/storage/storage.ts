import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Inclusive byte positions, as an HTTP Range header names them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. Local disk today (DATA_DIR/uploads); an S3-compatible store
 * (DESIGN.md, `S3_*`) can fill the same shape later: put = PutObject (or a multipart upload
 * for streams), open = GetObject with a Range header (ContentLength gives the size),
 * remove = DeleteObject, newKey unchanged. Callers never build paths themselves.
 */
export interface Storage {
  /** A fresh random key: keys never come from user input. */
  newKey(): string;
  /** Writes the whole body under key; on failure nothing is left behind. Resolves to the bytes written. */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  /** Reads the object (or one byte range of it); size is the whole object's size. */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number }>;
  /** Removes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
}

/** Two hex characters of fan-out and a UUID: the only shape a key can have. */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

export class StorageKeyError extends Error {}

export function createStorage(options: { dataDir: string }): Storage {
  const root = path.join(path.resolve(options.dataDir), 'uploads');

  // Defence in depth: keys come from newKey() via the database, but a path is only ever
  // built from a key of the expected shape, so no value can climb out of the uploads folder.
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new StorageKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };

  return {
    newKey() {
      // Fan-out keeps any one folder small once there are many thousands of uploads.
      return `${randomBytes(1).toString('hex')}/${randomUUID()}`;
    },

    async put(key, body) {
      const file = fileOf(key);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // An error while the folder is made must not go unhandled; pipeline reports it below.
      source.on('error', () => undefined);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed at the end, so a reader never sees half a
      // file and a failed write leaves nothing under the real key.
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, counter, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return { size };
    },

    async open(key, range) {
      const file = fileOf(key);
      const { size } = await fs.stat(file);
      const stream = range ? createReadStream(file, { start: range.start, end: range.end }) : createReadStream(file);
      return { stream, size };
    },

    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
