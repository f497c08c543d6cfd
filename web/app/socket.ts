import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../domain/realtime/events';
import { TAB_ID } from './api/client';
import { queryKeys } from './api/queryKeys';
import type { FeaturePlugin, SocketHandler } from './plugins';
import { endSession } from './session/sessionEvents';

/** The events this app listens to: chat and calls from domain/chat, the rest ad hoc. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;
const subscribers = new Set<() => void>();

function setSocket(next: AppSocket | null): void {
  socket = next;
  for (const notify of subscribers) notify();
}

export function getSocket(): AppSocket | null {
  return socket;
}

// Module-level, so React keeps one subscription per component instead of re-subscribing on every render.
function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}
const noSocket = () => null;

/** The app's socket once the shell has connected it (children mount before the shell's effect runs). */
export function useSocket(): AppSocket | null {
  return useSyncExternalStore(subscribe, getSocket, noSocket);
}

/**
 * Listens to one server event while the component is mounted; the latest handler is
 * always called, so it may close over fresh state without re-subscribing.
 */
export function useSocketEvent<E extends keyof ServerToClientEvents | 'connect' | 'disconnect'>(
  event: E,
  handler: E extends keyof ServerToClientEvents ? ServerToClientEvents[E] : () => void,
): void {
  const current = useSocket();
  const latest = useRef(handler);
  // After each render, so the listener below always calls the newest handler.
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!current) return;
    const listener = (...args: unknown[]) => (latest.current as (...args: unknown[]) => void)(...args);
    // The event's type is checked at the call site; here it is only a name.
    const untyped = current as unknown as { on: (event: string, listener: (...args: unknown[]) => void) => void; off: (event: string, listener: (...args: unknown[]) => void) => void };
    untyped.on(event, listener);
    return () => {
      untyped.off(event, listener);
    };
  }, [current, event]);
}

/**
 * Spec 9 timings; the session cookie authenticates the handshake. Server events that
 * mean "your data changed" go to the features' handlers (their plug-ins), in the list's order.
 */
export function connectSocket(queryClient: QueryClient, plugins: readonly FeaturePlugin[] = []): AppSocket {
  if (socket) return socket;
  const created: AppSocket = io({
    path: '/socket.io',
    transports: ['websocket'],
    timeout: 20000,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    withCredentials: true,
  });
  setSocket(created);
  const on = created.on.bind(created) as (event: string, listener: (...args: never[]) => void) => void;
  // The server ended this session: signed out in another tab ('logged_out') lands on a bare /login,
  // anything else (deactivation, a password reset) keeps the page to come back to.
  on('force_logout', (payload: { reason?: string } | undefined) => endSession(payload?.reason === 'logged_out' ? 'logout' : 'expired'));
  // The user's own role changed: read the session again, so menus, buttons and guards follow at once.
  on('session_updated', () => void queryClient.invalidateQueries({ queryKey: queryKeys.session }));
  const handlers = new Map<string, SocketHandler[]>();
  for (const plugin of plugins) {
    for (const [event, handler] of Object.entries(plugin.socketHandlers ?? {})) handlers.set(event, [...(handlers.get(event) ?? []), handler]);
  }
  for (const [event, list] of handlers) {
    on(event, (payload: { origin?: string } | undefined) => {
      // The server tags an event with the tab id the causing request sent (X-Tab-Id).
      const ownEcho = payload?.origin === TAB_ID;
      // Each plug-in declared its handler for this event's payload (SocketHandlers), so the payload fits it.
      for (const handler of list) handler(payload as never, { queryClient, ownEcho });
    });
  }
  // Spec 8: socket errors are only logged.
  on('error', (error: unknown) => console.warn('socket error', error));
  return created;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  setSocket(null);
}
