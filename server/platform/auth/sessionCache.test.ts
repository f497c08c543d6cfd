import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

const json = { 'content-type': 'application/json' };

describe('session cache', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
  });
  afterAll(async () => a?.close());

  it('serves a role change on the very next request', async () => {
    const { members } = await createOrganization(a.db, ['owner', 'editor']);
    const editorToken = await tokenFor(a.db, members.editor);
    expect((await a.app.inject({ url: '/api/check', headers: bearer(editorToken) })).json().data.role).toBe('editor');
    const change = await a.app.inject({
      method: 'POST',
      url: `/api/user/role/${members.editor.id}`,
      headers: { ...json, ...bearer(await tokenFor(a.db, members.owner)) },
      payload: { role: 'maintainer' },
    });
    expect(change.statusCode).toBe(200);
    expect((await a.app.inject({ url: '/api/check', headers: bearer(editorToken) })).json().data.role).toBe('maintainer');
  });

  // Two app nodes on one database: revocation on one must reach the other's cache.
  it.runIf(Boolean(process.env.REDIS_URL))('ends a session on every node at once (Redis pub/sub)', async () => {
    const b = await createTestApp({ database: a.database });
    try {
      const { members } = await createOrganization(a.db, ['owner', 'editor']);
      const editorToken = await tokenFor(a.db, members.editor);
      expect((await b.app.inject({ url: '/api/check', headers: bearer(editorToken) })).statusCode).toBe(200);
      const off = await a.app.inject({
        method: 'POST',
        url: `/api/user-status/update/${members.editor.id}`,
        headers: { ...json, ...bearer(await tokenFor(a.db, members.owner)) },
        payload: { status: 'inactive' },
      });
      expect(off.statusCode).toBe(200);
      await expect.poll(async () => (await b.app.inject({ url: '/api/check', headers: bearer(editorToken) })).statusCode, { timeout: 2000 }).toBe(401);
    } finally {
      await b.close();
    }
  });
});
