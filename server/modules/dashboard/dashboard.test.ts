import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../domain/tasks/dashboard';
import { seedDemo } from '../../seed/seed';
import { createOrganization, tokenFor } from '../../test/factories';
import { callApi, type Method } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (method: Method, url: string, token: string, payload?: unknown) => callApi(t.app, method, url, token, payload);

const TODAY = '2026-03-10';
const ROLES = ['owner', 'editor', 'read'] as const;

/** An organisation whose editor and reader belong to the project 'WA'; its seeded statuses by name. */
async function workspace(name = 'Web App', key = 'WA') {
  const { organization, members } = await createOrganization(t.db, ROLES);
  const tokens = {} as Record<(typeof ROLES)[number], string>;
  for (const role of ROLES) tokens[role] = await tokenFor(t.db, members[role]);
  const projectId = await addProject(tokens.owner, name, key, [members.editor.id, members.read.id]);
  const lists = (await call('GET', `/api/enum/${projectId}`, tokens.owner)).json().data as { statuses: { _id: string; name: string }[] };
  const status = Object.fromEntries(lists.statuses.map((s) => [s.name, s._id])) as Record<string, string>;
  return { organization, members, tokens, projectId, status };
}

async function addProject(token: string, name: string, key: string, members: string[]): Promise<string> {
  const res = await call('POST', '/api/project/add', token, { name, key, members });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data._id;
}

async function addTask(token: string, body: Record<string, unknown>): Promise<{ _id: string; key: string }> {
  const res = await call('POST', '/api/task/add', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function dashboard(token: string, today: string | null = TODAY): Promise<Dashboard> {
  const res = await call('GET', today ? `/api/dashboard?today=${today}` : '/api/dashboard', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('GET /api/dashboard', () => {
  it('lists open assigned tasks overdue first, then by due date (none last), then priority; counts them for the given day', async () => {
    const w = await workspace();
    const mine = (title: string, fields: Record<string, unknown> = {}) => addTask(w.tokens.owner, { projectId: w.projectId, title, assignee: w.members.editor.id, ...fields });
    await mine('No date, low', { priority: 'Low' });
    await mine('Next week', { dueDate: '2026-03-17', priority: 'Critical' });
    await mine('Thursday, high', { dueDate: '2026-03-12', priority: 'High' });
    await mine('Today', { dueDate: TODAY });
    await mine('Thursday, critical', { dueDate: '2026-03-12', priority: 'Critical', type: 'Bug', status: w.status['In Progress'] });
    await mine('Late, recently', { dueDate: '2026-03-08' });
    await mine('Late, long ago', { dueDate: '2026-03-05', priority: 'Low' });
    await mine('No date, critical', { priority: 'Critical' });
    // Finished (a 'done' status) or someone else's: not on the list, not counted.
    await mine('Done long ago', { dueDate: '2026-03-01', status: w.status['Completed'] });
    await mine('Approved', { status: w.status['Approved'] });
    await addTask(w.tokens.owner, { projectId: w.projectId, title: 'For the reader', assignee: w.members.read.id, dueDate: '2026-03-01' });
    await addTask(w.tokens.owner, { projectId: w.projectId, title: 'Unassigned' });

    const data = await dashboard(w.tokens.editor);
    expect(data.assigned.map((task) => task.title)).toEqual([
      'Late, long ago',
      'Late, recently',
      'Today',
      'Thursday, critical',
      'Thursday, high',
      'Next week',
      'No date, critical',
      'No date, low',
    ]);
    expect(data.assignedTotal).toBe(8);
    expect(data.today).toBe(TODAY);
    // Due this week: today and the six days after it (the 17th is the eighth day).
    expect(data.counts).toEqual({ overdue: 2, dueToday: 1, dueThisWeek: 3 });
    expect(data.assigned[3]).toMatchObject({
      key: 'WA-5',
      number: 5,
      type: 'Bug',
      priority: 'Critical',
      dueDate: '2026-03-12',
      project: { _id: w.projectId, name: 'Web App', key: 'WA' },
      status: { _id: w.status['In Progress'], name: 'In Progress', category: 'in_progress', color: expect.any(String) },
    });
    expect(data.projects).toEqual([{ _id: w.projectId, name: 'Web App', key: 'WA', openTasks: 10, assignedToMe: 8 }]);

    // Another day, other counts: on the 12th, 'Today' is overdue too.
    expect((await dashboard(w.tokens.editor, '2026-03-12')).counts).toEqual({ overdue: 3, dueToday: 2, dueThisWeek: 3 });

    // Completing a task takes it off the list; the history names the statuses it went between.
    const today = data.assigned.find((task) => task.title === 'Today')!;
    expect((await call('POST', `/api/task/update/${today._id}`, w.tokens.editor, { status: w.status['Completed'] })).statusCode).toBe(200);
    const after = await dashboard(w.tokens.editor);
    expect(after.assigned.map((task) => task.title)).not.toContain('Today');
    expect(after.assignedTotal).toBe(7);
    expect(after.activity[0]).toMatchObject({
      field: 'status',
      from: w.status['To Do'],
      to: w.status['Completed'],
      actor: { _id: w.members.editor.id, name: w.members.editor.name },
      task: { _id: today._id, key: 'WA-4', title: 'Today', projectId: w.projectId },
    });
    expect(after.names.statuses).toEqual({ [w.status['To Do']!]: 'To Do', [w.status['Completed']!]: 'Completed' });
  });

  it('shows at most 50 assigned tasks and the full count, and 15 activity entries, newest first', async () => {
    const w = await workspace();
    for (let i = 1; i <= 52; i++) await addTask(w.tokens.owner, { projectId: w.projectId, title: `Task ${i}`, assignee: w.members.editor.id });
    const data = await dashboard(w.tokens.editor);
    expect(data.assigned).toHaveLength(50);
    expect(data.assignedTotal).toBe(52);
    expect(data.activity).toHaveLength(15);
    expect(data.activity[0]).toMatchObject({ field: 'created', to: 'Task 52', actor: { _id: w.members.owner.id } });
  });

  it('takes today from the server when the client sends none, and refuses a malformed or impossible day naming the field', async () => {
    const w = await workspace();
    expect((await dashboard(w.tokens.editor, null)).today).toBe(new Date().toISOString().slice(0, 10));
    for (const bad of ['yesterday', '2026-02-30', '10-03-2026']) {
      const res = await call('GET', `/api/dashboard?today=${bad}`, w.tokens.editor);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'today' });
      expect(res.json().message).toMatch(/^today: today must be a/);
    }
  });

  it("never shows another organisation's work, nor a project the member cannot see", async () => {
    const a = await workspace();
    const b = await workspace('Other Team', 'OT');
    // Organisation B's owner has work of their own there, and B has a project of the same name pattern.
    await addTask(b.tokens.owner, { projectId: b.projectId, title: 'B: secret roadmap', assignee: b.members.owner.id, dueDate: '2026-03-01' });
    await addTask(b.tokens.owner, { projectId: b.projectId, title: 'B: for their editor', assignee: b.members.editor.id, dueDate: TODAY });
    await addTask(a.tokens.owner, { projectId: a.projectId, title: 'A: visible', assignee: a.members.owner.id });

    const owner = await dashboard(a.tokens.owner);
    expect(owner.assigned.map((task) => task.title)).toEqual(['A: visible']);
    expect(owner.projects.map((project) => project._id)).toEqual([a.projectId]);
    expect(owner.activity.map((entry) => entry.task.projectId)).toEqual([a.projectId]);
    expect(JSON.stringify(owner)).not.toContain('B: ');

    // A project of A without the editor: its tasks and history stay hidden from them, even one still assigned to them.
    const hidden = await addProject(a.tokens.owner, 'Board Room', 'BR', [a.members.editor.id]);
    const kept = await addTask(a.tokens.owner, { projectId: hidden, title: 'Hidden: merger plan', assignee: a.members.editor.id, dueDate: '2026-03-01' });
    const removed = await call('DELETE', `/api/project/member/${hidden}`, a.tokens.owner, { members: [a.members.editor.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('POST', `/api/task/update/${kept._id}`, a.tokens.owner, { title: 'Hidden: merger plan v2' })).statusCode).toBe(200);

    const editor = await dashboard(a.tokens.editor);
    expect(editor.assigned).toEqual([]);
    expect(editor.assignedTotal).toBe(0);
    expect(editor.counts).toEqual({ overdue: 0, dueToday: 0, dueThisWeek: 0 });
    expect(editor.projects.map((project) => project.name)).toEqual(['Web App']);
    expect(JSON.stringify(editor)).not.toMatch(/Hidden|Board Room|B: /);
    expect(editor.activity.map((entry) => entry.task.title)).toEqual(['A: visible']);
  });

  it('answers the read role with the projects they belong to', async () => {
    const w = await workspace();
    await addTask(w.tokens.owner, { projectId: w.projectId, title: 'Check the copy', assignee: w.members.read.id, dueDate: '2026-03-09' });
    const data = await dashboard(w.tokens.read);
    expect(data.assigned.map((task) => task.title)).toEqual(['Check the copy']);
    expect(data.counts.overdue).toBe(1);
    expect(data.projects).toEqual([{ _id: w.projectId, name: 'Web App', key: 'WA', openTasks: 1, assignedToMe: 1 }]);
  });

  it('gives a member without projects an empty dashboard', async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    const data = await dashboard(await tokenFor(t.db, members.editor));
    expect(data).toMatchObject({ assigned: [], assignedTotal: 0, activity: [], projects: [] });
  });
});

describe('the demo seed', () => {
  it('gives the demo owner open work on the home page, some of it late', async () => {
    await seedDemo(t.db);
    const owner = await t.db.query.users.findFirst({ where: (user, { eq: is }) => is(user.email, 'owner@demo.test') });
    const data = await dashboard(await tokenFor(t.db, owner!), null);
    expect(data.assigned.length).toBeGreaterThanOrEqual(4);
    expect(data.counts.overdue).toBeGreaterThan(0);
    expect(data.counts.dueToday).toBeGreaterThan(0);
    expect(data.activity.length).toBeGreaterThan(0);
    expect(data.projects).toEqual([expect.objectContaining({ name: 'Mobile App', assignedToMe: data.assignedTotal })]);
  });
});
