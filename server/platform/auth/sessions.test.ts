import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { users } from '../db/schema';
import { sessions } from '../db/platform.tables';

describe('session activity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('records a request after a quiet hour as the session’s and the person’s last activity', async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    const token = await tokenFor(t.db, members.editor);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await t.db.update(sessions).set({ lastSeenAt: anHourAgo }).where(eq(sessions.userId, members.editor.id));
    const before = Date.now();
    expect((await t.app.inject({ url: '/api/check', headers: bearer(token) })).statusCode).toBe(200);
    await expect
      .poll(async () => {
        const [session] = await t.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, members.editor.id));
        const [user] = await t.db.select({ lastActiveAt: users.lastActiveAt }).from(users).where(eq(users.id, members.editor.id));
        return [session!.lastSeenAt.getTime() >= before - 1000, (user!.lastActiveAt?.getTime() ?? 0) >= before - 1000];
      })
      .toEqual([true, true]);
  });
});
