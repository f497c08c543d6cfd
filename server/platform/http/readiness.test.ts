import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/testApp';

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('is ready while the database (and Redis, when configured) answer, and public', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
  });

  it('stops being ready once shutdown begins, while liveness still answers', async () => {
    const other = await createTestApp();
    try {
      other.readiness.beginShutdown();
      const answer = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'shutting down' });
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it.runIf(process.env.REDIS_URL)('leaves no connection open once closed, asked or not', async () => {
    const sockets = () => process.getActiveResourcesInfo().filter((resource) => resource === 'TCPSocketWrap').length;
    for (const ask of [false, true]) {
      const before = sockets();
      const other = await createTestApp();
      if (ask) expect((await other.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await other.close();
      // At most as many as before: the other app of this file may close an idle connection meanwhile.
      await vi.waitFor(() => expect(sockets()).toBeLessThanOrEqual(before), { timeout: 5000 });
    }
  });

  it('is not ready when the database does not answer', async () => {
    const database = await openTestDatabase();
    const other = await createTestApp({ database });
    try {
      await database.close();
      const answer = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'not ready', failed: ['database'] });
    } finally {
      await other.close();
    }
  });
});
