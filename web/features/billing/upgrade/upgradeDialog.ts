import type { SyntheticEvent } from 'react';

export interface UpgradeDialogOptions {
  /** Open straight on the second step with this plan chosen (as if its card's button was clicked). */
  planId?: string;
}

type Listener = (options: UpgradeDialogOptions) => void;

const listeners = new Set<Listener>();

/**
 * Opens the plan upgrade dialog (spec 2) from anywhere: the upgrade banner, /billing's
 * Upgrade and Change plan buttons. The shell mounts the one dialog (UpgradePlanDialogHost),
 * so callers need no state of their own. Every opening starts afresh on 'Choose Your Plan'.
 * Also usable as a click handler directly (`onClick={openUpgradeDialog}`): the event is ignored.
 */
export function openUpgradeDialog(options?: UpgradeDialogOptions | SyntheticEvent): void {
  const planId = options && 'planId' in options && typeof options.planId === 'string' ? options.planId : undefined;
  for (const listener of listeners) listener(planId ? { planId } : {});
}

export function onOpenUpgradeDialog(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
