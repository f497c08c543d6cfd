import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../../domain/realtime/events';
import { sessionCookieOf } from '../auth/access';
import type { SessionStore, SessionUser } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { clientEvent } from './clientEvent';
import { isForeignOrigin, upgradeOrigin } from '../http/originCheck';

export type { ClientToServerEvents, ServerToClientEvents };
export interface SocketData {
  /** The user as of this socket's latest event: re-read from the session before every event. */
  user: SessionUser;
  sessionId: string;
  /** The session token's hash (never the token): each event looks the session up again by it. */
  tokenHash: string;
  /** This tab's own presence: 'away' after idle, 'online' otherwise (presence reads it across nodes). */
  idle?: boolean;
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const userRoom = (userId: string) => `user:${userId}`;
export const orgRoom = (organizationId: string) => `org:${organizationId}`;
/** A conversation's room: only sockets of its members ever join it. */
export const channelRoom = (channelId: string) => `channel:${channelId}`;
/** The sockets of one session (one browser's sign-in): logging out closes them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

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
  toUsers<E extends keyof ServerToClientEvents>(userIds: readonly string[], event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  toOrganization<E extends keyof ServerToClientEvents>(organizationId: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Disconnects every socket of a user, on every node (the adapter relays it). */
  disconnectUser(userId: string): void;
  /** Tells the sockets of one session it ended, and disconnects them, on every node. */
  endSession(sessionId: string): void;
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

export function createRealtime(options: {
  server: HttpServer;
  sessions: SessionStore;
  /** The web app's origin: a browser handshake from any other is refused when a cookie authenticates it. */
  appUrl: string;
  redisUrl?: string;
  logger: Logger;
}): Realtime {
  const { server, sessions, appUrl, redisUrl, logger } = options;
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
    const bearer = typeof auth.token === 'string' ? auth.token : null;
    const token = bearer ?? sessionCookieOf(socket.handshake.headers.cookie);
    if (!token) return next(new Error('Please log in to continue'));
    // The cookie rides along with any page's request: only the app's own pages may use it here.
    const foreign = isForeignOrigin(appUrl, upgradeOrigin(socket.handshake.headers, socket.handshake.secure));
    if (!bearer && foreign) return next(new Error('This connection came from another site and was refused'));
    const tokenHash = hashToken(token);
    sessions
      .findByHash(tokenHash)
      .then((active) => {
        if (!active || active.user.status !== 'active') return next(new Error('Your session has ended. Please log in again.'));
        socket.data.user = active.user;
        socket.data.sessionId = active.sessionId;
        socket.data.tokenHash = tokenHash;
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
    reauthorizeEveryEvent(socket, sessions, logger);
    void socket.join([userRoom(user.id), sessionRoom(socket.data.sessionId)]);
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
    toUsers(userIds, event, ...args) {
      if (userIds.length > 0) io.to(userIds.map(userRoom)).emit(event, ...args);
    },
    toOrganization(organizationId, event, ...args) {
      io.to(orgRoom(organizationId)).emit(event, ...args);
    },
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    endSession(sessionId) {
      io.to(sessionRoom(sessionId)).emit('force_logout', { reason: 'logged_out' });
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
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

/**
 * Before each event a socket sends, its session is read again (from the session cache that
 * HTTP uses, which every change of role, status or session clears on every node), so a handler
 * always authorises the user's current role and status, never the one they connected with. A
 * session that has ended or a deactivated account is signed out and disconnected instead.
 * Events pass this check one at a time, in the order they came, so none overtakes another.
 */
function reauthorizeEveryEvent(socket: AppSocket, sessions: SessionStore, logger: Logger): void {
  let previous: Promise<void> = Promise.resolve();
  socket.use((packet, next) => {
    previous = previous.then(async () => {
      try {
        const active = await sessions.findByHash(socket.data.tokenHash);
        if (!active || active.user.status !== 'active') {
          socket.emit('force_logout', { reason: active ? 'deactivated' : 'session_revoked' });
          socket.disconnect(true);
          return;
        }
        socket.data.user = active.user;
        next();
      } catch (error) {
        logger.error({ err: error, userId: socket.data.user.id }, 'socket re-authorisation failed');
        // packet is [event, payload?, acknowledgement?]: clientEvent finds the acknowledgement as the handlers do.
        clientEvent(packet[1], packet[2]).reply({ ok: false, message: 'Something went wrong' });
      }
    });
  });
}
