import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_FUTURE_DATE_MESSAGE, creditDetailSchema } from '../../../domain/performance/credits';
import { ORG_ROLES } from '../../../domain/permissions/roles';
import { credits } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { performanceWorkspace, ROLES_WITHOUT_VIEW } from './test/performanceKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('recording a credit', () => {
  it('records it for the member with today as its day, answers it with its history, and lists it for owners and admins', async () => {
    const w = await performanceWorkspace(t);
    const credit = await w.addCredit(w.tokens.admin, { taskId: w.taskId, points: 15 });
    creditDetailSchema.strict().parse(credit);
    expect(credit).toMatchObject({
      member: { _id: w.members.editor.id, name: w.members.editor.name },
      points: 15,
      category: { name: 'Delivery' },
      reason: 'Shipped the release',
      task: { _id: w.taskId, key: 'WEB-1', title: 'Ship the login page', projectId: w.projectId, projectName: 'Web' },
      source: 'manual',
      recordedBy: { _id: w.members.admin.id },
      edited: false,
      deletedAt: null,
    });
    expect(credit.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(credit.history).toEqual([
      expect.objectContaining({ action: 'created', actor: expect.objectContaining({ _id: w.members.admin.id }), before: null, after: { memberName: w.members.editor.name, points: 15, categoryName: 'Delivery', date: credit.date, reason: 'Shipped the release', taskTitle: 'Ship the login page' } }),
    ]);

    for (const role of ['owner', 'admin'] as const) {
      const list = await w.call('GET', '/credit', w.tokens[role]);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 25, data: [{ _id: credit._id, points: 15 }] });
    }
    for (const role of ROLES_WITHOUT_VIEW) expect((await w.call('GET', '/credit', w.tokens[role])).statusCode).toBe(403);
  });

  it("lets only the settings' recorder roles record, change and delete credits", async () => {
    const w = await performanceWorkspace(t);
    const credit = await w.addCredit();
    for (const role of ROLES_WITHOUT_VIEW) {
      const added = await w.call('POST', '/credit/add', w.tokens[role], { userId: w.members.read.id, points: 5, categoryId: w.category('Teamwork')._id, reason: 'Helped' });
      expect(added.statusCode).toBe(403);
      expect(added.json().message).toBe('Your role may not record credits');
      expect((await w.call('PUT', `/credit/${credit._id}`, w.tokens[role], { points: 1 })).statusCode).toBe(403);
      expect((await w.call('DELETE', `/credit/${credit._id}`, w.tokens[role])).statusCode).toBe(403);
    }
    // The owner lets editors record: they may, maintainers and readers still may not.
    await w.saveSettings({ recorderRoles: ['owner', 'editor'] });
    await w.addCredit(w.tokens.editor, { userId: w.members.read.id });
    expect((await w.call('PUT', `/credit/${credit._id}`, w.tokens.editor, { points: 2 })).statusCode).toBe(200);
    expect((await w.call('PUT', `/credit/${credit._id}`, w.tokens.admin, { points: 3 })).statusCode).toBe(403);
    expect((await w.call('POST', '/credit/add', w.tokens.maintainer, { userId: w.members.read.id, points: 5, categoryId: w.category('Teamwork')._id, reason: 'x' })).statusCode).toBe(403);
    const settings = (await w.call('GET', '/settings', w.tokens.editor)).json();
    expect(settings.access).toEqual({ canRecord: true, canViewTeam: false, canManageSettings: false });
  });

  it('refuses a future day, points out of range, an empty reason and unknown members, categories and tasks, naming the field', async () => {
    const w = await performanceWorkspace(t);
    const other = await performanceWorkspace(t);
    const base = { userId: w.members.editor.id, points: 10, categoryId: w.category('Delivery')._id, reason: 'Good work' };
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '2999-01-01' }, CREDIT_FUTURE_DATE_MESSAGE],
      [{ points: 0 }, 'points: points must not be 0'],
      [{ points: 1001 }, 'points: points must be between -1000 and 1000'],
      [{ reason: '   ' }, 'reason: Enter a reason'],
      [{ userId: other.members.editor.id }, 'userId: Choose a member of your organisation'],
      [{ categoryId: other.category('Delivery')._id }, 'categoryId: Choose a category'],
      [{ taskId: other.taskId }, 'taskId: Choose a task'],
    ];
    for (const [change, message] of cases) {
      const res = await w.call('POST', '/credit/add', w.tokens.owner, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // A deactivated member and an archived category are no longer offered.
    await w.api('POST', `/user-status/update/${w.members.read.id}`, w.tokens.owner, { status: 'inactive' });
    expect((await w.call('POST', '/credit/add', w.tokens.owner, { ...base, userId: w.members.read.id })).json().message).toBe('userId: Choose a member of your organisation');
    await w.call('PUT', `/category/${w.category('Quality')._id}`, w.tokens.owner, { archived: true });
    expect((await w.call('POST', '/credit/add', w.tokens.owner, { ...base, categoryId: w.category('Quality')._id })).json().message).toBe('categoryId: Choose a category');
    expect((await w.call('GET', '/credit', w.tokens.owner)).json().total).toBe(0);
  });
});

describe('changing and deleting a credit', () => {
  it('keeps each change in the history with the credit before and after, and a deleted credit readable but out of the list', async () => {
    const w = await performanceWorkspace(t);
    const credit = await w.addCredit(w.tokens.owner, { date: '2026-03-02' });
    const changed = await w.call('PUT', `/credit/${credit._id}`, w.tokens.admin, { points: -5, categoryId: w.category('Quality')._id, reason: 'Broke the build', date: '2026-03-03', taskId: w.taskId });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ points: -5, category: { name: 'Quality' }, date: '2026-03-03', edited: true });
    expect(changed.json().data.history[1]).toMatchObject({
      action: 'updated',
      actor: { _id: w.members.admin.id },
      before: { points: 10, categoryName: 'Delivery', reason: 'Shipped the release', date: '2026-03-02', taskTitle: null },
      after: { points: -5, categoryName: 'Quality', reason: 'Broke the build', date: '2026-03-03', taskTitle: 'Ship the login page' },
    });
    // Its archived category stays allowed while unchanged.
    await w.call('PUT', `/category/${w.category('Quality')._id}`, w.tokens.owner, { archived: true });
    expect((await w.call('PUT', `/credit/${credit._id}`, w.tokens.owner, { categoryId: w.category('Quality')._id, points: -4 })).statusCode).toBe(200);
    const future = await w.call('PUT', `/credit/${credit._id}`, w.tokens.owner, { date: '2999-12-31' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(CREDIT_FUTURE_DATE_MESSAGE);
    expect((await w.call('PUT', `/credit/${credit._id}`, w.tokens.owner, {})).json().message).toBe('points: Change at least one field');

    const removed = await w.call('DELETE', `/credit/${credit._id}`, w.tokens.owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ _id: credit._id });
    expect((await w.call('GET', '/credit', w.tokens.owner)).json().total).toBe(0);
    expect((await w.call('GET', '/credit?deleted=true', w.tokens.owner)).json().data.map((c: { _id: string }) => c._id)).toEqual([credit._id]);
    const detail = (await w.call('GET', `/credit/${credit._id}`, w.tokens.owner)).json().data;
    expect(detail.deletedAt).not.toBeNull();
    expect(detail.history.map((entry: { action: string }) => entry.action)).toEqual(['created', 'updated', 'updated', 'deleted']);
    expect(detail.history[3]).toMatchObject({ actor: { _id: w.members.owner.id }, before: { points: -4 }, after: null });
    // Gone is gone: no second delete, no change.
    expect((await w.call('DELETE', `/credit/${credit._id}`, w.tokens.owner)).statusCode).toBe(404);
    expect((await w.call('PUT', `/credit/${credit._id}`, w.tokens.owner, { points: 1 })).statusCode).toBe(404);
  });

  it('leaves automatic credits to their task', async () => {
    const w = await performanceWorkspace(t);
    const credit = await w.addCredit();
    await t.db.update(credits).set({ source: 'automatic', recordedBy: null }).where(eq(credits.id, credit._id));
    for (const res of [await w.call('PUT', `/credit/${credit._id}`, w.tokens.owner, { points: 1 }), await w.call('DELETE', `/credit/${credit._id}`, w.tokens.owner)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Automatic credits follow their task');
    }
  });
});

describe('reading one credit', () => {
  it('shows it to owners and admins, the member credited and recorders; to anyone else it does not exist', async () => {
    const w = await performanceWorkspace(t);
    const credit = await w.addCredit();
    for (const role of ['owner', 'admin', 'editor'] as const) expect((await w.call('GET', `/credit/${credit._id}`, w.tokens[role])).statusCode, role).toBe(200);
    for (const role of ['maintainer', 'read'] as const) expect((await w.call('GET', `/credit/${credit._id}`, w.tokens[role])).statusCode, role).toBe(404);
    await w.saveSettings({ recorderRoles: ['owner', 'read'] });
    expect((await w.call('GET', `/credit/${credit._id}`, w.tokens.read)).statusCode).toBe(200);
  });
});

describe('another organisation', () => {
  it("cannot read, change or delete our credits and categories, which stay as they were", async () => {
    const w = await performanceWorkspace(t);
    const stranger = await performanceWorkspace(t);
    const credit = await w.addCredit();
    const category = w.category('Teamwork');
    const owner = stranger.tokens.owner;
    expect((await w.call('GET', `/credit/${credit._id}`, owner)).statusCode).toBe(404);
    expect((await w.call('PUT', `/credit/${credit._id}`, owner, { points: 1 })).statusCode).toBe(404);
    expect((await w.call('DELETE', `/credit/${credit._id}`, owner)).statusCode).toBe(404);
    expect((await w.call('PUT', `/category/${category._id}`, owner, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await w.call('DELETE', `/category/${category._id}`, owner)).statusCode).toBe(404);
    expect((await w.call('GET', `/credit?userId=${w.members.editor.id}`, owner)).json().total).toBe(0);
    expect((await w.call('GET', `/credit/${credit._id}`, w.tokens.owner)).json().data).toMatchObject({ points: 10, deletedAt: null, history: [{ action: 'created' }] });
    expect((await w.call('GET', '/category', w.tokens.owner)).json().data.map((c: { name: string }) => c.name)).toEqual(['Delivery', 'Teamwork', 'Quality', 'Initiative']);
  });
});

describe('the member report', () => {
  it("lets every member ask for their own, and only owners and admins for someone else's", async () => {
    const w = await performanceWorkspace(t);
    const stranger = await performanceWorkspace(t);
    for (const role of ORG_ROLES) {
      const own = await w.call('GET', `/credit/member/report?userId=${w.members[role].id}`, w.tokens[role]);
      // The report's figures are creditReports' (its own tests): here only who gets past the door.
      expect([401, 403, 404], `${role}: ${own.body}`).not.toContain(own.statusCode);
    }
    for (const role of ROLES_WITHOUT_VIEW) {
      const other = await w.call('GET', `/credit/member/report?userId=${w.members.owner.id}`, w.tokens[role]);
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe('You can only read your own credits');
    }
    expect((await w.call('GET', `/credit/member/report?userId=${stranger.members.editor.id}`, w.tokens.owner)).statusCode).toBe(404);
    expect((await w.call('GET', `/credit/member/report?userId=${stranger.members.editor.id}`, w.tokens.editor)).statusCode).toBe(404);
    expect((await w.call('GET', '/credit/member/report?period=custom', w.tokens.editor)).json().message).toBe('from: A custom period needs from and to');
  });

  it('keeps the team report and graph to owners and admins', async () => {
    const w = await performanceWorkspace(t);
    for (const path of ['/credit/report', '/credit/report-graph', '/credit/export']) {
      for (const role of ROLES_WITHOUT_VIEW) expect((await w.call('GET', path, w.tokens[role])).statusCode, `${role} ${path}`).toBe(403);
    }
    expect((await w.call('GET', '/credit/report?sort=best', w.tokens.admin)).json().message).toMatch(/^sort: sort must be one of/);
    expect((await w.call('GET', '/credit/report-graph?bucket=day', w.tokens.owner)).json().message).toBe("bucket: bucket must be 'week' or 'month'");
  });
});
