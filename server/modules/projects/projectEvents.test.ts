import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/api';
import { bearer, createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { listen, nextEvent, openSocket, record } from '../chat/test/chatKit';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => t?.close());

/** A quiet moment for events that must not arrive. */
const pause = (ms = 200) => new Promise((resolve) => setTimeout(resolve, ms));

async function team() {
  const { members } = await createOrganization(t.db, ['owner', 'admin', 'editor', 'read'] as const);
  const tokens = {
    owner: await tokenFor(t.db, members.owner),
    admin: await tokenFor(t.db, members.admin),
    editor: await tokenFor(t.db, members.editor),
    read: await tokenFor(t.db, members.read),
  };
  const listen = async (token: string) => {
    const socket = await openSocket(url, token);
    sockets.push(socket);
    return socket;
  };
  return { members, tokens, listen };
}

describe('project events', () => {
  it('go to the project’s members and the owners and admins, never to members who cannot open it', async () => {
    const { members, tokens, listen } = await team();
    const [admin, editor, outsider] = [await listen(tokens.admin), await listen(tokens.editor), await listen(tokens.read)];
    const outsiderHeard = [...record(outsider, 'projects_updated'), ...record(outsider, 'tasks_updated')];

    const adminHearsProject = nextEvent(admin, 'projects_updated');
    const created = await callApi(t.app, 'POST', '/api/project/add', tokens.owner, { name: 'Secret', key: 'SEC', members: [members.owner.id, members.editor.id] });
    expect(created.statusCode, created.body).toBe(200);
    const projectId: string = created.json().data._id;
    expect(await adminHearsProject).toEqual({ projectId });

    const heard = [nextEvent(admin, 'tasks_updated'), nextEvent(editor, 'tasks_updated')];
    const task = await callApi(t.app, 'POST', '/api/task/add', tokens.editor, { projectId, title: 'Hidden work' });
    expect(task.statusCode, task.body).toBe(200);
    for (const event of await Promise.all(heard)) expect(event).toEqual({ projectId, taskIds: [task.json().data._id] });

    await pause();
    expect(outsiderHeard).toEqual([]);
  });

  it('tell a member removed from a project, so their lists drop it', async () => {
    const { members, tokens, listen } = await team();
    const created = await callApi(t.app, 'POST', '/api/project/add', tokens.owner, { name: 'Shared', key: 'SHR', members: [members.owner.id, members.read.id] });
    const projectId: string = created.json().data._id;
    const reader = await listen(tokens.read);
    const told = nextEvent(reader, 'projects_updated');
    const removed = await callApi(t.app, 'POST', `/api/project/update/${projectId}`, tokens.owner, { name: 'Shared', key: 'SHR', members: [members.owner.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await told).toEqual({ projectId });

    // No longer a member: the project's next changes are not theirs to hear.
    const later = record(reader, 'tasks_updated');
    expect((await callApi(t.app, 'POST', '/api/task/add', tokens.owner, { projectId, title: 'After you left' })).statusCode).toBe(200);
    await pause();
    expect(later).toEqual([]);
  });

  it('tell the members of a deleted project', async () => {
    const { members, tokens, listen } = await team();
    const created = await callApi(t.app, 'POST', '/api/project/add', tokens.owner, { name: 'Doomed', key: 'DOOM', members: [members.owner.id, members.editor.id] });
    const projectId: string = created.json().data._id;
    const editor = await listen(tokens.editor);
    const told = nextEvent(editor, 'projects_updated');
    expect((await callApi(t.app, 'DELETE', `/api/project/delete/${projectId}`, tokens.owner)).statusCode).toBe(200);
    expect(await told).toEqual({ projectId });
  });

  it('carry the id the causing tab sent, so that tab knows the echo is its own and the others refresh', async () => {
    const { members, tokens, listen } = await team();
    const created = await callApi(t.app, 'POST', '/api/project/add', tokens.owner, { name: 'Echo', key: 'ECHO', members: [members.owner.id, members.editor.id] });
    const projectId: string = created.json().data._id;
    const [causing, otherTabOfSameUser, colleague] = [await listen(tokens.editor), await listen(tokens.editor), await listen(tokens.owner)];
    const heard = [causing, otherTabOfSameUser, colleague].map((socket) => nextEvent<{ origin?: string }>(socket, 'tasks_updated'));

    const task = await t.app.inject({
      method: 'POST',
      url: '/api/task/add',
      headers: { 'content-type': 'application/json', ...bearer(tokens.editor), 'x-tab-id': 'tab-of-the-change' },
      payload: { projectId, title: 'Mine' },
    });
    expect(task.statusCode, task.body).toBe(200);
    const [own, other, colleagues] = await Promise.all(heard);
    // Everyone hears the same origin; only the tab that sent it knows it as its own. No socket id goes out.
    for (const [socket, event] of [[causing, own], [otherTabOfSameUser, other], [colleague, colleagues]] as const) {
      expect(event?.origin).toBe('tab-of-the-change');
      expect(event?.origin).not.toBe(socket.id);
    }
  });

  it('leave out an origin that is not a tab id', async () => {
    const { members, tokens, listen } = await team();
    const owner = await listen(tokens.owner);
    const told = nextEvent(owner, 'projects_updated');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/project/add',
      headers: { 'content-type': 'application/json', ...bearer(tokens.owner), 'x-tab-id': '<script>' },
      payload: { name: 'Odd', key: 'ODD', members: [members.owner.id] },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await told).toEqual({ projectId: created.json().data._id });
  });
});
