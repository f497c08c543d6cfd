import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { CallButtons } from './CallButtons';
import { CallWindow, formatCallDuration } from './CallWindow';
import { callState, controllerWithFakes, flush, GRACE, ME } from './callTestFakes';
import { CallControllerContext } from './useCall';

function renderCall(fakes: ReturnType<typeof controllerWithFakes>, channelType: 'direct' | 'group' | 'channel' = 'direct') {
  return renderWithProviders(
    <CallControllerContext.Provider value={fakes.controller}>
      <CallButtons channelId="channel-1" channelType={channelType} />
      <CallWindow />
    </CallControllerContext.Provider>,
  );
}

describe('call buttons', () => {
  it('are only in direct and group conversations', () => {
    const fakes = controllerWithFakes();
    renderCall(fakes, 'channel');
    expect(screen.queryByRole('button', { name: 'Start voice call' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start video call' })).toBeNull();
  });

  it('start a call, and wait while one is on', async () => {
    const fakes = controllerWithFakes();
    renderCall(fakes, 'group');
    await userEvent.click(screen.getByRole('button', { name: 'Start voice call' }));
    await waitFor(() => expect(fakes.socket.last('call_initiate')?.payload).toEqual({ channelId: 'channel-1', type: 'audio' }));
    expect(screen.getByRole('button', { name: 'Start video call' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('call window', () => {
  async function inCall() {
    const fakes = controllerWithFakes();
    renderCall(fakes);
    await userEvent.click(screen.getByRole('button', { name: 'Start video call' }));
    await waitFor(() => expect(fakes.socket.last('call_initiate')).toBeTruthy());
    await act(async () => {
      fakes.socket.last('call_initiate')!.ack!({ ok: true, data: { ...callState({ initiator: ME, participants: [ME] }), ice: { iceServers: [] } } });
      await flush();
    });
    return { ...fakes, window: await screen.findByRole('dialog', { name: 'Video call' }) };
  }

  it('rings until someone joins, then shows their tile connecting, then connected', async () => {
    const { window, socket, peers } = await inCall();
    expect(within(window).getByText('Ringing…')).toBeTruthy();
    expect(within(window).getByRole('group', { name: 'Ada Lovelace (you)' })).toBeTruthy();
    expect(document.querySelector('[data-call-state="ringing"]')).toBeTruthy();

    act(() => socket.serve('call_participant_joined', { callId: 'call-1', participant: GRACE }));
    const tile = within(window).getByRole('group', { name: 'Grace Hopper' });
    expect(within(tile).getByText('Connecting…')).toBeTruthy();
    await act(async () => {
      socket.serve('webrtc_offer', { callId: 'call-1', from: GRACE.userId, sdp: { type: 'offer', sdp: 'o' } });
      await flush();
    });
    act(() => peers[0]!.becomes('connected'));
    expect(within(tile).queryByText('Connecting…')).toBeNull();
    expect(document.querySelector('[data-call-state="connected"]')).toBeTruthy();
    expect(within(window).getByLabelText('Call duration').textContent).toBe('00:00');
  });

  it('mutes, turns the camera off and hangs up', async () => {
    const { window, socket } = await inCall();
    const controls = within(window).getByRole('toolbar', { name: 'Call controls' });
    await userEvent.click(within(controls).getByRole('button', { name: 'Mute' }));
    expect(within(controls).getByRole('button', { name: 'Unmute' })).toBeTruthy();
    expect(within(window).getByRole('img', { name: 'Ada Lovelace is muted' })).toBeTruthy();
    await userEvent.click(within(controls).getByRole('button', { name: 'Turn camera off' }));
    expect(within(controls).getByRole('button', { name: 'Turn camera on' })).toBeTruthy();
    // jsdom cannot share a screen: the button is there, disabled.
    expect(within(controls).getByRole('button', { name: 'Share screen' })).toBeTruthy();
    await userEvent.click(within(controls).getByRole('button', { name: 'Hang up' }));
    expect(socket.last('call_leave')?.payload).toEqual({ callId: 'call-1' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Video call' })).toBeNull());
  });
});

describe('call timer', () => {
  it('counts minutes and seconds, and hours past one', () => {
    expect(formatCallDuration(0)).toBe('00:00');
    expect(formatCallDuration(65_000)).toBe('01:05');
    expect(formatCallDuration(3_725_000)).toBe('1:02:05');
  });
});
