import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, Message } from '../../../domain/chat/chat';
import { users } from '../../platform/db/schema';
import type { ServerToClientEvents } from '../../platform/realtime/realtime';
import { createTestApp, type TestApp } from '../../test/testApp';
import { chatApi, chatOrganization, clientId, emitAck, joined, listen, nextEvent, openSocket, record } from './test/chatKit';

/**
 * Two server processes' worth of app on one database, joined by the socket.io Redis adapter:
 * what one node emits reaches sockets connected to the other. Needs REDIS_URL (CI sets it).
 */
const redis = !!process.env.REDIS_URL;

type StatusEvent = Parameters<ServerToClientEvents['user_status_changed']>[0];
type StatusChange = StatusEvent['changes'][number];

describe.skipIf(!redis)('chat across nodes', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    nodeA = await createTestApp();
    nodeB = await createTestApp({ database: nodeA.database });
    urlA = await listen(nodeA.app);
    urlB = await listen(nodeB.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nodeB?.close();
    await nodeA?.close();
  });

  const connect = async (url: string, token: string) => {
    const socket = await openSocket(url, token);
    sockets.push(socket);
    return socket;
  };

  it.skipIf(!redis)('delivers a message, its edits and a new conversation sent through node A to a member on node B, and nothing to a non-member', async () => {
    const { members, tokens } = await chatOrganization(nodeA.db);
    const apiA = chatApi(nodeA.app);
    const group = await apiA.create(tokens.editor, { channelType: 'group', name: 'Nodes', members: [members.read.id, members.owner.id] });

    const onA = await connect(urlA, tokens.editor);
    const onB = await connect(urlB, tokens.read);
    const outsiderOnB = await connect(urlB, tokens.admin);
    await joined(nodeA.realtime, onA, group._id);
    await joined(nodeB.realtime, onB, group._id);
    const heardByOutsider = record(outsiderOnB, 'new_message');

    const arrival = nextEvent<Message>(onB, 'new_message');
    const ack = await emitAck<Message>(onA, 'send_message', { channelId: group._id, message: 'from A', clientId: clientId() });
    expect(ack.ok).toBe(true);
    expect(await arrival).toEqual(ack.ok && ack.data);

    const edited = nextEvent<Message>(onB, 'edit_message');
    await emitAck(onA, 'edit_message', { messageId: (await arrival)._id, message: 'from A, edited' });
    expect((await edited).message).toBe('from A, edited');

    // A conversation created on node A puts the node-B socket in its room at once.
    const created = nextEvent<Channel>(onB, 'channel_created');
    const direct = (await apiA.ok<{ data: Channel }>('POST', '/api/channels/direct', tokens.editor, { members: [members.read.id] }, 201)).data;
    expect((await created)._id).toBe(direct._id);
    await joined(nodeB.realtime, onB, direct._id);
    const dm = nextEvent<Message>(onB, 'new_message', (m) => m.channelId === direct._id);
    await emitAck(onA, 'send_message', { channelId: direct._id, message: 'direct from A', clientId: clientId() });
    expect((await dm).message).toBe('direct from A');

    // msg_read on node B reaches the same user's socket on node A.
    const readerOnA = await connect(urlA, tokens.read);
    const readState = nextEvent<Partial<Channel>>(readerOnA, 'channel_updated');
    expect(await emitAck(onB, 'msg_read', { channelId: group._id })).toEqual({ ok: true });
    expect(await readState).toMatchObject({ _id: group._id, unreadCount: 0 });

    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heardByOutsider).toEqual([]);
  });

  it.skipIf(!redis)('takes offline, on a sweep by node A, a user whose only tab was on a node that crashed', async () => {
    const { members, tokens } = await chatOrganization(nodeA.db, ['owner', 'editor'] as const);
    const storedStatus = async () => (await nodeA.db.select({ status: users.contactStatus }).from(users).where(eq(users.id, members.editor.id)))[0]!.status;
    const statusOf = (status: StatusChange['contactStatus']) => (event: StatusEvent) => event.changes.some((change) => change.userId === members.editor.id && change.contactStatus === status);
    const observerOnA = await connect(urlA, tokens.owner);

    const crashing = await createTestApp({ database: nodeA.database });
    let closed = false;
    try {
      const cameOnline = nextEvent(observerOnA, 'user_status_changed', statusOf('online'));
      await connect(await listen(crashing.app), tokens.editor);
      await cameOnline;

      // A crash as the cluster sees it: the node's sockets and its Redis links go, and its
      // presence writes nothing for them.
      await crashing.presence.close();
      closed = true;
      await crashing.close();
      expect(await storedStatus()).toBe('online');

      const wentOffline = nextEvent(observerOnA, 'user_status_changed', statusOf('offline'));
      await nodeA.presence.sweep();
      expect((await wentOffline).changes.find((change) => change.userId === members.editor.id)!.lastSeen).not.toBeNull();
      expect(await storedStatus()).toBe('offline');
    } finally {
      if (!closed) await crashing.close();
    }
  });
});
