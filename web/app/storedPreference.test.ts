import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPreference, watchPreference, writePreference } from './storedPreference';

const otherTabWrites = (key: string | null, value: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));

describe('stored preferences', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a choice for the next page of this browser', () => {
    writePreference('chatStatus', 'busy');
    expect(readPreference('chatStatus')).toBe('busy');
    expect(readPreference('never-written')).toBeNull();
  });

  it("hears another tab's change of its own key, or a cleared storage, and stops when unwatched", () => {
    const heard = vi.fn();
    const unwatch = watchPreference('chatStatus', heard);
    otherTabWrites('desktopNotifications', 'on');
    expect(heard).not.toHaveBeenCalled();
    otherTabWrites('chatStatus', 'busy');
    otherTabWrites(null, null);
    expect(heard).toHaveBeenCalledTimes(2);
    unwatch();
    otherTabWrites('chatStatus', 'online');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('works without storage (private mode): reads give nothing, writes are dropped quietly', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => writePreference('chatStatus', 'busy')).not.toThrow();
    expect(readPreference('chatStatus')).toBeNull();
  });
});
