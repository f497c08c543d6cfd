import type { Logger } from 'pino';

export interface RingTimers {
  schedule(callId: string): void;
  clear(callId: string): void;
  close(): void;
}

/**
 * This node's timers for the calls it started: when one fires, `onTimeout` turns the call
 * into a missed one. A crashed node's calls are caught by the sweep instead.
 */
export function createRingTimers(options: { timeoutMs: number; logger: Logger; onTimeout: (callId: string) => Promise<void> }): RingTimers {
  const timers = new Map<string, NodeJS.Timeout>();
  let closed = false;

  function clear(callId: string): void {
    const timer = timers.get(callId);
    if (timer) clearTimeout(timer);
    timers.delete(callId);
  }

  function schedule(callId: string): void {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(callId);
      options.onTimeout(callId).catch((error: unknown) => options.logger.error({ err: error, callId }, 'call ring timeout failed'));
    }, options.timeoutMs);
    timer.unref();
    timers.set(callId, timer);
  }

  function close(): void {
    closed = true;
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  }

  return { schedule, clear, close };
}
