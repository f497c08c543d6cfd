import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectEnums, tasks } from '../../platform/db/schema';
import { bearer, createOrganization, createUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { burndown } from './sprints.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };
const DAY = 24 * 60 * 60 * 1000;
/** Midnight UTC of today plus `days`, plus `hours`. */
const utc = (days: number, hours = 0) => {
  const today = Math.floor(Date.now() / DAY) * DAY;
  return new Date(today + days * DAY + hours * 60 * 60 * 1000);
};
const dateKey = (days: number) => utc(days).toISOString().slice(0, 10);

async function project() {
  const { organization, members } = await createOrganization(t.db, ['owner', 'editor', 'read']);
  const ann = await createUser(t.db, { organizationId: organization.id, role: 'maintainer', name: 'Ann Archer' });
  const ben = await createUser(t.db, { organizationId: organization.id, role: 'editor', name: 'Ben Baker' });
  const token = await tokenFor(t.db, members.owner);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/project/add',
    headers: { ...json, ...bearer(token) },
    payload: { name: 'Summary', members: [ann.id, ben.id, members.read.id] },
  });
  const projectId: string = res.json().data._id;
  const statuses = await t.db.select().from(projectEnums).where(eq(projectEnums.projectId, projectId)).orderBy(asc(projectEnums.position));
  const status = (name: string) => statuses.find((s) => s.name === name)!.id;
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: payload ? { ...json, ...bearer(token) } : bearer(token), payload });
  const addTask = async (body: Record<string, unknown>, completedAt?: Date) => {
    const added = await api('POST', '/task/add', { projectId, title: 'Task', ...body });
    expect(added.statusCode).toBe(200);
    if (completedAt) await t.db.update(tasks).set({ completedAt }).where(eq(tasks.id, added.json().data._id));
    return added.json().data as { _id: string };
  };
  return { organization, members, ann, ben, token, projectId, statuses, status, api, addTask, readToken: await tokenFor(t.db, members.read) };
}

describe('GET /task/summary/{projectId}', () => {
  it('counts tasks by status, priority, type and assignee and draws the active sprint burndown', async () => {
    const p = await project();
    const sprint = (await p.api('POST', '/sprint/add', { projectId: p.projectId, name: 'Sprint 1' })).json().data;
    const later = (await p.api('POST', '/sprint/add', { projectId: p.projectId, name: 'Sprint 2' })).json().data;
    // Sprint 1 runs from three days ago (09:00 UTC) to four days from now: 7 days, points 18.
    const started = await p.api('PUT', `/sprint/update/${sprint._id}`, { status: 'active', startDate: utc(-3, 9).toISOString(), endDate: utc(4, 17).toISOString() });
    expect(started.statusCode).toBe(200);
    await p.addTask({ sprintId: sprint._id, status: p.status('To Do'), priority: 'High', type: 'Task', assignee: p.ann.id, storyPoints: 3 });
    await p.addTask({ sprintId: sprint._id, status: p.status('In Progress'), priority: 'Critical', type: 'Bug', assignee: p.ann.id, storyPoints: 5 });
    await p.addTask({ sprintId: sprint._id, status: p.status('Completed'), priority: 'Medium', type: 'Task', assignee: p.ben.id, storyPoints: 2 }, utc(-2, 15));
    await p.addTask({ sprintId: sprint._id, status: p.status('Approved'), priority: 'Low', type: 'Bug', storyPoints: 8 }, utc(-1, 10));
    // Outside the sprint: counted in the project's totals, not in the burndown.
    await p.addTask({ status: p.status('To Do'), type: 'Task', assignee: p.ann.id });
    await p.addTask({ sprintId: later._id, status: p.status('PR Review'), priority: 'High', type: 'Task', storyPoints: 13 });

    const res = await p.api('GET', `/task/summary/${p.projectId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.byStatus.map((s: { name: string; count: number; category: string }) => [s.name, s.category, s.count])).toEqual([
      ['To Do', 'todo', 2],
      ['Pending', 'todo', 0],
      ['In Progress', 'in_progress', 1],
      ['PR Review', 'in_progress', 1],
      ['Correction', 'in_progress', 0],
      ['Completed', 'done', 1],
      ['Approved', 'done', 1],
    ]);
    expect(data.byStatus[0]).toEqual({ statusId: p.status('To Do'), name: 'To Do', color: p.statuses[0]!.color, category: 'todo', count: 2 });
    expect(data.byPriority).toEqual([
      { priority: 'None', count: 1 },
      { priority: 'Critical', count: 1 },
      { priority: 'High', count: 2 },
      { priority: 'Medium', count: 1 },
      { priority: 'Low', count: 1 },
    ]);
    expect(data.byType).toEqual([
      { type: 'Task', count: 4 },
      { type: 'Bug', count: 2 },
    ]);
    expect(data.byAssignee).toEqual([
      { assignee: { _id: p.ann.id, name: 'Ann Archer' }, count: 3 },
      { assignee: null, count: 2 },
      { assignee: { _id: p.ben.id, name: 'Ben Baker' }, count: 1 },
    ]);
    expect(data.activeSprint).toMatchObject({ total: 4, done: 2, points: 18, donePoints: 10 });
    expect(data.activeSprint.sprint).toMatchObject({ _id: sprint._id, status: 'active', taskCount: 4, doneCount: 2, points: 18, donePoints: 10 });
    expect(data.burndown).toEqual([
      { date: dateKey(-3), remainingPoints: 18, remainingTasks: 4, idealPoints: 18 },
      { date: dateKey(-2), remainingPoints: 16, remainingTasks: 3, idealPoints: 15.43 },
      { date: dateKey(-1), remainingPoints: 8, remainingTasks: 2, idealPoints: 12.86 },
      { date: dateKey(0), remainingPoints: 8, remainingTasks: 2, idealPoints: 10.29 },
    ]);

    // Finishing a task today lowers today's point; the read role sees the same summary.
    const open = await t.db.select().from(tasks).where(eq(tasks.storyPoints, 5));
    const moved = await p.api('POST', `/task/move/${open.find((row) => row.projectId === p.projectId)!.id}`, { status: p.status('Completed') });
    expect(moved.statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/task/summary/${p.projectId}`, headers: bearer(p.readToken) })).json().data;
    expect(after.burndown.at(-1)).toEqual({ date: dateKey(0), remainingPoints: 3, remainingTasks: 1, idealPoints: 10.29 });
    expect(after.activeSprint).toMatchObject({ total: 4, done: 3, points: 18, donePoints: 15 });
  });

  it('answers zeros and no sprint for an empty project', async () => {
    const p = await project();
    const res = await p.api('GET', `/task/summary/${p.projectId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.byStatus).toHaveLength(7);
    expect(data.byStatus.every((s: { count: number }) => s.count === 0)).toBe(true);
    expect(data.byPriority.map((row: { count: number }) => row.count)).toEqual([0, 0, 0, 0, 0]);
    expect(data.byType).toEqual([
      { type: 'Task', count: 0 },
      { type: 'Bug', count: 0 },
    ]);
    expect(data).toMatchObject({ byAssignee: [], activeSprint: null, burndown: [] });
  });

  it('is not found for a non-member and another organisation', async () => {
    const p = await project();
    const outsider = await createUser(t.db, { organizationId: p.organization.id, role: 'editor' });
    const other = await createOrganization(t.db, ['owner']);
    for (const user of [outsider, other.members.owner]) {
      const res = await t.app.inject({ url: `/api/task/summary/${p.projectId}`, headers: bearer(await tokenFor(t.db, user)) });
      expect(res.statusCode).toBe(404);
    }
    const bad = await p.api('GET', '/task/summary/nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('projectId: projectId must be a valid id');
  });
});

describe('burndown', () => {
  const day = (d: string, h = 12) => new Date(`${d}T${String(h).padStart(2, '0')}:00:00Z`);

  it('runs from the start to today, counting a task finished from its completion day', () => {
    const points = burndown({
      startDate: day('2030-03-01', 9),
      endDate: day('2030-03-05', 18),
      now: day('2030-03-03'),
      tasks: [
        { points: 5, doneAt: day('2030-02-20') }, // finished before the start: done from day one
        { points: 3, doneAt: day('2030-03-02', 23) },
        { points: 2, doneAt: 'always' },
        { points: 10, doneAt: null },
      ],
    });
    expect(points).toEqual([
      { date: '2030-03-01', remainingPoints: 10 + 3, remainingTasks: 2, idealPoints: 20 },
      { date: '2030-03-02', remainingPoints: 10, remainingTasks: 1, idealPoints: 15 },
      { date: '2030-03-03', remainingPoints: 10, remainingTasks: 1, idealPoints: 10 },
    ]);
  });

  it('stops at the end date and is empty before the start', () => {
    const input = { startDate: day('2030-03-01'), endDate: day('2030-03-03'), tasks: [{ points: 4, doneAt: null }] };
    expect(burndown({ ...input, now: day('2030-04-01') }).map((p) => [p.date, p.idealPoints])).toEqual([
      ['2030-03-01', 4],
      ['2030-03-02', 2],
      ['2030-03-03', 0],
    ]);
    expect(burndown({ ...input, now: day('2030-02-28') })).toEqual([]);
  });
});
