import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../platform/db/schema';
import { bearer, createOrganization, createUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { dateKey, sprintTestProject, utc } from './test/sprintsKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function project() {
  const p = await sprintTestProject(t, [
    { role: 'maintainer', name: 'Ann Archer' },
    { role: 'editor', name: 'Ben Baker' },
  ]);
  return { ...p, ann: p.extra[0]!, ben: p.extra[1]! };
}

describe('GET /task/summary/{projectId}', () => {
  it('counts tasks by status, priority, type and assignee and draws the active sprint burndown', async () => {
    const p = await project();
    const sprint = (await p.api('POST', '/sprint/add', { projectId: p.projectId, name: 'Sprint 1' })).json().data;
    const later = (await p.api('POST', '/sprint/add', { projectId: p.projectId, name: 'Sprint 2' })).json().data;
    // Planned into Sprint 1, which then runs from three days ago (09:00 UTC) to four days from now: 8 days, points 18.
    await p.addTask({ sprintId: sprint._id, status: p.status('To Do'), priority: 'High', type: 'Task', assignee: p.ann.id, storyPoints: 3 });
    await p.addTask({ sprintId: sprint._id, status: p.status('In Progress'), priority: 'Critical', type: 'Bug', assignee: p.ann.id, storyPoints: 5 });
    await p.addTask({ sprintId: sprint._id, status: p.status('Completed'), priority: 'Medium', type: 'Task', assignee: p.ben.id, storyPoints: 2 }, utc(-2, 15));
    await p.addTask({ sprintId: sprint._id, status: p.status('Approved'), priority: 'Low', type: 'Bug', storyPoints: 8 }, utc(-1, 10));
    const started = await p.api('PUT', `/sprint/update/${sprint._id}`, { status: 'active', startDate: utc(-3, 9).toISOString(), endDate: utc(4, 17).toISOString() });
    expect(started.statusCode).toBe(200);
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
    // The cards: every task once, by status category; Pending is counted under To do, as the status chart groups it.
    expect(data.totals.tasks).toBe(6);
    expect(data.totals.categories.map((c: { label: string; count: number; statuses: { name: string }[] }) => [c.label, c.count, c.statuses.map((s) => s.name)])).toEqual([
      ['To do', 2, ['To Do', 'Pending']],
      ['In progress', 2, ['In Progress', 'PR Review', 'Correction']],
      ['Done', 2, ['Completed', 'Approved']],
    ]);
    // Every day of the sprint; the remaining line up to today, the ideal line from 18 to 0.
    expect(data.burndown).toEqual([
      { date: dateKey(-3), remainingPoints: 18, remainingTasks: 4, idealPoints: 18, idealTasks: 4 },
      { date: dateKey(-2), remainingPoints: 16, remainingTasks: 3, idealPoints: 15.43, idealTasks: 3.43 },
      { date: dateKey(-1), remainingPoints: 8, remainingTasks: 2, idealPoints: 12.86, idealTasks: 2.86 },
      { date: dateKey(0), remainingPoints: 8, remainingTasks: 2, idealPoints: 10.29, idealTasks: 2.29 },
      { date: dateKey(1), remainingPoints: null, remainingTasks: null, idealPoints: 7.71, idealTasks: 1.71 },
      { date: dateKey(2), remainingPoints: null, remainingTasks: null, idealPoints: 5.14, idealTasks: 1.14 },
      { date: dateKey(3), remainingPoints: null, remainingTasks: null, idealPoints: 2.57, idealTasks: 0.57 },
      { date: dateKey(4), remainingPoints: null, remainingTasks: null, idealPoints: 0, idealTasks: 0 },
    ]);

    // Finishing a task today lowers today's point; the read role sees the same summary.
    const open = await t.db.select().from(tasks).where(eq(tasks.storyPoints, 5));
    const moved = await p.api('POST', `/task/move/${open.find((row) => row.projectId === p.projectId)!.id}`, { status: p.status('Completed') });
    expect(moved.statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/task/summary/${p.projectId}`, headers: bearer(p.readToken) })).json().data;
    expect(after.burndown[3]).toEqual({ date: dateKey(0), remainingPoints: 3, remainingTasks: 1, idealPoints: 10.29, idealTasks: 2.29 });
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
