import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionApi, userWithRole } from '../../test/renderApp';
import { callController } from './callController';
import { ALAN, callState, fakeDependencies, FakeSocket, GRACE } from './callTestFakes';

// The app's socket is a fake the test plays the server through.
const state = vi.hoisted(() => ({ sockets: [] as FakeSocket[] }));
vi.mock('socket.io-client', async () => (await import('./callTestFakes')).fakeSocketIoModule(state.sockets));

const socket = () => state.sockets.at(-1)!;
let fakes: ReturnType<typeof fakeDependencies>;

beforeEach(() => {
  fakes = fakeDependencies();
  callController.setDependencies(fakes.deps);
});

/** The signed-in app, listening for calls. */
async function openApp() {
  sessionApi(userWithRole('owner'));
  renderApp('/');
  await screen.findByRole('navigation', { name: 'Main' });
  await waitFor(() => expect(socket().listeners.get('call_initiated')?.size).toBeGreaterThan(0));
}

describe('incoming call prompt', () => {
  it('shows who calls, with Reject and Accept, and rings', async () => {
    await openApp();
    act(() => socket().serve('call_initiated', callState()));
    const dialog = await screen.findByRole('dialog', { name: 'Incoming Video Call' });
    expect(within(dialog).getByText('Grace Hopper is calling you.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(fakes.deps.ringtone.play).toHaveBeenCalledWith('incoming');
  });

  it('names a voice call an audio call, and an invitation rings too', async () => {
    await openApp();
    act(() => socket().serve('call_invitation', callState({ type: 'audio', initiator: ALAN, participants: [ALAN, GRACE] })));
    const dialog = await screen.findByRole('dialog', { name: 'Incoming Audio Call' });
    expect(within(dialog).getByText('Alan Turing is calling you.')).toBeTruthy();
  });

  it('accepts with call_accept and opens the call window', async () => {
    await openApp();
    act(() => socket().serve('call_initiated', callState()));
    const dialog = await screen.findByRole('dialog', { name: 'Incoming Video Call' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(socket().last('call_accept')).toBeTruthy());
    expect(socket().last('call_accept')!.payload).toEqual({ callId: 'call-1' });
    expect(fakes.deps.getUserMedia).toHaveBeenCalledWith({ audio: true, video: true });
    act(() => socket().last('call_accept')!.ack!({ ok: true, data: { ...callState({ participants: [GRACE, { userId: 'user-owner', name: 'Ada Lovelace' }] }), ice: { iceServers: [] } } }));
    const window = await screen.findByRole('dialog', { name: 'Video call' });
    expect(within(within(window).getByRole('group', { name: 'Grace Hopper' })).getByText('Connecting…')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Incoming Video Call' })).toBeNull());
    await waitFor(() => expect(socket().last('webrtc_offer')?.payload).toMatchObject({ callId: 'call-1', to: GRACE.userId }));

    // The other side hangs up: the window closes.
    act(() => socket().serve('call_ended', { callId: 'call-1', channelId: 'channel-1', status: 'ended' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Video call' })).toBeNull());
  });

  it('rejects with call_reject and closes', async () => {
    await openApp();
    act(() => socket().serve('call_initiated', callState()));
    const dialog = await screen.findByRole('dialog', { name: 'Incoming Video Call' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(socket().last('call_reject')!.payload).toEqual({ callId: 'call-1' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Incoming Video Call' })).toBeNull());
    expect(socket().last('call_accept')).toBeUndefined();
  });

  it('closes when the call ends, or when it was answered in another tab', async () => {
    await openApp();
    act(() => socket().serve('call_initiated', callState()));
    await screen.findByRole('dialog', { name: 'Incoming Video Call' });
    act(() => socket().serve('call_ended', { callId: 'call-1', channelId: 'channel-1', status: 'missed' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Incoming Video Call' })).toBeNull());
    expect(fakes.deps.ringtone.stop).toHaveBeenCalled();

    act(() => socket().serve('call_initiated', callState({ callId: 'call-2' })));
    await screen.findByRole('dialog', { name: 'Incoming Video Call' });
    act(() => socket().serve('call_participant_joined', { callId: 'call-2', participant: { userId: 'user-owner', name: 'Ada Lovelace' } }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Incoming Video Call' })).toBeNull());
  });
});
