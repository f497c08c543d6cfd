import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE_COLORS } from '../../../domain/color/color';
import { PERFORMANCE_SETTINGS_DEFAULTS } from '../../../domain/performance/credits';
import { ORG_ROLES } from '../../../domain/permissions/roles';
import { createTestApp, type TestApp } from '../../test/testApp';
import { ensureCategories } from './index';
import { performanceWorkspace } from './test/performanceKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('categories', () => {
  it('start as the defaults for every member, made once however many first visits come at once', async () => {
    const w = await performanceWorkspace(t);
    await Promise.all([0, 1, 2].map(() => t.db.transaction((tx) => ensureCategories(tx, w.organization.id))));
    for (const role of ORG_ROLES) {
      const res = await w.call('GET', '/category', w.tokens[role]);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().data.map((c: { name: string; archived: boolean; creditCount: number }) => [c.name, c.archived, c.creditCount])).toEqual([
        ['Delivery', false, 0],
        ['Teamwork', false, 0],
        ['Quality', false, 0],
        ['Initiative', false, 0],
      ]);
    }
  });

  it('are added, changed and deleted by the owner only, with names unique whatever their case', async () => {
    const w = await performanceWorkspace(t);
    const body = { name: 'Mentoring', color: PALETTE_COLORS[3], defaultPoints: 3 };
    for (const role of ['admin', 'maintainer', 'editor', 'read'] as const) {
      expect((await w.call('POST', '/category', w.tokens[role], body)).statusCode, role).toBe(403);
      expect((await w.call('PUT', `/category/${w.category('Delivery')._id}`, w.tokens[role], { name: 'Shipping' })).statusCode, role).toBe(403);
      expect((await w.call('DELETE', `/category/${w.category('Delivery')._id}`, w.tokens[role])).statusCode, role).toBe(403);
    }
    const created = await w.call('POST', '/category', w.tokens.owner, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ ...body, archived: false, creditCount: 0 });
    const taken = await w.call('POST', '/category', w.tokens.owner, { ...body, name: 'mentoring' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ message: 'name: A category with this name already exists', field: 'name' });
    const renamed = await w.call('PUT', `/category/${created.json().data._id}`, w.tokens.owner, { name: 'DELIVERY' });
    expect(renamed.json().message).toBe('name: A category with this name already exists');
    const changed = await w.call('PUT', `/category/${created.json().data._id}`, w.tokens.owner, { name: 'Coaching', defaultPoints: -2, color: PALETTE_COLORS[5] });
    expect(changed.json().data).toMatchObject({ name: 'Coaching', defaultPoints: -2, color: PALETTE_COLORS[5] });
    const names = (await w.call('GET', '/category', w.tokens.owner)).json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Delivery', 'Teamwork', 'Quality', 'Initiative', 'Coaching']);
    expect((await w.call('POST', '/category', w.tokens.owner, { ...body, name: ' ' })).json().message).toBe('name: Enter a name');
  });

  it('are deleted when unused and archived when a credit (even a deleted one) names them', async () => {
    const w = await performanceWorkspace(t);
    const credit = await w.addCredit(w.tokens.owner, { categoryId: w.category('Teamwork')._id });
    await w.call('DELETE', `/credit/${credit._id}`, w.tokens.owner);
    expect((await w.call('DELETE', `/category/${w.category('Teamwork')._id}`, w.tokens.owner)).json().data).toEqual({ _id: w.category('Teamwork')._id, archived: true });
    expect((await w.call('DELETE', `/category/${w.category('Initiative')._id}`, w.tokens.owner)).json().data).toEqual({ _id: w.category('Initiative')._id, archived: false });
    const listed = (await w.call('GET', '/category', w.tokens.owner)).json().data.map((c: { name: string; archived: boolean }) => [c.name, c.archived]);
    expect(listed).toEqual([['Delivery', false], ['Teamwork', true], ['Quality', false]]);
    // Restored, it is offered again.
    await w.call('PUT', `/category/${w.category('Teamwork')._id}`, w.tokens.owner, { archived: false });
    await w.addCredit(w.tokens.owner, { categoryId: w.category('Teamwork')._id });
  });
});

describe('settings', () => {
  it('are the defaults until saved, read by every member with what they may do', async () => {
    const w = await performanceWorkspace(t);
    for (const role of ORG_ROLES) {
      const res = await w.call('GET', '/settings', w.tokens[role]);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().data).toMatchObject({ ...PERFORMANCE_SETTINGS_DEFAULTS, timeZone: expect.any(String) });
      const team = role === 'owner' || role === 'admin';
      expect(res.json().access, role).toEqual({ canRecord: team, canViewTeam: team, canManageSettings: role === 'owner' });
    }
  });

  it("are saved by the owner only, naming the organisation's own categories and projects", async () => {
    const w = await performanceWorkspace(t);
    const other = await performanceWorkspace(t);
    const current = (await w.call('GET', '/settings', w.tokens.owner)).json().data;
    const body = {
      ...current,
      weekStartsOn: 0,
      timeZone: 'Europe/Berlin',
      automaticCredits: { enabled: true, pointsPerStoryPoint: 2, categoryId: w.category('Delivery')._id, projectIds: [w.projectId] },
      peerRecognition: { enabled: true, monthlyAllowance: 50, categoryId: w.category('Teamwork')._id },
    };
    expect((await w.call('PUT', '/settings', w.tokens.admin, body)).statusCode).toBe(403);
    const saved = await w.call('PUT', '/settings', w.tokens.owner, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual(body);
    expect((await w.call('GET', '/settings', w.tokens.read)).json().data).toEqual(body);

    const refused: [unknown, string][] = [
      [{ ...body, automaticCredits: { ...body.automaticCredits, categoryId: other.category('Delivery')._id } }, 'automaticCredits.categoryId: Choose a category'],
      [{ ...body, peerRecognition: { ...body.peerRecognition, categoryId: other.category('Delivery')._id } }, 'peerRecognition.categoryId: Choose a category'],
      [{ ...body, automaticCredits: { ...body.automaticCredits, projectIds: [other.projectId] } }, 'automaticCredits.projectIds: Choose projects of your organisation'],
      [{ ...body, recorderRoles: ['admin'] }, 'recorderRoles: The owner always records credits'],
      [{ ...body, peerRecognition: { ...body.peerRecognition, categoryId: null } }, 'peerRecognition.categoryId: Choose a category for recognition'],
    ];
    for (const [payload, message] of refused) {
      const res = await w.call('PUT', '/settings', w.tokens.owner, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await w.call('GET', '/settings', w.tokens.owner)).json().data).toEqual(body);
    // A category the settings give credits in is archived, not deleted.
    expect((await w.call('DELETE', `/category/${w.category('Teamwork')._id}`, w.tokens.owner)).json().data.archived).toBe(true);
  });
});
