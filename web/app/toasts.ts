import type { TypeOptions } from 'react-toastify';

/**
 * Toasts from code that public pages load (the API error routing, the sign-in pages): react-toastify
 * and its container load with the first toast instead of with every page. Signed-in screens may
 * import `toast` from react-toastify directly: the container is there whenever someone is signed in.
 */
let requested = false;
const listeners = new Set<() => void>();

export function showToast(type: Extract<TypeOptions, 'success' | 'error'>, message: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  // A toast sent before the container mounts waits in react-toastify's queue.
  void import('react-toastify').then(({ toast }) => toast(message, { type }));
}

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastsRequested = () => requested;
