import { eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContactStatus } from '../../../domain/chat/chat';
import type { StatusChange } from '../../../domain/chat/events';
import { users } from '../../platform/db/schema';
import { userRoom, type ClientToServerEvents, type ServerToClientEvents } from '../../platform/realtime/realtime';
import { callApi } from '../../test/api';
import { createOrganization, tokenFor, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { deriveStatus, resetPresence } from './presence';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type StatusEvent = StatusChange;

let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await createTestApp();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

const open: ClientSocket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});

/** A connected socket and every user_status_changed it receives, from the moment it connects. */
async function connect(token: string, at = address): Promise<{ socket: ClientSocket; heard: StatusEvent[] }> {
  const socket: ClientSocket = connectSocket(at, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  open.push(socket);
  const heard: StatusEvent[] = [];
  socket.on('user_status_changed', ({ changes }) => heard.push(...changes));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, heard };
}

async function until<T>(find: () => T | undefined | false, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const heardStatus = (heard: StatusEvent[], userId: string, status: ContactStatus, from = 0) =>
  until(() => heard.slice(from).find((event) => event.userId === userId && event.contactStatus === status), `${status} for ${userId}`);

const stored = async (userId: string) => (await t.db.select({ status: users.contactStatus, chosen: users.chosenStatus, lastSeenAt: users.lastSeenAt }).from(users).where(eq(users.id, userId)))[0]!;

async function setStatus(socket: ClientSocket, status: string) {
  return (await socket.timeout(5000).emitWithAck('set_status', { status } as { status: 'online' })) as { ok: boolean; message?: string };
}

/** Settles the server's handling of what was sent before: an acknowledged request from the same user runs after it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Everything the server sent this socket so far has arrived: the reply to a later request comes after it. */
async function delivered(socket: ClientSocket) {
  expect(await setStatus(socket, 'online')).toEqual({ ok: true });
}

const statusesOf = (heard: StatusEvent[], userId: string) => heard.filter((event) => event.userId === userId).map((event) => event.contactStatus);

/**
 * Holds the answers to cluster look-ups of a user's sockets until released, the way the Redis
 * adapter waits for a slow node: this node's sockets are listed when fetchSockets is called,
 * their data read when it answers.
 */
function holdClusterAnswers(userId: string) {
  const adapter = t.realtime.io.of('/').adapter;
  const fetchSockets = adapter.fetchSockets.bind(adapter);
  let asked = 0;
  let released = false;
  const held: (() => void)[] = [];
  adapter.fetchSockets = async (opts) => {
    if (!opts.rooms.has(userRoom(userId))) return fetchSockets(opts);
    asked += 1;
    const sockets = await fetchSockets(opts);
    if (!released) await new Promise<void>((resolve) => held.push(resolve));
    return sockets;
  };
  return {
    asked: () => asked,
    release() {
      released = true;
      adapter.fetchSockets = fetchSockets;
      for (const resolve of held.splice(0)) resolve();
    },
  };
}

const serverSocket = (socketId: string) => t.realtime.io.of('/').sockets.get(socketId);

async function colleagues() {
  const { organization, members } = await createOrganization(t.db, ['owner', 'editor'] as const);
  const other = await createOrganization(t.db, ['owner'] as const);
  return {
    organization,
    subject: members.owner as TestUser,
    observer: members.editor as TestUser,
    subjectToken: await tokenFor(t.db, members.owner),
    observerToken: await tokenFor(t.db, members.editor),
    outsiderToken: await tokenFor(t.db, other.members.owner),
  };
}

describe('presence', () => {
  it('tells the organisation, and only the organisation, when someone comes online', async () => {
    const c = await colleagues();
    const observer = await connect(c.observerToken);
    const outsider = await connect(c.outsiderToken);

    await connect(c.subjectToken);
    const event = await heardStatus(observer.heard, c.subject.id, 'online');
    expect(event.lastSeen).toBeNull();
    expect((await stored(c.subject.id)).status).toBe('online');
    await settle();
    expect(outsider.heard.filter((e) => e.userId === c.subject.id)).toEqual([]);

    const presence = await callApi(t.app, 'GET', '/api/chat/presence', c.observerToken);
    expect(presence.statusCode).toBe(200);
    const list = presence.json().data as { userId: string; contactStatus: ContactStatus; lastSeen: string | null }[];
    expect(list).toHaveLength(2);
    expect(list).toContainEqual({ userId: c.subject.id, contactStatus: 'online', lastSeen: null });
    expect((await callApi(t.app, 'GET', '/api/chat/presence', c.outsiderToken)).json().data.map((p: { userId: string }) => p.userId)).not.toContain(c.subject.id);
  });

  it('is away when the only tab is idle, and online again when it is active', async () => {
    const c = await colleagues();
    const observer = await connect(c.observerToken);
    const tab = await connect(c.subjectToken);
    await heardStatus(observer.heard, c.subject.id, 'online');

    expect(await setStatus(tab.socket, 'away')).toEqual({ ok: true });
    await heardStatus(observer.heard, c.subject.id, 'away');
    expect((await stored(c.subject.id)).status).toBe('away');

    const mark = observer.heard.length;
    expect(await setStatus(tab.socket, 'online')).toEqual({ ok: true });
    await heardStatus(observer.heard, c.subject.id, 'online', mark);
  });

  it('stays online while any tab is open and active; offline with lastSeen when the last one goes', async () => {
    const c = await colleagues();
    const observer = await connect(c.observerToken);
    const first = await connect(c.subjectToken);
    await heardStatus(observer.heard, c.subject.id, 'online');
    const second = await connect(c.subjectToken);

    // One idle tab does not make the user away while another is active.
    expect(await setStatus(first.socket, 'away')).toEqual({ ok: true });
    first.socket.disconnect();
    await settle();
    expect(await setStatus(second.socket, 'online')).toEqual({ ok: true });
    expect((await stored(c.subject.id)).status).toBe('online');
    expect(statusesOf(observer.heard, c.subject.id)).toEqual(['online']);

    const before = Date.now();
    second.socket.disconnect();
    const offline = await heardStatus(observer.heard, c.subject.id, 'offline');
    expect(offline.lastSeen).not.toBeNull();
    expect(Date.parse(offline.lastSeen!)).toBeGreaterThanOrEqual(before - 1000);
    const row = await stored(c.subject.id);
    expect(row.status).toBe('offline');
    expect(row.lastSeenAt?.toISOString()).toBe(offline.lastSeen);
  });

  // Both were written for a moment (away, offline) by a refresh reading a stale list.
  it.each(['goes idle', 'closes'] as const)('shows no passing status when a tab %s while a refresh that listed it waits for the cluster', async (change) => {
    const c = await colleagues();
    const observer = await connect(c.observerToken);
    const first = await connect(c.subjectToken);
    await heardStatus(observer.heard, c.subject.id, 'online');
    const firstId = first.socket.id!;

    // A refresh lists the one tab, then waits for the other nodes' answers; meanwhile a
    // second tab opens and the first changes.
    const cluster = holdClusterAnswers(c.subject.id);
    let second: Awaited<ReturnType<typeof connect>>;
    try {
      first.socket.emit('set_status', { status: 'online' });
      await until(() => cluster.asked() > 0, 'a cluster look-up');
      second = await connect(c.subjectToken);
      if (change === 'goes idle') {
        first.socket.emit('set_status', { status: 'away' });
        await until(() => serverSocket(firstId)?.data.idle === true, 'the first tab idle on the server');
      } else {
        first.socket.disconnect();
        await until(() => !serverSocket(firstId), 'the first tab gone from the server');
      }
    } finally {
      cluster.release();
    }

    // Acknowledged after every refresh queued before it.
    expect(await setStatus(second.socket, 'online')).toEqual({ ok: true });
    expect((await stored(c.subject.id)).status).toBe('online');
    await settle();
    expect(statusesOf(observer.heard, c.subject.id)).toEqual(['online']);
  });

  it('keeps busy, once chosen, across a reconnect until the user picks online', async () => {
    const c = await colleagues();
    const observer = await connect(c.observerToken);
    const tab = await connect(c.subjectToken);
    await heardStatus(observer.heard, c.subject.id, 'online');
    expect(await setStatus(tab.socket, 'busy')).toEqual({ ok: true });
    await heardStatus(observer.heard, c.subject.id, 'busy');
    // Idle does not turn busy into away.
    expect(await setStatus(tab.socket, 'away')).toEqual({ ok: true });

    tab.socket.disconnect();
    await heardStatus(observer.heard, c.subject.id, 'offline');
    expect((await stored(c.subject.id)).chosen).toBe('busy');

    const mark = observer.heard.length;
    const again = await connect(c.subjectToken);
    await heardStatus(observer.heard, c.subject.id, 'busy', mark);
    expect(await setStatus(again.socket, 'online')).toEqual({ ok: true });
    await heardStatus(observer.heard, c.subject.id, 'online', mark);
    expect(await stored(c.subject.id)).toMatchObject({ status: 'online', chosen: null });
    expect(statusesOf(observer.heard.slice(mark), c.subject.id)).toEqual(['busy', 'online']);
  });

  it('takes offline, on a sweep, someone left online with no tab open anywhere, and leaves online whoever has one', async () => {
    const c = await colleagues();
    const observer = await connect(c.observerToken);
    await heardStatus(observer.heard, c.observer.id, 'online');
    // What a crashed node leaves behind: online in the database, no socket on any node.
    await t.db.update(users).set({ contactStatus: 'online' }).where(eq(users.id, c.subject.id));

    await t.presence.sweep();
    const offline = await heardStatus(observer.heard, c.subject.id, 'offline');
    expect(offline.lastSeen).not.toBeNull();
    const row = await stored(c.subject.id);
    expect(row.status).toBe('offline');
    expect(row.lastSeenAt?.toISOString()).toBe(offline.lastSeen);

    expect((await stored(c.observer.id)).status).toBe('online');
    await delivered(observer.socket);
    expect(statusesOf(observer.heard, c.observer.id)).toEqual(['online']);
  });

  it('keeps online someone who connects while a sweep runs', async () => {
    const c = await colleagues();
    await t.db.update(users).set({ contactStatus: 'online' }).where(eq(users.id, c.subject.id));

    await Promise.all([t.presence.sweep(), connect(c.subjectToken)]);
    // Whichever wrote first, the last write is the one that saw the new socket.
    const shown = async () => {
      const list = (await callApi(t.app, 'GET', '/api/chat/presence', c.observerToken)).json().data as { userId: string; contactStatus: ContactStatus }[];
      return list.find((entry) => entry.userId === c.subject.id)?.contactStatus;
    };
    await expect.poll(shown, { timeout: 5000, interval: 20 }).toBe('online');
    await t.presence.sweep();
    expect(await shown()).toBe('online');
  });

  it('refuses a status that cannot be chosen', async () => {
    const c = await colleagues();
    const tab = await connect(c.subjectToken);
    expect(await setStatus(tab.socket, 'offline')).toEqual({ ok: false, message: 'status must be online, away or busy' });
  });
});

describe('presence rules', () => {
  it('derives the status from the chosen status and every tab', () => {
    expect(deriveStatus(null, [])).toBe('offline');
    expect(deriveStatus('busy', [])).toBe('offline');
    expect(deriveStatus('busy', [false])).toBe('busy');
    expect(deriveStatus(null, [true, false])).toBe('online');
    expect(deriveStatus(null, [true, true])).toBe('away');
  });

  it('resets statuses left behind by a previous run of a single node', async () => {
    const c = await colleagues();
    await t.db.update(users).set({ contactStatus: 'online' }).where(eq(users.id, c.subject.id));
    await resetPresence(t.db);
    const row = await stored(c.subject.id);
    expect(row.status).toBe('offline');
    expect(row.lastSeenAt).not.toBeNull();
  });
});

describe.skipIf(!process.env.REDIS_URL)('presence across two nodes (Redis)', () => {
  let second: TestApp;
  let secondAddress: string;
  beforeAll(async () => {
    second = await createTestApp({ database: t.database });
    secondAddress = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    // Let node A's last presence look-ups finish first: the Redis adapter of a node being
    // closed still answers them, and publishing on its closed client rejects unhandled.
    await settle();
    await second?.close();
  });

  it('counts tabs on every node: one leaving node A keeps the user online through node B', async () => {
    const c = await colleagues();
    const observer = await connect(c.observerToken, address);
    const onA = await connect(c.subjectToken, address);
    await heardStatus(observer.heard, c.subject.id, 'online');
    const onB = await connect(c.subjectToken, secondAddress);

    onA.socket.disconnect();
    await settle();
    expect(await setStatus(onB.socket, 'online')).toEqual({ ok: true });
    expect((await stored(c.subject.id)).status).toBe('online');
    expect(statusesOf(observer.heard, c.subject.id)).toEqual(['online']);

    // A change seen on node B reaches the observer on node A.
    expect(await setStatus(onB.socket, 'away')).toEqual({ ok: true });
    await heardStatus(observer.heard, c.subject.id, 'away');
    onB.socket.disconnect();
    await heardStatus(observer.heard, c.subject.id, 'offline');
  });

  it('shows no passing offline when the last tab on node A closes as one opens on node B', async () => {
    const c = await colleagues();
    const observer = await connect(c.observerToken, address);
    const onA = await connect(c.subjectToken, address);
    await heardStatus(observer.heard, c.subject.id, 'online');

    // Node A's refresh for the closed tab has its answers (no tab anywhere) but is slow to
    // write; meanwhile a tab opens on node B, whose refresh starts later and writes first.
    const cluster = holdClusterAnswers(c.subject.id);
    let onB: Awaited<ReturnType<typeof connect>>;
    try {
      onA.socket.disconnect();
      await until(() => cluster.asked() > 0, "node A's cluster look-up");
      onB = await connect(c.subjectToken, secondAddress);
      expect(await setStatus(onB.socket, 'online')).toEqual({ ok: true });
    } finally {
      cluster.release();
    }

    await settle();
    expect(await setStatus(onB.socket, 'online')).toEqual({ ok: true });
    expect((await stored(c.subject.id)).status).toBe('online');
    expect(statusesOf(observer.heard, c.subject.id)).toEqual(['online']);
  });
});
