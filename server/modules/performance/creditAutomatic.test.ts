import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditHistory, credits } from '../../platform/db/schema';
import { callApi, type Method } from '../../test/api';
import { createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addCategory, saveSettings } from './test/creditRowsKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** An organisation with a project 'AC' (owner and editor), a 'Delivery' category, and the rule at 3 points a story point unless told otherwise. */
async function workspace(rule: { enabled?: boolean; projects?: 'this' | 'other' | 'all' } = {}) {
  const { organization, members } = await createOrganization(t.db, ['owner', 'editor', 'admin'] as const);
  const owner = await tokenFor(t.db, members.owner);
  const call = async (method: Method, url: string, payload?: unknown) => {
    const res = await callApi(t.app, method, url, owner, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const project = await call('POST', '/api/project/add', { name: 'Automatic', key: 'AC', members: [members.editor.id, members.admin.id] });
  const otherProject = await call('POST', '/api/project/add', { name: 'Elsewhere', key: 'EL', members: [members.editor.id] });
  const lists = await call('GET', `/api/enum/${project._id}`);
  const status = Object.fromEntries((lists.statuses as { _id: string; name: string }[]).map((s) => [s.name, s._id])) as Record<string, string>;
  const delivery = await addCategory(t.db, organization.id, 'Delivery', 0);
  const scope = rule.projects ?? 'all';
  await saveSettings(t.db, organization.id, {
    automatic: {
      enabled: rule.enabled ?? true,
      pointsPerStoryPoint: 3,
      categoryId: delivery.id,
      projectIds: scope === 'all' ? null : [scope === 'this' ? project._id : otherProject._id],
    },
  });
  const addTask = (body: Record<string, unknown> = {}) => call('POST', '/api/task/add', { projectId: project._id, title: 'Ship the export', assignee: members.editor.id, storyPoints: 5, ...body });
  return { organizationId: organization.id, members, call, projectId: project._id as string, status, delivery, addTask };
}

const creditsOfTask = (taskId: string) => t.db.select().from(credits).where(eq(credits.taskId, taskId)).orderBy(asc(credits.createdAt));
const historyOf = (creditId: string) => t.db.select().from(creditHistory).where(eq(creditHistory.creditId, creditId)).orderBy(asc(creditHistory.at));

describe('automatic credits for done tasks', () => {
  it('credits the assignee story points × the rule’s points when the task is moved to done, and takes it back when moved out', async () => {
    const w = await workspace();
    const task = await w.addTask();
    expect(await creditsOfTask(task._id)).toEqual([]);

    await w.call('POST', `/api/task/move/${task._id}`, { status: w.status.Completed });
    const [credit] = await creditsOfTask(task._id);
    expect(credit).toMatchObject({ userId: w.members.editor.id, points: 15, categoryId: w.delivery.id, source: 'automatic', recordedBy: null, deletedAt: null, reason: `Completed AC-1: Ship the export` });
    expect(await historyOf(credit!.id)).toMatchObject([{ action: 'created', actorId: null, before: null, after: { memberName: w.members.editor.name, points: 15, taskTitle: 'Ship the export' } }]);

    await w.call('POST', `/api/task/move/${task._id}`, { status: w.status['In Progress'] });
    const [takenBack] = await creditsOfTask(task._id);
    expect(takenBack!.deletedAt).not.toBeNull();
    expect((await historyOf(credit!.id)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['created', null],
      ['deleted', null],
    ]);
  });

  it('never credits twice: done to another done status, and done again after being taken back, leave one current credit', async () => {
    const w = await workspace();
    const task = await w.addTask({ status: w.status.Completed });
    await w.call('POST', `/api/task/move/${task._id}`, { status: w.status.Approved });
    await w.call('POST', `/api/task/update/${task._id}`, { title: 'Ship the export (renamed)' });
    expect((await creditsOfTask(task._id)).filter((credit) => !credit.deletedAt)).toHaveLength(1);

    await w.call('POST', `/api/task/update/${task._id}`, { status: w.status['To Do'] });
    await w.call('POST', `/api/task/update/${task._id}`, { status: w.status.Completed });
    const all = await creditsOfTask(task._id);
    expect(all).toHaveLength(2);
    expect(all.filter((credit) => !credit.deletedAt)).toHaveLength(1);
  });

  it('follows a new assignee or story points on a done task, and takes the credit back when the points are cleared', async () => {
    const w = await workspace();
    const task = await w.addTask({ status: w.status.Completed });
    await w.call('POST', `/api/task/update/${task._id}`, { assignee: w.members.admin.id, storyPoints: 8 });
    const [credit] = await creditsOfTask(task._id);
    expect(credit).toMatchObject({ userId: w.members.admin.id, points: 24, deletedAt: null });
    expect((await historyOf(credit!.id)).at(-1)).toMatchObject({ action: 'updated', actorId: null, before: { points: 15 }, after: { points: 24, memberName: w.members.admin.name } });

    await w.call('POST', `/api/task/update/${task._id}`, { storyPoints: null });
    expect((await creditsOfTask(task._id))[0]!.deletedAt).not.toBeNull();
  });

  it('gives nothing for a task without an assignee or story points', async () => {
    const w = await workspace();
    const unassigned = await w.addTask({ assignee: null });
    const unpointed = await w.addTask({ storyPoints: null });
    await w.call('POST', `/api/task/move/${unassigned._id}`, { status: w.status.Completed });
    await w.call('POST', `/api/task/move/${unpointed._id}`, { status: w.status.Completed });
    expect(await creditsOfTask(unassigned._id)).toEqual([]);
    expect(await creditsOfTask(unpointed._id)).toEqual([]);
  });

  it('credits only the rule’s projects, and nothing when the rule is off', async () => {
    const limitedHere = await workspace({ projects: 'this' });
    const here = await limitedHere.addTask({ status: limitedHere.status.Completed });
    expect(await creditsOfTask(here._id)).toHaveLength(1);

    const limitedElsewhere = await workspace({ projects: 'other' });
    const elsewhere = await limitedElsewhere.addTask({ status: limitedElsewhere.status.Completed });
    expect(await creditsOfTask(elsewhere._id)).toEqual([]);

    const off = await workspace({ enabled: false });
    const task = await off.addTask();
    await off.call('POST', `/api/task/move/${task._id}`, { status: off.status.Completed });
    expect(await creditsOfTask(task._id)).toEqual([]);
  });

  it('takes credits back when a done status is deleted and its tasks move to one that is not done', async () => {
    const w = await workspace();
    const task = await w.addTask({ status: w.status.Approved });
    expect(await creditsOfTask(task._id)).toHaveLength(1);
    await w.call('DELETE', '/api/enum/delete', { projectId: w.projectId, id: w.status.Approved, moveTo: w.status['PR Review'] });
    expect((await creditsOfTask(task._id))[0]!.deletedAt).not.toBeNull();
  });
});
