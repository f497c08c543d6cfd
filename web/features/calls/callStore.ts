import type { ActiveCall, CallSnapshot } from './callTypes';

/**
 * The snapshot components read (through useCallSnapshot): replaced, never mutated, on every
 * change, so React sees each one.
 */
export class CallStore {
  private snapshot: CallSnapshot = { incoming: null, call: null, busy: false };
  private readonly listeners = new Set<() => void>();

  /** `onChange` sees each new snapshot before the listeners do (the ringtone follows it). */
  constructor(private readonly onChange: (snapshot: CallSnapshot) => void) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CallSnapshot => this.snapshot;

  get call(): ActiveCall | null {
    return this.snapshot.call;
  }

  set(patch: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.onChange(this.snapshot);
    for (const listener of this.listeners) listener();
  }

  updateCall(patch: Partial<ActiveCall>): void {
    if (!this.snapshot.call) return;
    this.set({ call: { ...this.snapshot.call, ...patch } });
  }
}
