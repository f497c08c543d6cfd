import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, useAutosave } from './useAutosave';

/** A save the test settles by hand, to see what happens while one is on its way. */
function manualSave() {
  const calls: { value: string; resolve: () => void; reject: () => void }[] = [];
  const save = vi.fn(
    (value: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ value, resolve, reject: () => reject(new Error('offline')) });
      }),
  );
  return { save, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutosave', () => {
  it('saves the latest text once typing pauses, without waiting for a blur', async () => {
    const { save, calls } = manualSave();
    const { result } = renderHook(() => useAutosave(save));
    act(() => result.current.schedule('H'));
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS / 2));
    act(() => result.current.schedule('Hello'));
    expect(result.current.state).toBe('pending');
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledExactlyOnceWith('Hello');
    expect(result.current.state).toBe('saving');
    await act(async () => calls[0]!.resolve());
    expect(result.current.state).toBe('saved');
  });

  it('never runs two saves at once, so an older text cannot land after a newer one', async () => {
    const { save, calls } = manualSave();
    const { result } = renderHook(() => useAutosave(save));
    act(() => result.current.schedule('one'));
    act(() => void result.current.flush());
    act(() => result.current.schedule('two'));
    act(() => void result.current.flush());
    expect(calls.map((c) => c.value)).toEqual(['one']);
    await act(async () => calls[0]!.resolve());
    expect(calls.map((c) => c.value)).toEqual(['one', 'two']);
    expect(result.current.state).toBe('saving');
    await act(async () => calls[1]!.resolve());
    expect(result.current.state).toBe('saved');
  });

  it('keeps a text whose save failed, and saves it on the next try', async () => {
    const { save, calls } = manualSave();
    const { result } = renderHook(() => useAutosave(save));
    act(() => result.current.schedule('draft'));
    act(() => void result.current.flush());
    await act(async () => calls[0]!.reject());
    expect(result.current.state).toBe('error');
    act(() => void result.current.flush());
    expect(calls.map((c) => c.value)).toEqual(['draft', 'draft']);
    await act(async () => calls[1]!.resolve());
    expect(result.current.state).toBe('saved');
  });

  it('asks before the page is left with unsaved text, and starts saving it', () => {
    const { save } = manualSave();
    const { result } = renderHook(() => useAutosave(save));
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    act(() => result.current.schedule('unsaved'));
    expect(leave()).toBe(true);
    expect(save).toHaveBeenCalledExactlyOnceWith('unsaved');
  });

  it('saves what is pending when the editor goes away (the panel closes)', () => {
    const { save } = manualSave();
    const { result, unmount } = renderHook(() => useAutosave(save));
    act(() => result.current.schedule('last words'));
    unmount();
    expect(save).toHaveBeenCalledExactlyOnceWith('last words');
  });
});
