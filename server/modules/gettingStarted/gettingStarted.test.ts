import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GettingStarted } from '../../../domain/gettingStarted/gettingStarted';
import { users } from '../../platform/db/schema';
import { callApi, type Method } from '../../test/api';
import { createUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (method: Method, url: string, token: string, payload?: unknown) => callApi(t.app, method, url, token, payload);

/** A new organisation as a sign-up makes it: the owner, #general and its welcome. */
async function signUp(organizationName: string) {
  const email = `${organizationName.toLowerCase().replace(/\W/g, '')}-${Date.now()}@example.test`;
  const res = await t.app.inject({ method: 'PUT', url: '/api/register', payload: { name: 'Nina New', email, password: 'a long password', organizationName } });
  expect(res.statusCode, res.body).toBe(201);
  const [owner] = await t.db.select().from(users).where(eq(users.email, email));
  return { owner: owner!, token: await tokenFor(t.db, owner!) };
}

const guide = async (token: string) => {
  const res = await call('GET', '/api/getting-started', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as GettingStarted;
};
const doneSteps = async (token: string) => (await guide(token)).steps.filter((step) => step.done).map((step) => step.id);

describe('guided start', () => {
  it('opens #general with a welcome from the product, not from a person', async () => {
    const { token } = await signUp('Welcome Works');
    const { generalChannelId } = await guide(token);
    const page = (await call('GET', `/api/channel/${generalChannelId}/messages`, token)).json();
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ kind: 'welcome', sender: null });
    expect(page.data[0].message).toContain('Welcome to Welcome Works! This is #general: everyone in the organisation is here');
    const channels = (await call('GET', '/api/channels', token)).json().data as { _id: string; lastMessage: { message: string } | null }[];
    expect(channels.find((c) => c._id === generalChannelId)?.lastMessage?.message).toMatch(/^Welcome to Welcome Works!/);
  });

  it('ticks each step as the organisation does it, and stays hidden once dismissed', async () => {
    const { owner, token } = await signUp('Steps Inc');
    const other = await signUp('Busy Elsewhere');
    expect(await guide(token)).toMatchObject({ dismissed: false, steps: [{ id: 'project', done: false }, { id: 'invite', done: false }, { id: 'sprint', done: false }, { id: 'hello', done: false }] });

    // Another organisation's progress ticks nothing here.
    const elsewhere = (await call('POST', '/api/project/add', other.token, { name: 'Elsewhere', members: [other.owner.id] })).json().data;
    expect(await doneSteps(token)).toEqual([]);
    expect(elsewhere._id).toBeTruthy();

    const project = (await call('POST', '/api/project/add', token, { name: 'First', members: [owner.id] })).json().data;
    expect(await doneSteps(token)).toEqual(['project']);

    expect((await call('POST', '/api/user/invite', token, { emails: ['teammate@example.test'], role: 'editor' })).statusCode).toBe(200);
    expect(await doneSteps(token)).toEqual(['project', 'invite']);

    const sprint = (await call('POST', '/api/sprint/add', token, { projectId: project._id, name: 'Sprint 1' })).json().data;
    expect(await doneSteps(token)).toEqual(['project', 'invite']);
    const started = await call('PUT', `/api/sprint/update/${sprint._id}`, token, { status: 'active', startDate: new Date().toISOString(), endDate: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    expect(started.statusCode, started.body).toBe(200);
    expect(await doneSteps(token)).toEqual(['project', 'invite', 'sprint']);

    const { generalChannelId } = await guide(token);
    const hello = await call('POST', `/api/channel/${generalChannelId}/messages`, token, { message: 'Hello team', clientId: 'hello-client-1' });
    expect(hello.statusCode, hello.body).toBe(200);
    expect(await doneSteps(token)).toEqual(['project', 'invite', 'sprint', 'hello']);

    expect((await call('POST', '/api/getting-started/dismiss', token)).statusCode).toBe(200);
    expect((await guide(token)).dismissed).toBe(true);
    // Dismissed for this user only.
    const admin = await createUser(t.db, { organizationId: owner.organizationId!, role: 'admin' });
    expect((await guide(await tokenFor(t.db, admin))).dismissed).toBe(false);
  });

  it('is for those who set the organisation up: owners and admins', async () => {
    const { owner } = await signUp('Roles Ltd');
    for (const role of ['maintainer', 'editor', 'read'] as const) {
      const member = await createUser(t.db, { organizationId: owner.organizationId!, role });
      const token = await tokenFor(t.db, member);
      expect((await call('GET', '/api/getting-started', token)).statusCode).toBe(403);
      expect((await call('POST', '/api/getting-started/dismiss', token)).statusCode).toBe(403);
    }
  });
});
