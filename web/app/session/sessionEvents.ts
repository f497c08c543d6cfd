/**
 * 'logout' is the user's own choice and lands on a bare /login; 'expired' covers a
 * dead session (401, revoked, deactivated) and keeps the page as redirectUrl.
 */
export type SessionEndReason = 'logout' | 'expired';
type Listener = (reason: SessionEndReason) => void;

const listeners = new Set<Listener>();

/** Called by the API error handler, the socket and the logout action; the shell reacts. */
export function endSession(reason: SessionEndReason): void {
  for (const listener of listeners) listener(reason);
}

export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
