import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { expect, onTestFinished } from 'vitest';
import type { Channel, Message } from '../../../../domain/chat/chat';
import type { OrgRole } from '../../../../domain/permissions/roles';
import type { Db } from '../../../platform/db/database';
import { channelRoom, type Realtime } from '../../../platform/realtime/realtime';
import { callApi, type Method } from '../../../test/api';
import { createOrganization, tokenFor } from '../../../test/factories';

/** Shared by the chat test files: an organisation with tokens, API shortcuts and real socket.io clients. */

export const CHAT_ROLES = ['owner', 'admin', 'editor', 'read'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export async function chatOrganization<R extends OrgRole = ChatRole>(db: Db, roles: readonly R[] = CHAT_ROLES as unknown as R[]) {
  const { organization, members } = await createOrganization(db, roles);
  const tokens = {} as Record<R, string>;
  for (const role of roles) tokens[role] = await tokenFor(db, members[role]);
  return { organization, members, tokens };
}

export const clientId = () => randomUUID();

export function chatApi(app: FastifyInstance) {
  const call = (method: Method, url: string, token: string, payload?: unknown) => callApi(app, method, url, token, payload);
  const ok = async <T>(method: Method, url: string, token: string, payload?: unknown, status = 200): Promise<T> => {
    const res = await call(method, url, token, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  return {
    call,
    ok,
    /** A channel or group made by `token`'s user with these members. */
    create: async (token: string, body: { channelType: 'channel' | 'group' | 'direct'; members?: string[]; name?: string }) =>
      (await ok<{ data: Channel }>('POST', '/api/channels', token, { members: [], ...body }, 201)).data,
    send: async (token: string, channelId: string, message: string, extra: Record<string, unknown> = {}) =>
      (await ok<{ data: Message }>('POST', `/api/channel/${channelId}/messages`, token, { message, clientId: clientId(), ...extra })).data,
    page: async (token: string, channelId: string, query = '') =>
      ok<{ data: Message[]; nextCursor: string | null }>('GET', `/api/channel/${channelId}/messages${query}`, token),
    channels: async (token: string, query = '') => (await ok<{ data: Channel[] }>('GET', `/api/channels${query}`, token)).data,
  };
}

/** The app listening on a free port (shared by every socket test). */
export { listen } from '../../../test/testApp';

/** A connected real client, as the web opens it (websocket only, auth token). */
export async function openSocket(url: string, token: string): Promise<Socket> {
  const socket = connectSocket(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Sockets of these people (by token), closed when the test ends. */
export async function openSocketsFor(url: string, ...tokens: string[]): Promise<Socket[]> {
  const sockets = await Promise.all(tokens.map((token) => openSocket(url, token)));
  onTestFinished(() => {
    for (const socket of sockets) socket.close();
  });
  return sockets;
}

/** Everything a socket hears of one event, for later assertions. */
export function record<T = unknown>(socket: Socket, event: string): T[] {
  const heard: T[] = [];
  socket.on(event, (payload: T) => heard.push(payload));
  return heard;
}

/** The next `event` on `socket` that satisfies `match`; fails after `timeoutMs`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, match: (payload: T) => boolean = () => true, timeoutMs = 3000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

export type AckResult<T> = { ok: true; data: T } | { ok: false; message: string };

export function emitAck<T = Message>(socket: Socket, event: string, payload: unknown): Promise<AckResult<T>> {
  return socket.timeout(5000).emitWithAck(event, payload) as Promise<AckResult<T>>;
}

/**
 * Waits until the server has put the socket in a conversation's room: the joins happen
 * after the connect, once the memberships are read, and on PostgreSQL nothing orders
 * that read before a test's next query.
 */
export async function joined(realtime: Realtime, socket: Socket, channelId: string): Promise<void> {
  await expect
    .poll(async () => (await realtime.io.in(channelRoom(channelId)).fetchSockets()).some((remote) => remote.id === socket.id), { timeout: 3000, interval: 20 })
    .toBe(true);
}

