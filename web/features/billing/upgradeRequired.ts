type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Asks the shell to show 'Upgrade Required' (spec 2). Any screen may call it, and the
 * API error handler calls it for every 402 with isUpgradeRequired, so a feature that
 * hits the seat limit gets the dialog without wiring it up itself.
 */
export function showUpgradeRequired(): void {
  for (const listener of listeners) listener();
}

export function onUpgradeRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
