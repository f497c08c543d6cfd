import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/notifications/notifications';
import type { Visitor, VisitorProfile } from '../../../domain/visitors/visits';
import { visits } from '../../platform/db/schema';
import { createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, listen, type TestApp } from '../../test/testApp';
import { nextEvent, openSocketsFor, record } from '../chat/test/chatKit';
import { upsertVisitor } from './visitorDirectory';
import { announceVisit } from './visitNotices';
import { insertVisit } from './visitRows';
import { MANAGER_ROLES, MEMBER_ROLES, sendQueuedMail, visitorsWorkspace } from './test/visitorsKit';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => t?.close());

const MANAGER_ONLY = [
  ['GET', '/visitor'],
  ['GET', '/visitor/00000000-0000-4000-8000-000000000000'],
  ['DELETE', '/visitor/00000000-0000-4000-8000-000000000000'],
  ['GET', '/visitor/settings'],
  ['PUT', '/visitor/settings'],
  ['GET', '/visitor/block'],
  ['POST', '/visitor/block'],
  ['DELETE', '/visitor/block/00000000-0000-4000-8000-000000000000'],
] as const;

describe('the visitor managers routes', () => {
  it('are refused to editors and read members', async () => {
    const w = await visitorsWorkspace(t);
    for (const role of MEMBER_ROLES) {
      for (const [method, path] of MANAGER_ONLY) {
        const res = await w.api(method, path, w.tokens[role], method === 'PUT' || method === 'POST' ? {} : undefined);
        expect(res.statusCode, `${role} ${method} ${path}`).toBe(403);
      }
    }
  });
});

describe('GET /api/visitor and /api/visitor/:id', () => {
  it('list one row per person with counts, first, last and next visit, searched and sorted; a profile has every visit', async () => {
    const w = await visitorsWorkspace(t);
    const first = await w.inviteOne(w.tokens.editor, { name: 'Ann Lee', email: 'ann@acme.test', company: 'Acme' });
    const second = await w.inviteOne(w.tokens.editor, { name: 'Ann Lee', email: 'ann@acme.test', expectedFrom: '2030-05-01T09:00:00Z', expectedTo: '2030-05-01T10:00:00Z' });
    await w.inviteOne(w.tokens.editor, { name: 'Bob Stone', email: 'bob@globex.test', company: 'Globex' });
    for (const visit of [first, second]) {
      expect((await w.api('POST', `/visit/${visit._id}/sign-in`, w.tokens.editor)).statusCode).toBe(200);
    }
    await w.api('POST', `/visit/${second._id}/sign-out`, w.tokens.editor);

    for (const role of MANAGER_ROLES) expect((await w.api('GET', '/visitor', w.tokens[role])).statusCode, role).toBe(200);
    const res = await w.api('GET', '/visitor?sort=visitCount', w.tokens.admin);
    const page: { data: Visitor[]; total: number } = res.json();
    expect(page.total).toBe(2);
    expect(page.data.map((visitor) => visitor.name)).toEqual(['Ann Lee', 'Bob Stone']);
    const ann = page.data[0]!;
    expect(ann).toMatchObject({ email: 'ann@acme.test', company: 'Acme', erased: false, visitCount: 2, nextExpectedAt: null });
    expect(ann.firstVisitAt! <= ann.lastVisitAt!).toBe(true);
    expect(page.data[1]).toMatchObject({ visitCount: 0, firstVisitAt: null, lastVisitAt: null, nextExpectedAt: '2030-03-04T09:00:00.000Z' });

    expect((await w.api('GET', '/visitor?search=GLOBEX', w.tokens.admin)).json().data.map((visitor: Visitor) => visitor.name)).toEqual(['Bob Stone']);
    expect((await w.api('GET', '/visitor?sort=name&pageSize=1&page=2', w.tokens.admin)).json()).toMatchObject({ total: 2, page: 2, pageSize: 1, data: [{ name: 'Bob Stone' }] });
    expect((await w.api('GET', '/visitor?sort=age', w.tokens.admin)).statusCode).toBe(400);

    const profile = await w.api('GET', `/visitor/${ann._id}`, w.tokens.maintainer);
    expect(profile.statusCode).toBe(200);
    const data: VisitorProfile = profile.json().data;
    expect(data.visits.map((visit) => visit._id)).toEqual([second._id, first._id]);
    expect(data.visitCount).toBe(2);

    const stranger = await createOrganization(t.db, ['owner'] as const);
    const strangerToken = await tokenFor(t.db, stranger.members.owner);
    expect((await w.api('GET', `/visitor/${ann._id}`, strangerToken)).statusCode).toBe(404);
    expect((await w.api('GET', '/visitor', strangerToken)).json().total).toBe(0);
  });
});

describe('DELETE /api/visitor/:id', () => {
  it("erases a person's data on request; their visits stay, counted, without purpose, agreement or photo", async () => {
    const w = await visitorsWorkspace(t);
    const visit = await w.inviteOne(w.tokens.editor, { name: 'Forget Me', email: 'forget@x.test', phone: '+1 555', purpose: 'Secret project' });
    await w.api('POST', `/visit/${visit._id}/sign-in`, w.tokens.editor);
    await t.db.update(visits).set({ agreementText: 'I agree', agreementAcceptedAt: new Date() }).where(eq(visits.id, visit._id));

    const stranger = await createOrganization(t.db, ['owner'] as const);
    expect((await w.api('DELETE', `/visitor/${visit.visitor._id}`, await tokenFor(t.db, stranger.members.owner))).statusCode).toBe(404);
    const res = await w.api('DELETE', `/visitor/${visit.visitor._id}`, w.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ _id: visit.visitor._id });

    const profile: VisitorProfile = (await w.api('GET', `/visitor/${visit.visitor._id}`, w.tokens.admin)).json().data;
    expect(profile).toMatchObject({ name: 'Erased visitor', email: null, phone: null, company: '', erased: true, visitCount: 1 });
    expect(profile.visits[0]).toMatchObject({ purpose: '', agreementText: null, photoUrl: null, visitor: { name: 'Erased visitor', erased: true }, status: 'signedIn' });
    expect((await w.api('GET', '/visitor?search=forget', w.tokens.admin)).json().total).toBe(0);
  });
});

describe('/api/visitor/settings', () => {
  it('answers the defaults, saves a partial change, and refuses bad input naming the field', async () => {
    const w = await visitorsWorkspace(t);
    const defaults = await w.api('GET', '/visitor/settings', w.tokens.maintainer);
    expect(defaults.json().data).toEqual({ agreementText: '', requireApproval: false, photoEnabled: false, autoSignOut: true, signOutReminderHours: null, retentionDays: 365, timeZone: 'UTC' });
    const saved = await w.api('PUT', '/visitor/settings', w.tokens.admin, { requireApproval: true, signOutReminderHours: 4, timeZone: 'America/New_York' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ requireApproval: true, signOutReminderHours: 4, timeZone: 'America/New_York', retentionDays: 365 });
    expect((await w.api('GET', '/visitor/settings', w.tokens.owner)).json().data).toEqual(saved.json().data);
    for (const [body, field] of [
      [{ requireApproval: 'yes' }, 'requireApproval'],
      [{ signOutReminderHours: 0 }, 'signOutReminderHours'],
      [{ retentionDays: 5000 }, 'retentionDays'],
      [{ timeZone: 'Mars/Base' }, 'timeZone'],
      [{ agreementText: 'x'.repeat(10_001) }, 'agreementText'],
      [{ colour: 'red' }, 'colour'],
    ] as const) {
      const res = await w.api('PUT', '/visitor/settings', w.tokens.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(field);
    }
  });
});

describe('/api/visitor/block', () => {
  it('lists, adds and removes entries of the organisation; a duplicate is a 409, another organisation entry a 404', async () => {
    const w = await visitorsWorkspace(t);
    const added = await w.api('POST', '/visitor/block', w.tokens.admin, { kind: 'domain', value: '@Rival.Example', reason: 'Competitor' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ kind: 'domain', value: 'rival.example', reason: 'Competitor', createdBy: { _id: w.members.admin.id } });
    const duplicate = await w.api('POST', '/visitor/block', w.tokens.owner, { kind: 'domain', value: 'rival.example' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('This domain is already on the block list');
    for (const [body, field] of [
      [{ kind: 'person', value: 'x' }, 'kind'],
      [{ kind: 'email', value: 'nope' }, 'value'],
      [{ kind: 'domain', value: 'localhost' }, 'value'],
      [{ kind: 'name', value: '   ' }, 'value'],
    ] as const) {
      const res = await w.api('POST', '/visitor/block', w.tokens.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(field);
    }
    const list = await w.api('GET', '/visitor/block', w.tokens.maintainer);
    expect(list.json().data.map((block: { value: string }) => block.value)).toEqual(['rival.example']);

    const stranger = await createOrganization(t.db, ['owner'] as const);
    const strangerToken = await tokenFor(t.db, stranger.members.owner);
    expect((await w.api('GET', '/visitor/block', strangerToken)).json().data).toEqual([]);
    expect((await w.api('DELETE', `/visitor/block/${added.json().data._id}`, strangerToken)).statusCode).toBe(404);
    const removed = await w.api('DELETE', `/visitor/block/${added.json().data._id}`, w.tokens.owner);
    expect(removed.json().data).toEqual({ _id: added.json().data._id });
    expect((await w.api('GET', '/visitor/block', w.tokens.owner)).json().data).toEqual([]);
  });
});

describe('announceVisit (the kiosk tells through it)', () => {
  it("tells the host a walk-in awaits approval, and the visitor managers (never the host) of a held one, live and by mail, once committed", async () => {
    const w = await visitorsWorkspace(t);
    const [editor, admin, maintainer] = (await openSocketsFor(url, w.tokens.editor, w.tokens.admin, w.tokens.maintainer)) as Socket[];
    const editorNotified = record<Notification>(editor!, 'new_notification');
    const visitorId = await upsertVisitor(t.db, w.organization.id, { name: 'Mallory', email: 'mallory@rival.test', company: 'Rival' });
    const waiting = await insertVisit(t.db, { organizationId: w.organization.id, visitorId, hostId: w.members.editor.id, status: 'awaitingApproval', walkIn: true, purpose: 'Sales' });
    const held = await insertVisit(t.db, { organizationId: w.organization.id, visitorId, hostId: w.members.editor.id, status: 'awaitingApproval', walkIn: true, held: true });

    const approval = nextEvent<Notification>(editor!, 'new_notification', (notification) => notification.type === 'visitorApproval');
    const deliver = await t.db.transaction((tx) => announceVisit(tx, { realtime: t.realtime, appUrl: 'http://localhost:3000' }, waiting.id, 'approval'));
    // Nothing is delivered before the caller runs the callback (after its commit).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(editorNotified).toEqual([]);
    deliver();
    expect(await approval).toMatchObject({ subject: 'Mallory from Rival is waiting at the front desk for your approval', metadata: { visitId: waiting.id } });

    const adminHeld = nextEvent<Notification>(admin!, 'new_notification', (notification) => notification.type === 'visitorHeld');
    const maintainerHeld = nextEvent<Notification>(maintainer!, 'new_notification', (notification) => notification.type === 'visitorHeld');
    (await t.db.transaction((tx) => announceVisit(tx, { realtime: t.realtime, appUrl: 'http://localhost:3000' }, held.id, 'held')))();
    expect((await adminHeld).metadata).toEqual({ visitId: held.id });
    expect((await maintainerHeld).subject).toBe('Mallory from Rival matches the block list and is held at the front desk');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(editorNotified.map((notification) => notification.type)).toEqual(['visitorApproval']);

    await sendQueuedMail(t);
    expect((await t.mail.waitFor(w.members.editor.email, /for your approval$/)).text).toContain('http://localhost:3000/visitor-request');
    for (const manager of [w.members.owner, w.members.admin, w.members.maintainer]) await t.mail.waitFor(manager.email, /matches the block list/);
    expect(t.mail.received.filter((mail) => mail.to.includes(w.members.editor.email) && /held/.test(mail.subject))).toEqual([]);
  });
});
