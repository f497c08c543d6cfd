import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import type { ChatClientToServerEvents, ChatServerToClientEvents } from '../../../domain/chat/events';
import type { Notification } from '../../../domain/notifications/notifications';
import { SESSION_COOKIE } from '../auth/access';
import type { SessionStore, SessionUser } from '../auth/sessions';

/** Events the server sends; features add theirs here so the map stays typed in one place. */
export interface ServerToClientEvents extends ChatServerToClientEvents {
  force_logout: (payload: { reason: 'deactivated' | 'session_revoked' | 'password_reset' }) => void;
  new_notification: (payload: Notification) => void;
  /** A project the user can see was created, changed or removed: project lists refetch. */
  projects_updated: (payload: { projectId: string }) => void;
  /** Tasks of a project changed: open boards and lists refetch. */
  tasks_updated: (payload: { projectId: string; taskIds: string[] }) => void;
  /** Members or invitations changed: team lists refetch. */
  team_updated: (payload: { organizationId: string }) => void;
}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ClientToServerEvents extends ChatClientToServerEvents {}
export interface SocketData {
  user: SessionUser;
  sessionId: string;
  /** This tab's own presence: 'away' after idle, 'online' otherwise (presence reads it across nodes). */
  idle?: boolean;
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const userRoom = (userId: string) => `user:${userId}`;
export const orgRoom = (organizationId: string) => `org:${organizationId}`;
/** A conversation's room: only sockets of its members ever join it. */
export const channelRoom = (channelId: string) => `channel:${channelId}`;

export interface Realtime {
  io: AppServer;
  /**
   * Features add their socket handlers and room joins here (chat, calls), run for every
   * authenticated socket. Register listeners synchronously, before the first await.
   */
  onConnection(handler: (socket: AppSocket) => void | Promise<void>): void;
  toChannel<E extends keyof ServerToClientEvents>(channelId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Puts every socket of these users, on every node, into (or out of) a conversation's room. */
  joinChannel(userIds: string[], channelId: string): void;
  leaveChannel(userIds: string[], channelId: string): void;
  toUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  toOrganization<E extends keyof ServerToClientEvents>(organizationId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Disconnects every socket of a user, on every node (the adapter relays it). */
  disconnectUser(userId: string): void;
  close(): Promise<void>;
}

/** Resolves once a Redis client is connected or gone (at most timeoutMs). */
function untilSettled(client: Redis, timeoutMs = 2000): Promise<void> {
  if (client.status === 'ready' || client.status === 'end') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    client.once('ready', done);
    client.once('end', done);
  });
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function createRealtime(options: {
  server: HttpServer;
  sessions: SessionStore;
  redisUrl?: string;
  logger: Logger;
}): Realtime {
  const { server, sessions, redisUrl, logger } = options;
  const io: Realtime['io'] = new Server(server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
  });

  const redisClients: Redis[] = [];
  if (redisUrl) {
    const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (error) => logger.warn({ err: error }, 'redis adapter connection error'));
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  // Authenticate at the handshake: a socket without a live session never joins a room.
  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown };
    const token = typeof auth.token === 'string' ? auth.token : cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
    if (!token) return next(new Error('Please log in to continue'));
    sessions
      .find(token)
      .then((active) => {
        if (!active || active.user.status !== 'active') return next(new Error('Your session has ended. Please log in again.'));
        socket.data.user = active.user;
        socket.data.sessionId = active.sessionId;
        next();
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'socket authentication failed');
        next(new Error('Could not authenticate'));
      });
  });

  const connectionHandlers: ((socket: AppSocket) => void | Promise<void>)[] = [];
  io.on('connection', (socket) => {
    const { user } = socket.data;
    void socket.join(userRoom(user.id));
    if (user.organizationId) void socket.join(orgRoom(user.organizationId));
    // All handlers start at once: socket.io drops an event that arrives before its listener,
    // so each handler registers its listeners before its first await.
    for (const handler of connectionHandlers) {
      Promise.resolve()
        .then(() => handler(socket))
        .catch((error: unknown) => logger.error({ err: error, userId: user.id }, 'socket connection handler failed'));
    }
  });

  return {
    io,
    onConnection(handler) {
      connectionHandlers.push(handler);
    },
    toChannel(channelId, event, ...args) {
      io.to(channelRoom(channelId)).emit(event, ...args);
    },
    joinChannel(userIds, channelId) {
      if (userIds.length > 0) io.in(userIds.map(userRoom)).socketsJoin(channelRoom(channelId));
    },
    leaveChannel(userIds, channelId) {
      if (userIds.length > 0) io.in(userIds.map(userRoom)).socketsLeave(channelRoom(channelId));
    },
    toUser(userId, event, ...args) {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    toOrganization(organizationId, event, ...args) {
      io.to(orgRoom(organizationId)).emit(event, ...args);
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    async close() {
      // Not io.close(): that would also close the HTTP server, which Fastify owns.
      io.local.disconnectSockets(true);
      io.engine.close();
      // A closing node stops answering other nodes' requests (fetchSockets, socketsJoin) first:
      // the adapter answers them on the publish client without catching, so an answer sent
      // while that client quits would reject unhandled.
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      // The adapter subscribes without handling failure: quitting before that subscription
      // is answered would reject it unhandled, so let a connecting client finish first.
      await Promise.all(
        redisClients.map(async (client) => {
          await untilSettled(client);
          await client.quit().catch(() => undefined);
        }),
      );
    },
  };
}
