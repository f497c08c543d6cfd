import { io, type Socket } from 'socket.io-client';
import { endSession } from './session/sessionEvents';

let socket: Socket | null = null;

/** Spec 9 timings; the session cookie authenticates the handshake. */
export function connectSocket(): Socket {
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
  // Spec 8: socket errors are only logged.
  socket.on('error', (error: unknown) => console.warn('socket error', error));
  return socket;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}
