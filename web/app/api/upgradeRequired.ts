type Listener = (message?: string) => void;

const listeners = new Set<Listener>();

/**
 * Asks the shell to show 'Upgrade Required' (spec 2). Any screen may call it, and the
 * API error handler calls it for every 402 with isUpgradeRequired, so a feature that
 * hits the seat limit gets the dialog without wiring it up itself. Without a message it
 * shows the spec's seat-limit text.
 */
export function showUpgradeRequired(message?: string): void {
  for (const listener of listeners) listener(message);
}

export function onUpgradeRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
