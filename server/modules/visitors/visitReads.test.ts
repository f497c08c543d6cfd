import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Visit } from '../../../domain/visitors/visits';
import { createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { upsertVisitor } from './visitorDirectory';
import { insertVisit } from './visitRows';
import { visitorsWorkspace } from './test/visitorsKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ids = (visits: Visit[]) => visits.map((visit) => visit._id);

describe('GET /api/visit', () => {
  it("answers the caller's own visits newest first, everyone's (scope all) to visitor managers only, filtered and paged", async () => {
    const w = await visitorsWorkspace(t);
    const march = await w.inviteOne(w.tokens.editor, { name: 'March Visitor', email: 'm@x.test', expectedFrom: '2030-03-04T09:00:00Z', expectedTo: '2030-03-04T10:00:00Z' });
    const april = await w.inviteOne(w.tokens.editor, { name: 'April Visitor', email: 'a@x.test', company: 'Globex', expectedFrom: '2030-04-04T09:00:00Z', expectedTo: '2030-04-04T10:00:00Z' });
    const forRead = await w.inviteOne(w.tokens.owner, { name: 'Read Guest', email: 'r@x.test', hostId: w.members.read.id });
    const owners = await w.inviteOne(w.tokens.owner, { name: 'Owner Guest', email: 'o@x.test' });
    const other = await createOrganization(t.db, ['owner'] as const);
    const otherToken = await tokenFor(t.db, other.members.owner);
    await w.api('POST', '/visit', otherToken, { name: 'Elsewhere', email: 'e@x.test', expectedFrom: '2030-03-04T09:00:00Z', expectedTo: '2030-03-04T10:00:00Z' });

    const list = async (token: string, query = '') => {
      const res = await w.api('GET', `/visit${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Visit[]; total: number; page: number; pageSize: number };
    };
    expect(ids((await list(w.tokens.editor)).data)).toEqual([april._id, march._id]);
    expect(ids((await list(w.tokens.read)).data)).toEqual([forRead._id]);
    for (const role of ['editor', 'read'] as const) {
      const res = await w.api('GET', '/visit?scope=all', w.tokens[role]);
      expect(res.statusCode).toBe(403);
    }
    for (const role of ['owner', 'admin', 'maintainer'] as const) {
      const all = await list(w.tokens[role], '?scope=all');
      expect(all.total, role).toBe(4);
      expect(new Set(ids(all.data))).toEqual(new Set([march._id, april._id, forRead._id, owners._id]));
    }
    expect(ids((await list(w.tokens.admin, '?scope=all&search=globex')).data)).toEqual([april._id]);
    expect(ids((await list(w.tokens.admin, '?scope=all&search=%25')).data)).toEqual([]);
    expect(ids((await list(w.tokens.admin, `?scope=all&hostId=${w.members.read.id}`)).data)).toEqual([forRead._id]);
    expect(ids((await list(w.tokens.admin, `?scope=all&visitorId=${march.visitor._id}`)).data)).toEqual([march._id]);
    expect(ids((await list(w.tokens.editor, '?from=2030-04-01&to=2030-04-30')).data)).toEqual([april._id]);
    expect(ids((await list(w.tokens.editor, '?status=cancelled')).data)).toEqual([]);
    // The last day PostgreSQL can hold: its next day would not be.
    expect(ids((await list(w.tokens.editor, '?from=2030-04-01&to=9999-12-31')).data)).toEqual([april._id]);
    const paged = await list(w.tokens.editor, '?page=2&pageSize=1');
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(ids(paged.data)).toEqual([march._id]);

    for (const [query, field] of [
      ['?scope=everyone', 'scope'],
      ['?status=gone', 'status'],
      ['?from=2030-05-01&to=2030-04-01', 'to'],
      ['?from=yesterday', 'from'],
      ['?pageSize=1000', 'pageSize'],
      ['?hostId=me', 'hostId'],
    ] as const) {
      const res = await w.api('GET', `/visit${query}`, w.tokens.admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(field);
    }
  });
});

describe('GET /api/visit/today', () => {
  it('answers who is expected today in the front desk zone, who is on site, who waits: mine, or all for visitor managers', async () => {
    const w = await visitorsWorkspace(t);
    const now = Date.now();
    const hour = 3_600_000;
    const inAnHour = new Date(now + hour).toISOString();
    const later = new Date(now + 2 * hour).toISOString();
    // Today in UTC, unless the window crosses midnight: keep it inside the day.
    const today = new Date(now).toISOString().slice(0, 10);
    const dayStart = Date.parse(`${today}T00:00:00Z`);
    const from = new Date(Math.max(dayStart, now - hour)).toISOString();
    const to = new Date(Math.min(dayStart + 24 * hour - 1000, now + hour)).toISOString();
    const expected = await w.inviteOne(w.tokens.editor, { email: 'today@x.test', expectedFrom: from, expectedTo: to });
    const tomorrow = await w.inviteOne(w.tokens.editor, { email: 'tomorrow@x.test', expectedFrom: new Date(dayStart + 30 * hour).toISOString(), expectedTo: new Date(dayStart + 31 * hour).toISOString() });
    const onSite = await w.inviteOne(w.tokens.editor, { email: 'here@x.test', expectedFrom: inAnHour, expectedTo: later });
    expect((await w.api('POST', `/visit/${onSite._id}/sign-in`, w.tokens.editor)).statusCode).toBe(200);
    const visitorId = await upsertVisitor(t.db, w.organization.id, { name: 'Walker' });
    const waiting = await insertVisit(t.db, { organizationId: w.organization.id, visitorId, hostId: w.members.admin.id, status: 'awaitingApproval', walkIn: true });

    const mine = await w.api('GET', '/visit/today', w.tokens.editor);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.day).toBe(today);
    expect(ids(mine.json().data.expected)).toEqual([expected._id]);
    expect(ids(mine.json().data.expected)).not.toContain(tomorrow._id);
    expect(ids(mine.json().data.onSite)).toEqual([onSite._id]);
    expect(mine.json().data.awaitingApproval).toEqual([]);

    expect((await w.api('GET', '/visit/today?scope=all', w.tokens.editor)).statusCode).toBe(403);
    const all = await w.api('GET', '/visit/today?scope=all', w.tokens.maintainer);
    expect(ids(all.json().data.awaitingApproval)).toEqual([waiting.id]);
    expect(ids(all.json().data.onSite)).toEqual([onSite._id]);
    expect((await w.api('GET', '/visit/today?scope=x', w.tokens.admin)).statusCode).toBe(400);
  });
});

describe('GET /api/visit/export', () => {
  it("is a CSV of the filtered visits for visitor managers, a visitor's typing never a formula", async () => {
    const w = await visitorsWorkspace(t);
    await w.inviteOne(w.tokens.editor, { name: '=HYPERLINK("http://evil")', email: 'f@x.test', company: '+Acme, Inc', purpose: '@sum' });
    await w.inviteOne(w.tokens.editor, { name: 'Plain Person', email: 'p@x.test', company: '' });
    for (const role of ['editor', 'read'] as const) expect((await w.api('GET', '/visit/export', w.tokens[role])).statusCode).toBe(403);
    const res = await w.api('GET', '/visit/export', w.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="visits-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Visitor,Email,Phone,Company,Host,Invited by,Purpose,Status,Expected from,Expected to,Signed in,Signed out,Signed out by,Walk-in,Held');
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.startsWith(`"'=HYPERLINK(""http://evil"")",f@x.test,,"'+Acme, Inc",${w.members.editor.name}`))).toBe(true);
    expect(lines.find((line) => line.startsWith(`"'=HYPERLINK`))).toContain(",'@sum,Expected,2030-03-04 09:00,2030-03-04 11:00,,,,no,no");
    const filtered = await w.api('GET', '/visit/export?search=plain', w.tokens.admin);
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await w.api('GET', '/visit/export?status=nope', w.tokens.admin)).statusCode).toBe(400);
  });

  it("reads the days in the front desk's zone, and a saved zone applies to the next page at once", async () => {
    const w = await visitorsWorkspace(t);
    // 23:30 on 4 April in UTC is already 5 April in Berlin (UTC+2 then).
    const late = await w.inviteOne(w.tokens.owner, { name: 'Late Visitor', email: 'l@x.test', expectedFrom: '2030-04-04T23:30:00Z', expectedTo: '2030-04-05T00:30:00Z' });
    const onDay = async (day: string) => {
      const res = await w.api('GET', `/visit?scope=all&from=${day}&to=${day}`, w.tokens.admin);
      expect(res.statusCode, res.body).toBe(200);
      return ids((res.json() as { data: Visit[] }).data);
    };
    const saveZone = async (timeZone: string) => expect((await w.api('PUT', '/visitor/settings', w.tokens.owner, { timeZone })).statusCode).toBe(200);
    await saveZone('UTC');
    expect(await onDay('2030-04-04')).toEqual([late._id]);
    await saveZone('Europe/Berlin');
    expect(await onDay('2030-04-04')).toEqual([]);
    expect(await onDay('2030-04-05')).toEqual([late._id]);
    const csv = await w.api('GET', '/visit/export?from=2030-04-05&to=2030-04-05', w.tokens.admin);
    expect(csv.body).toContain('Late Visitor');
  });
});
