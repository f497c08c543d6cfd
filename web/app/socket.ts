import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ChatClientToServerEvents, ChatServerToClientEvents } from '../../domain/chat/events';
import { invalidateQueries } from './api/queryClient';
import { queryKeys, taskChangeKeys, teamQueryKeys } from './api/queryKeys';
import { endSession } from './session/sessionEvents';
import { onNewNotification } from '../features/notifications/notificationCache';
import type { AppNotification } from '../features/notifications/useNotifications';
import { onProjectsUpdated, onTasksUpdated } from '../features/projects/projectCache';
import { refreshDashboard } from '../features/dashboard/api';

/** The events this app listens to: chat and calls from domain/chat, the rest ad hoc. */
export type AppSocket = Socket<ChatServerToClientEvents & Record<string, (...args: never[]) => void>, ChatClientToServerEvents>;

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
export function useSocketEvent<E extends keyof ChatServerToClientEvents | 'connect' | 'disconnect'>(
  event: E,
  handler: E extends keyof ChatServerToClientEvents ? ChatServerToClientEvents[E] : () => void,
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
    current.on(event as string, listener);
    return () => {
      current.off(event as string, listener);
    };
  }, [current, event]);
}

/**
 * Spec 9 timings; the session cookie authenticates the handshake. Server events that
 * mean "your data changed" refresh the matching queries here, in one place.
 */
export function connectSocket(queryClient: QueryClient): AppSocket {
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
  // Someone changed the members or invitations of this organisation.
  on('team_updated', () => void invalidateQueries(queryClient, teamQueryKeys));
  // Someone changed tasks, sprints or statuses of a project: its open task views refetch.
  on('tasks_updated', (event: { projectId?: string; taskIds?: string[] }) => {
    if (event?.projectId) void invalidateQueries(queryClient, taskChangeKeys(event.projectId, event.taskIds ?? []));
  });
  // A project was created, changed or deleted, or its tasks changed: project lists, the drawer's counts and the open project refetch.
  // Either may also change the home page's tasks, counts, activity or projects.
  on('projects_updated', () => {
    onProjectsUpdated(queryClient);
    refreshDashboard(queryClient);
  });
  on('tasks_updated', (event: { projectId?: string } | undefined) => {
    onTasksUpdated(queryClient, event);
    refreshDashboard(queryClient);
  });
  // Spec 4: a new notification goes on top of the bell's list, counts as unread and plays a sound.
  on('new_notification', (notification: AppNotification) => onNewNotification(queryClient, notification));
  // Spec 8: socket errors are only logged.
  on('error', (error: unknown) => console.warn('socket error', error));
  return created;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  setSocket(null);
}
