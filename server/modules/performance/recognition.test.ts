import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_ROLES } from '../../../domain/permissions/roles';
import { createTestApp, type TestApp } from '../../test/testApp';
import { performanceWorkspace, type PerformanceWorkspace } from './test/performanceKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const turnOn = (w: PerformanceWorkspace, monthlyAllowance = 30) =>
  w.saveSettings({ peerRecognition: { enabled: true, monthlyAllowance, categoryId: w.category('Teamwork')._id } });

describe('peer recognition', () => {
  it('is refused while turned off, and the feed says so', async () => {
    const w = await performanceWorkspace(t);
    const res = await w.call('POST', '/recognition', w.tokens.editor, { userId: w.members.read.id, points: 5, message: 'Thanks' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Peer recognition is turned off');
    const feed = await w.call('GET', '/recognition', w.tokens.read);
    expect(feed.json()).toEqual({ data: [], total: 0, allowance: { enabled: false, monthly: 100, used: 0, remaining: 100 } });
  });

  it("lets every member give others points from this month's allowance, shown in the feed and credited to them", async () => {
    const w = await performanceWorkspace(t);
    await turnOn(w);
    for (const role of ORG_ROLES) {
      const to = role === 'read' ? w.members.owner : w.members.read;
      const res = await w.call('POST', '/recognition', w.tokens[role], { userId: to.id, points: 4, message: `Thanks from ${role}` });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        data: { from: { _id: w.members[role].id }, to: { _id: to.id }, points: 4, message: `Thanks from ${role}` },
        allowance: { enabled: true, monthly: 30, used: 4, remaining: 26 },
      });
    }
    const feed = (await w.call('GET', '/recognition?pageSize=2', w.tokens.maintainer)).json();
    expect(feed.total).toBe(5);
    expect(feed.data.map((r: { message: string }) => r.message)).toEqual(['Thanks from read', 'Thanks from editor']);
    expect(feed.allowance).toEqual({ enabled: true, monthly: 30, used: 4, remaining: 26 });
    const listed = (await w.call('GET', `/credit?source=recognition&userId=${w.members.read.id}`, w.tokens.owner)).json();
    expect(listed.total).toBe(4);
    expect(listed.data[0]).toMatchObject({ source: 'recognition', category: { name: 'Teamwork' }, points: 4 });
  });

  it('refuses yourself, someone outside, and more points than are left, naming the field', async () => {
    const w = await performanceWorkspace(t);
    const other = await performanceWorkspace(t);
    await turnOn(w, 10);
    const give = (userId: string, points: number) => w.call('POST', '/recognition', w.tokens.editor, { userId, points, message: 'Great help' });
    expect((await give(w.members.editor.id, 1)).json()).toMatchObject({ message: 'userId: You cannot recognise yourself', field: 'userId' });
    expect((await give(other.members.editor.id, 1)).json().message).toBe('userId: Choose a member of your organisation');
    expect((await give(w.members.read.id, 7)).statusCode).toBe(201);
    const tooMany = await give(w.members.owner.id, 4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: 'points: You have 3 points left this month', field: 'points' });
    // Two gifts at once cannot both spend the last three points.
    const [first, second] = await Promise.all([give(w.members.owner.id, 3), give(w.members.admin.id, 3)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    const empty = await w.call('POST', '/recognition', w.tokens.editor, { userId: w.members.read.id, points: 1, message: '  ' });
    expect(empty.json().message).toBe('message: Say what it is for');
  });

  it('can be deleted by recorders, giving the points back, but never edited', async () => {
    const w = await performanceWorkspace(t);
    await turnOn(w, 10);
    const given = (await w.call('POST', '/recognition', w.tokens.editor, { userId: w.members.read.id, points: 10, message: 'Great help' })).json().data;
    const edited = await w.call('PUT', `/credit/${given._id}`, w.tokens.owner, { points: 1 });
    expect(edited.statusCode).toBe(409);
    expect((await w.call('DELETE', `/credit/${given._id}`, w.tokens.editor)).statusCode).toBe(403);
    expect((await w.call('DELETE', `/credit/${given._id}`, w.tokens.admin)).statusCode).toBe(200);
    expect((await w.call('GET', '/recognition', w.tokens.editor)).json()).toMatchObject({ total: 0, allowance: { used: 0, remaining: 10 } });
  });
});
