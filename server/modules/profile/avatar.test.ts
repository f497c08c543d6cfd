import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../../domain/profile/profile';
import { users } from '../../platform/db/schema';
import { callApi } from '../../test/api';
import { bearer, createOrganization, createUser, tokenFor } from '../../test/factories';
import { multipartFile, TINY_PNG } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/testApp';
import { AVATAR_TOO_LARGE_TEXT, AVATAR_TYPE_TEXT } from './avatar.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function upload(token: string, file: { name: string; type: string; data: Buffer }) {
  const { payload, contentType } = multipartFile(file);
  return t.app.inject({ method: 'PUT', url: '/api/profile/avatar', headers: { ...bearer(token), 'content-type': contentType }, payload });
}

const storedFile = async (userId: string) => {
  const row = await t.db.query.users.findFirst({ where: eq(users.id, userId) });
  return row?.avatarKey ? path.join(t.config.DATA_DIR, 'uploads', row.avatarKey) : null;
};

describe('profile picture', () => {
  it('stores a sniffed image and serves it to the organisation with the attachment headers', async () => {
    const { members } = await createOrganization(t.db, ['owner', 'read']);
    const readToken = await tokenFor(t.db, members.read);
    // The claimed name and type are ignored: the bytes say PNG.
    const res = await upload(readToken, { name: 'me.txt', type: 'text/plain', data: TINY_PNG });
    expect(res.statusCode, res.body).toBe(200);
    const avatar = res.json().data.avatar as string;
    expect(avatar).toMatch(new RegExp(`^/api/user/${members.read.id}/avatar\\?v=\\d+$`));
    expect((await callApi(t.app, 'GET', '/api/check', readToken)).json().data.avatar).toBe(avatar);
    const team = (await callApi(t.app, 'GET', '/api/user/list', await tokenFor(t.db, members.owner))).json().data as { _id: string; avatar: string | null }[];
    expect(team.find((m) => m._id === members.read.id)?.avatar).toBe(avatar);

    const served = await callApi(t.app, 'GET', avatar, await tokenFor(t.db, members.owner));
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringContaining('sandbox'),
      'cache-control': expect.stringContaining('private'),
    });
  });

  it('is not served to another organisation, nor without a session', async () => {
    const { members } = await createOrganization(t.db, ['owner']);
    const { members: strangers } = await createOrganization(t.db, ['owner']);
    const avatar = (await upload(await tokenFor(t.db, members.owner), { name: 'a.png', type: 'image/png', data: TINY_PNG })).json().data.avatar as string;
    const stranger = await callApi(t.app, 'GET', avatar, await tokenFor(t.db, strangers.owner));
    const nobody = await callApi(t.app, 'GET', `/api/user/${strangers.owner.id}/avatar`, await tokenFor(t.db, strangers.owner));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(nobody.json());
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(401);
    const admin = await tokenFor(t.db, await createUser(t.db, { organizationId: null, role: 'super_admin' }));
    expect((await callApi(t.app, 'GET', avatar, admin)).statusCode).toBe(404);
  });

  it('refuses what is not a PNG, JPEG or WebP (SVG and HTML included), an empty file and one over the limit', async () => {
    const { members } = await createOrganization(t.db, ['owner']);
    const token = await tokenFor(t.db, members.owner);
    for (const data of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from('GIF89a\x01\x00\x01\x00')]) {
      const res = await upload(token, { name: 'x.png', type: 'image/png', data });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AVATAR_TYPE_TEXT);
    }
    expect((await upload(token, { name: 'x.png', type: 'image/png', data: Buffer.alloc(0) })).statusCode).toBe(400);
    const large = await upload(token, { name: 'x.png', type: 'image/png', data: Buffer.concat([TINY_PNG, Buffer.alloc(AVATAR_MAX_BYTES)]) });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(AVATAR_TOO_LARGE_TEXT);
    const notMultipart = await callApi(t.app, 'PUT', '/api/profile/avatar', token, { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);
    expect((await t.db.query.users.findFirst({ where: eq(users.id, members.owner.id) }))?.avatarKey).toBeNull();
    // Nothing refused was kept.
    const uploads = await fs.readdir(path.join(t.config.DATA_DIR, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => []);
    expect(uploads.filter((entry) => entry.isFile() && entry.name.includes('.partial'))).toEqual([]);
  });

  it('replaces the old file on a new upload and removes it, falling back to initials', async () => {
    const { members } = await createOrganization(t.db, ['owner']);
    const token = await tokenFor(t.db, members.owner);
    await upload(token, { name: 'a.png', type: 'image/png', data: TINY_PNG });
    const first = (await storedFile(members.owner.id))!;
    await upload(token, { name: 'b.png', type: 'image/png', data: TINY_PNG });
    const second = (await storedFile(members.owner.id))!;
    expect(second).not.toBe(first);
    await expect(fs.access(first)).rejects.toThrow();

    const removed = await callApi(t.app, 'DELETE', '/api/profile/avatar', token);
    expect(removed.json().data.avatar).toBeNull();
    await expect(fs.access(second)).rejects.toThrow();
    expect((await callApi(t.app, 'GET', `/api/user/${members.owner.id}/avatar`, token)).statusCode).toBe(404);
  });
});
