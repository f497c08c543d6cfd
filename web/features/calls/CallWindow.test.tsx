import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_MAX_PARTICIPANTS, type Channel } from '../../../domain/chat/chat';
import type { CallParticipant } from '../../../domain/chat/events';
import { mockApi, renderWithProviders } from '../../test/renderApp';
import { channel, member } from '../chat/chatTestData';
import { ADD_PEOPLE_TEXT, CALL_FULL_TEXT, EVERYONE_IN_CALL_TEXT } from './AddPeopleControl';
import { CallButtons } from './CallButtons';
import { browserCallDependencies } from './callController';
import { CallWindow, CONNECTION_LOST_TEXT, formatCallDuration } from './CallWindow';
import { ALAN, callState, controllerWithFakes, flush, GRACE, ME } from './callTestFakes';
import { ICE_RESTART_ATTEMPTS, ICE_RESTART_TIMEOUT_MS } from './meshPeer';
import { CallControllerContext } from './useCall';

afterEach(() => {
  vi.useRealTimers();
});

function renderCall(fakes: ReturnType<typeof controllerWithFakes>, channelType: 'direct' | 'group' | 'channel' = 'direct') {
  return renderWithProviders(
    <CallControllerContext.Provider value={fakes.controller}>
      <CallButtons channelId="channel-1" channelType={channelType} />
      <CallWindow />
      <ToastContainer />
    </CallControllerContext.Provider>,
  );
}

const asMember = ({ userId, name }: CallParticipant) => member(userId, name);
const LINUS = { userId: 'user-linus', name: 'Linus Torvalds' };
/** The names the Add people list offers, in order. */
const offered = (popup: HTMLElement) =>
  [...within(popup).getByRole('list', { name: 'People to add' }).querySelectorAll('.MuiListItemText-primary')].map((name) => name.textContent);

/** The sidebar's conversations as the API gives them: 'channel-1' is a group with these members. */
function conversationApi(members: CallParticipant[]) {
  const group: Channel = channel({ _id: 'channel-1', channelType: 'group', name: 'Launch crew', members: [ME, ...members].map(asMember) });
  return mockApi({ 'GET /api/channels': () => ({ body: { data: [group] } }) });
}

/** This tab starts a group video call; `joined` are in it too (the acknowledgement's list). */
async function inGroupCall(joined: CallParticipant[] = []) {
  const fakes = controllerWithFakes();
  renderCall(fakes, 'group');
  await userEvent.click(screen.getByRole('button', { name: 'Start video call' }));
  await waitFor(() => expect(fakes.socket.last('call_initiate')).toBeTruthy());
  await act(async () => {
    fakes.socket.last('call_initiate')!.ack!({ ok: true, data: { ...callState({ initiator: ME, participants: [ME, ...joined] }), ice: { iceServers: [] } } });
    await flush();
  });
  return { ...fakes, window: await screen.findByRole('dialog', { name: /^Video call/ }) };
}

async function openAddPeople(window: HTMLElement) {
  await userEvent.click(within(window).getByRole('button', { name: ADD_PEOPLE_TEXT }));
  return screen.findByRole('dialog', { name: ADD_PEOPLE_TEXT });
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

  it('says reconnecting while a dropped connection is brought back, and lost once it is given up', async () => {
    const { window, socket, peers } = await inCall();
    act(() => socket.serve('call_participant_joined', { callId: 'call-1', participant: GRACE }));
    await act(async () => {
      socket.serve('webrtc_offer', { callId: 'call-1', from: GRACE.userId, sdp: { type: 'offer', sdp: 'o' } });
      await flush();
    });
    act(() => peers[0]!.becomes('connected'));
    const tile = within(window).getByRole('group', { name: 'Grace Hopper' });
    vi.useFakeTimers();
    act(() => peers[0]!.becomes('failed'));
    expect(within(tile).getByText('Reconnecting…')).toBeTruthy();
    act(() => vi.advanceTimersByTime((ICE_RESTART_ATTEMPTS + 1) * ICE_RESTART_TIMEOUT_MS));
    expect(within(tile).getByText(CONNECTION_LOST_TEXT)).toBeTruthy();
    // Still in the call, with the controls.
    expect(within(window).getByRole('button', { name: 'Hang up' })).toBeTruthy();
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

describe('adding people to a call', () => {
  it('lists the conversation’s members who are not in the call, rings the one chosen and shows them ringing', async () => {
    conversationApi([GRACE, ALAN, LINUS]);
    const { window, socket } = await inGroupCall([GRACE]);
    const popup = await openAddPeople(window);
    const list = await within(popup).findByRole('list', { name: 'People to add' });
    expect(offered(popup)).toEqual([ALAN.name, LINUS.name]);
    // Few enough to see at a glance: no search.
    expect(within(popup).queryByRole('searchbox')).toBeNull();

    await userEvent.click(within(list).getByRole('button', { name: /Alan Turing/ }));
    const request = socket.last('call_invite')!;
    expect(request.payload).toEqual({ callId: 'call-1', userId: ALAN.userId });
    await act(async () => {
      request.ack!({ ok: true });
      await flush();
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ADD_PEOPLE_TEXT })).toBeNull());
    const tile = within(window).getByRole('group', { name: ALAN.name });
    expect(within(tile).getByText('Ringing…')).toBeTruthy();

    // Asked in already: marked, not offered twice.
    const again = await openAddPeople(window);
    expect(within(again).getByRole('button', { name: /Alan Turing Ringing…/ }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Escape}');

    // They answer: a participant like any other, connecting.
    act(() => socket.serve('call_participant_joined', { callId: 'call-1', participant: ALAN }));
    expect(within(within(window).getByRole('group', { name: ALAN.name })).getByText('Connecting…')).toBeTruthy();
    expect(within(window).getAllByRole('group', { name: ALAN.name })).toHaveLength(1);
  });

  it('shows people someone else asked in as ringing, until they decline', async () => {
    conversationApi([GRACE, ALAN]);
    const { window, socket } = await inGroupCall([GRACE]);
    act(() => socket.serve('call_participant_invited', { callId: 'call-1', participant: ALAN, invitedBy: GRACE.userId }));
    expect(within(within(window).getByRole('group', { name: ALAN.name })).getByText('Ringing…')).toBeTruthy();
    act(() => socket.serve('call_rejected', { callId: 'call-1', userId: ALAN.userId }));
    expect(within(window).queryByRole('group', { name: ALAN.name })).toBeNull();
  });

  it('shows the server’s refusal in a toast and keeps the list open', async () => {
    conversationApi([GRACE, ALAN]);
    const { window, socket, controller } = await inGroupCall([GRACE]);
    controller.setDependencies({ notify: browserCallDependencies.notify });
    const popup = await openAddPeople(window);
    await userEvent.click(await within(popup).findByRole('button', { name: /Alan Turing/ }));
    await act(async () => {
      socket.last('call_invite')!.ack!({ ok: false, message: 'That person is not in this conversation' });
      await flush();
    });
    expect(await screen.findByText('That person is not in this conversation')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: ADD_PEOPLE_TEXT })).toBeTruthy();
    expect(within(window).queryByRole('group', { name: ALAN.name })).toBeNull();
  });

  it('searches a long list', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ userId: `user-${i}`, name: `Person ${String.fromCharCode(65 + i)}` }));
    conversationApi([GRACE, ...many]);
    const { window } = await inGroupCall([GRACE]);
    const popup = await openAddPeople(window);
    const search = await within(popup).findByRole('searchbox', { name: 'Search people' });
    await userEvent.type(search, 'person c');
    expect(offered(popup)).toEqual(['Person C']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zed');
    expect(within(popup).getByText('Nobody matches “zed”')).toBeTruthy();
  });

  it('has nobody to offer when everyone in the conversation is in the call', async () => {
    conversationApi([GRACE]);
    const { window } = await inGroupCall([GRACE]);
    const popup = await openAddPeople(window);
    expect(await within(popup).findByText(EVERYONE_IN_CALL_TEXT)).toBeTruthy();
  });

  it(`is disabled, with the reason as its tooltip, once ${CALL_MAX_PARTICIPANTS} people are in the call`, async () => {
    const seven = Array.from({ length: CALL_MAX_PARTICIPANTS - 1 }, (_, i) => ({ userId: `user-${i}`, name: `Person ${i}` }));
    conversationApi([...seven, ALAN]);
    const { window } = await inGroupCall(seven);
    const button = within(window).getByRole('button', { name: ADD_PEOPLE_TEXT });
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.hover(button.parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(CALL_FULL_TEXT);
  });
});

describe('call timer', () => {
  it('counts minutes and seconds, and hours past one', () => {
    expect(formatCallDuration(0)).toBe('00:00');
    expect(formatCallDuration(65_000)).toBe('01:05');
    expect(formatCallDuration(3_725_000)).toBe('1:02:05');
  });
});
