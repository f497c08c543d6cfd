import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_RING_TIMEOUT_MS } from '../../../domain/chat/chat';
import { ALAN, callState, controllerWithFakes, flush, GRACE, ME } from './callTestFakes';
import { ICE_RESTART_ATTEMPTS, ICE_RESTART_TIMEOUT_MS } from './meshPeer';

const ice = { iceServers: [{ urls: 'stun:stun.example.test' }] };

afterEach(() => {
  vi.useRealTimers();
});

describe('ringing', () => {
  it('rings for a call someone else started, not for your own from another tab', () => {
    const { controller, socket, deps } = controllerWithFakes();
    socket.serve('call_initiated', callState({ initiator: ME, participants: [ME] }));
    expect(controller.getSnapshot().incoming).toBeNull();
    socket.serve('call_initiated', callState());
    expect(controller.getSnapshot().incoming).toMatchObject({ callId: 'call-1', initiator: GRACE });
    expect(deps.ringtone.play).toHaveBeenCalledWith('incoming');
  });

  it('stops ringing when the call ends, when another tab answers or declines, and after the ring timeout', () => {
    vi.useFakeTimers();
    const { controller, socket, deps } = controllerWithFakes();
    socket.serve('call_initiated', callState());
    socket.serve('call_ended', { callId: 'call-1', channelId: 'channel-1', status: 'missed' });
    expect(controller.getSnapshot().incoming).toBeNull();
    expect(deps.ringtone.stop).toHaveBeenCalled();

    socket.serve('call_initiated', callState({ callId: 'call-2' }));
    socket.serve('call_participant_joined', { callId: 'call-2', participant: ME });
    expect(controller.getSnapshot().incoming).toBeNull();

    socket.serve('call_invitation', callState({ callId: 'call-3' }));
    socket.serve('call_rejected', { callId: 'call-3', userId: ME.userId });
    expect(controller.getSnapshot().incoming).toBeNull();

    socket.serve('call_initiated', callState({ callId: 'call-4' }));
    vi.advanceTimersByTime(CALL_RING_TIMEOUT_MS);
    expect(controller.getSnapshot().incoming).toBeNull();
  });

  it('declines with call_reject', () => {
    const { controller, socket } = controllerWithFakes();
    socket.serve('call_initiated', callState());
    controller.reject();
    expect(socket.last('call_reject')?.payload).toEqual({ callId: 'call-1' });
    expect(controller.getSnapshot().incoming).toBeNull();
  });
});

describe('answering', () => {
  it('joins with camera and microphone and offers to everyone already in the call (it joined last)', async () => {
    const { controller, socket, deps, peers } = controllerWithFakes();
    socket.serve('call_initiated', callState({ participants: [GRACE, ALAN] }));
    const accepting = controller.accept();
    await flush();
    expect(deps.getUserMedia).toHaveBeenCalledWith({ audio: true, video: true });
    const request = socket.last('call_accept')!;
    expect(request.payload).toEqual({ callId: 'call-1' });
    // The server tells every tab of this user that they joined: this tab's own answer, not another tab's.
    socket.serve('call_participant_joined', { callId: 'call-1', participant: ME });
    request.ack!({ ok: true, data: { ...callState({ participants: [GRACE, ALAN, ME] }), ice } });
    await accepting;
    await flush();

    const call = controller.getSnapshot().call!;
    expect(call.participants.map((person) => person.userId)).toEqual([GRACE.userId, ALAN.userId, ME.userId]);
    expect(call.peers.map((peer) => [peer.name, peer.connectionState])).toEqual([
      [GRACE.name, 'new'],
      [ALAN.name, 'new'],
    ]);
    expect(peers).toHaveLength(2);
    expect(peers[0]!.configuration).toEqual(ice);
    const offers = socket.emitted.filter((entry) => entry.event === 'webrtc_offer');
    expect(offers.map((entry) => entry.payload)).toEqual([
      { callId: 'call-1', to: GRACE.userId, sdp: { type: 'offer', sdp: 'fake offer' } },
      { callId: 'call-1', to: ALAN.userId, sdp: { type: 'offer', sdp: 'fake offer' } },
    ]);
    // Sending microphone and camera, with room for a screen later.
    expect(peers[0]!.transceivers.map((transceiver) => [transceiver.receiver.track.kind, Boolean(transceiver.sender.track)])).toEqual([
      ['audio', true],
      ['video', true],
    ]);

    socket.serve('webrtc_answer', { callId: 'call-1', from: GRACE.userId, sdp: { type: 'answer', sdp: 'grace answer' } });
    socket.serve('webrtc_ice_candidate', { callId: 'call-1', from: GRACE.userId, candidate: { candidate: 'c1', sdpMid: '0' } });
    await flush();
    expect(peers[0]!.remoteDescription).toEqual({ type: 'answer', sdp: 'grace answer' });
    expect(peers[0]!.candidates).toEqual([{ candidate: 'c1', sdpMid: '0' }]);

    peers[0]!.becomes('connected');
    expect(controller.getSnapshot().call!.peers[0]!.connectionState).toBe('connected');
    expect(controller.getSnapshot().call!.connectedAt).not.toBeNull();
  });

  it('trusts what it heard while the accept was under way over the acknowledgement’s list', async () => {
    const { controller, socket, peers } = controllerWithFakes();
    socket.serve('call_initiated', callState({ participants: [GRACE, ALAN] }));
    const accepting = controller.accept();
    await flush();
    // Alan left, and a newcomer joined after this tab, before its acknowledgement arrived.
    socket.serve('call_participant_left', { callId: 'call-1', userId: ALAN.userId });
    socket.serve('call_participant_joined', { callId: 'call-1', participant: { userId: 'user-linus', name: 'Linus Torvalds' } });
    socket.last('call_accept')!.ack!({ ok: true, data: { ...callState({ participants: [GRACE, ALAN, ME] }), ice } });
    await accepting;
    await flush();
    expect(socket.emitted.filter((entry) => entry.event === 'webrtc_offer').map((entry) => (entry.payload as { to: string }).to)).toEqual([GRACE.userId]);
    // The newcomer offers to this tab, and has a name.
    socket.serve('webrtc_offer', { callId: 'call-1', from: 'user-linus', sdp: { type: 'offer', sdp: 'o' } });
    await flush();
    expect(peers).toHaveLength(2);
    expect(controller.getSnapshot().call!.peers.map((peer) => peer.name)).toEqual([GRACE.name, 'Linus Torvalds']);
  });

  it('joins audio-only when the camera fails, and listen-only when both do', async () => {
    for (const [media, expected] of [
      ['no-camera', 'Your camera is not available: you joined with audio only.'],
      ['none', 'Your microphone and camera are not available: others cannot hear or see you.'],
    ] as const) {
      const { controller, socket } = controllerWithFakes({ media });
      socket.serve('call_initiated', callState());
      const accepting = controller.accept();
      await flush();
      await flush();
      socket.last('call_accept')!.ack!({ ok: true, data: { ...callState({ participants: [GRACE, ME] }), ice } });
      await accepting;
      await flush();
      expect(controller.getSnapshot().call!.mediaError).toBe(expected);
      expect(socket.events()).toContain('webrtc_offer');
    }
  });

  it('shows the server’s refusal and stops the media it took', async () => {
    const { controller, socket, deps, streams } = controllerWithFakes();
    socket.serve('call_initiated', callState());
    const accepting = controller.accept();
    await flush();
    socket.last('call_accept')!.ack!({ ok: false, message: 'This call has ended' });
    await accepting;
    expect(deps.notify).toHaveBeenCalledWith('This call has ended');
    expect(controller.getSnapshot().call).toBeNull();
    expect(streams[0]!.getTracks().every((track) => track.stop.mock.calls.length > 0)).toBe(true);
  });
});

describe('in a call', () => {
  async function started() {
    const fakes = controllerWithFakes();
    const starting = fakes.controller.start('channel-1', 'video');
    await flush();
    const request = fakes.socket.last('call_initiate')!;
    expect(request.payload).toEqual({ channelId: 'channel-1', type: 'video' });
    request.ack!({ ok: true, data: { ...callState({ initiator: ME, participants: [ME], ringing: [GRACE] }), ice } });
    await starting;
    return fakes;
  }

  it('rings back until someone joins, then answers the newcomer’s offer', async () => {
    const { controller, socket, deps, peers } = await started();
    expect(deps.ringtone.play).toHaveBeenLastCalledWith('outgoing');
    // Whoever the call rings shows as ringing from the start.
    expect(controller.getSnapshot().call!.ringing).toEqual([GRACE]);
    socket.serve('call_participant_joined', { callId: 'call-1', participant: GRACE });
    expect(deps.ringtone.stop).toHaveBeenCalled();
    expect(controller.getSnapshot().call!.ringing).toEqual([]);
    expect(controller.getSnapshot().call!.peers).toMatchObject([{ userId: GRACE.userId, connectionState: 'new' }]);
    // A candidate that outruns its offer waits for it.
    socket.serve('webrtc_offer', { callId: 'call-1', from: GRACE.userId, sdp: { type: 'offer', sdp: 'grace offer' } });
    socket.serve('webrtc_ice_candidate', { callId: 'call-1', from: GRACE.userId, candidate: { candidate: 'c1' } });
    await flush();
    await flush();
    expect(peers).toHaveLength(1);
    expect(socket.last('webrtc_answer')?.payload).toEqual({ callId: 'call-1', to: GRACE.userId, sdp: { type: 'answer', sdp: 'fake answer' } });
    expect(peers[0]!.transceivers.every((transceiver) => transceiver.direction === 'sendrecv' && transceiver.sender.track)).toBe(true);
    expect(peers[0]!.candidates).toEqual([{ candidate: 'c1' }]);
    // Signals of another call are not this tab's business.
    socket.serve('webrtc_offer', { callId: 'call-9', from: ALAN.userId, sdp: { type: 'offer', sdp: 'x' } });
    expect(peers).toHaveLength(1);
  });

  it('mutes, turns the camera off and shares the screen on every connection', async () => {
    const { controller, socket, peers, deps } = await started();
    socket.serve('call_participant_joined', { callId: 'call-1', participant: GRACE });
    socket.serve('webrtc_offer', { callId: 'call-1', from: GRACE.userId, sdp: { type: 'offer', sdp: 'grace offer' } });
    await flush();
    await flush();
    const local = controller.getSnapshot().call!.localStream!;

    controller.toggleMute();
    expect(local.getAudioTracks()[0]!.enabled).toBe(false);
    expect(controller.getSnapshot().call!.muted).toBe(true);

    await controller.toggleCamera();
    expect(local.getVideoTracks()[0]!.enabled).toBe(false);
    expect(controller.getSnapshot().call!.cameraOff).toBe(true);

    await controller.toggleScreenShare();
    expect(deps.getDisplayMedia).toHaveBeenCalled();
    const screenTrack = controller.getSnapshot().call!.localVideo;
    expect(controller.getSnapshot().call!.sharingScreen).toBe(true);
    expect(peers[0]!.transceivers[1]!.sender.track).toBe(screenTrack);
    await controller.toggleScreenShare();
    expect(controller.getSnapshot().call!.sharingScreen).toBe(false);
    expect(peers[0]!.transceivers[1]!.sender.track).toBe(local.getVideoTracks()[0]);
  });

  it('closes a participant’s connection when they leave, and everything when the call ends', async () => {
    const { controller, socket, peers, streams, deps } = await started();
    socket.serve('call_participant_joined', { callId: 'call-1', participant: GRACE });
    socket.serve('webrtc_offer', { callId: 'call-1', from: GRACE.userId, sdp: { type: 'offer', sdp: 'o' } });
    await flush();
    socket.serve('call_participant_left', { callId: 'call-1', userId: GRACE.userId });
    expect(peers[0]!.closed).toBe(true);
    expect(controller.getSnapshot().call!.peers).toEqual([]);
    socket.serve('call_ended', { callId: 'call-1', channelId: 'channel-1', status: 'ended' });
    expect(controller.getSnapshot().call).toBeNull();
    expect(streams[0]!.getTracks().every((track) => track.stop.mock.calls.length > 0)).toBe(true);
    expect(deps.ringtone.stop).toHaveBeenCalled();
  });

  it('hangs up with call_leave', async () => {
    const { controller, socket } = await started();
    const hangingUp = controller.hangUp();
    expect(controller.getSnapshot().call).toBeNull();
    const request = socket.last('call_leave')!;
    expect(request.payload).toEqual({ callId: 'call-1' });
    request.ack!({ ok: true });
    await hangingUp;
  });

  it('leaves the call when the connection drops, and tells the server once back', async () => {
    const { controller, socket, deps } = await started();
    socket.serve('disconnect', 'transport close');
    expect(controller.getSnapshot().call).toBeNull();
    expect(deps.notify).toHaveBeenCalled();
    socket.serve('connect');
    expect(socket.last('call_leave')?.payload).toEqual({ callId: 'call-1' });
  });

  it('says nothing when the page itself closes the connection (signing out)', async () => {
    const { controller, socket, deps } = await started();
    socket.serve('disconnect', 'io client disconnect');
    expect(controller.getSnapshot().call).toBeNull();
    expect(deps.notify).not.toHaveBeenCalled();
    socket.serve('connect');
    expect(socket.last('call_leave')).toBeUndefined();
  });

  it('refuses a second call and shows the server’s reason for a failed start', async () => {
    const { controller, socket, deps } = controllerWithFakes();
    const starting = controller.start('channel-1', 'audio');
    await flush();
    expect(deps.getUserMedia).toHaveBeenCalledWith({ audio: true, video: false });
    socket.last('call_initiate')!.ack!({ ok: false, message: 'A call is already in progress in this conversation' });
    await starting;
    expect(deps.notify).toHaveBeenCalledWith('A call is already in progress in this conversation');
    expect(controller.getSnapshot()).toMatchObject({ call: null, busy: false });
  });
});

describe('adding people', () => {
  async function inCall() {
    const fakes = controllerWithFakes();
    const starting = fakes.controller.start('channel-1', 'video');
    await flush();
    fakes.socket.last('call_initiate')!.ack!({ ok: true, data: { ...callState({ initiator: ME, participants: [ME, GRACE] }), ice } });
    await starting;
    return fakes;
  }

  it('rings someone with call_invite and shows them ringing until they join', async () => {
    const { controller, socket } = await inCall();
    const inviting = controller.invite(ALAN);
    expect(socket.last('call_invite')?.payload).toEqual({ callId: 'call-1', userId: ALAN.userId });
    socket.last('call_invite')!.ack!({ ok: true });
    expect(await inviting).toBe(true);
    expect(controller.getSnapshot().call!.ringing).toEqual([ALAN]);
    // The server tells the tabs in the call too: still one of them.
    socket.serve('call_participant_invited', { callId: 'call-1', participant: ALAN, invitedBy: ME.userId });
    expect(controller.getSnapshot().call!.ringing).toEqual([ALAN]);
    socket.serve('call_participant_joined', { callId: 'call-1', participant: ALAN });
    const call = controller.getSnapshot().call!;
    expect(call.ringing).toEqual([]);
    expect(call.peers.map((peer) => peer.userId)).toEqual([GRACE.userId, ALAN.userId]);
  });

  it('shows the server’s refusal, and ringing stops when they decline, leave or do not answer', async () => {
    const { controller, socket, deps } = await inCall();
    vi.useFakeTimers();
    const inviting = controller.invite(ALAN);
    socket.last('call_invite')!.ack!({ ok: false, message: 'This call is full: at most 8 people can join' });
    expect(await inviting).toBe(false);
    expect(deps.notify).toHaveBeenCalledWith('This call is full: at most 8 people can join');
    expect(controller.getSnapshot().call!.ringing).toEqual([]);

    socket.serve('call_participant_invited', { callId: 'call-1', participant: ALAN, invitedBy: GRACE.userId });
    socket.serve('call_rejected', { callId: 'call-1', userId: ALAN.userId });
    expect(controller.getSnapshot().call!.ringing).toEqual([]);
    socket.serve('call_participant_invited', { callId: 'call-1', participant: ALAN, invitedBy: GRACE.userId });
    socket.serve('call_participant_left', { callId: 'call-1', userId: ALAN.userId });
    expect(controller.getSnapshot().call!.ringing).toEqual([]);
    // Another call's invitations are not this one's.
    socket.serve('call_participant_invited', { callId: 'call-9', participant: ALAN, invitedBy: GRACE.userId });
    expect(controller.getSnapshot().call!.ringing).toEqual([]);

    socket.serve('call_participant_invited', { callId: 'call-1', participant: ALAN, invitedBy: GRACE.userId });
    vi.advanceTimersByTime(CALL_RING_TIMEOUT_MS - 1);
    expect(controller.getSnapshot().call!.ringing).toEqual([ALAN]);
    vi.advanceTimersByTime(1);
    expect(controller.getSnapshot().call!.ringing).toEqual([]);
  });
});

describe('recovering a connection', () => {
  /** This tab joins a call with Grace and Alan: it offered to both, and both connected. */
  async function connectedToTwo() {
    const fakes = controllerWithFakes();
    fakes.socket.serve('call_initiated', callState({ participants: [GRACE, ALAN] }));
    const accepting = fakes.controller.accept();
    await flush();
    fakes.socket.last('call_accept')!.ack!({ ok: true, data: { ...callState({ participants: [GRACE, ALAN, ME] }), ice } });
    await accepting;
    await flush();
    for (const person of [GRACE, ALAN]) fakes.socket.serve('webrtc_answer', { callId: 'call-1', from: person.userId, sdp: { type: 'answer', sdp: 'a' } });
    await flush();
    for (const peer of fakes.peers) peer.becomes('connected');
    return fakes;
  }

  const view = (controller: ReturnType<typeof controllerWithFakes>['controller'], userId: string) =>
    controller.getSnapshot().call!.peers.find((peer) => peer.userId === userId)!;

  it('restarts ICE with the one whose connection failed, over webrtc_offer, while the rest of the mesh carries on', async () => {
    const { controller, socket, peers } = await connectedToTwo();
    vi.useFakeTimers();
    const offersBefore = socket.emitted.filter((entry) => entry.event === 'webrtc_offer').length;
    peers[0]!.becomes('failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(view(controller, GRACE.userId).recovery).toBe('reconnecting');
    expect(view(controller, ALAN.userId)).toMatchObject({ connectionState: 'connected', recovery: null });
    const restart = socket.emitted.filter((entry) => entry.event === 'webrtc_offer').slice(offersBefore);
    expect(restart.map((entry) => entry.payload)).toEqual([{ callId: 'call-1', to: GRACE.userId, sdp: { type: 'offer', sdp: 'fake offer' } }]);
    expect(peers[0]!.offerOptions.at(-1)).toEqual({ iceRestart: true });

    socket.serve('webrtc_answer', { callId: 'call-1', from: GRACE.userId, sdp: { type: 'answer', sdp: 'a2' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(peers[0]!.remoteDescription).toEqual({ type: 'answer', sdp: 'a2' });
    peers[0]!.becomes('connected');
    expect(view(controller, GRACE.userId)).toMatchObject({ connectionState: 'connected', recovery: null });
  });

  it('shows a peer whose restarts all failed as lost, and keeps the call and the others', async () => {
    const { controller, socket, peers } = await connectedToTwo();
    vi.useFakeTimers();
    peers[1]!.becomes('failed');
    await vi.advanceTimersByTimeAsync(ICE_RESTART_ATTEMPTS * ICE_RESTART_TIMEOUT_MS);
    expect(view(controller, ALAN.userId).recovery).toBe('lost');
    expect(socket.emitted.filter((entry) => entry.event === 'webrtc_offer' && (entry.payload as { to: string }).to === ALAN.userId)).toHaveLength(
      1 + ICE_RESTART_ATTEMPTS,
    );
    expect(view(controller, GRACE.userId)).toMatchObject({ connectionState: 'connected', recovery: null });
    expect(controller.getSnapshot().call).not.toBeNull();
    expect(peers[0]!.closed).toBe(false);
    // They leave: the tile goes as usual.
    socket.serve('call_participant_left', { callId: 'call-1', userId: ALAN.userId });
    expect(controller.getSnapshot().call!.peers.map((peer) => peer.userId)).toEqual([GRACE.userId]);
  });

  it('answers a restart on the same connection, but starts over with someone who rejoined', async () => {
    const fakes = controllerWithFakes();
    const starting = fakes.controller.start('channel-1', 'video');
    await flush();
    fakes.socket.last('call_initiate')!.ack!({ ok: true, data: { ...callState({ initiator: ME, participants: [ME] }), ice } });
    await starting;
    const { socket, peers } = fakes;
    socket.serve('call_participant_joined', { callId: 'call-1', participant: GRACE });
    const offer = (sdp: string) => socket.serve('webrtc_offer', { callId: 'call-1', from: GRACE.userId, sdp: { type: 'offer', sdp } });
    const answers = () => socket.emitted.filter((entry) => entry.event === 'webrtc_answer').length;
    offer('v=0\r\no=- 42 1 IN IP4 127.0.0.1\r\n');
    await flush();
    peers[0]!.becomes('connected');
    peers[0]!.becomes('failed');
    expect(fakes.controller.getSnapshot().call!.peers[0]!.recovery).toBe('reconnecting');
    // Grace's side restarts ICE: the same session, a newer version.
    offer('v=0\r\no=- 42 2 IN IP4 127.0.0.1\r\n');
    await flush();
    expect(peers).toHaveLength(1);
    expect(peers[0]!.closed).toBe(false);
    expect(answers()).toBe(2);
    // A new connection of hers (she came back in another tab): a new one here too.
    offer('v=0\r\no=- 77 1 IN IP4 127.0.0.1\r\n');
    await flush();
    expect(peers).toHaveLength(2);
    expect(peers[0]!.closed).toBe(true);
    expect(answers()).toBe(3);
  });
});
