import { useSyncExternalStore } from 'react';
import type { ContactStatus } from '../../../domain/chat/chat';
import { readPreference, watchPreference, writePreference } from '../../app/storedPreference';

export const PRESENCE_LABELS: Record<ContactStatus, string> = {
  online: 'Online',
  away: 'Away',
  busy: 'Busy',
  offline: 'Offline',
};

/** Theme palette paths for the avatar dot: online green, away amber, busy red, offline grey. */
export const PRESENCE_COLORS: Record<ContactStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  busy: 'error.main',
  offline: 'grey.500',
};

/** What a person can choose; away is set by idleness and offline by leaving. */
export type ChosenStatus = 'online' | 'busy';

const CHOSEN_KEY = 'chatStatus';

interface OwnPresence {
  chosen: ChosenStatus;
  /** No input in this tab for AWAY_AFTER_IDLE_MS. */
  idle: boolean;
}

const readChosen = (): ChosenStatus => (readPreference(CHOSEN_KEY) === 'busy' ? 'busy' : 'online');

let own: OwnPresence = { chosen: readChosen(), idle: false };
const listeners = new Set<() => void>();

function update(next: Partial<OwnPresence>): void {
  const merged = { ...own, ...next };
  if (merged.chosen === own.chosen && merged.idle === own.idle) return;
  own = merged;
  for (const listener of listeners) listener();
}

/** Your status as the others see it: busy when chosen, else away while idle, else online. */
export function effectiveStatus(presence: OwnPresence = own): 'online' | 'away' | 'busy' {
  if (presence.chosen === 'busy') return 'busy';
  return presence.idle ? 'away' : 'online';
}

export function getOwnPresence(): OwnPresence {
  return own;
}

export function setChosenStatus(chosen: ChosenStatus): void {
  writePreference(CHOSEN_KEY, chosen);
  update({ chosen });
}

export function setIdle(idle: boolean): void {
  update({ idle });
}

/** Another tab or device changed your status: follow a chosen busy or online. */
export function followOwnStatus(status: ContactStatus): void {
  if (status === 'busy' || status === 'online') update({ chosen: status });
}

/** Forget the stored choice (a new session starts online). */
export function resetOwnPresence(): void {
  own = { chosen: readChosen(), idle: false };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unwatch = watchPreference(CHOSEN_KEY, () => update({ chosen: readChosen() }));
  return () => {
    listeners.delete(listener);
    unwatch();
  };
}

export function useOwnPresence(): OwnPresence {
  return useSyncExternalStore(subscribe, getOwnPresence, getOwnPresence);
}

/** Input that counts as activity for the idle timer. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focus'] as const;

/**
 * Calls onIdle after `timeoutMs` without input on `target`, then onActive at the next
 * input. Returns the stop function.
 */
export function watchIdle(options: { timeoutMs: number; onIdle: () => void; onActive: () => void; target?: Window }): () => void {
  const target = options.target ?? window;
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastInput = 0;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      options.onIdle();
    }, options.timeoutMs);
  };
  const onInput = () => {
    if (idle) {
      idle = false;
      options.onActive();
      arm();
      lastInput = Date.now();
      return;
    }
    // pointermove fires constantly: re-arm at most once a second.
    const now = Date.now();
    if (now - lastInput < 1000) return;
    lastInput = now;
    arm();
  };
  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, onInput, { passive: true, capture: true });
  arm();
  return () => {
    clearTimeout(timer);
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, onInput, { capture: true });
  };
}
