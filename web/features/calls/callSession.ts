import type { CallParticipant } from '../../../domain/chat/events';
import type { Joined, Signal } from './callProtocol';
import { enteredCall, withParticipant, type CallStore } from './callStore';
import type { CallDependencies, CallSocket } from './callTypes';
import { LocalMedia, type AcquiredMedia } from './media';
import { Mesh } from './mesh';
import { RingingInvitees } from './ringing';
import { CallRoster } from './roster';

export interface CallSessionContext {
  store: CallStore;
  deps(): CallDependencies;
  socket(): CallSocket | null;
  isMe(userId: string): boolean;
}

/**
 * The call this tab is in: its participants, who it still rings, its media and its mesh, kept
 * in step with what the server says about other people. What concerns this user (their
 * other tabs, the ringing prompt) stays with the controller.
 */
export class CallSession {
  readonly roster = new CallRoster();
  private readonly store: CallStore;
  private readonly invitees: RingingInvitees;
  readonly media: LocalMedia;
  private readonly mesh: Mesh;

  constructor(private readonly context: CallSessionContext) {
    this.store = context.store;
    this.invitees = new RingingInvitees(context.store, context.isMe);
    this.media = new LocalMedia({
      deps: context.deps,
      call: () => this.store.call,
      updateCall: (patch) => this.store.updateCall(patch),
      replaceVideo: (track) => this.mesh.replaceVideo(track),
      broadcastMediaState: () => this.mesh.broadcastMediaState(),
    });
    this.mesh = new Mesh({
      deps: context.deps,
      socket: context.socket,
      localTracks: () => ({ audio: this.media.audioTrack(), video: this.media.outgoingVideo(), stream: this.store.call?.localStream ?? null }),
      mediaState: () => this.media.state(),
      onChange: () => this.refreshPeers(),
    });
  }

  isIn(callId: string): boolean {
    return this.store.call?.callId === callId;
  }

  /** Opens the call window on what the server acknowledged. */
  enter(joined: Joined, media: AcquiredMedia): void {
    this.mesh.ice = joined.ice ?? { iceServers: [] };
    this.roster.remember(joined.participants);
    const camera = this.media.adopt(media.stream);
    this.store.set({ call: enteredCall(joined, { ...media, camera }, this.roster.stillIn(joined.callId, joined.participants)) });
    // Those the call rings (everyone, for whoever starts it) show as ringing until they answer.
    for (const person of joined.ringing) {
      this.roster.remember([person]);
      this.invitees.start(person);
    }
    this.refreshPeers();
  }

  /** This tab joined last: it offers to everyone already in the call. */
  offerToOthers(callId: string): void {
    const others = (this.store.call?.participants ?? []).filter((person) => !this.context.isMe(person.userId));
    this.mesh.offerTo(
      callId,
      others.map((person) => person.userId),
    );
    this.refreshPeers();
  }

  /** Someone else joined this tab's call: they offer (they joined later); their tile says 'Connecting…' until then. */
  joined(callId: string, participant: CallParticipant): void {
    const call = this.store.call;
    if (call?.callId !== callId) return;
    this.invitees.stop(participant.userId);
    this.store.updateCall({ participants: withParticipant(call.participants, participant) });
    this.refreshPeers();
  }

  left(callId: string, userId: string): void {
    const call = this.store.call;
    if (call?.callId !== callId) return;
    this.invitees.stop(userId);
    this.mesh.drop(userId);
    this.store.updateCall({ participants: this.store.call!.participants.filter((person) => person.userId !== userId) });
    this.refreshPeers();
  }

  /** Someone was asked in: they show as ringing. */
  invited(callId: string, person: CallParticipant): void {
    this.roster.remember([person]);
    if (this.isIn(callId)) this.invitees.start(person);
  }

  /** Someone asked in said no. */
  declined(callId: string, userId: string): void {
    if (this.isIn(callId)) this.invitees.stop(userId);
  }

  offer({ callId, from, sdp }: Signal<'sdp'>): void {
    const call = this.store.call;
    if (call?.callId !== callId || this.context.isMe(from)) return;
    this.mesh.dropIfNewSession(from, sdp);
    if (!call.participants.some((person) => person.userId === from)) {
      this.store.updateCall({ participants: [...call.participants, { userId: from, name: this.roster.nameOf(from) }] });
    }
    const link = this.mesh.link(callId, from);
    this.refreshPeers();
    link.acceptOffer(sdp).catch((error: unknown) => console.warn('call: could not answer', error));
  }

  answer({ callId, from, sdp }: Signal<'sdp'>): void {
    if (this.isIn(callId)) this.mesh.acceptAnswer(from, sdp);
  }

  candidate({ callId, from, candidate }: Signal<'candidate'>): void {
    if (this.isIn(callId)) this.mesh.addCandidate(from, candidate);
  }

  /** Stops every track and closes every connection: the window closes. */
  teardown(): void {
    this.mesh.closeAll();
    this.invitees.clear();
    this.media.stop(this.store.call?.localStream);
    const { call, busy } = this.store.getSnapshot();
    if (call || busy) this.store.set({ call: null });
  }

  /** Re-reads every link into the call's peer views. */
  private refreshPeers(): void {
    const call = this.store.call;
    if (!call) return;
    const peers = this.mesh.views(call, this.context.isMe);
    const connected = peers.some((peer) => peer.connectionState === 'connected');
    this.store.updateCall({ peers, connectedAt: call.connectedAt ?? (connected ? Date.now() : null) });
  }
}
