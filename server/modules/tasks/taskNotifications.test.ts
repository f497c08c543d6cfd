import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/notifications/notifications';
import { notifications } from '../../platform/db/schema';
import { createOrganization, createUser, tokenFor } from '../../test/factories';
import { callApi, type Method } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (method: Method, url: string, token: string, payload?: unknown) => callApi(t.app, method, url, token, payload);

const ROLES = ['owner', 'maintainer', 'editor', 'read'] as const;
const EVIL_TITLE = '<img src=x onerror=alert(1)>';
const ESCAPED_TITLE = '&lt;img src=x onerror=alert(1)&gt;';

/** An organisation and a project 'NT' the maintainer, editor and reader belong to. */
async function workspace() {
  const { organization, members } = await createOrganization(t.db, ROLES);
  const tokens = {} as Record<(typeof ROLES)[number], string>;
  for (const role of ROLES) tokens[role] = await tokenFor(t.db, members[role]);
  const res = await call('POST', '/api/project/add', tokens.owner, { name: 'Notify', key: 'NT', members: [members.maintainer.id, members.editor.id, members.read.id] });
  expect(res.statusCode, res.body).toBe(200);
  return { organization, members, tokens, projectId: res.json().data._id as string };
}

async function addTask(token: string, body: Record<string, unknown>) {
  const res = await call('POST', '/api/task/add', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; key: string };
}
const update = async (token: string, id: string, body: Record<string, unknown>) => {
  const res = await call('POST', `/api/task/update/${id}`, token, body);
  expect(res.statusCode, res.body).toBe(200);
};
const inbox = async (token: string) => {
  const res = await call('GET', '/api/notification', token);
  expect(res.statusCode).toBe(200);
  return res.json() as { unreadCount: number; data: Notification[] };
};
const types = async (token: string) => (await inbox(token)).data.map((n) => n.type).sort();
const stored = async (userId: string) => t.db.$count(notifications, eq(notifications.userId, userId));

describe('task notifications', () => {
  it('tells a member when a task is assigned to them, with the title escaped and links to the task', async () => {
    const { organization, members, tokens, projectId } = await workspace();
    // The project's own 'added to' notices are not what this test is about.
    await t.db.delete(notifications).where(eq(notifications.organizationId, organization.id));

    const task = await addTask(tokens.maintainer, { projectId, title: EVIL_TITLE, assignee: members.editor.id });
    const { unreadCount, data } = await inbox(tokens.editor);
    expect(unreadCount).toBe(1);
    expect(data).toHaveLength(1);
    const [notice] = data;
    expect(notice).toMatchObject({
      type: 'taskAssigned',
      subject: `Assigned: ${task.key}`,
      senderName: members.maintainer.name,
      isRead: false,
      metadata: { projectId, taskId: task._id },
    });
    expect(notice!.message).toContain(ESCAPED_TITLE);
    expect(notice!.message).toContain(`<strong>${task.key}</strong>`);
    expect(notice!.message).not.toContain('<img');
    expect(notice!.message.startsWith('<p>')).toBe(true);

    // Nobody else hears of it.
    expect(await types(tokens.maintainer)).toEqual([]);
    expect(await types(tokens.read)).toEqual([]);

    // Reassigning tells the new assignee.
    await update(tokens.editor, task._id, { assignee: members.read.id });
    const reassigned = (await inbox(tokens.read)).data.filter((n) => n.type === 'taskAssigned');
    expect(reassigned).toHaveLength(1);
    expect(reassigned[0]).toMatchObject({ senderName: members.editor.name, metadata: { projectId, taskId: task._id } });
    expect(await stored(members.editor.id)).toBe(1);
  });

  it('tells the assignee when someone else changes the priority or the description, once per change', async () => {
    const { members, tokens, projectId } = await workspace();
    const task = await addTask(tokens.owner, { projectId, title: EVIL_TITLE, assignee: members.editor.id });
    await t.db.delete(notifications).where(eq(notifications.userId, members.editor.id));

    await update(tokens.maintainer, task._id, { priority: 'Critical' });
    let data = (await inbox(tokens.editor)).data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ type: 'taskPrioUpdated', subject: `Priority Critical: ${task.key}`, metadata: { projectId, taskId: task._id } });
    expect(data[0]!.message).toContain(ESCAPED_TITLE);
    expect(data[0]!.message).toContain('set the priority to Critical');

    await update(tokens.maintainer, task._id, { description: '<p>New details</p>' });
    data = (await inbox(tokens.editor)).data;
    expect(data[0]).toMatchObject({ type: 'taskDescUpdated', subject: `Description updated: ${task.key}`, metadata: { projectId, taskId: task._id } });

    await update(tokens.owner, task._id, { priority: 'Low', description: '<p>Other details</p>' });
    expect(await types(tokens.editor)).toEqual(['taskDescUpdated', 'taskDescUpdated', 'taskPrioUpdated', 'taskPrioUpdated']);

    // Saving the same values, or changing other fields, tells no one.
    await update(tokens.owner, task._id, { priority: 'Low', description: '<p>Other details</p>', title: 'Renamed', storyPoints: 3 });
    expect(await stored(members.editor.id)).toBe(4);
    expect((await inbox(tokens.editor)).unreadCount).toBe(4);
  });

  it('counts a description saved while it is typed as one change: one history entry and one notification', async () => {
    const { members, tokens, projectId } = await workspace();
    const task = await addTask(tokens.owner, { projectId, title: 'Typed', assignee: members.editor.id });
    await t.db.delete(notifications).where(eq(notifications.userId, members.editor.id));

    for (const text of ['Fi', 'First dra', 'First draft']) await update(tokens.maintainer, task._id, { description: `<p>${text}</p>` });
    const descriptionEntries = async () =>
      ((await call('GET', `/api/task/${task._id}/activity`, tokens.read)).json().data as { field: string; actor: { _id: string } }[]).filter((h) => h.field === 'description');
    expect(await descriptionEntries()).toHaveLength(1);
    expect(await types(tokens.editor)).toEqual(['taskDescUpdated']);

    // Someone else's edit, or another field in between, is a change of its own.
    await update(tokens.owner, task._id, { description: '<p>Owner wording</p>' });
    await update(tokens.maintainer, task._id, { priority: 'High' });
    await update(tokens.maintainer, task._id, { description: '<p>Back to mine</p>' });
    expect((await descriptionEntries()).map((h) => h.actor._id)).toEqual([members.maintainer.id, members.owner.id, members.maintainer.id]);
    expect(await types(tokens.editor)).toEqual(['taskDescUpdated', 'taskDescUpdated', 'taskDescUpdated', 'taskPrioUpdated']);
  });

  it('tells the people mentioned in a comment who can see the task, and nobody else', async () => {
    const { organization, members, tokens, projectId } = await workspace();
    const task = await addTask(tokens.owner, { projectId, title: EVIL_TITLE });
    const outsider = await createUser(t.db, { organizationId: organization.id, role: 'editor' });
    const stranger = (await createOrganization(t.db, ['owner'])).members.owner;
    await t.db.delete(notifications).where(eq(notifications.organizationId, organization.id));

    const res = await call('POST', `/api/task/${task._id}/comments`, tokens.maintainer, {
      body: '<p>@Editor and @Outsider, have a look</p>',
      mentions: [members.editor.id, outsider.id, stranger.id, members.maintainer.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = await inbox(tokens.editor);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ type: 'taskMention', subject: `Mentioned: ${task.key}`, senderName: members.maintainer.name, metadata: { projectId, taskId: task._id } });
    expect(data[0]!.message).toContain(ESCAPED_TITLE);
    // Not in the project, in another organisation, or the author: no notice.
    expect(await stored(outsider.id)).toBe(0);
    expect(await stored(stranger.id)).toBe(0);
    expect(await stored(members.maintainer.id)).toBe(0);

    const bad = await call('POST', `/api/task/${task._id}/comments`, tokens.maintainer, { body: '<p>x</p>', mentions: ['not-an-id'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('mentions');
  });

  it('tells no one about changes to your own task or an unassigned one', async () => {
    const { members, tokens, projectId } = await workspace();
    const before = await t.db.$count(notifications, eq(notifications.organizationId, members.owner.organizationId!));
    const mine = await addTask(tokens.editor, { projectId, title: 'Mine', assignee: members.editor.id });
    await update(tokens.editor, mine._id, { priority: 'High', description: '<p>Mine</p>', assignee: members.editor.id });
    const loose = await addTask(tokens.editor, { projectId, title: 'Loose' });
    await update(tokens.maintainer, loose._id, { priority: 'High', description: '<p>Loose</p>' });
    expect(await t.db.$count(notifications, eq(notifications.organizationId, members.owner.organizationId!))).toBe(before);
  });

  it('tells people when they are added to a project, but not the person adding them', async () => {
    const { organization, members, tokens, projectId } = await workspace();
    // Creation added the maintainer, editor and reader.
    for (const role of ['maintainer', 'editor', 'read'] as const) {
      const { data } = await inbox(tokens[role]);
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({ type: 'memberAdded', subject: 'Added to Notify', senderName: members.owner.name, metadata: { projectId } });
    }
    expect(await types(tokens.owner)).toEqual([]);

    const newcomer = await createUser(t.db, { organizationId: organization.id, role: 'editor', name: 'Nia <b>New</b>' });
    const res = await call('PUT', `/api/project/member/${projectId}`, tokens.maintainer, { members: [newcomer.id, members.editor.id] });
    expect(res.statusCode).toBe(200);
    const { data, unreadCount } = await inbox(await tokenFor(t.db, newcomer));
    expect(unreadCount).toBe(1);
    expect(data[0]).toMatchObject({ type: 'memberAdded', senderName: members.maintainer.name, metadata: { projectId } });
    expect(data[0]!.message).toContain('<strong>Notify</strong>');
    // Already a member: no second notice.
    expect(await stored(members.editor.id)).toBe(1);

    // Adding through a project update notifies too.
    const late = await createUser(t.db, { organizationId: organization.id, role: 'read' });
    await call('POST', `/api/project/update/${projectId}`, tokens.owner, { name: 'Notify', members: [members.owner.id, members.editor.id, late.id] });
    expect(await stored(late.id)).toBe(1);
    expect(await stored(members.editor.id)).toBe(1);
  });
});

describe('live notifications', () => {
  let url: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  const open = async (token: string): Promise<Socket> => {
    const socket = connectSocket(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };

  it('pushes new_notification to the assignee at once, and to no one else', async () => {
    const { members, tokens, projectId } = await workspace();
    const assignee = await open(tokens.editor);
    const bystander = await open(tokens.read);
    try {
      const heardByBystander: Notification[] = [];
      bystander.on('new_notification', (n: Notification) => heardByBystander.push(n));
      const received = new Promise<Notification>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no new_notification within 2 s')), 2000);
        assignee.once('new_notification', (n: Notification) => {
          clearTimeout(timer);
          resolve(n);
        });
      });

      const task = await addTask(tokens.maintainer, { projectId, title: EVIL_TITLE, assignee: members.editor.id });
      const pushed = await received;
      expect(pushed).toMatchObject({ type: 'taskAssigned', isRead: false, metadata: { projectId, taskId: task._id } });
      expect(pushed.message).toContain(ESCAPED_TITLE);
      // What arrives live is exactly what the list shows.
      expect((await inbox(tokens.editor)).data[0]).toEqual(pushed);

      // Handing the task to the bystander is the first thing they hear: the earlier notice never reached them.
      await call('POST', `/api/task/update/${task._id}`, tokens.owner, { assignee: members.read.id });
      await expect.poll(() => heardByBystander.length, { timeout: 2000 }).toBe(1);
      expect(heardByBystander[0]).toMatchObject({ type: 'taskAssigned', senderName: members.owner.name, metadata: { taskId: task._id } });
    } finally {
      assignee.close();
      bystander.close();
    }
  });
});
