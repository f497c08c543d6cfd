import { describe, expect, it, vi } from 'vitest';

describe('sharedAudioContext', () => {
  it('makes no AudioContext before the user has interacted with the page, then one for everything', async () => {
    const made = vi.fn();
    class FakeAudioContext {
      state = 'running';
      constructor() {
        made();
      }
    }
    const activation = { hasBeenActive: false, isActive: false };
    vi.stubGlobal('AudioContext', FakeAudioContext);
    Object.defineProperty(navigator, 'userActivation', { value: activation, configurable: true });
    const { sharedAudioContext } = await import('./audio');

    expect(sharedAudioContext()).toBeNull();
    expect(made).not.toHaveBeenCalled();

    activation.hasBeenActive = true;
    const first = sharedAudioContext();
    expect(first).toBeInstanceOf(FakeAudioContext);
    expect(sharedAudioContext()).toBe(first);
    expect(made).toHaveBeenCalledOnce();
  });
});
