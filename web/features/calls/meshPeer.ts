import type { RTCIceCandidateInitLike, RTCSessionDescriptionInitLike } from '../../../domain/chat/events';

/** What this side sends, told to the other side over a small data channel (tiles show a camera-off avatar, a muted mic). */
export interface MediaState {
  audio: boolean;
  video: boolean;
}

export interface PeerLinkOptions {
  /** The other participant. */
  userId: string;
  peer: RTCPeerConnection;
  /** This tab's current outgoing tracks: the microphone, and the camera or the shared screen. */
  localTracks(): { audio: MediaStreamTrack | null; video: MediaStreamTrack | null; stream: MediaStream | null };
  mediaState(): MediaState;
  signal: {
    offer(sdp: RTCSessionDescriptionInitLike): void;
    answer(sdp: RTCSessionDescriptionInitLike): void;
    candidate(candidate: RTCIceCandidateInitLike): void;
  };
  /** Anything a view shows changed: connection state, remote tracks, the other side's media state. */
  onChange(): void;
}

/** ICE restarts the offering side tries before a peer counts as lost. */
export const ICE_RESTART_ATTEMPTS = 3;
/** 'disconnected' often heals by itself (a blip on Wi-Fi); past this long it is treated as failed. */
export const DISCONNECTED_GRACE_MS = 4_000;
/** How long one ICE restart has to bring the connection back before the next one. */
export const ICE_RESTART_TIMEOUT_MS = 10_000;

/** A connection that dropped: being brought back, or given up on. */
export type LinkRecovery = 'reconnecting' | 'lost' | null;

/** The session id of an SDP's o= line: the same for every offer of one RTCPeerConnection. */
export function sdpSessionId(sdp: string | undefined): string | null {
  return /^o=\S+ (\d+) /m.exec(sdp ?? '')?.[1] ?? null;
}

const describe = (description: RTCSessionDescriptionInit | RTCSessionDescription | null): RTCSessionDescriptionInitLike => ({
  type: (description?.type ?? 'offer') as RTCSessionDescriptionInitLike['type'],
  sdp: description?.sdp ?? '',
});

/**
 * One RTCPeerConnection of the mesh: this tab and one other participant.
 *
 * Each side always has one audio and one video transceiver (sendrecv), even in a voice
 * call or without a camera: muting, turning the camera on later and sharing the screen
 * are then a replaceTrack on a sender, never a renegotiation. Only the side that joined
 * the call later makes the offer (see callController), so offers never collide.
 *
 * A connection that fails, or stays disconnected past a short grace, is brought back by
 * an ICE restart: the side that made the first offer offers again with new ICE
 * credentials over the same signalling, a bounded number of times, spaced out; the other
 * side answers it like any offer and waits as long. Meanwhile `recovery` is
 * 'reconnecting'; once the attempts run out it is 'lost' (the connection stays open in
 * case it comes back by itself, and the rest of the mesh is not affected).
 */
export class PeerLink {
  readonly userId: string;
  /** The other side's audio and video, gathered from the track events. */
  remoteStream: MediaStream | null = null;
  /** Bumped whenever remoteStream's tracks change or unmute, so views re-read it. */
  version = 0;
  /** What the other side says it sends; null until its data channel speaks. */
  remoteMedia: MediaState | null = null;
  /** Set while a dropped connection is being brought back, or once it is given up. */
  recovery: LinkRecovery = null;

  private readonly options: PeerLinkOptions;
  private audio: RTCRtpTransceiver | null = null;
  private video: RTCRtpTransceiver | null = null;
  private channel: RTCDataChannel | null = null;
  private queuedCandidates: RTCIceCandidateInitLike[] = [];
  private closed = false;
  /** This side made the first offer: it is the one that restarts ICE. */
  private offerer = false;
  private restarts = 0;
  /** The disconnected grace, the current restart's deadline, or (answering side) the wait for the other's restarts. */
  private recoveryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: PeerLinkOptions) {
    this.options = options;
    this.userId = options.userId;
    const { peer } = options;
    peer.onicecandidate = (event) => {
      if (event.candidate && !this.closed) options.signal.candidate(event.candidate.toJSON());
    };
    peer.ontrack = (event) => this.addRemoteTrack(event.track);
    peer.onconnectionstatechange = () => {
      this.watchConnection();
      options.onChange();
    };
    try {
      // Negotiated on both sides with the same id: no ondatachannel asymmetry, and it rides in the first offer.
      const channel = peer.createDataChannel('media-state', { negotiated: true, id: 0 });
      channel.onopen = () => this.sendMediaState();
      channel.onmessage = (event: MessageEvent) => {
        try {
          const state = JSON.parse(String(event.data)) as Partial<MediaState>;
          this.remoteMedia = { audio: state.audio !== false, video: state.video === true };
          options.onChange();
        } catch {
          // Not ours: ignore.
        }
      };
      this.channel = channel;
    } catch {
      this.channel = null;
    }
  }

  get connectionState(): RTCPeerConnectionState {
    return this.closed ? 'closed' : (this.options.peer.connectionState ?? 'new');
  }

  /** The newcomer's side: both transceivers with whatever it sends, then the offer. */
  async offer(): Promise<void> {
    const { peer } = this.options;
    const local = this.options.localTracks();
    const streams = local.stream ? [local.stream] : [];
    this.audio = peer.addTransceiver(local.audio ?? 'audio', { direction: 'sendrecv', streams });
    this.video = peer.addTransceiver(local.video ?? 'video', { direction: 'sendrecv', streams });
    this.offerer = true;
    const offer = await peer.createOffer();
    if (this.closed) return;
    await peer.setLocalDescription(offer);
    this.options.signal.offer(describe(peer.localDescription ?? offer));
  }

  /** The side already in the call: take the offer, put this tab's tracks on its transceivers, answer. */
  async acceptOffer(sdp: RTCSessionDescriptionInitLike): Promise<void> {
    const { peer } = this.options;
    await peer.setRemoteDescription(sdp as RTCSessionDescriptionInit);
    const local = this.options.localTracks();
    for (const transceiver of peer.getTransceivers()) {
      const kind = transceiver.receiver.track?.kind;
      if (kind === 'audio' && !this.audio) this.audio = transceiver;
      else if (kind === 'video' && !this.video) this.video = transceiver;
    }
    for (const [transceiver, track] of [
      [this.audio, local.audio],
      [this.video, local.video],
    ] as const) {
      if (!transceiver) continue;
      transceiver.direction = 'sendrecv';
      await transceiver.sender.replaceTrack(track);
      if (local.stream) transceiver.sender.setStreams?.(local.stream);
    }
    const answer = await peer.createAnswer();
    if (this.closed) return;
    await peer.setLocalDescription(answer);
    this.options.signal.answer(describe(peer.localDescription ?? answer));
    await this.flushCandidates();
  }

  async acceptAnswer(sdp: RTCSessionDescriptionInitLike): Promise<void> {
    const { peer } = this.options;
    if (peer.signalingState !== 'have-local-offer') return;
    await peer.setRemoteDescription(sdp as RTCSessionDescriptionInit);
    await this.flushCandidates();
  }

  /** Candidates may come before the description they belong to: they wait for it. */
  async addCandidate(candidate: RTCIceCandidateInitLike): Promise<void> {
    if (this.closed) return;
    if (!this.options.peer.remoteDescription) {
      this.queuedCandidates.push(candidate);
      return;
    }
    await this.options.peer.addIceCandidate(candidate as RTCIceCandidateInit).catch(() => undefined);
  }

  get hasRemoteDescription(): boolean {
    return Boolean(this.options.peer.remoteDescription);
  }

  /** Whether an offer comes from the same connection on the other side (an ICE restart), not from a new one (they rejoined). */
  isSameSession(sdp: RTCSessionDescriptionInitLike): boolean {
    const current = sdpSessionId(this.options.peer.remoteDescription?.sdp);
    return current !== null && current === sdpSessionId(sdp.sdp);
  }

  /** Swaps what this side sends (mute is track.enabled; camera, screen and a late camera are a new track). */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void> {
    const transceiver = kind === 'audio' ? this.audio : this.video;
    if (!transceiver || this.closed) return;
    await transceiver.sender.replaceTrack(track).catch(() => undefined);
  }

  sendMediaState(): void {
    if (this.channel?.readyState !== 'open') return;
    try {
      this.channel.send(JSON.stringify(this.options.mediaState()));
    } catch {
      // The channel closed in between.
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearRecoveryTimer();
    const { peer } = this.options;
    peer.onicecandidate = null;
    peer.ontrack = null;
    peer.onconnectionstatechange = null;
    try {
      this.channel?.close();
      peer.close();
    } catch {
      // Already closed.
    }
  }

  // ------------------------------------------------------------------ recovery

  private watchConnection(): void {
    if (this.closed) return;
    const state = this.options.peer.connectionState;
    if (state === 'connected') {
      this.clearRecoveryTimer();
      this.restarts = 0;
      this.recovery = null;
      return;
    }
    // Given up, or already bringing it back (the restart's own deadline decides what next).
    if (this.recovery) return;
    if (state === 'failed') {
      this.clearRecoveryTimer();
      this.recover();
    } else if (state === 'disconnected' && !this.recoveryTimer) {
      this.recoveryTimer = setTimeout(() => {
        this.recoveryTimer = null;
        const now = this.options.peer.connectionState;
        if (now === 'disconnected' || now === 'failed') this.recover();
      }, DISCONNECTED_GRACE_MS);
    }
  }

  /** One more ICE restart (offering side), or waiting for the other side's (answering side); lost when that runs out. */
  private recover(): void {
    if (this.closed || this.recovery === 'lost') return;
    if (!this.offerer) {
      if (this.recovery === 'reconnecting') return;
      this.setRecovery('reconnecting');
      // As long as the offering side's restarts take, and one more for the signals to travel.
      this.recoveryTimer = setTimeout(() => this.giveUp(), (ICE_RESTART_ATTEMPTS + 1) * ICE_RESTART_TIMEOUT_MS);
      return;
    }
    if (this.restarts >= ICE_RESTART_ATTEMPTS) return this.giveUp();
    this.restarts += 1;
    this.setRecovery('reconnecting');
    this.recoveryTimer = setTimeout(() => {
      this.recoveryTimer = null;
      if (this.options.peer.connectionState !== 'connected') this.recover();
    }, ICE_RESTART_TIMEOUT_MS);
    this.restartIce().catch((error: unknown) => console.warn('call: ICE restart failed', error));
  }

  private async restartIce(): Promise<void> {
    const { peer } = this.options;
    // Mid-negotiation with the other side's offer (not expected of the offering side): the next attempt tries again.
    if (peer.signalingState === 'have-remote-offer' || peer.signalingState === 'closed') return;
    peer.restartIce?.();
    const offer = await peer.createOffer({ iceRestart: true });
    if (this.closed) return;
    await peer.setLocalDescription(offer);
    this.options.signal.offer(describe(peer.localDescription ?? offer));
  }

  private giveUp(): void {
    this.clearRecoveryTimer();
    if (this.closed || this.options.peer.connectionState === 'connected') return;
    this.setRecovery('lost');
  }

  private setRecovery(recovery: LinkRecovery): void {
    if (this.recovery === recovery) return;
    this.recovery = recovery;
    this.options.onChange();
  }

  private clearRecoveryTimer(): void {
    if (this.recoveryTimer) clearTimeout(this.recoveryTimer);
    this.recoveryTimer = null;
  }

  private async flushCandidates(): Promise<void> {
    const queued = this.queuedCandidates;
    this.queuedCandidates = [];
    for (const candidate of queued) await this.addCandidate(candidate);
  }

  private addRemoteTrack(track: MediaStreamTrack): void {
    this.remoteStream ??= new MediaStream();
    if (!this.remoteStream.getTracks().includes(track)) this.remoteStream.addTrack(track);
    const changed = () => {
      this.version += 1;
      this.options.onChange();
    };
    track.addEventListener('unmute', changed);
    track.addEventListener('mute', changed);
    track.addEventListener('ended', changed);
    changed();
  }
}
