import { afterEach, describe, expect, it, vi } from 'vitest';
import { effectiveStatus, followOwnStatus, getOwnPresence, resetOwnPresence, setChosenStatus, setIdle, watchIdle } from './presence';

afterEach(() => {
  vi.useRealTimers();
  resetOwnPresence();
});

describe('idle detection', () => {
  it('reports idle after the timeout without input, and active again at the next input', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const onActive = vi.fn();
    const stop = watchIdle({ timeoutMs: 60_000, onIdle, onActive });
    vi.advanceTimersByTime(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(onActive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(61_000);
    expect(onIdle).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(onActive).toHaveBeenCalledTimes(1);
  });

  it('restarts the countdown on input', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const stop = watchIdle({ timeoutMs: 10_000, onIdle, onActive: () => {} });
    vi.advanceTimersByTime(8_000);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(8_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('own status', () => {
  it('is busy when chosen, else away while idle, else online', () => {
    expect(effectiveStatus()).toBe('online');
    setIdle(true);
    expect(effectiveStatus()).toBe('away');
    setChosenStatus('busy');
    expect(effectiveStatus()).toBe('busy');
    expect(localStorage.getItem('chatStatus')).toBe('busy');
    setChosenStatus('online');
    setIdle(false);
    expect(effectiveStatus()).toBe('online');
  });

  it('follows a busy or online set from another tab, not away', () => {
    followOwnStatus('busy');
    expect(getOwnPresence().chosen).toBe('busy');
    followOwnStatus('away');
    expect(getOwnPresence().chosen).toBe('busy');
    followOwnStatus('online');
    expect(getOwnPresence().chosen).toBe('online');
  });
});
