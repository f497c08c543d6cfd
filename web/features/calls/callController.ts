import type { CallType } from '../../../domain/chat/chat';
import type { CallParticipant, CallParticipantInvited, CallState } from '../../../domain/chat/events';
import { listenToCallEvents, NO_SERVER_TEXT, request, type Joined, type Signal } from './callProtocol';
import { CallStore } from './callStore';
import { browserCallDependencies, type CallDependencies, type CallSnapshot, type CallSocket } from './callTypes';
import { acquireMedia, LocalMedia, stopStream, type AcquiredMedia } from './media';
import { Mesh } from './mesh';
import { IncomingRing, playRingtoneFor, RingingInvitees } from './ringing';

export { browserCallDependencies, capitalisedCallType, type ActiveCall, type CallDependencies, type CallSnapshot, type CallSocket, type PeerView } from './callTypes';

/**
 * The call of this tab, outside React: socket events (callProtocol), the media (media), one
 * RTCPeerConnection per other participant (mesh), ringing, and the snapshot components read
 * through useCallSnapshot (callStore). This class decides what each event means.
 *
 * Spec 4: call_initiated becomes the active call, and for anyone but the initiator it is
 * also the incoming call; call_invitation does the same. Calls are per tab: the tab that
 * starts or accepts a call is in it; the user's other tabs stop ringing when the
 * server says the user joined (or declined) from elsewhere.
 *
 * Who offers: the participant who joins later offers to everyone already in the call (the
 * list comes with the accept acknowledgement); those only answer. The server takes accepts
 * of one call one at a time, so of any two participants exactly one sees the other as
 * already joined, and two offers never cross.
 *
 * Adding someone: a participant sends call_invite; the invitee's tabs ring (call_invitation)
 * and the tabs in the call hear call_participant_invited, and show them ringing until they
 * join, decline, or the ring times out. Once they accept, they offer like any newcomer.
 */
export class CallController {
  private deps: CallDependencies;
  private socket: CallSocket | null = null;
  private me: CallParticipant | null = null;
  private readonly store = new CallStore((snapshot) => playRingtoneFor(this.deps.ringtone, snapshot));
  private readonly incomingRing = new IncomingRing();
  private readonly invitees = new RingingInvitees(this.store, (userId) => this.isMe(userId));
  private readonly media: LocalMedia = new LocalMedia({
    deps: () => this.deps,
    call: () => this.store.call,
    updateCall: (patch) => this.store.updateCall(patch),
    replaceVideo: (track) => this.mesh.replaceVideo(track),
    broadcastMediaState: () => this.mesh.broadcastMediaState(),
  });
  private readonly mesh: Mesh = new Mesh({
    deps: () => this.deps,
    socket: () => this.socket,
    localTracks: () => ({ audio: this.media.audioTrack(), video: this.media.outgoingVideo(), stream: this.store.call?.localStream ?? null }),
    mediaState: () => this.media.state(),
    onChange: () => this.refreshPeers(),
  });
  /** The call being accepted right now: the server's "you joined" for it is this tab's own. */
  private accepting: string | null = null;
  /** A call this tab lost with its connection: it says so once it is back. */
  private leaveOnReconnect: string | null = null;
  /**
   * Who joined and left calls, heard before this tab's own accept was acknowledged: the
   * acknowledgement's list may already be out of date by the time it arrives.
   */
  private names = new Map<string, string>();
  private departed = new Set<string>();
  private detachSocket: (() => void) | null = null;

  constructor(deps: CallDependencies = browserCallDependencies) {
    this.deps = deps;
  }

  /** The signed-in user's id, once attached. */
  get myId(): string | null {
    return this.me?.userId ?? null;
  }

  /** Tests swap the browser's media and peer connections for fakes. */
  setDependencies(deps: Partial<CallDependencies>): void {
    this.deps = { ...this.deps, ...deps };
  }

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  getSnapshot = (): CallSnapshot => this.store.getSnapshot();

  /** Listens to the call events of this socket for this user; returns the detach. */
  attach(socket: CallSocket, me: CallParticipant): () => void {
    this.detach();
    this.socket = socket;
    this.me = me;
    this.detachSocket = listenToCallEvents(socket, {
      call_initiated: (state) => this.onInitiated(state),
      call_invitation: (state) => this.ring(state),
      call_participant_joined: (payload) => this.onJoined(payload),
      call_participant_invited: (payload) => this.onInvited(payload),
      call_participant_left: (payload) => this.onLeft(payload),
      call_rejected: (payload) => this.onRejected(payload),
      call_ended: (payload) => this.onEnded(payload),
      webrtc_offer: (payload) => this.onOffer(payload),
      webrtc_answer: ({ callId, from, sdp }) => {
        if (this.store.call?.callId === callId) this.mesh.acceptAnswer(from, sdp);
      },
      webrtc_ice_candidate: ({ callId, from, candidate }) => {
        if (this.store.call?.callId === callId) this.mesh.addCandidate(from, candidate);
      },
      disconnect: (reason) => this.onDisconnect(reason),
      connect: () => this.onReconnect(),
    });
    return () => this.detach();
  }

  detach(): void {
    this.detachSocket?.();
    this.detachSocket = null;
    this.teardown();
    this.dismissIncoming();
    this.socket = null;
  }

  // ------------------------------------------------------------------ what the server says

  private isMe(userId: string): boolean {
    return userId === this.me?.userId;
  }

  private onInitiated(state: CallState): void {
    // The initiator's own tab goes by the acknowledgement; their other tabs stay quiet.
    if (this.isMe(state.initiator.userId)) return;
    this.ring(state);
  }

  private ring(state: CallState): void {
    for (const person of [state.initiator, ...state.participants]) this.names.set(person.userId, person.name);
    if (this.store.call?.callId === state.callId || this.accepting === state.callId) return;
    this.incomingRing.start(() => this.dismissIncoming(state.callId));
    this.store.set({ incoming: state });
    this.incomingRing.notify(state);
  }

  private dismissIncoming(callId?: string): void {
    const { incoming } = this.store.getSnapshot();
    if (callId && incoming?.callId !== callId) return;
    this.incomingRing.stop();
    if (incoming) this.store.set({ incoming: null });
  }

  private onJoined({ callId, participant }: { callId: string; participant: CallParticipant }): void {
    this.names.set(participant.userId, participant.name);
    this.departed.delete(`${callId}:${participant.userId}`);
    if (this.isMe(participant.userId)) {
      // Answered in another tab: this one stops ringing.
      if (this.accepting !== callId && this.store.call?.callId !== callId) this.dismissIncoming(callId);
      return;
    }
    const call = this.store.call;
    if (call?.callId !== callId) return;
    this.invitees.stop(participant.userId);
    const participants = call.participants.some((person) => person.userId === participant.userId)
      ? call.participants.map((person) => (person.userId === participant.userId ? participant : person))
      : [...call.participants, participant];
    this.store.updateCall({ participants });
    // They offer (they joined later); their tile says 'Connecting…' until then.
    this.refreshPeers();
  }

  private onLeft({ callId, userId }: { callId: string; userId: string }): void {
    this.departed.add(`${callId}:${userId}`);
    if (this.isMe(userId)) {
      if (this.store.call?.callId !== callId) this.dismissIncoming(callId);
      return;
    }
    const call = this.store.call;
    if (call?.callId !== callId) return;
    this.invitees.stop(userId);
    this.mesh.drop(userId);
    this.store.updateCall({ participants: this.store.call!.participants.filter((person) => person.userId !== userId) });
    this.refreshPeers();
  }

  private onRejected({ callId, userId }: { callId: string; userId: string }): void {
    // Declined in another tab: this one stops ringing.
    if (this.isMe(userId)) this.dismissIncoming(callId);
    // Someone asked into this tab's call said no.
    else if (this.store.call?.callId === callId) this.invitees.stop(userId);
  }

  private onInvited({ callId, participant }: CallParticipantInvited): void {
    this.names.set(participant.userId, participant.name);
    if (this.store.call?.callId === callId) this.invitees.start(participant);
  }

  private onEnded({ callId }: { callId: string }): void {
    for (const key of this.departed) if (key.startsWith(`${callId}:`)) this.departed.delete(key);
    this.dismissIncoming(callId);
    if (this.store.call?.callId === callId) this.teardown();
  }

  private onOffer({ callId, from, sdp }: Signal<'sdp'>): void {
    const call = this.store.call;
    if (call?.callId !== callId || this.isMe(from)) return;
    this.mesh.dropIfNewSession(from, sdp);
    if (!call.participants.some((person) => person.userId === from)) {
      this.store.updateCall({ participants: [...call.participants, { userId: from, name: this.names.get(from) ?? 'Participant' }] });
    }
    const link = this.mesh.link(callId, from);
    this.refreshPeers();
    link.acceptOffer(sdp).catch((error: unknown) => console.warn('call: could not answer', error));
  }

  private onDisconnect(reason?: string): void {
    const call = this.store.call;
    if (!call) return;
    this.teardown();
    // Signing out closes the socket on purpose: nothing to say, nobody to tell.
    if (reason === 'io client disconnect') return;
    // The server counts a lost connection as leaving; the media goes too, and the call is told once back.
    this.leaveOnReconnect = call.callId;
    this.deps.notify('The connection to the server was lost, so you left the call.');
  }

  private onReconnect(): void {
    const callId = this.leaveOnReconnect;
    this.leaveOnReconnect = null;
    if (callId) void request(this.socket, 'call_leave', { callId });
  }

  // ------------------------------------------------------------------ this tab's call

  /** Re-reads every link into the call's peer views. */
  private refreshPeers(): void {
    const call = this.store.call;
    if (!call) return;
    const peers = this.mesh.views(call, this.me?.userId);
    const connected = peers.some((peer) => peer.connectionState === 'connected');
    this.store.updateCall({ peers, connectedAt: call.connectedAt ?? (connected ? Date.now() : null) });
  }

  private enter(joined: Joined, media: AcquiredMedia): void {
    this.mesh.ice = joined.ice ?? { iceServers: [] };
    for (const person of joined.participants) this.names.set(person.userId, person.name);
    const camera = this.media.adopt(media.stream);
    this.store.set({
      call: {
        callId: joined.callId,
        channelId: joined.channelId,
        type: joined.type,
        initiator: joined.initiator,
        participants: joined.participants.filter((person) => !this.departed.has(`${joined.callId}:${person.userId}`)),
        localStream: media.stream,
        localVideo: camera,
        localVersion: 0,
        muted: false,
        cameraOff: !camera,
        sharingScreen: false,
        mediaError: media.error,
        peers: [],
        ringing: [],
        connectedAt: null,
      },
    });
    // Those the call rings (everyone, for whoever starts it) show as ringing until they answer.
    for (const person of joined.ringing) {
      this.names.set(person.userId, person.name);
      this.invitees.start(person);
    }
    this.refreshPeers();
  }

  /** Stops every track and closes every connection: the window closes. */
  private teardown(): void {
    this.mesh.closeAll();
    this.invitees.clear();
    this.media.stop(this.store.call?.localStream);
    const { call, busy } = this.store.getSnapshot();
    if (call || busy) this.store.set({ call: null });
  }

  // ------------------------------------------------------------------ actions

  /** Calls everyone in a direct or group conversation. */
  async start(channelId: string, type: CallType): Promise<void> {
    const { call, busy } = this.store.getSnapshot();
    if (call || busy) return;
    if (!this.socket) return this.deps.notify(NO_SERVER_TEXT);
    this.store.set({ busy: true });
    const media = await acquireMedia(this.deps.getUserMedia, type);
    const answer = await request(this.socket, 'call_initiate', { channelId, type });
    this.store.set({ busy: false });
    if (!answer.ok) {
      stopStream(media.stream);
      this.deps.notify(answer.message);
      return;
    }
    this.enter(answer.data, media);
  }

  /** Answers the ringing call (leaving the one this tab is in, if any). */
  async accept(): Promise<void> {
    const { incoming, busy } = this.store.getSnapshot();
    if (!incoming || busy) return;
    this.accepting = incoming.callId;
    this.incomingRing.stopTimer();
    this.store.set({ busy: true, incoming: null });
    if (this.store.call) await this.hangUp();
    const media = await acquireMedia(this.deps.getUserMedia, incoming.type);
    const answer = await request(this.socket, 'call_accept', { callId: incoming.callId });
    this.accepting = null;
    this.store.set({ busy: false });
    if (!answer.ok) {
      stopStream(media.stream);
      this.deps.notify(answer.message);
      return;
    }
    this.enter(answer.data, media);
    // This tab joined last: it offers to everyone already in the call.
    const others = (this.store.call?.participants ?? []).filter((person) => !this.isMe(person.userId));
    this.mesh.offerTo(
      answer.data.callId,
      others.map((person) => person.userId),
    );
    this.refreshPeers();
  }

  /**
   * Asks another member of the conversation into this tab's call; true once the server
   * rings them (they show as ringing), false with the server's reason as a toast.
   */
  async invite(person: CallParticipant): Promise<boolean> {
    const call = this.store.call;
    if (!call) return false;
    const answer = await request(this.socket, 'call_invite', { callId: call.callId, userId: person.userId });
    if (!answer.ok) {
      this.deps.notify(answer.message);
      return false;
    }
    this.names.set(person.userId, person.name);
    if (this.store.call?.callId === call.callId) this.invitees.start(person);
    return true;
  }

  reject(): void {
    const { incoming } = this.store.getSnapshot();
    if (!incoming) return;
    this.dismissIncoming();
    void request(this.socket, 'call_reject', { callId: incoming.callId });
  }

  /** Leaves the call; the server ends it when fewer than two remain (or nobody answered yet). */
  async hangUp(): Promise<void> {
    const call = this.store.call;
    if (!call) return;
    this.teardown();
    await request(this.socket, 'call_leave', { callId: call.callId });
  }

  toggleMute(): void {
    this.media.toggleMute();
  }

  toggleCamera(): Promise<void> {
    return this.media.toggleCamera();
  }

  toggleScreenShare(): Promise<void> {
    return this.media.toggleScreenShare();
  }
}

/** The app's one controller; the shell attaches it to the socket. */
export const callController = new CallController();
