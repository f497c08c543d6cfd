import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/notifications/notifications';
import type { Visit } from '../../../domain/visitors/visits';
import { createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, listen, type TestApp } from '../../test/testApp';
import { nextEvent, openSocketsFor, record } from '../chat/test/chatKit';
import { visits } from '../../platform/db/schema';
import { upsertVisitor } from './visitorDirectory';
import { announceVisit } from './visitNotices';
import { insertVisit } from './visitRows';
import { LATER, sendQueuedMail, visitorsWorkspace, type VisitorsWorkspace } from './test/visitorsKit';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => t?.close());

/** A walk-in waiting at the desk for `host` (held: a block-list match), as the kiosk leaves it. */
async function waitingWalkIn(w: VisitorsWorkspace, options: { held?: boolean; host?: keyof VisitorsWorkspace['members'] } = {}) {
  const visitorId = await upsertVisitor(t.db, w.organization.id, { name: 'Walk In', company: 'Street Co' });
  return insertVisit(t.db, {
    organizationId: w.organization.id,
    visitorId,
    hostId: w.members[options.host ?? 'editor'].id,
    status: 'awaitingApproval',
    walkIn: true,
    held: options.held ?? false,
  });
}

describe('who may see and act on a visit', () => {
  it('its host, its inviter and visitor managers; another member or organisation gets a 404', async () => {
    const w = await visitorsWorkspace(t);
    // The read member invites for the editor.
    const visit = await w.inviteOne(w.tokens.read, { hostId: w.members.editor.id });
    for (const role of ['owner', 'admin', 'maintainer', 'editor', 'read'] as const) {
      const res = await w.api('GET', `/visit/${visit._id}`, w.tokens[role]);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().data.canEdit).toBe(true);
    }
    const other = await w.inviteOne(w.tokens.owner);
    for (const role of ['editor', 'read'] as const) {
      for (const [method, path] of [
        ['GET', ''],
        ['PUT', ''],
        ['POST', '/cancel'],
        ['POST', '/sign-in'],
        ['POST', '/sign-out'],
      ] as const) {
        const res = await w.api(method, `/visit/${other._id}${path}`, w.tokens[role], method === 'PUT' ? { purpose: 'x' } : undefined);
        expect(res.statusCode, `${role} ${method} ${path}`).toBe(404);
        expect(res.json().message).toBe('Visit not found');
      }
    }
    const stranger = await createOrganization(t.db, ['owner'] as const);
    const strangerToken = await tokenFor(t.db, stranger.members.owner);
    expect((await w.api('GET', `/visit/${visit._id}`, strangerToken)).statusCode).toBe(404);
    expect((await w.api('POST', `/visit/${visit._id}/cancel`, strangerToken)).statusCode).toBe(404);
    expect((await w.api('GET', '/visit/not-an-id', w.tokens.owner)).statusCode).toBe(400);
  });
});

describe('PUT /api/visit/:id and cancel', () => {
  it('change an expected visit and mail the visitor the new details; cancel it and mail them; then 409', async () => {
    const w = await visitorsWorkspace(t);
    const visit = await w.inviteOne(w.tokens.editor, { email: 'change@x.test' });
    const changed = await w.api('PUT', `/visit/${visit._id}`, w.tokens.editor, { hostId: w.members.read.id, purpose: 'Lunch', expectedTo: '2030-03-04T12:00:00.000Z' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ host: { _id: w.members.read.id }, purpose: 'Lunch', expectedFrom: LATER.expectedFrom, expectedTo: '2030-03-04T12:00:00.000Z', canEdit: true });

    const bad: [Record<string, unknown>, number, string][] = [
      [{ expectedTo: '2030-03-04T08:00:00.000Z' }, 400, 'expectedTo must be after expectedFrom'],
      [{ hostId: (await createOrganization(t.db, ['editor'] as const)).members.editor.id }, 400, 'hostId: Choose a member of your organisation'],
      [{ code: 'AAAAAAAA' }, 400, 'code'],
    ];
    for (const [body, status, message] of bad) {
      const res = await w.api('PUT', `/visit/${visit._id}`, w.tokens.editor, body);
      expect(res.statusCode).toBe(status);
      expect(res.body).toContain(message);
    }

    const cancelled = await w.api('POST', `/visit/${visit._id}/cancel`, w.tokens.editor);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    for (const [method, path] of [
      ['POST', '/cancel'],
      ['PUT', ''],
      ['POST', '/sign-in'],
    ] as const) {
      const res = await w.api(method, `/visit/${visit._id}${path}`, w.tokens.admin, method === 'PUT' ? { purpose: 'x' } : undefined);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This visit is cancelled');
    }

    await sendQueuedMail(t);
    const update = await t.mail.waitFor('change@x.test', /has changed$/);
    expect(update.text).toContain('Purpose: Lunch');
    expect(update.text).toContain('Monday 4 March 2030, 09:00 to 12:00 (UTC)');
    const cancellation = await t.mail.waitFor('change@x.test', /is cancelled$/);
    expect(cancellation.text).toContain('is cancelled');
    expect(cancellation.raw).not.toContain('visit-code-qr');
  });
});

describe('signing in and out at the desk', () => {
  it("signs an expected visitor in: the host hears it live (notification and visits_updated) and by mail; the managers' pages refetch", async () => {
    const w = await visitorsWorkspace(t);
    const visit = await w.inviteOne(w.tokens.read, { hostId: w.members.editor.id, name: 'Ann <i>Lee</i>', company: 'Acme' });
    const [editor, admin, maintainer, read, owner] = (await openSocketsFor(url, w.tokens.editor, w.tokens.admin, w.tokens.maintainer, w.tokens.read, w.tokens.owner)) as Socket[];
    const adminNotified = record<Notification>(admin!, 'new_notification');
    const told = nextEvent<Notification>(editor!, 'new_notification', (notification) => notification.type === 'visitorArrived');

    // The inviter who is not the host does not sign in at the desk.
    expect((await w.api('POST', `/visit/${visit._id}/sign-in`, w.tokens.read)).statusCode).toBe(403);
    const updates = [editor!, admin!, maintainer!, read!, owner!].map((socket) => nextEvent<{ visitId: string; status: string }>(socket, 'visits_updated'));
    const res = await w.api('POST', `/visit/${visit._id}/sign-in`, w.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const signedIn: Visit = res.json().data;
    expect(signedIn.status).toBe('signedIn');
    expect(Date.now() - Date.parse(signedIn.signedInAt!)).toBeLessThan(60_000);

    const notification = await told;
    expect(notification).toMatchObject({ type: 'visitorArrived', subject: 'Ann <i>Lee</i> from Acme has arrived', metadata: { visitId: visit._id } });
    expect(notification.message).toMatch(/^<p>Signed in at \d\d:\d\d \(UTC\) for: Interview\.<\/p>$/);
    for (const update of updates) expect(await update).toEqual({ visitId: visit._id, status: 'signedIn' });
    expect(adminNotified).toEqual([]);

    await sendQueuedMail(t);
    const mail = await t.mail.waitFor(w.members.editor.email, /has arrived$/);
    expect(mail.subject).toBe('Ann <i>Lee</i> from Acme has arrived');
    expect(mail.text).toContain('Ann &lt;i&gt;Lee&lt;/i&gt;');

    const again = await w.api('POST', `/visit/${visit._id}/sign-in`, w.tokens.editor);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This visit is already signed in');
  });

  it("signs out by the host ('host') or a manager ('admin'), only a signed-in visit", async () => {
    const w = await visitorsWorkspace(t);
    const [first, second] = [await w.inviteOne(w.tokens.editor), await w.inviteOne(w.tokens.editor)];
    const early = await w.api('POST', `/visit/${first!._id}/sign-out`, w.tokens.editor);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This visit has not started yet');
    for (const visit of [first!, second!]) expect((await w.api('POST', `/visit/${visit._id}/sign-in`, w.tokens.editor)).statusCode).toBe(200);

    const byHost = await w.api('POST', `/visit/${first!._id}/sign-out`, w.tokens.editor);
    expect(byHost.json().data).toMatchObject({ status: 'signedOut', signedOutBy: 'host' });
    const byManager = await w.api('POST', `/visit/${second!._id}/sign-out`, w.tokens.maintainer);
    expect(byManager.json().data).toMatchObject({ status: 'signedOut', signedOutBy: 'admin' });
    const twice = await w.api('POST', `/visit/${second!._id}/sign-out`, w.tokens.editor);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This visit is already signed out');
  });
});

describe('POST /api/visit/:id/decision', () => {
  it('lets the host approve a waiting walk-in (signed in, the arrival announced) or deny it', async () => {
    const w = await visitorsWorkspace(t);
    const [editor] = (await openSocketsFor(url, w.tokens.editor)) as Socket[];
    const approved = await waitingWalkIn(w);
    const arrival = nextEvent<Notification>(editor!, 'new_notification', (notification) => notification.type === 'visitorArrived');
    const res = await w.api('POST', `/visit/${approved.id}/decision`, w.tokens.editor, { decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'signedIn', walkIn: true, decidedBy: { _id: w.members.editor.id } });
    expect(res.json().data.signedInAt).not.toBeNull();
    expect((await arrival).subject).toBe('Walk In from Street Co has arrived');

    const denied = await waitingWalkIn(w);
    const deny = await w.api('POST', `/visit/${denied.id}/decision`, w.tokens.admin, { decision: 'deny' });
    expect(deny.json().data).toMatchObject({ status: 'denied', decidedBy: { _id: w.members.admin.id }, signedInAt: null });
    const again = await w.api('POST', `/visit/${denied.id}/decision`, w.tokens.admin, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This visit was denied');
    const bad = await w.api('POST', `/visit/${denied.id}/decision`, w.tokens.admin, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('decision');
    // Someone else's walk-in is not the read member's to see.
    expect((await w.api('POST', `/visit/${(await waitingWalkIn(w)).id}/decision`, w.tokens.read, { decision: 'approve' })).statusCode).toBe(404);
  });

  it("leaves a visit held by the block list to the visitor managers: its host and inviter neither see it nor hear of it, and afterwards see no sign of the hold", async () => {
    const w = await visitorsWorkspace(t);
    // The read member invited the visitor for the editor; at the kiosk the block list held the visit.
    const invited = await w.inviteOne(w.tokens.read, { hostId: w.members.editor.id });
    await t.db.update(visits).set({ status: 'awaitingApproval', held: true, updatedAt: new Date() }).where(eq(visits.id, invited._id));
    const [editor, read, admin] = (await openSocketsFor(url, w.tokens.editor, w.tokens.read, w.tokens.admin)) as Socket[];
    const heardBy = { editor: record<{ visitId: string; status: string }>(editor!, 'visits_updated'), read: record<{ visitId: string; status: string }>(read!, 'visits_updated') };
    const adminHeard = nextEvent<{ visitId: string; status: string }>(admin!, 'visits_updated', (event) => event.visitId === invited._id);
    (await t.db.transaction((tx) => announceVisit(tx, { realtime: t.realtime, appUrl: 'http://localhost:3000' }, invited._id, 'held')))();
    expect(await adminHeard).toMatchObject({ status: 'awaitingApproval' });

    for (const role of ['editor', 'read'] as const) {
      const today = (await w.api('GET', '/visit/today', w.tokens[role])).json().data as { expected: Visit[]; onSite: Visit[]; awaitingApproval: Visit[] };
      expect([...today.expected, ...today.onSite, ...today.awaitingApproval].map((visit) => visit._id), role).not.toContain(invited._id);
      const history = await w.api('GET', '/visit', w.tokens[role]);
      expect(history.json().data.map((visit: Visit) => visit._id), role).not.toContain(invited._id);
      expect((await w.api('GET', `/visit/${invited._id}`, w.tokens[role])).statusCode, role).toBe(404);
      expect((await w.api('GET', `/visit/${invited._id}/badge`, w.tokens[role])).statusCode, role).toBe(404);
    }
    // Not a 403 naming the block list: to the host there is no such visit to decide.
    const byHost = await w.api('POST', `/visit/${invited._id}/decision`, w.tokens.editor, { decision: 'approve' });
    expect(byHost.statusCode).toBe(404);
    expect(byHost.json().message).toBe('Visit not found');
    const desk = (await w.api('GET', '/visit/today?scope=all', w.tokens.admin)).json().data as { awaitingApproval: Visit[] };
    expect(desk.awaitingApproval.find((visit) => visit._id === invited._id)).toMatchObject({ held: true, canEdit: true });

    const hostHears = nextEvent<{ visitId: string; status: string }>(editor!, 'visits_updated', (event) => event.visitId === invited._id);
    const byManager = await w.api('POST', `/visit/${invited._id}/decision`, w.tokens.maintainer, { decision: 'deny' });
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json().data).toMatchObject({ status: 'denied', held: true, decidedBy: { _id: w.members.maintainer.id } });
    // The first the host hears of the visit since it was held is the decision (events arrive in order).
    await hostHears;
    expect(heardBy.editor.filter((event) => event.visitId === invited._id).map((event) => event.status)).toEqual(['denied']);
    const seen = await w.api('GET', `/visit/${invited._id}`, w.tokens.editor);
    expect(seen.json().data).toMatchObject({ status: 'denied', held: false });
    expect((await w.api('GET', '/visit', w.tokens.read)).json().data.find((visit: Visit) => visit._id === invited._id)).toMatchObject({ status: 'denied', held: false });
    expect(heardBy.read.filter((event) => event.visitId === invited._id && event.status === 'awaitingApproval')).toEqual([]);
  });
});
