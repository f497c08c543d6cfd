import type { CallParticipant, CallState } from '../../../domain/chat/events';
import type { ActiveCall, CallSnapshot } from './callTypes';

/**
 * The snapshot components read (through useCallSnapshot): replaced, never mutated, on every
 * change, so React sees each one.
 */
export class CallStore {
  private snapshot: CallSnapshot = { incoming: null, call: null, busy: false };
  private readonly listeners = new Set<() => void>();

  /** `onChange` sees each new snapshot before the listeners do (the ringtone follows it). */
  constructor(private readonly onChange: (snapshot: CallSnapshot) => void) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CallSnapshot => this.snapshot;

  get call(): ActiveCall | null {
    return this.snapshot.call;
  }

  set(patch: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.onChange(this.snapshot);
    for (const listener of this.listeners) listener();
  }

  updateCall(patch: Partial<ActiveCall>): void {
    if (!this.snapshot.call) return;
    this.set({ call: { ...this.snapshot.call, ...patch } });
  }
}

/** The call this tab just entered: its media as acquired, nobody else connected yet. */
export function enteredCall(
  joined: CallState,
  media: { stream: MediaStream | null; error: string | null; camera: MediaStreamTrack | null },
  participants: CallParticipant[],
): ActiveCall {
  return {
    callId: joined.callId,
    channelId: joined.channelId,
    type: joined.type,
    initiator: joined.initiator,
    participants,
    localStream: media.stream,
    localVideo: media.camera,
    localVersion: 0,
    muted: false,
    cameraOff: !media.camera,
    sharingScreen: false,
    mediaError: media.error,
    peers: [],
    ringing: [],
    connectedAt: null,
  };
}

/** The participants with this one in: their entry replaced if they were there, added last if not. */
export function withParticipant(participants: CallParticipant[], participant: CallParticipant): CallParticipant[] {
  return participants.some((person) => person.userId === participant.userId)
    ? participants.map((person) => (person.userId === participant.userId ? participant : person))
    : [...participants, participant];
}
