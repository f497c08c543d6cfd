import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatApi, chatOrganization, clientId, emitAck, listen, nextEvent, openSocket } from '../../modules/chat/test/chatKit';
import { createOrganization, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * The socket's way in gets the HTTP API's checks: the Origin when a cookie authenticates it,
 * and the user's current session, role and status on every event, not those it connected with.
 */

let t: TestApp;
let url: string;
let api: ReturnType<typeof chatApi>;
const sockets: Socket[] = [];
beforeAll(async () => {
  // APP_URL is http://localhost:3000 (testApp); the server itself listens on 127.0.0.1.
  t = await createTestApp();
  api = chatApi(t.app);
  url = await listen(t.app);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => t?.close());

/** Connects the way a browser does: the session cookie, and the page's Origin. */
function connectWithCookie(token: string, origin: string): Promise<Socket> {
  const socket = connectSocket(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie: `sid=${token}`, origin },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function open(token: string): Promise<Socket> {
  const socket = await openSocket(url, token);
  sockets.push(socket);
  return socket;
}

const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

describe('socket handshake', () => {
  it("refuses a cookie sent from another origin's page, and accepts the app's own", async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    const token = await tokenFor(t.db, members.editor);
    for (const origin of ['http://localhost:3001', 'http://evil.localhost:3000', 'https://evil.example']) {
      await expect(connectWithCookie(token, origin), origin).rejects.toThrow('This connection came from another site and was refused');
    }
    expect((await connectWithCookie(token, 'http://localhost:3000')).connected).toBe(true);
    // The server's own address (a browser that opened http://127.0.0.1:port) is its own origin too.
    expect((await connectWithCookie(token, url)).connected).toBe(true);
  });

  it('keeps accepting bearer-token clients, which have no browser Origin', async () => {
    const { members } = await createOrganization(t.db, ['editor']);
    expect((await open(await tokenFor(t.db, members.editor))).connected).toBe(true);
  });
});

describe('socket events', () => {
  it('authorise against the current role: a demoted admin can no longer delete others’ messages', async () => {
    const { members, tokens } = await chatOrganization(t.db, ['owner', 'admin'] as const);
    const group = await api.create(tokens.owner, { channelType: 'channel', name: 'moderated', members: [members.admin.id] });
    const admin = await open(tokens.admin);
    const first = await api.send(tokens.owner, group._id, 'first');
    const second = await api.send(tokens.owner, group._id, 'second');

    // As an admin, the socket may delete the owner's message (the test would pass vacuously otherwise).
    expect(await emitAck(admin, 'delete_message', { messageId: first._id })).toMatchObject({ ok: true });

    const told = nextEvent(admin, 'session_updated');
    const demote = await api.call('POST', `/api/user/role/${members.admin.id}`, tokens.owner, { role: 'read' });
    expect(demote.statusCode, demote.body).toBe(200);
    // Their pages hear it at once, to show what the new role may do.
    expect(await told).toEqual({ role: 'read' });
    expect(await emitAck(admin, 'delete_message', { messageId: second._id })).toEqual({ ok: false, message: expect.any(String) });
    const page = await api.page(tokens.owner, group._id);
    expect(page.data.find((message) => message._id === second._id)?.message).toBe('second');
    // Still connected, and still allowed what a read member may do.
    expect(admin.connected).toBe(true);
    expect(await emitAck(admin, 'send_message', { channelId: group._id, message: 'still here', clientId: clientId() })).toMatchObject({ ok: true });
  });

  it("logging out closes that session's sockets, on every tab, and no other session's", async () => {
    const { members, tokens } = await chatOrganization(t.db, ['owner', 'editor'] as const);
    const group = await api.create(tokens.owner, { channelType: 'channel', name: 'logout', members: [members.editor.id] });
    const otherToken = await tokenFor(t.db, members.editor);
    const [tabOne, tabTwo, elsewhere] = [await open(tokens.editor), await open(tokens.editor), await open(otherToken)];
    const told = [nextEvent(tabOne, 'force_logout'), nextEvent(tabTwo, 'force_logout')];
    const gone = [disconnected(tabOne), disconnected(tabTwo)];

    const res = await api.call('POST', '/api/logout', tokens.editor);
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(told)).toEqual([{ reason: 'logged_out' }, { reason: 'logged_out' }]);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    // The same user's other session is untouched, and its socket still sends.
    expect(elsewhere.connected).toBe(true);
    expect(await emitAck(elsewhere, 'send_message', { channelId: group._id, message: 'from the other browser', clientId: clientId() })).toMatchObject({ ok: true });
  });

  it('refuse an event from a socket whose session ended without a disconnect, and sign it out', async () => {
    const { members, tokens } = await chatOrganization(t.db, ['owner', 'editor'] as const);
    const group = await api.create(tokens.owner, { channelType: 'channel', name: 'ended', members: [members.editor.id] });
    const socket = await open(tokens.editor);
    // The session store's revocation alone, without the disconnect its callers add: the event check is the net under it.
    await t.sessions.revokeAllForUser(members.editor.id);
    const told = nextEvent(socket, 'force_logout');
    socket.emit('send_message', { channelId: group._id, message: 'should not land', clientId: clientId() });
    expect(await told).toEqual({ reason: 'session_revoked' });
    await expect.poll(() => socket.connected).toBe(false);
    const page = await api.page(tokens.owner, group._id);
    expect(page.data.map((message) => message.message)).not.toContain('should not land');
  });
});
