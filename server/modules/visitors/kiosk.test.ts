import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_MESSAGES } from '../../../domain/visitors/visits';
import { notifications, visitorKiosks } from '../../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { KIOSK_LIMITS } from './kiosk.routes';
import { hashKioskToken } from './kiosks';
import { kioskWorkspace, PNG_DATA_URL, PNG_PIXEL, type KioskWorkspace } from './test/kioskKit';

let t: TestApp;
let w: KioskWorkspace;

beforeAll(async () => {
  t = await createTestApp();
  w = await kioskWorkspace(t);
});
afterAll(async () => t.close());

describe('kiosks (visitor managers)', () => {
  it('answers the token once, keeps only its hash, and lists kiosks without it', async () => {
    expect(w.kiosk.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(w.kiosk.url).toBe(`${t.config.APP_URL}/kiosk/${w.kiosk.token}`);
    const [row] = await t.db.select().from(visitorKiosks).where(eq(visitorKiosks.id, w.kiosk._id));
    expect(row!.tokenHash).toBe(hashKioskToken(w.kiosk.token));
    expect(JSON.stringify(row)).not.toContain(w.kiosk.token);

    const list = await w.api('GET', '/visitor/kiosk', w.tokens.maintainer);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((k: { _id: string }) => k._id)).toContain(w.kiosk._id);
    expect(list.body).not.toContain(w.kiosk.token);
    expect((await w.api('GET', '/visitor/kiosk', w.tokens.editor)).statusCode).toBe(403);
    expect((await w.api('POST', '/visitor/kiosk', w.tokens.admin, { name: '' })).json().message).toMatch(/^name: /);
  });

  it("answers the kiosk's page: organisation, kiosk name and settings", async () => {
    const res = await w.kioskCall('GET', '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      organizationName: w.organization.name,
      kioskName: 'Front desk',
      agreementText: '',
      requireApproval: false,
      photoEnabled: false,
    });
  });

  it('stops a revoked kiosk at once; another organisation cannot revoke it', async () => {
    const spare = await w.makeKiosk('Side door');
    expect((await w.kioskCall('GET', '', undefined, { token: spare.token })).statusCode).toBe(200);
    const other = await kioskWorkspace(t);
    expect((await other.api('DELETE', `/visitor/kiosk/${spare._id}`, other.tokens.admin)).statusCode).toBe(404);

    const revoked = await w.api('DELETE', `/visitor/kiosk/${spare._id}`, w.tokens.admin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    for (const [method, path] of [['GET', ''], ['GET', '/hosts?search=ad'], ['POST', '/sign-out']] as const) {
      const res = await w.kioskCall(method, path, method === 'POST' ? { code: 'ABCDEFGH' } : undefined, { token: spare.token });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().message).toBe(KIOSK_MESSAGES.revoked);
    }
    const unknown = await w.kioskCall('GET', '', undefined, { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(KIOSK_MESSAGES.revoked);
  });
});

describe('hosts', () => {
  it('finds active members of the kiosk organisation by name: names and pictures, never emails', async () => {
    const other = await kioskWorkspace(t);
    const res = await w.kioskCall('GET', '/hosts?search=editor');
    expect(res.statusCode, res.body).toBe(200);
    const hosts = res.json().data as Record<string, unknown>[];
    expect(hosts.map((h) => h._id)).toEqual([w.members.editor.id]);
    for (const host of hosts) expect(Object.keys(host).sort()).toEqual(['_id', 'avatar', 'name']);
    expect(res.body).not.toContain('@');
    expect(res.body).not.toContain(other.members.editor.id);
    expect((await w.kioskCall('GET', '/hosts?search=%25')).statusCode).toBe(400);
    expect((await w.kioskCall('GET', '/hosts?search=__')).json().data).toEqual([]);
  });
});

describe('an invited visitor', () => {
  it('looks the code up, signs in (twice is once), and signs out', async () => {
    const visit = await w.invite({ name: 'Grace Hopper', company: 'Navy' });
    const looked = await w.kioskCall('GET', `/visit?code=${visit.code.toLowerCase().slice(0, 4)} ${visit.code.slice(4)}`);
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json().data).toMatchObject({ _id: visit.id, visitorName: 'Grace Hopper', company: 'Navy', status: 'expected' });
    expect(looked.body).not.toContain('@');

    const first = await w.kioskCall('POST', '/sign-in', { code: visit.code });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.status).toBe('signedIn');
    const again = await w.kioskCall('POST', '/sign-in', { code: visit.code });
    expect(again.json().data).toEqual(first.json().data);
    expect((await w.visitRow(visit.id)).kioskId).toBe(w.kiosk._id);

    const out = await w.kioskCall('POST', '/sign-out', { code: visit.code });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.status).toBe('signedOut');
    expect((await w.visitRow(visit.id)).signedOutBy).toBe('kiosk');
    const twice = await w.kioskCall('POST', '/sign-out', { code: visit.code });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/^code: You are already signed out/);

    const old = await w.kioskCall('GET', `/visit?code=${visit.code}`);
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(KIOSK_MESSAGES.oldCode);
    expect((await w.kioskCall('POST', '/sign-in', { code: visit.code })).json().message).toBe(KIOSK_MESSAGES.oldCode);
  });

  it("never finds another organisation's code, and refuses a code for another day or one not signed in", async () => {
    const other = await kioskWorkspace(t);
    const theirs = await other.invite();
    const res = await w.kioskCall('GET', `/visit?code=${theirs.code}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(KIOSK_MESSAGES.unknownCode);
    expect((await w.kioskCall('POST', '/sign-in', { code: theirs.code })).statusCode).toBe(404);
    expect((await other.visitRow(theirs.id)).status).toBe('expected');

    const tomorrow = await w.invite({ from: new Date(Date.now() + 30 * 3_600_000) });
    const early = await w.kioskCall('POST', '/sign-in', { code: tomorrow.code });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(KIOSK_MESSAGES.notToday);

    const cancelled = await w.invite({ status: 'cancelled' });
    expect((await w.kioskCall('GET', `/visit?code=${cancelled.code}`)).json().message).toBe(KIOSK_MESSAGES.oldCode);
    const notIn = await w.invite();
    const out = await w.kioskCall('POST', '/sign-out', { code: notIn.code });
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toMatch(/^code: This visit is not signed in/);
    expect((await w.kioskCall('GET', '/visit?code=short')).statusCode).toBe(400);
  });

  it('requires the agreement when there is one and keeps its text and time; keeps a photo when asked for one', async () => {
    const ws = await kioskWorkspace(t);
    await ws.saveSettings({ agreementText: 'I will wear my badge <b>at all times</b>.', photoEnabled: true });
    const visit = await ws.invite();
    const refused = await ws.kioskCall('POST', '/sign-in', { code: visit.code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(KIOSK_MESSAGES.agreement);
    expect((await ws.kioskCall('POST', '/sign-in', { code: visit.code, agreementAccepted: true, photo: 'data:image/png;base64,AAAA' })).statusCode).toBe(400);

    const signed = await ws.kioskCall('POST', '/sign-in', { code: visit.code, agreementAccepted: true, photo: PNG_DATA_URL });
    expect(signed.statusCode, signed.body).toBe(200);
    const row = await ws.visitRow(visit.id);
    expect(row.agreementText).toBe('I will wear my badge <b>at all times</b>.');
    expect(row.agreementAcceptedAt).not.toBeNull();
    expect(row.photoKey).not.toBeNull();

    const photo = await ws.api('GET', `/visit/${visit.id}/photo`, ws.tokens.editor);
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.equals(PNG_PIXEL)).toBe(true);
    expect((await ws.api('GET', `/visit/${visit.id}/photo`, ws.tokens.read)).statusCode).toBe(404);
    expect((await w.api('GET', `/visit/${visit.id}/photo`, w.tokens.admin)).statusCode).toBe(404);
    const noPhoto = await ws.invite();
    expect((await ws.api('GET', `/visit/${noPhoto.id}/photo`, ws.tokens.admin)).statusCode).toBe(404);
  });

  it('holds a block-list match for the admins and never tells the host', async () => {
    const ws = await kioskWorkspace(t);
    await ws.block('domain', 'blocked.test');
    const visit = await ws.invite({ email: 'mallory@blocked.test' });
    const res = await ws.kioskCall('POST', '/sign-in', { code: visit.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('awaitingApproval');
    expect((await ws.visitRow(visit.id)).held).toBe(true);

    const told = await t.db
      .select({ userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.organizationId, ws.organizationId));
    expect(told.filter((n) => n.type === 'visitorHeld').map((n) => n.userId)).toContain(ws.members.admin.id);
    expect(told.filter((n) => n.userId === ws.members.editor.id)).toEqual([]);
  });
});

describe('a walk-in', () => {
  it('signs in at once, or refuses a host of another organisation', async () => {
    const other = await kioskWorkspace(t);
    const stranger = await w.kioskCall('POST', '/walk-in', { name: 'Eve', hostId: other.members.editor.id });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe('hostId: Choose who you are visiting');

    const res = await w.kioskCall('POST', '/walk-in', { name: 'Charles Babbage', company: 'Difference Ltd', hostId: w.members.editor.id, purpose: 'Demo' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ visitorName: 'Charles Babbage', company: 'Difference Ltd', status: 'signedIn' });
    const told = await t.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.organizationId, w.organizationId), eq(notifications.userId, w.members.editor.id)));
    expect(told.map((n) => n.type)).toContain('visitorArrived');

    const badge = await w.kioskCall('GET', `/visit/${res.json().data._id}/badge`);
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toBe('application/pdf');
    expect(badge.headers['content-disposition']).toBe('inline; filename="badge-Charles-Babbage.pdf"');
    expect(badge.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('waits for the host when approval is required; the waiting screen sees the decision, and only at this kiosk', async () => {
    const ws = await kioskWorkspace(t);
    await ws.saveSettings({ requireApproval: true });
    const res = await ws.kioskCall('POST', '/walk-in', { name: 'Alan Turing', hostId: ws.members.editor.id });
    expect(res.statusCode, res.body).toBe(201);
    const visitId: string = res.json().data._id;
    expect(res.json().data.status).toBe('awaitingApproval');
    expect((await ws.kioskCall('GET', `/visit/${visitId}/badge`)).statusCode).toBe(404);

    const side = await ws.makeKiosk('Side door');
    expect((await ws.kioskCall('GET', `/visit/${visitId}`, undefined, { token: side.token })).statusCode).toBe(404);
    expect((await w.kioskCall('GET', `/visit/${visitId}`)).statusCode).toBe(404);

    const decided = await ws.api('POST', `/visit/${visitId}/decision`, ws.tokens.editor, { decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    const waiting = await ws.kioskCall('GET', `/visit/${visitId}`);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().data.status).toBe('signedIn');
  });
});

describe('files', () => {
  it('prints a badge for those who may see the visit, and the on-site list for visitor managers', async () => {
    const ws = await kioskWorkspace(t);
    const visit = await ws.invite({ name: 'Ada <script>', status: 'signedIn', signedInAt: new Date() });
    const badge = await ws.api('GET', `/visit/${visit.id}/badge`, ws.tokens.editor);
    expect(badge.statusCode, badge.body).toBe(200);
    expect(badge.headers['content-type']).toBe('application/pdf');
    expect(badge.headers['content-disposition']).toBe('inline; filename="badge-Ada-script.pdf"');
    expect(badge.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await ws.api('GET', `/visit/${visit.id}/badge`, ws.tokens.read)).statusCode).toBe(404);
    expect((await w.api('GET', `/visit/${visit.id}/badge`, w.tokens.owner)).statusCode).toBe(404);

    const list = await ws.api('GET', '/visit/on-site/print', ws.tokens.maintainer);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-type']).toBe('application/pdf');
    expect(list.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await ws.api('GET', '/visit/on-site/print', ws.tokens.editor)).statusCode).toBe(403);
  });
});

describe('rate limit', () => {
  it('refuses a kiosk calling faster than a front desk, with the wait', async () => {
    const ws = await kioskWorkspace(t);
    for (let i = 0; i < KIOSK_LIMITS.perKioskAndAddress; i++) expect((await ws.kioskCall('GET', '')).statusCode).toBe(200);
    const refused = await ws.kioskCall('GET', '/visit?code=ABCDEFGH');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().retryAfterSeconds).toBeGreaterThan(0);
    // Another address at the same kiosk is counted apart.
    expect((await ws.kioskCall('GET', '', undefined, { remoteAddress: '192.0.2.99' })).statusCode).toBe(200);
  });
});
