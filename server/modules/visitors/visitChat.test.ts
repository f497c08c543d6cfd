import { and, eq, ne } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, Message } from '../../../domain/chat/chat';
import { channels, messages, visits as visitsTable } from '../../platform/db/schema';
import { createTestApp, listen, type TestApp } from '../../test/testApp';
import { chatApi, clientId, nextEvent, openSocketsFor, record } from '../chat/test/chatKit';
import { kioskWorkspace, type KioskWorkspace } from './test/kioskKit';
import { upsertVisitor } from './visitorDirectory';
import { insertVisit } from './visitRows';
import { visitChatText } from './visitChat';
import { announceVisit } from './visitNotices';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => t.close());

/** A visit expected now for the editor, invited by someone else (the read member unless told). */
async function invitedForEditor(w: KioskWorkspace, options: { email?: string; invitedById?: string } = {}) {
  const visitorId = await upsertVisitor(t.db, w.organizationId, { name: 'Ada Lovelace', email: options.email ?? `ada-${Math.random().toString(36).slice(2, 8)}@example.test`, company: 'Analytical Engines' });
  return insertVisit(t.db, {
    organizationId: w.organizationId,
    visitorId,
    hostId: w.members.editor.id,
    invitedById: options.invitedById ?? w.members.read.id,
    status: 'expected',
    expectedFrom: new Date(Date.now() - 5 * 60_000),
    expectedTo: new Date(Date.now() + 2 * 3_600_000),
  });
}

/** Every message of the organisation's direct conversations, oldest first. */
const directMessagesOf = (organizationId: string) =>
  t.db
    .select({ body: messages.body, senderId: messages.senderId, channelId: messages.channelId })
    .from(messages)
    .innerJoin(channels, eq(channels.id, messages.channelId))
    .where(and(eq(messages.organizationId, organizationId), eq(channels.channelType, 'direct')))
    .orderBy(messages.seq);

/** The time as the notices say it, in the settings' zone. */
const timeIn = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

describe("the host's chat message of an arrival", () => {
  it("reaches the host of a kiosk walk-in needing approval, with nobody inviting, in their Visitors conversation: unread, live, naming visitor, company and time", async () => {
    const w = await kioskWorkspace(t);
    await w.saveSettings({ requireApproval: true, timeZone: 'Europe/Paris' });
    const [host] = (await openSocketsFor(url, w.tokens.editor)) as Socket[];
    const opened = nextEvent<Channel>(host!, 'channel_created');
    const heard = nextEvent<Message>(host!, 'new_message');

    const before = new Date();
    const walkIn = await w.kioskCall('POST', '/walk-in', { name: 'Ada *Lovelace*', company: 'Analytical Engines', hostId: w.members.editor.id });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    const channel = await opened;
    expect(channel).toMatchObject({ channelType: 'direct', name: 'Visitors', isNotices: true });
    const message = await heard;
    expect(message).toMatchObject({ channelId: channel._id, kind: 'notice', sender: null });
    expect(message.message).toMatch(
      /^Ada \\\*Lovelace\\\* \(Analytical Engines\) arrived at \d\d:\d\d and is waiting at the front desk for your approval: approve or deny the visit in Visitors\.$/,
    );
    expect([timeIn('Europe/Paris', before), timeIn('Europe/Paris', new Date())]).toContain(message.message.match(/at (\d\d:\d\d)/)![1]);

    const listed = (await chatApi(t.app).channels(w.tokens.editor)).find((c) => c._id === channel._id);
    expect(listed).toMatchObject({ name: 'Visitors', unreadCount: 1 });
    expect(listed!.lastMessage!.message).toMatch(/^Ada \\\*Lovelace\\\* \(Analytical/);
    expect((await chatApi(t.app).page(w.tokens.editor, channel._id)).data.map((m) => m._id)).toEqual([message._id]);
    // The host cannot answer it there: the decision is made in Visitors.
    expect((await chatApi(t.app).call('POST', `/api/channel/${channel._id}/messages`, w.tokens.editor, { message: 'ok', clientId: clientId() })).statusCode).toBe(403);
  });

  it('comes from the manager who approved a walk-in, live on the host socket and in the history; nothing reaches another organisation', async () => {
    const w = await kioskWorkspace(t);
    const other = await kioskWorkspace(t);
    await w.saveSettings({ requireApproval: true, timeZone: 'Europe/Paris' });
    const walkIn = await w.kioskCall('POST', '/walk-in', { name: 'Ada *Lovelace*', company: 'Analytical Engines', hostId: w.members.editor.id });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    // Nobody is behind the walk-in: its approval request is the product's notice, no person's DM.
    expect((await directMessagesOf(w.organizationId)).map((m) => m.senderId)).toEqual([null]);

    const [host, stranger] = (await openSocketsFor(url, w.tokens.editor, other.tokens.editor)) as Socket[];
    const strangerHeard = record<Message>(stranger!, 'new_message');
    const opened = nextEvent<Channel>(host!, 'channel_created');
    const heard = nextEvent<Message>(host!, 'new_message', (m) => m.kind === 'message');
    const approved = await w.api('POST', `/visit/${walkIn.json().data._id}/decision`, w.tokens.admin, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const signedInAt = new Date(approved.json().data.signedInAt);
    const text = `Ada \\*Lovelace\\* (Analytical Engines) has arrived at ${timeIn('Europe/Paris', signedInAt)} and is waiting at the front desk.`;

    const channel = await opened;
    expect(channel).toMatchObject({ channelType: 'direct', name: w.members.admin.name, isNotices: false });
    const message = await heard;
    expect(message).toMatchObject({ channelId: channel._id, kind: 'message', message: text, sender: { _id: w.members.admin.id } });

    const history = await chatApi(t.app).page(w.tokens.editor, channel._id);
    expect(history.data.map((m) => [m._id, m.message])).toEqual([[message._id, text]]);
    expect((await chatApi(t.app).channels(w.tokens.editor)).find((c) => c._id === channel._id)).toMatchObject({ unreadCount: 1 });
    const senderSide = (await chatApi(t.app).channels(w.tokens.admin)).find((c) => c._id === channel._id);
    expect(senderSide).toMatchObject({ name: w.members.editor.name, unreadCount: 0 });

    expect(strangerHeard).toEqual([]);
    expect(await directMessagesOf(other.organizationId)).toEqual([]);
    expect((await chatApi(t.app).call('GET', `/api/channel/${channel._id}/messages`, other.tokens.editor)).statusCode).toBe(404);
  });

  it('comes from the inviter at a kiosk sign-in, in their existing conversation with the host', async () => {
    const w = await kioskWorkspace(t);
    const existing = await chatApi(t.app).create(w.tokens.read, { channelType: 'direct', members: [w.members.editor.id] });
    const visit = await invitedForEditor(w);
    const [host] = (await openSocketsFor(url, w.tokens.editor)) as Socket[];
    const created = record<Channel>(host!, 'channel_created');
    const heard = nextEvent<Message>(host!, 'new_message');

    const res = await w.kioskCall('POST', '/sign-in', { code: visit.code });
    expect(res.statusCode, res.body).toBe(200);
    const message = await heard;
    expect(message).toMatchObject({ channelId: existing._id, sender: { _id: w.members.read.id } });
    expect(message.message).toMatch(/^Ada Lovelace \(Analytical Engines\) has arrived at \d\d:\d\d and is waiting at the front desk\.$/);
    expect(created).toEqual([]);
    expect((await chatApi(t.app).page(w.tokens.editor, existing._id)).data.map((m) => m._id)).toEqual([message._id]);
  });

  it('is not sent for a visit held by the block list', async () => {
    const w = await kioskWorkspace(t);
    await w.block('domain', 'blocked.test');
    const held = await invitedForEditor(w, { email: 'eve@blocked.test' });
    const [host] = (await openSocketsFor(url, w.tokens.editor)) as Socket[];
    const heard = record<Message>(host!, 'new_message');

    const res = await w.kioskCall('POST', '/sign-in', { code: held.code });
    expect(res.statusCode, res.body).toBe(200);
    expect((await w.visitRow(held.id)).held).toBe(true);
    expect(await directMessagesOf(w.organizationId)).toEqual([]);
    expect(heard).toEqual([]);
    // Not even an empty conversation was opened.
    expect(await t.db.select().from(channels).where(and(eq(channels.organizationId, w.organizationId), ne(channels.channelType, 'channel')))).toEqual([]);
  });

  it("is the product's notice when the host invited the visitor themselves", async () => {
    const w = await kioskWorkspace(t);
    const own = await invitedForEditor(w, { invitedById: w.members.editor.id });
    const [host] = (await openSocketsFor(url, w.tokens.editor)) as Socket[];
    const heard = nextEvent<Message>(host!, 'new_message');
    expect((await w.kioskCall('POST', '/sign-in', { code: own.code })).statusCode).toBe(200);
    expect(await heard).toMatchObject({ kind: 'notice', sender: null, message: expect.stringMatching(/^Ada Lovelace \(Analytical Engines\) has arrived at \d\d:\d\d/) });
    expect((await directMessagesOf(w.organizationId)).map((m) => m.senderId)).toEqual([null]);
  });
});

describe('a desk sign-in', () => {
  // visits.service passes the signing member as actorId (the integrator's line); the announcement is tested with it here.
  it('comes from the desk member who signed the visitor in, not from the inviter', async () => {
    const w = await kioskWorkspace(t);
    const visit = await invitedForEditor(w);
    const [host] = (await openSocketsFor(url, w.tokens.editor)) as Socket[];
    const heard = nextEvent<Message>(host!, 'new_message');
    const deliver = await t.db.transaction(async (tx) => {
      await tx.update(visitsTable).set({ status: 'signedIn', signedInAt: new Date() }).where(eq(visitsTable.id, visit.id));
      return announceVisit(tx, { realtime: t.realtime, appUrl: t.config.APP_URL, actorId: w.members.maintainer.id }, visit.id, 'arrived');
    });
    deliver();
    expect(await heard).toMatchObject({ sender: { _id: w.members.maintainer.id } });
    expect((await directMessagesOf(w.organizationId)).map((m) => m.senderId)).toEqual([w.members.maintainer.id]);
  });
});

describe('visitChatText', () => {
  it('names the visitor, company and time in the settings time zone', () => {
    const at = new Date('2026-03-02T08:12:00Z');
    expect(visitChatText({ visitorName: 'Ada Lovelace', company: 'Analytical Engines', at, timeZone: 'Europe/London', kind: 'arrived' })).toBe(
      'Ada Lovelace (Analytical Engines) has arrived at 08:12 and is waiting at the front desk.',
    );
    expect(visitChatText({ visitorName: 'Ada Lovelace', company: '', at, timeZone: 'Europe/Paris', kind: 'arrived' })).toBe('Ada Lovelace has arrived at 09:12 and is waiting at the front desk.');
  });
});
