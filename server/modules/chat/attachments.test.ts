import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, type Attachment, type Message } from '../../../domain/chat/chat';
import { attachments, channelMembers, channels, messages } from '../../platform/db/schema';
import { createStorage, type Storage } from '../../platform/storage/storage';
import { callApi } from '../../test/api';
import { bearer, createOrganization, createUser, tokenFor, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { contentDisposition, sanitiseFileName } from './attachmentContent';
import { createAttachmentsService, ORPHAN_AFTER_MS } from './attachments.service';
import type { ChatActor } from './channelAccess';
import { joinGeneralChannel } from './generalChannel';
import { createMessageActions } from './messageActions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

// A real 1x1 PNG (signature, IHDR, IDAT, IEND).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
// The start of an ISO MP4: an ftyp box with brand isom, then media bytes.
const MP4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), randomBytes(20_000)]);

function multipart(file: { name: string; type: string; data: Buffer }) {
  const boundary = `----vitest${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(token: string, channelId: string, file: { name: string; type: string; data: Buffer }) {
  const { payload, contentType } = multipart(file);
  return t.app.inject({ method: 'POST', url: `/api/channel/${channelId}/attachments`, headers: { ...bearer(token), 'content-type': contentType }, payload });
}

async function uploaded(token: string, channelId: string, file: { name: string; type: string; data: Buffer }): Promise<Attachment> {
  const res = await upload(token, channelId, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Attachment;
}

let serverAddress: Promise<string> | undefined;
/** For the tests that need a real connection; inject covers the rest. */
const listening = () => (serverAddress ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const download = (token: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

async function filesOnDisk(): Promise<string[]> {
  const entries = await fs.readdir(path.join(t.config.DATA_DIR, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Two colleagues in #general, one more colleague, and someone from another organisation. */
async function people() {
  const { organization, members } = await createOrganization(t.db, ['owner', 'editor', 'read'] as const);
  const other = await createOrganization(t.db, ['owner'] as const);
  const general = await joinGeneralChannel(t.db, organization.id, []);
  return {
    organization,
    members,
    general,
    owner: await tokenFor(t.db, members.owner),
    editor: await tokenFor(t.db, members.editor),
    reader: await tokenFor(t.db, members.read),
    stranger: await tokenFor(t.db, other.members.owner),
  };
}

describe('uploading attachments', () => {
  it('recognises a PNG by its content and serves it inline to members, with nosniff and a private cache', async () => {
    const p = await people();
    const attachment = await uploaded(p.owner, p.general, { name: 'dot.png', type: 'image/png', data: PNG });
    expect(attachment).toMatchObject({ name: 'dot.png', size: PNG.length, mimeType: 'image/png', kind: 'image', url: `/api/attachments/${attachment._id}` });
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, attachment._id));
    expect(row).toMatchObject({ messageId: null, uploaderId: p.members.owner.id, channelId: p.general });

    const res = await download(p.editor, attachment.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`inline; filename="dot.png"; filename*=UTF-8''dot.png`);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.rawPayload.equals(PNG)).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url: attachment.url, headers: bearer(p.editor) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('ignores the declared type and name: a PNG called x.txt sent as text/plain is an image', async () => {
    const p = await people();
    const attachment = await uploaded(p.owner, p.general, { name: 'x.txt', type: 'text/plain', data: PNG });
    expect(attachment).toMatchObject({ name: 'x.txt', mimeType: 'image/png', kind: 'image' });
  });

  it('serves text renamed to .png as a text/plain download, never as an image', async () => {
    const p = await people();
    const attachment = await uploaded(p.owner, p.general, { name: 'fake.png', type: 'image/png', data: Buffer.from('just some words\n') });
    expect(attachment).toMatchObject({ mimeType: 'text/plain', kind: 'file' });
    const res = await download(p.editor, attachment.url);
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.body).toBe('just some words\n');
  });

  it('never serves HTML or SVG inline, and sandboxes every file', async () => {
    const p = await people();
    const html = await uploaded(p.owner, p.general, { name: 'page.html', type: 'text/html', data: Buffer.from('<!doctype html><script>alert(1)</script>') });
    const svg = await uploaded(p.owner, p.general, {
      name: 'logo.svg',
      type: 'image/svg+xml',
      data: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
    });
    for (const attachment of [html, svg]) {
      expect(attachment.kind).toBe('file');
      expect(attachment.mimeType).not.toMatch(/html|svg/);
      const res = await download(p.editor, attachment.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; /);
      expect(res.headers['content-type']).not.toMatch(/html|svg/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('calls binary content it cannot name application/octet-stream', async () => {
    const p = await people();
    const attachment = await uploaded(p.owner, p.general, { name: 'blob.bin', type: 'image/png', data: Buffer.from([0x10, 0x00, 0x20, 0x00, 0x30]) });
    expect(attachment).toMatchObject({ mimeType: 'application/octet-stream', kind: 'file' });
  });

  it('refuses a file over 25 MB with 413 and keeps nothing of it', async () => {
    const p = await people();
    const before = await filesOnDisk();
    const rowsBefore = await t.db.$count(attachments, eq(attachments.organizationId, p.organization.id));
    const res = await upload(p.owner, p.general, { name: 'big.bin', type: 'application/octet-stream', data: Buffer.alloc(26 * 1024 * 1024, 7) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Files can be at most 25 MB', code: 'PAYLOAD_TOO_LARGE' });
    expect(await t.db.$count(attachments, eq(attachments.organizationId, p.organization.id))).toBe(rowsBefore);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('answers 413 over a real HTTP connection too, and the client reads it', async () => {
    const p = await people();
    const address = await listening();
    const { payload, contentType } = multipart({ name: 'big.bin', type: 'application/octet-stream', data: Buffer.alloc(26 * 1024 * 1024, 7) });
    const res = await fetch(`${address}/api/channel/${p.general}/attachments`, {
      method: 'POST',
      headers: { ...bearer(p.owner), 'content-type': contentType },
      body: payload,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'Files can be at most 25 MB' });
    expect(await t.db.$count(attachments, eq(attachments.organizationId, p.organization.id))).toBe(0);
  });

  it('keeps nothing, not even a partial file, when the client goes away mid-upload', async () => {
    const p = await people();
    const address = new URL(await listening());
    const before = await filesOnDisk();
    const { payload, contentType } = multipart({ name: 'half.bin', type: 'application/octet-stream', data: Buffer.alloc(4 * 1024 * 1024, 1) });
    const request = http.request({
      host: address.hostname,
      port: address.port,
      method: 'POST',
      path: `/api/channel/${p.general}/attachments`,
      headers: { ...bearer(p.owner), 'content-type': contentType, 'content-length': payload.length },
    });
    request.on('error', () => undefined);
    request.write(payload.subarray(0, 1024 * 1024));
    // Long enough for the server to have started writing the file.
    await until(async () => (await fs.readdir(path.join(t.config.DATA_DIR, 'uploads'), { recursive: true }).catch(() => [])).some((name) => String(name).endsWith('.partial')));
    request.destroy();
    await until(async () => (await filesOnDisk()).length === before.length);
    expect(await filesOnDisk()).toEqual(before);
    expect(await t.db.$count(attachments, eq(attachments.organizationId, p.organization.id))).toBe(0);
  });

  it('accepts a file of exactly 25 MB', async () => {
    const p = await people();
    const attachment = await uploaded(p.owner, p.general, { name: 'edge.bin', type: 'application/octet-stream', data: Buffer.alloc(ATTACHMENT_MAX_BYTES, 0) });
    expect(attachment.size).toBe(ATTACHMENT_MAX_BYTES);
  });

  it('answers 400 without a file, and 415 for a body that is not multipart', async () => {
    const p = await people();
    const boundary = 'xyz';
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/channel/${p.general}/attachments`,
      headers: { ...bearer(p.owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('file: Choose a file to upload');
    const json = await t.app.inject({ method: 'POST', url: `/api/channel/${p.general}/attachments`, headers: bearer(p.owner), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});

describe('who can upload and download', () => {
  it('is only members of the conversation: a colleague outside it and another organisation get 404', async () => {
    const p = await people();
    // A group of the owner and the editor; the reader is in the organisation but not in it.
    const [group] = await t.db.insert(channels).values({ organizationId: p.organization.id, channelType: 'group', name: 'Pair', createdBy: p.members.owner.id }).returning();
    await t.db.insert(channelMembers).values([p.members.owner, p.members.editor].map((user) => ({ channelId: group!.id, userId: user.id, organizationId: p.organization.id })));
    const attachment = await uploaded(p.editor, group!.id, { name: 'dot.png', type: 'image/png', data: PNG });
    expect((await download(p.owner, attachment.url)).statusCode).toBe(200);

    for (const token of [p.reader, p.stranger]) {
      const up = await upload(token, group!.id, { name: 'dot.png', type: 'image/png', data: PNG });
      expect(up.statusCode).toBe(404);
      expect(up.json().message).toBe('Conversation not found');
      const down = await download(token, attachment.url);
      expect(down.statusCode).toBe(404);
      expect(down.json().message).toBe('Attachment not found');
    }
    // Another organisation cannot upload into this one's #general either.
    expect((await upload(p.stranger, p.general, { name: 'dot.png', type: 'image/png', data: PNG })).statusCode).toBe(404);
    expect(await t.db.$count(attachments, eq(attachments.channelId, group!.id))).toBe(1);
  });

  it('stops serving the files of a deleted message', async () => {
    const p = await people();
    const attachment = await uploaded(p.owner, p.general, { name: 'dot.png', type: 'image/png', data: PNG });
    const [message] = await t.db
      .insert(messages)
      .values({ organizationId: p.organization.id, channelId: p.general, senderId: p.members.owner.id, body: 'look' })
      .returning();
    await t.db.update(attachments).set({ messageId: message!.id }).where(eq(attachments.id, attachment._id));
    expect((await download(p.editor, attachment.url)).statusCode).toBe(200);
    await t.db.update(messages).set({ deletedAt: new Date(), body: '' }).where(eq(messages.id, message!.id));
    expect((await download(p.editor, attachment.url)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const p = await people();
    const attachment = await uploaded(p.owner, p.general, { name: 'dot.png', type: 'image/png', data: PNG });
    expect((await t.app.inject({ method: 'GET', url: attachment.url })).statusCode).toBe(401);
  });
});

describe('byte ranges', () => {
  it('serves a video inline and answers a single Range with 206 and exactly those bytes', async () => {
    const p = await people();
    const video = await uploaded(p.owner, p.general, { name: 'clip.mp4', type: 'application/octet-stream', data: MP4 });
    expect(video).toMatchObject({ mimeType: 'video/mp4', kind: 'video' });

    const middle = await download(p.editor, video.url, { range: 'bytes=100-1099' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-1099/${MP4.length}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.headers['content-type']).toBe('video/mp4');
    expect(middle.headers['content-disposition']).toMatch(/^inline; /);
    expect(middle.rawPayload.equals(MP4.subarray(100, 1100))).toBe(true);

    const open = await download(p.editor, video.url, { range: `bytes=${MP4.length - 10}-` });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(MP4.subarray(MP4.length - 10))).toBe(true);

    const suffix = await download(p.editor, video.url, { range: 'bytes=-24' });
    expect(suffix.headers['content-range']).toBe(`bytes ${MP4.length - 24}-${MP4.length - 1}/${MP4.length}`);
    expect(suffix.rawPayload.equals(MP4.subarray(MP4.length - 24))).toBe(true);

    const past = await download(p.editor, video.url, { range: `bytes=${MP4.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${MP4.length}`);

    // Several ranges at once are not supported: the whole file, as RFC 9110 allows.
    const several = await download(p.editor, video.url, { range: 'bytes=0-1,5-6' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(MP4)).toBe(true);
  });
});

async function sent(token: string, channelId: string, body: { message: string; attachmentIds?: string[]; parentMessageId?: string }): Promise<Message> {
  const res = await callApi(t.app, 'POST', `/api/channel/${channelId}/messages`, token, { clientId: randomUUID(), ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Message;
}

/** The name its file has in storage, as filesOnDisk() lists it. */
async function storedFileOf(attachmentId: string): Promise<string> {
  const [row] = await t.db.select().from(attachments).where(eq(attachments.id, attachmentId));
  return path.basename(row!.storageKey);
}

/** A message sent with one PNG; `file` is that PNG's name in storage. */
async function sentWithFile(token: string, channelId: string, name: string, thread: { parentMessageId?: string } = {}) {
  const attachment = await uploaded(token, channelId, { name, type: 'image/png', data: PNG });
  const message = await sent(token, channelId, { message: `see ${name}`, attachmentIds: [attachment._id], ...thread });
  return { attachment, message, file: await storedFileOf(attachment._id) };
}

const deleteMessage = (token: string, messageId: string) => callApi(t.app, 'DELETE', `/api/messages/${messageId}`, token);

const actorFor = (user: TestUser): ChatActor => ({ userId: user.id, organizationId: user.organizationId!, name: user.name, email: user.email, role: user.role });

/** Every member, the author included, gets the answer a made-up id gets. */
async function expectGoneForEveryone(tokens: string[], url: string) {
  const unknown = await download(tokens[0]!, `/api/attachments/${randomUUID()}`);
  for (const token of tokens) {
    const res = await download(token, url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(unknown.json());
  }
}

describe('deleting a message with files', () => {
  it('deletes its files: nobody can download them and the message shows as deleted with none', async () => {
    const p = await people();
    const { attachment, message, file } = await sentWithFile(p.editor, p.general, 'salaries.png');
    expect((await download(p.reader, attachment.url)).statusCode).toBe(200);
    expect(await filesOnDisk()).toContain(file);

    const res = await deleteMessage(p.editor, message._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: message._id, deleted: true, message: '', attachments: [] });

    await expectGoneForEveryone([p.editor, p.owner, p.reader], attachment.url);
    expect(await t.db.$count(attachments, eq(attachments.id, attachment._id))).toBe(0);
    // The app hands the message actions its storage: the file leaves the disk too.
    expect(await filesOnDisk()).not.toContain(file);
    const listed = (await callApi(t.app, 'GET', `/api/channel/${p.general}/messages`, p.reader)).json().data as Message[];
    expect(listed.find((item) => item._id === message._id)).toMatchObject({ deleted: true, attachments: [] });
  });

  it('does the same for a thread reply, and leaves the thread and its other files alone', async () => {
    const p = await people();
    const parent = await sentWithFile(p.owner, p.general, 'plan.png');
    const reply = await sentWithFile(p.editor, p.general, 'secret.png', { parentMessageId: parent.message._id });

    expect((await deleteMessage(p.editor, reply.message._id)).statusCode).toBe(200);

    await expectGoneForEveryone([p.editor, p.owner], reply.attachment.url);
    expect(await filesOnDisk()).not.toContain(reply.file);
    expect(await filesOnDisk()).toContain(parent.file);
    expect((await download(p.editor, parent.attachment.url)).statusCode).toBe(200);
    const replies = (await callApi(t.app, 'GET', `/api/messages/${parent.message._id}/replies`, p.owner)).json().data as Message[];
    expect(replies.find((item) => item._id === reply.message._id)).toMatchObject({ deleted: true, attachments: [] });
  });

  it("lets an owner delete a colleague's message and its files; deleting it again changes nothing", async () => {
    const p = await people();
    const deleting = await sentWithFile(p.editor, p.general, 'dot.png');
    const other = await sentWithFile(p.editor, p.general, 'other.png');

    const first = await deleteMessage(p.owner, deleting.message._id);
    expect(first.statusCode).toBe(200);
    const filesAfterFirst = await filesOnDisk();
    expect(filesAfterFirst).not.toContain(deleting.file);
    const again = await deleteMessage(p.owner, deleting.message._id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await filesOnDisk()).toEqual(filesAfterFirst);
    expect(filesAfterFirst).toContain(other.file);
    expect((await download(p.reader, other.attachment.url)).statusCode).toBe(200);
  });

  it('refuses a member who is neither the author nor an owner or admin, and keeps the file', async () => {
    const p = await people();
    const { attachment, message, file } = await sentWithFile(p.owner, p.general, 'dot.png');

    const refused = await deleteMessage(p.editor, message._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the author, an owner or an admin can delete this message');

    expect(await filesOnDisk()).toContain(file);
    const res = await download(p.reader, attachment.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('still deletes the message when its file cannot be removed, and says so in the log', async () => {
    const p = await people();
    const { attachment, message } = await sentWithFile(p.editor, p.general, 'dot.png');
    // The app's own storage cannot be made to fail, so these actions get one that does.
    const failing: Storage = { ...createStorage({ dataDir: t.config.DATA_DIR }), remove: () => Promise.reject(new Error('disk on fire')) };
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push((JSON.parse(line) as { msg: string }).msg) });
    const actions = createMessageActions({ db: t.db, attachmentFiles: createAttachmentsService({ db: t.db, storage: failing, logger }) });

    const deleted = await actions.remove(actorFor(p.members.editor), message._id);
    expect(deleted).toMatchObject({ deleted: true, attachments: [] });
    await expectGoneForEveryone([p.editor, p.reader], attachment.url);
    expect(warnings).toEqual(["could not remove a deleted message's file"]);
  });
});

describe('unsent uploads', () => {
  it('are removed, row and file, a day after upload; sent ones and recent ones stay', async () => {
    const p = await people();
    const sweeper = createAttachmentsService({ db: t.db, storage: createStorage({ dataDir: t.config.DATA_DIR }), logger: pino({ level: 'silent' }) });
    const old = await uploaded(p.owner, p.general, { name: 'old.png', type: 'image/png', data: PNG });
    const sent = await uploaded(p.owner, p.general, { name: 'sent.png', type: 'image/png', data: PNG });
    const fresh = await uploaded(p.owner, p.general, { name: 'fresh.png', type: 'image/png', data: PNG });
    const [message] = await t.db
      .insert(messages)
      .values({ organizationId: p.organization.id, channelId: p.general, senderId: p.members.owner.id, body: 'sent' })
      .returning();
    const dayAgo = new Date(Date.now() - ORPHAN_AFTER_MS - 60_000);
    await t.db.update(attachments).set({ createdAt: dayAgo }).where(eq(attachments.id, old._id));
    await t.db.update(attachments).set({ createdAt: dayAgo, messageId: message!.id }).where(eq(attachments.id, sent._id));
    const [oldRow] = await t.db.select().from(attachments).where(eq(attachments.id, old._id));
    const oldFile = path.basename(oldRow!.storageKey);
    expect(await filesOnDisk()).toContain(oldFile);

    expect(await sweeper.sweepOrphans()).toBe(1);
    expect(await t.db.$count(attachments, eq(attachments.id, old._id))).toBe(0);
    expect(await filesOnDisk()).not.toContain(oldFile);
    expect((await download(p.owner, old.url)).statusCode).toBe(404);
    expect((await download(p.owner, sent.url)).statusCode).toBe(200);
    expect((await download(p.owner, fresh.url)).statusCode).toBe(200);
  });
});

describe('file names', () => {
  it('strips path separators, control and direction characters, and keeps at most 200 characters with the extension', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('....etcpasswd');
    expect(sanitiseFileName('C:\\temp\\a.txt')).toBe('C:tempa.txt');
    expect(sanitiseFileName('bad\u0000\r\nname.txt')).toBe('badname.txt');
    expect(sanitiseFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitiseFileName('  \u0007 ')).toBe('file');
    expect(sanitiseFileName(undefined)).toBe('file');
    const long = sanitiseFileName(`${'é'.repeat(300)}.pdf`);
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('é.pdf')).toBe(true);
  });

  it('sends non-ASCII names as RFC 5987 filename* with an ASCII fallback', () => {
    expect(contentDisposition('file', 'résumé "final" (1).pdf')).toBe(
      `attachment; filename="r_sum_ _final_ (1).pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22%20%281%29.pdf`,
    );
    expect(contentDisposition('image', 'a.png')).toBe(`inline; filename="a.png"; filename*=UTF-8''a.png`);
  });

  it('stores the sanitised name of an upload', async () => {
    const p = await people();
    const attachment = await uploaded(p.owner, p.general, { name: 'we\u202Eird.png', type: 'image/png', data: PNG });
    expect(attachment.name).toBe('weird.png');
  });
});

describe('another member of the organisation', () => {
  it('who joins #general later can open files posted there', async () => {
    const p = await people();
    const attachment = await uploaded(p.owner, p.general, { name: 'dot.png', type: 'image/png', data: PNG });
    const late = await createUser(t.db, { organizationId: p.organization.id, role: 'editor' });
    expect((await download(await tokenFor(t.db, late), attachment.url)).statusCode).toBe(200);
  });
});
