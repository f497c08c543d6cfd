import type { AddressInfo } from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { ChannelType } from '../../../../domain/chat/chat';
import type { Db } from '../../../platform/db/database';
import { channelMembers, channels } from '../../../platform/db/schema';
import { tokenFor } from '../../../test/factories';
import type { TestApp } from '../../../test/testApp';

/** Test helpers for the call sockets: real socket.io clients against the listening test app. */

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A conversation row with its members, written directly (the chat routes are tested elsewhere). */
export async function conversation(db: Db, organizationId: string, memberIds: string[], channelType: ChannelType = 'direct') {
  const [channel] = await db
    .insert(channels)
    .values({
      organizationId,
      channelType,
      name: channelType === 'direct' ? '' : `Group ${Math.random().toString(36).slice(2, 8)}`,
      createdBy: memberIds[0],
      directKey: channelType === 'direct' ? [...memberIds].sort().join(':') : null,
    })
    .returning();
  await db.insert(channelMembers).values(memberIds.map((userId) => ({ channelId: channel!.id, userId, organizationId })));
  return channel!;
}

export interface Client {
  socket: Socket;
  userId: string;
  /** Every event this socket received, in order. */
  received: { event: string; payload: unknown }[];
  /** Emits with an acknowledgement and resolves with the answer. */
  request<T = unknown>(event: string, payload: unknown): Promise<{ ok: true; data: T } | { ok: false; message: string }>;
  /** The first event of that name, matching the test, not handed out before (already received ones count). */
  next<T = unknown>(event: string, test?: (payload: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
}

export async function connect(url: string, db: Db, user: { id: string }): Promise<Client> {
  const socket = connectSocket(url, { path: '/socket.io', transports: ['websocket'], auth: { token: await tokenFor(db, user) }, reconnection: false, forceNew: true });
  const received: Client['received'] = [];
  const waiters = new Set<(entry: { event: string; payload: unknown }) => boolean>();
  socket.onAny((event: string, payload: unknown) => {
    const entry = { event, payload };
    received.push(entry);
    for (const waiter of [...waiters]) if (waiter(entry)) waiters.delete(waiter);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const taken = new Set<object>();
  return {
    socket,
    userId: user.id,
    received,
    request: (event, payload) => socket.timeout(10_000).emitWithAck(event, payload),
    next<T>(event: string, test: (payload: T) => boolean = () => true, timeoutMs = 10_000): Promise<T> {
      const matches = (entry: { event: string; payload: unknown }) => !taken.has(entry) && entry.event === event && test(entry.payload as T);
      const already = received.find(matches);
      if (already) {
        taken.add(already);
        return Promise.resolve(already.payload as T);
      }
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no ${event} within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = (entry: { event: string; payload: unknown }) => {
          if (!matches(entry)) return false;
          clearTimeout(timer);
          taken.add(entry);
          resolve(entry.payload as T);
          return true;
        };
        waiters.add(waiter);
      });
    },
    close: () => socket.close(),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
