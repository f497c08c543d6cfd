import type { CallType } from '../../../domain/chat/chat';
import type { CallParticipant, CallState } from '../../../domain/chat/events';
import { listenToCallEvents, NO_SERVER_TEXT, request, type AckResult, type Joined } from './callProtocol';
import { CallSession } from './callSession';
import { CallStore } from './callStore';
import { browserCallDependencies, type CallDependencies, type CallSnapshot, type CallSocket } from './callTypes';
import { acquireMedia, stopStream } from './media';
import { IncomingRing, playRingtoneFor } from './ringing';

export { browserCallDependencies, capitalisedCallType, type ActiveCall, type CallDependencies, type CallSnapshot, type CallSocket, type PeerView } from './callTypes';

/**
 * The call of this tab, outside React: the socket's call events (callProtocol), the ringing
 * prompt (ringing), the call this tab is in with its media and mesh (callSession), and the
 * snapshot components read through useCallSnapshot (callStore).
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
  private readonly incoming = new IncomingRing(this.store);
  private readonly session = new CallSession({
    store: this.store,
    deps: () => this.deps,
    socket: () => this.socket,
    isMe: (userId) => userId === this.me?.userId,
  });
  /** The call being accepted right now: the server's "you joined" for it is this tab's own. */
  private accepting: string | null = null;
  /** A call this tab lost with its connection: it says so once it is back. */
  private leaveOnReconnect: string | null = null;
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
    const session = this.session;
    this.detachSocket = listenToCallEvents(socket, {
      call_initiated: (state) => {
        // The initiator's own tab goes by the acknowledgement; their other tabs stay quiet.
        if (!this.isMe(state.initiator.userId)) this.ring(state);
      },
      call_invitation: (state) => this.ring(state),
      call_participant_joined: ({ callId, participant }) => {
        session.roster.joined(callId, participant);
        // Answered in another tab: this one stops ringing.
        if (!this.isMe(participant.userId)) session.joined(callId, participant);
        else if (this.accepting !== callId && !session.isIn(callId)) this.incoming.dismiss(callId);
      },
      call_participant_invited: ({ callId, participant }) => session.invited(callId, participant),
      call_participant_left: ({ callId, userId }) => {
        session.roster.left(callId, userId);
        if (!this.isMe(userId)) session.left(callId, userId);
        else if (!session.isIn(callId)) this.incoming.dismiss(callId);
      },
      call_rejected: ({ callId, userId }) => {
        // Declined in another tab: this one stops ringing.
        if (this.isMe(userId)) this.incoming.dismiss(callId);
        else session.declined(callId, userId);
      },
      call_ended: ({ callId }) => {
        session.roster.ended(callId);
        this.incoming.dismiss(callId);
        if (session.isIn(callId)) session.teardown();
      },
      webrtc_offer: (payload) => session.offer(payload),
      webrtc_answer: (payload) => session.answer(payload),
      webrtc_ice_candidate: (payload) => session.candidate(payload),
      disconnect: (reason) => this.onDisconnect(reason),
      connect: () => {
        const callId = this.leaveOnReconnect;
        this.leaveOnReconnect = null;
        if (callId) void request(this.socket, 'call_leave', { callId });
      },
    });
    return () => this.detach();
  }

  detach(): void {
    this.detachSocket?.();
    this.detachSocket = null;
    this.session.teardown();
    this.incoming.dismiss();
    this.socket = null;
  }

  private isMe(userId: string): boolean {
    return userId === this.me?.userId;
  }

  private ring(state: CallState): void {
    this.session.roster.remember([state.initiator, ...state.participants]);
    if (!this.session.isIn(state.callId) && this.accepting !== state.callId) this.incoming.ring(state);
  }

  private onDisconnect(reason?: string): void {
    const call = this.store.call;
    if (!call) return;
    this.session.teardown();
    // Signing out closes the socket on purpose: nothing to say, nobody to tell.
    if (reason === 'io client disconnect') return;
    // The server counts a lost connection as leaving; the media goes too, and the call is told once back.
    this.leaveOnReconnect = call.callId;
    this.deps.notify('The connection to the server was lost, so you left the call.');
  }

  /** Gets the media and asks the server in: the call window opens, or the server's reason shows. */
  private async join(type: CallType, ask: () => Promise<AckResult<Joined>>): Promise<boolean> {
    const media = await acquireMedia(this.deps.getUserMedia, type);
    const answer = await ask();
    this.accepting = null;
    this.store.set({ busy: false });
    if (!answer.ok) {
      stopStream(media.stream);
      this.deps.notify(answer.message);
      return false;
    }
    this.session.enter(answer.data, media);
    return true;
  }

  /** Calls everyone in a direct or group conversation. */
  async start(channelId: string, type: CallType): Promise<void> {
    const { call, busy } = this.store.getSnapshot();
    if (call || busy) return;
    if (!this.socket) return this.deps.notify(NO_SERVER_TEXT);
    this.store.set({ busy: true });
    await this.join(type, () => request(this.socket, 'call_initiate', { channelId, type }));
  }

  /** Answers the ringing call (leaving the one this tab is in, if any). */
  async accept(): Promise<void> {
    const { incoming, busy } = this.store.getSnapshot();
    if (!incoming || busy) return;
    this.accepting = incoming.callId;
    this.incoming.stopTimer();
    this.store.set({ busy: true, incoming: null });
    if (this.store.call) await this.hangUp();
    if (await this.join(incoming.type, () => request(this.socket, 'call_accept', { callId: incoming.callId }))) this.session.offerToOthers(incoming.callId);
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
    this.session.invited(call.callId, person);
    return true;
  }

  reject(): void {
    const { incoming } = this.store.getSnapshot();
    if (!incoming) return;
    this.incoming.dismiss();
    void request(this.socket, 'call_reject', { callId: incoming.callId });
  }

  /** Leaves the call; the server ends it when fewer than two remain (or nobody answered yet). */
  async hangUp(): Promise<void> {
    const call = this.store.call;
    if (!call) return;
    this.session.teardown();
    await request(this.socket, 'call_leave', { callId: call.callId });
  }

  toggleMute = (): void => this.session.media.toggleMute();
  toggleCamera = (): Promise<void> => this.session.media.toggleCamera();
  toggleScreenShare = (): Promise<void> => this.session.media.toggleScreenShare();
}

/** The app's one controller; the shell attaches it to the socket. */
export const callController = new CallController();
