/** Sockets in a call join this room, so a periodic check can see who is still connected on any node. */
export const callRoom = (callId: string) => `call:${callId}`;

/** The one socket of a user that is in a call (calls are per tab). */
export const callUserRoom = (callId: string, userId: string) => `call:${callId}:${userId}`;

export function callIdOfUserRoom(room: string, userId: string): string | null {
  const match = /^call:([0-9a-f-]{36}):([0-9a-f-]{36})$/.exec(room);
  return match && match[2] === userId ? match[1]! : null;
}
