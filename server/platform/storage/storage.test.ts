import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStorage, StorageKeyError, type Storage } from './storage';

let dataDir: string;
let storage: Storage;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  storage = createStorage({ dataDir });
});
afterEach(async () => fs.rm(dataDir, { recursive: true, force: true }));

/** Every file under the uploads folder, relative to it. */
async function filesOnDisk(): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('local disk storage', () => {
  it('stores a buffer or a stream under a random key in DATA_DIR/uploads and reads it back', async () => {
    const first = storage.newKey();
    const second = storage.newKey();
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);

    expect(await storage.put(first, Buffer.from('hello world'))).toEqual({ size: 11 });
    expect(await storage.put(second, Readable.from([Buffer.from('abc'), Buffer.from('def')]))).toEqual({ size: 6 });
    expect((await filesOnDisk()).sort()).toEqual([first, second].sort());

    const whole = await storage.open(first);
    expect(whole.size).toBe(11);
    expect(await text(whole.stream)).toBe('hello world');
  });

  it('reads one byte range, inclusive at both ends, and still reports the whole size', async () => {
    const key = storage.newKey();
    await storage.put(key, Buffer.from('0123456789'));
    const part = await storage.open(key, { start: 2, end: 5 });
    expect(part.size).toBe(10);
    expect(await text(part.stream)).toBe('2345');
  });

  it('leaves nothing behind when the body fails half-way', async () => {
    const key = storage.newKey();
    const failing = new Readable({ read() {} });
    failing.push(Buffer.alloc(1024, 1));
    setImmediate(() => failing.destroy(new Error('client went away')));
    await expect(storage.put(key, failing)).rejects.toThrow('client went away');
    expect(await filesOnDisk()).toEqual([]);
    await expect(storage.open(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('removes, and removing twice is not an error', async () => {
    const key = storage.newKey();
    await storage.put(key, Buffer.from('x'));
    await storage.remove(key);
    await storage.remove(key);
    expect(await filesOnDisk()).toEqual([]);
  });

  it('refuses any key it did not make, so no path can leave the uploads folder', async () => {
    for (const key of ['../secret', 'ab/../../etc/passwd', '/etc/passwd', 'ab\\..\\x', '', `ab/${'a'.repeat(36)}/..`]) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.open(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(StorageKeyError);
    }
    expect(await filesOnDisk()).toEqual([]);
  });
});
