import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { callController } from './callController';
import { callState, fakeDependencies, FakeSocket } from './callTestFakes';

// Which of the host's lazily drawn modules were fetched: each factory runs at the module's first import.
const state = vi.hoisted(() => ({ sockets: [] as FakeSocket[], loaded: new Set<string>() }));
vi.mock('socket.io-client', async () => (await import('./callTestFakes')).fakeSocketIoModule(state.sockets));
vi.mock('./CallWindow', async (importOriginal) => {
  state.loaded.add('CallWindow');
  return importOriginal();
});
vi.mock('./IncomingCallDialog', async (importOriginal) => {
  state.loaded.add('IncomingCallDialog');
  return importOriginal();
});

const socket = () => state.sockets.at(-1)!;

beforeEach(() => {
  callController.setDependencies(fakeDependencies().deps);
});

describe('call host', () => {
  it('loads neither the prompt nor the call window until a call rings', async () => {
    sessionApi(userWithRole('owner'));
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(socket().listeners.get('call_initiated')?.size).toBeGreaterThan(0));
    expect([...state.loaded]).toEqual([]);

    act(() => socket().serve('call_initiated', callState()));
    expect(await screen.findByRole('dialog', { name: 'Incoming Video Call' })).toBeTruthy();
    // Ringing fetches the window too, so that accepting does not wait for it.
    await waitFor(() => expect(state.loaded.has('CallWindow')).toBe(true));
  });
});
