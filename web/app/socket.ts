import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { invalidateQueries } from './api/queryClient';
import { taskChangeKeys, teamQueryKeys } from './api/queryKeys';
import { endSession } from './session/sessionEvents';
import { onNewNotification } from '../features/notifications/notificationCache';
import type { AppNotification } from '../features/notifications/useNotifications';
import { onProjectsUpdated, onTasksUpdated } from '../features/projects/projectCache';

let socket: Socket | null = null;

/**
 * Spec 9 timings; the session cookie authenticates the handshake. Server events that
 * mean "your data changed" refresh the matching queries here, in one place.
 */
export function connectSocket(queryClient: QueryClient): Socket {
  if (socket) return socket;
  socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    timeout: 20000,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    withCredentials: true,
  });
  // The server revoked this session (logout elsewhere, deactivation): sign out here too.
  socket.on('force_logout', () => endSession('expired'));
  // Someone changed the members or invitations of this organisation.
  socket.on('team_updated', () => void invalidateQueries(queryClient, teamQueryKeys));
  // Someone changed tasks, sprints or statuses of a project: its open task views refetch.
  socket.on('tasks_updated', (event: { projectId?: string; taskIds?: string[] }) => {
    if (event?.projectId) void invalidateQueries(queryClient, taskChangeKeys(event.projectId, event.taskIds ?? []));
  });
  // A project was created, changed or deleted, or its tasks changed: project lists, the drawer's counts and the open project refetch.
  socket.on('projects_updated', () => onProjectsUpdated(queryClient));
  socket.on('tasks_updated', (event: { projectId?: string } | undefined) => onTasksUpdated(queryClient, event));
  // Spec 4: a new notification goes on top of the bell's list, counts as unread and plays a sound.
  socket.on('new_notification', (notification: AppNotification) => onNewNotification(queryClient, notification));
  // Spec 8: socket errors are only logged.
  socket.on('error', (error: unknown) => console.warn('socket error', error));
  return socket;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}
