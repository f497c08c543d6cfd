import { toast } from 'react-toastify';
import { CALL_RING_TIMEOUT_MS, type CallType } from '../../../domain/chat/chat';
import type { CallParticipant, CallParticipantInvited, CallState, IceConfiguration, RTCIceCandidateInitLike, RTCSessionDescriptionInitLike } from '../../../domain/chat/events';
import { notifyCall } from '../chat/desktopNotifications';
import { PeerLink, type LinkRecovery, type MediaState } from './meshPeer';
import { ringtone, type Ringtone } from './ringtone';

/**
 * The call of this tab, outside React: socket events, the media and one RTCPeerConnection
 * per other participant (a mesh). Components read snapshots through useCallSnapshot.
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

/** A socket as far as calls need one (the app's socket, or a fake in tests). */
export interface CallSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
  off?(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

export interface CallDependencies {
  createPeerConnection(configuration: RTCConfiguration): RTCPeerConnection;
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  getDisplayMedia(): Promise<MediaStream>;
  /** An error the user should see (a toast). */
  notify(message: string): void;
  ringtone: Ringtone;
}

export const browserCallDependencies: CallDependencies = {
  createPeerConnection: (configuration) => new RTCPeerConnection(configuration),
  getUserMedia: (constraints) =>
    navigator.mediaDevices?.getUserMedia
      ? navigator.mediaDevices.getUserMedia(constraints)
      : Promise.reject(new Error('This browser gives no access to a camera or microphone')),
  getDisplayMedia: () =>
    navigator.mediaDevices?.getDisplayMedia
      ? navigator.mediaDevices.getDisplayMedia({ video: true, audio: false })
      : Promise.reject(new Error('This browser cannot share the screen')),
  notify: (message) => void toast.error(message),
  ringtone,
};

/** Another participant as a tile shows them. */
export interface PeerView {
  userId: string;
  name: string;
  stream: MediaStream | null;
  /** Changes when the stream's tracks change. */
  version: number;
  /** 'new' until their connection exists; 'connected' once media flows. */
  connectionState: RTCPeerConnectionState;
  audioOn: boolean;
  videoOn: boolean;
  /** Their connection dropped: being brought back (ICE restart), or given up on. */
  recovery: LinkRecovery;
}

export interface ActiveCall {
  callId: string;
  channelId: string;
  type: CallType;
  initiator: CallParticipant;
  /** Everyone in the call, this user included, in join order. */
  participants: CallParticipant[];
  localStream: MediaStream | null;
  /** What this tab shows as its own picture: the camera, or the shared screen. */
  localVideo: MediaStreamTrack | null;
  localVersion: number;
  muted: boolean;
  cameraOff: boolean;
  sharingScreen: boolean;
  /** Why the camera or microphone is missing, if it is. */
  mediaError: string | null;
  peers: PeerView[];
  /** People asked into the call who have not answered yet (tiles say 'Ringing…'). */
  ringing: CallParticipant[];
  /** When the first peer connection came up (the call timer starts there). */
  connectedAt: number | null;
}

export interface CallSnapshot {
  /** The ringing prompt. */
  incoming: CallState | null;
  /** The call this tab is in (its window). */
  call: ActiveCall | null;
  /** Starting or accepting: waiting for media and the server. */
  busy: boolean;
}

type AckResult<T> = { ok: true; data: T } | { ok: false; message: string };
type Joined = CallState & { ice: IceConfiguration };

const ACK_TIMEOUT_MS = 15_000;
const NO_SERVER_TEXT = 'Calls need a connection to the server. Try again in a moment.';

export function capitalisedCallType(type: CallType): string {
  return type === 'video' ? 'Video' : 'Audio';
}

function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export class CallController {
  private deps: CallDependencies;
  private socket: CallSocket | null = null;
  private me: CallParticipant | null = null;
  private snapshot: CallSnapshot = { incoming: null, call: null, busy: false };
  private readonly listeners = new Set<() => void>();

  // The call this tab is in, beyond what the snapshot shows.
  private ice: IceConfiguration = { iceServers: [] };
  private links = new Map<string, PeerLink>();
  private earlyCandidates = new Map<string, RTCIceCandidateInitLike[]>();
  private cameraTrack: MediaStreamTrack | null = null;
  private screenStream: MediaStream | null = null;
  /** The call being accepted right now: the server's "you joined" for it is this tab's own. */
  private accepting: string | null = null;
  /** A call this tab lost with its connection: it says so once it is back. */
  private leaveOnReconnect: string | null = null;
  private ringTimer: ReturnType<typeof setTimeout> | null = null;
  /** The desktop notification of the incoming call, closed when it stops ringing. */
  private ringNotification: Notification | null = null;
  /**
   * Who joined and left calls, heard before this tab's own accept was acknowledged: the
   * acknowledgement's list may already be out of date by the time it arrives.
   */
  private names = new Map<string, string>();
  private departed = new Set<string>();
  /** When each person asked into this tab's call stops showing as ringing. */
  private ringingTimers = new Map<string, ReturnType<typeof setTimeout>>();

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

  // ------------------------------------------------------------------ store

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CallSnapshot => this.snapshot;

  private set(patch: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    const { incoming, call } = this.snapshot;
    // The incoming ring while a prompt shows; the ringback while nobody else has joined yet.
    if (incoming) this.deps.ringtone.play('incoming');
    else if (call && call.participants.length <= 1) this.deps.ringtone.play('outgoing');
    else this.deps.ringtone.stop();
    for (const listener of this.listeners) listener();
  }

  private updateCall(patch: Partial<ActiveCall>): void {
    if (!this.snapshot.call) return;
    this.set({ call: { ...this.snapshot.call, ...patch } });
  }

  /** Re-reads every link into the call's peer views. */
  private refreshPeers(): void {
    const call = this.snapshot.call;
    if (!call) return;
    const peers = call.participants
      .filter((person) => person.userId !== this.me?.userId)
      .map((person): PeerView => {
        const link = this.links.get(person.userId);
        const known = link?.remoteMedia;
        return {
          userId: person.userId,
          name: person.name,
          stream: link?.remoteStream ?? null,
          version: link?.version ?? 0,
          connectionState: link?.connectionState ?? 'new',
          audioOn: known ? known.audio : true,
          videoOn: known ? known.video : call.type === 'video',
          recovery: link?.recovery ?? null,
        };
      });
    const connected = peers.some((peer) => peer.connectionState === 'connected');
    this.updateCall({ peers, connectedAt: call.connectedAt ?? (connected ? Date.now() : null) });
  }

  // ------------------------------------------------------------------ socket

  /** Listens to the call events of this socket for this user; returns the detach. */
  attach(socket: CallSocket, me: CallParticipant): () => void {
    this.detach();
    this.socket = socket;
    this.me = me;
    const handlers: [string, (...args: never[]) => void][] = [
      ['call_initiated', (state: CallState) => this.onInitiated(state)],
      ['call_invitation', (state: CallState) => this.onInvitation(state)],
      ['call_participant_joined', (payload: { callId: string; participant: CallParticipant }) => this.onJoined(payload)],
      ['call_participant_invited', (payload: CallParticipantInvited) => this.onInvited(payload)],
      ['call_participant_left', (payload: { callId: string; userId: string }) => this.onLeft(payload)],
      ['call_rejected', (payload: { callId: string; userId: string }) => this.onRejected(payload)],
      ['call_ended', (payload: { callId: string }) => this.onEnded(payload)],
      ['webrtc_offer', (payload: { callId: string; from: string; sdp: RTCSessionDescriptionInitLike }) => this.onOffer(payload)],
      ['webrtc_answer', (payload: { callId: string; from: string; sdp: RTCSessionDescriptionInitLike }) => this.onAnswer(payload)],
      ['webrtc_ice_candidate', (payload: { callId: string; from: string; candidate: RTCIceCandidateInitLike }) => this.onCandidate(payload)],
      ['disconnect', (reason: string) => this.onDisconnect(reason)],
      ['connect', () => this.onReconnect()],
    ];
    for (const [event, handler] of handlers) socket.on(event, handler);
    this.detachSocket = () => {
      for (const [event, handler] of handlers) socket.off?.(event, handler);
    };
    return () => this.detach();
  }

  private detachSocket: (() => void) | null = null;

  detach(): void {
    this.detachSocket?.();
    this.detachSocket = null;
    this.teardown();
    this.dismissIncoming();
    this.socket = null;
  }

  private request<T>(event: string, payload: unknown): Promise<AckResult<T>> {
    const socket = this.socket;
    if (!socket) return Promise.resolve({ ok: false, message: NO_SERVER_TEXT });
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ ok: false, message: NO_SERVER_TEXT }), ACK_TIMEOUT_MS);
      socket.emit(event, payload, (result: AckResult<T>) => {
        clearTimeout(timer);
        resolve(result ?? { ok: false, message: NO_SERVER_TEXT });
      });
    });
  }

  private isMe(userId: string): boolean {
    return userId === this.me?.userId;
  }

  private onInitiated(state: CallState): void {
    // The initiator's own tab goes by the acknowledgement; their other tabs stay quiet.
    if (this.isMe(state.initiator.userId)) return;
    this.ring(state);
  }

  private onInvitation(state: CallState): void {
    this.ring(state);
  }

  private ring(state: CallState): void {
    for (const person of [state.initiator, ...state.participants]) this.names.set(person.userId, person.name);
    if (this.snapshot.call?.callId === state.callId || this.accepting === state.callId) return;
    if (this.ringTimer) clearTimeout(this.ringTimer);
    // Nobody answers a ring forever: the server calls it missed at 30 s, this tab stops too.
    this.ringTimer = setTimeout(() => this.dismissIncoming(state.callId), CALL_RING_TIMEOUT_MS);
    this.set({ incoming: state });
    // A page in the background also rings on the desktop, when the user turned that on.
    this.ringNotification?.close();
    this.ringNotification = notifyCall({ callId: state.callId, type: state.type, initiatorName: state.initiator.name });
  }

  private dismissIncoming(callId?: string): void {
    if (callId && this.snapshot.incoming?.callId !== callId) return;
    if (this.ringTimer) clearTimeout(this.ringTimer);
    this.ringTimer = null;
    this.ringNotification?.close();
    this.ringNotification = null;
    if (this.snapshot.incoming) this.set({ incoming: null });
  }

  private onJoined({ callId, participant }: { callId: string; participant: CallParticipant }): void {
    this.names.set(participant.userId, participant.name);
    this.departed.delete(`${callId}:${participant.userId}`);
    if (this.isMe(participant.userId)) {
      // Answered in another tab: this one stops ringing.
      if (this.accepting !== callId && this.snapshot.call?.callId !== callId) this.dismissIncoming(callId);
      return;
    }
    const call = this.snapshot.call;
    if (call?.callId !== callId) return;
    this.stopRinging(participant.userId);
    const participants = call.participants.some((person) => person.userId === participant.userId)
      ? call.participants.map((person) => (person.userId === participant.userId ? participant : person))
      : [...call.participants, participant];
    this.updateCall({ participants });
    // They offer (they joined later); their tile says 'Connecting…' until then.
    this.refreshPeers();
  }

  private onLeft({ callId, userId }: { callId: string; userId: string }): void {
    this.departed.add(`${callId}:${userId}`);
    if (this.isMe(userId)) {
      if (this.snapshot.call?.callId !== callId) this.dismissIncoming(callId);
      return;
    }
    if (this.snapshot.call?.callId !== callId) return;
    this.stopRinging(userId);
    this.links.get(userId)?.close();
    this.links.delete(userId);
    this.earlyCandidates.delete(userId);
    this.updateCall({ participants: this.snapshot.call.participants.filter((person) => person.userId !== userId) });
    this.refreshPeers();
  }

  private onRejected({ callId, userId }: { callId: string; userId: string }): void {
    // Declined in another tab: this one stops ringing.
    if (this.isMe(userId)) this.dismissIncoming(callId);
    // Someone asked into this tab's call said no.
    else if (this.snapshot.call?.callId === callId) this.stopRinging(userId);
  }

  private onInvited({ callId, participant }: CallParticipantInvited): void {
    this.names.set(participant.userId, participant.name);
    if (this.snapshot.call?.callId === callId) this.startRinging(participant);
  }

  /** Shows someone asked in as ringing, for as long as their prompt rings (again from the start if asked twice). */
  private startRinging(person: CallParticipant): void {
    const call = this.snapshot.call;
    if (!call || this.isMe(person.userId) || call.participants.some((participant) => participant.userId === person.userId)) return;
    const timer = this.ringingTimers.get(person.userId);
    if (timer) clearTimeout(timer);
    this.ringingTimers.set(person.userId, setTimeout(() => this.stopRinging(person.userId), CALL_RING_TIMEOUT_MS));
    if (!call.ringing.some((entry) => entry.userId === person.userId)) this.updateCall({ ringing: [...call.ringing, person] });
  }

  private stopRinging(userId: string): void {
    const timer = this.ringingTimers.get(userId);
    if (timer) clearTimeout(timer);
    this.ringingTimers.delete(userId);
    const call = this.snapshot.call;
    if (call?.ringing.some((entry) => entry.userId === userId)) this.updateCall({ ringing: call.ringing.filter((entry) => entry.userId !== userId) });
  }

  private onEnded({ callId }: { callId: string }): void {
    for (const key of this.departed) if (key.startsWith(`${callId}:`)) this.departed.delete(key);
    this.dismissIncoming(callId);
    if (this.snapshot.call?.callId === callId) this.teardown();
  }

  private onDisconnect(reason?: string): void {
    const call = this.snapshot.call;
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
    if (callId) void this.request('call_leave', { callId });
  }

  // ------------------------------------------------------------------ signalling

  private link(userId: string): PeerLink {
    const existing = this.links.get(userId);
    if (existing) return existing;
    const callId = this.snapshot.call!.callId;
    const link = new PeerLink({
      userId,
      peer: this.deps.createPeerConnection({ iceServers: this.ice.iceServers }),
      localTracks: () => ({ audio: this.audioTrack(), video: this.outgoingVideo(), stream: this.snapshot.call?.localStream ?? null }),
      mediaState: () => this.mediaState(),
      signal: {
        offer: (sdp) => this.socket?.emit('webrtc_offer', { callId, to: userId, sdp }),
        answer: (sdp) => this.socket?.emit('webrtc_answer', { callId, to: userId, sdp }),
        candidate: (candidate) => this.socket?.emit('webrtc_ice_candidate', { callId, to: userId, candidate }),
      },
      onChange: () => this.refreshPeers(),
    });
    this.links.set(userId, link);
    const early = this.earlyCandidates.get(userId) ?? [];
    this.earlyCandidates.delete(userId);
    for (const candidate of early) void link.addCandidate(candidate);
    return link;
  }

  private onOffer({ callId, from, sdp }: { callId: string; from: string; sdp: RTCSessionDescriptionInitLike }): void {
    const call = this.snapshot.call;
    if (call?.callId !== callId || this.isMe(from)) return;
    // A fresh offer from someone already connected (they rejoined): start over with them.
    // An offer from the same connection (an ICE restart) renegotiates the one there is.
    const stale = this.links.get(from);
    if (stale?.hasRemoteDescription && !stale.isSameSession(sdp)) {
      stale.close();
      this.links.delete(from);
    }
    if (!call.participants.some((person) => person.userId === from)) {
      this.updateCall({ participants: [...call.participants, { userId: from, name: this.names.get(from) ?? 'Participant' }] });
    }
    const link = this.link(from);
    this.refreshPeers();
    link.acceptOffer(sdp).catch((error: unknown) => console.warn('call: could not answer', error));
  }

  private onAnswer({ callId, from, sdp }: { callId: string; from: string; sdp: RTCSessionDescriptionInitLike }): void {
    if (this.snapshot.call?.callId !== callId) return;
    this.links
      .get(from)
      ?.acceptAnswer(sdp)
      .catch((error: unknown) => console.warn('call: could not take the answer', error));
  }

  private onCandidate({ callId, from, candidate }: { callId: string; from: string; candidate: RTCIceCandidateInitLike }): void {
    if (this.snapshot.call?.callId !== callId) return;
    const link = this.links.get(from);
    if (link) void link.addCandidate(candidate);
    else this.earlyCandidates.set(from, [...(this.earlyCandidates.get(from) ?? []), candidate]);
  }

  // ------------------------------------------------------------------ media

  private audioTrack(): MediaStreamTrack | null {
    return this.snapshot.call?.localStream?.getAudioTracks()[0] ?? null;
  }

  private outgoingVideo(): MediaStreamTrack | null {
    return this.screenStream?.getVideoTracks()[0] ?? this.cameraTrack;
  }

  private mediaState(): MediaState {
    const call = this.snapshot.call;
    if (!call) return { audio: false, video: false };
    return {
      audio: Boolean(this.audioTrack()) && !call.muted,
      video: call.sharingScreen || (Boolean(this.cameraTrack) && !call.cameraOff),
    };
  }

  private broadcastMediaState(): void {
    for (const link of this.links.values()) link.sendMediaState();
  }

  /** The microphone, and the camera for a video call; whatever works of the two. */
  private async acquireMedia(type: CallType): Promise<{ stream: MediaStream | null; error: string | null }> {
    try {
      return { stream: await this.deps.getUserMedia({ audio: true, video: type === 'video' }), error: null };
    } catch {
      if (type === 'video') {
        try {
          return { stream: await this.deps.getUserMedia({ audio: true, video: false }), error: 'Your camera is not available: you joined with audio only.' };
        } catch {
          // Neither: listen only.
        }
      }
      return { stream: null, error: 'Your microphone and camera are not available: others cannot hear or see you.' };
    }
  }

  private enter(joined: Joined, media: { stream: MediaStream | null; error: string | null }): void {
    this.ice = joined.ice ?? { iceServers: [] };
    for (const person of joined.participants) this.names.set(person.userId, person.name);
    this.cameraTrack = media.stream?.getVideoTracks()[0] ?? null;
    this.set({
      call: {
        callId: joined.callId,
        channelId: joined.channelId,
        type: joined.type,
        initiator: joined.initiator,
        participants: joined.participants.filter((person) => !this.departed.has(`${joined.callId}:${person.userId}`)),
        localStream: media.stream,
        localVideo: this.cameraTrack,
        localVersion: 0,
        muted: false,
        cameraOff: !this.cameraTrack,
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
      this.startRinging(person);
    }
    this.refreshPeers();
  }

  // ------------------------------------------------------------------ actions

  /** Calls everyone in a direct or group conversation. */
  async start(channelId: string, type: CallType): Promise<void> {
    if (this.snapshot.call || this.snapshot.busy) return;
    if (!this.socket) return this.deps.notify(NO_SERVER_TEXT);
    this.set({ busy: true });
    const media = await this.acquireMedia(type);
    const answer = await this.request<Joined>('call_initiate', { channelId, type });
    this.set({ busy: false });
    if (!answer.ok) {
      stopStream(media.stream);
      this.deps.notify(answer.message);
      return;
    }
    this.enter(answer.data, media);
  }

  /** Answers the ringing call (leaving the one this tab is in, if any). */
  async accept(): Promise<void> {
    const incoming = this.snapshot.incoming;
    if (!incoming || this.snapshot.busy) return;
    this.accepting = incoming.callId;
    if (this.ringTimer) clearTimeout(this.ringTimer);
    this.ringTimer = null;
    this.set({ busy: true, incoming: null });
    if (this.snapshot.call) await this.hangUp();
    const media = await this.acquireMedia(incoming.type);
    const answer = await this.request<Joined>('call_accept', { callId: incoming.callId });
    this.accepting = null;
    this.set({ busy: false });
    if (!answer.ok) {
      stopStream(media.stream);
      this.deps.notify(answer.message);
      return;
    }
    this.enter(answer.data, media);
    // This tab joined last: it offers to everyone already in the call.
    for (const person of this.snapshot.call?.participants ?? []) {
      if (this.isMe(person.userId)) continue;
      this.link(person.userId)
        .offer()
        .catch((error: unknown) => console.warn('call: could not offer', error));
    }
    this.refreshPeers();
  }

  /**
   * Asks another member of the conversation into this tab's call; true once the server
   * rings them (they show as ringing), false with the server's reason as a toast.
   */
  async invite(person: CallParticipant): Promise<boolean> {
    const call = this.snapshot.call;
    if (!call) return false;
    const answer = await this.request('call_invite', { callId: call.callId, userId: person.userId });
    if (!answer.ok) {
      this.deps.notify(answer.message);
      return false;
    }
    this.names.set(person.userId, person.name);
    if (this.snapshot.call?.callId === call.callId) this.startRinging(person);
    return true;
  }

  reject(): void {
    const incoming = this.snapshot.incoming;
    if (!incoming) return;
    this.dismissIncoming();
    void this.request('call_reject', { callId: incoming.callId });
  }

  /** Leaves the call; the server ends it when fewer than two remain (or nobody answered yet). */
  async hangUp(): Promise<void> {
    const call = this.snapshot.call;
    if (!call) return;
    this.teardown();
    await this.request('call_leave', { callId: call.callId });
  }

  toggleMute(): void {
    const call = this.snapshot.call;
    if (!call) return;
    const muted = !call.muted;
    for (const track of call.localStream?.getAudioTracks() ?? []) track.enabled = !muted;
    this.updateCall({ muted });
    this.broadcastMediaState();
  }

  async toggleCamera(): Promise<void> {
    const call = this.snapshot.call;
    if (!call) return;
    if (!call.cameraOff) {
      if (this.cameraTrack) this.cameraTrack.enabled = false;
      this.updateCall({ cameraOff: true, localVersion: call.localVersion + 1 });
      this.broadcastMediaState();
      return;
    }
    if (!this.cameraTrack) {
      // A voice call, or the camera failed at first: ask for it now.
      try {
        const camera = await this.deps.getUserMedia({ video: true, audio: false });
        const track = camera.getVideoTracks()[0] ?? null;
        if (!track || !this.snapshot.call) return stopStream(camera);
        this.cameraTrack = track;
        const stream = this.snapshot.call.localStream ?? new MediaStream();
        stream.addTrack(track);
        this.updateCall({ localStream: stream });
        if (!this.screenStream) for (const link of this.links.values()) await link.replaceTrack('video', track);
      } catch {
        this.deps.notify('Your camera is not available.');
        return;
      }
    }
    this.cameraTrack.enabled = true;
    const current = this.snapshot.call;
    if (!current) return;
    this.updateCall({ cameraOff: false, localVideo: this.screenStream ? current.localVideo : this.cameraTrack, localVersion: current.localVersion + 1 });
    this.broadcastMediaState();
  }

  async toggleScreenShare(): Promise<void> {
    const call = this.snapshot.call;
    if (!call) return;
    if (this.screenStream) return this.stopSharing();
    let screen: MediaStream;
    try {
      screen = await this.deps.getDisplayMedia();
    } catch {
      return; // Cancelled in the browser's picker, or not allowed.
    }
    const track = screen.getVideoTracks()[0];
    if (!track || !this.snapshot.call) return stopStream(screen);
    this.screenStream = screen;
    // The browser's own "Stop sharing" button ends the track.
    track.addEventListener('ended', () => void this.stopSharing());
    for (const link of this.links.values()) await link.replaceTrack('video', track);
    const current = this.snapshot.call;
    if (!current) return;
    this.updateCall({ sharingScreen: true, localVideo: track, localVersion: current.localVersion + 1 });
    this.broadcastMediaState();
  }

  private async stopSharing(): Promise<void> {
    const screen = this.screenStream;
    if (!screen) return;
    this.screenStream = null;
    stopStream(screen);
    const camera = this.cameraTrack;
    for (const link of this.links.values()) await link.replaceTrack('video', camera);
    const current = this.snapshot.call;
    if (!current) return;
    this.updateCall({ sharingScreen: false, localVideo: camera, localVersion: current.localVersion + 1 });
    this.broadcastMediaState();
  }

  /** Stops every track and closes every connection: the window closes. */
  private teardown(): void {
    for (const link of this.links.values()) link.close();
    this.links.clear();
    for (const timer of this.ringingTimers.values()) clearTimeout(timer);
    this.ringingTimers.clear();
    this.earlyCandidates.clear();
    stopStream(this.screenStream);
    this.screenStream = null;
    stopStream(this.snapshot.call?.localStream);
    this.cameraTrack?.stop();
    this.cameraTrack = null;
    if (this.snapshot.call || this.snapshot.busy) this.set({ call: null });
  }
}

/** The app's one controller; the shell attaches it to the socket. */
export const callController = new CallController();
