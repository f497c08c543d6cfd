import type { IceConfiguration, RTCIceCandidateInitLike, RTCSessionDescriptionInitLike } from '../../../domain/chat/events';
import { signalsTo } from './callProtocol';
import type { ActiveCall, CallDependencies, CallSocket, PeerView } from './callTypes';
import { PeerLink, type MediaState } from './meshPeer';

export interface MeshContext {
  deps(): CallDependencies;
  socket(): CallSocket | null;
  localTracks(): { audio: MediaStreamTrack | null; video: MediaStreamTrack | null; stream: MediaStream | null };
  mediaState(): MediaState;
  /** A link's connection, stream or media state changed. */
  onChange(): void;
}

/**
 * One RTCPeerConnection per other participant of this tab's call. Candidates that arrive
 * before their sender's offer wait for the link the offer creates.
 */
export class Mesh {
  ice: IceConfiguration = { iceServers: [] };
  private readonly links = new Map<string, PeerLink>();
  private readonly earlyCandidates = new Map<string, RTCIceCandidateInitLike[]>();

  constructor(private readonly context: MeshContext) {}

  /** The link to that person, created on first use. */
  link(callId: string, userId: string): PeerLink {
    const existing = this.links.get(userId);
    if (existing) return existing;
    const link = new PeerLink({
      userId,
      peer: this.context.deps().createPeerConnection({ iceServers: this.ice.iceServers }),
      localTracks: () => this.context.localTracks(),
      mediaState: () => this.context.mediaState(),
      signal: signalsTo(() => this.context.socket(), callId, userId),
      onChange: () => this.context.onChange(),
    });
    this.links.set(userId, link);
    const early = this.earlyCandidates.get(userId) ?? [];
    this.earlyCandidates.delete(userId);
    for (const candidate of early) void link.addCandidate(candidate);
    return link;
  }

  /**
   * A fresh offer from someone already connected (they rejoined): start over with them.
   * An offer from the same connection (an ICE restart) renegotiates the one there is.
   */
  dropIfNewSession(from: string, sdp: RTCSessionDescriptionInitLike): void {
    const stale = this.links.get(from);
    if (stale?.hasRemoteDescription && !stale.isSameSession(sdp)) {
      stale.close();
      this.links.delete(from);
    }
  }

  acceptAnswer(from: string, sdp: RTCSessionDescriptionInitLike): void {
    this.links
      .get(from)
      ?.acceptAnswer(sdp)
      .catch((error: unknown) => console.warn('call: could not take the answer', error));
  }

  addCandidate(from: string, candidate: RTCIceCandidateInitLike): void {
    const link = this.links.get(from);
    if (link) void link.addCandidate(candidate);
    else this.earlyCandidates.set(from, [...(this.earlyCandidates.get(from) ?? []), candidate]);
  }

  /** Offers to each of them: this tab joined last. */
  offerTo(callId: string, userIds: string[]): void {
    for (const userId of userIds) {
      this.link(callId, userId)
        .offer()
        .catch((error: unknown) => console.warn('call: could not offer', error));
    }
  }

  drop(userId: string): void {
    this.links.get(userId)?.close();
    this.links.delete(userId);
    this.earlyCandidates.delete(userId);
  }

  closeAll(): void {
    for (const link of this.links.values()) link.close();
    this.links.clear();
    this.earlyCandidates.clear();
  }

  broadcastMediaState(): void {
    for (const link of this.links.values()) link.sendMediaState();
  }

  async replaceVideo(track: MediaStreamTrack | null): Promise<void> {
    for (const link of this.links.values()) await link.replaceTrack('video', track);
  }

  /** Every other participant's tile, from what their link knows. */
  views(call: ActiveCall, isMe: (userId: string) => boolean): PeerView[] {
    return call.participants
      .filter((person) => !isMe(person.userId))
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
  }
}
