import { CALL_RING_TIMEOUT_MS } from '../../../domain/chat/chatRules';
import type { CallParticipant, CallState } from '../../../domain/chat/events';
import { notifyCall } from '../chat/desktopNotifications';
import type { CallStore } from './callStore';
import type { CallSnapshot } from './callTypes';
import type { Ringtone } from './ringtone';

/** The incoming ring while a prompt shows; the ringback while nobody else has joined yet. */
export function playRingtoneFor(ringtone: Ringtone, { incoming, call }: CallSnapshot): void {
  if (incoming) ringtone.play('incoming');
  else if (call && call.participants.length <= 1) ringtone.play('outgoing');
  else ringtone.stop();
}

/**
 * The ringing prompt, its timer and its desktop notification. Nobody answers a ring forever:
 * the server calls it missed at 30 s, and this tab stops too.
 */
export class IncomingRing {
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The desktop notification of the incoming call, closed when it stops ringing. */
  private notification: Notification | null = null;

  constructor(private readonly store: CallStore) {}

  ring(state: CallState): void {
    this.stopTimer();
    this.timer = setTimeout(() => this.dismiss(state.callId), CALL_RING_TIMEOUT_MS);
    this.store.set({ incoming: state });
    // A page in the background also rings on the desktop, when the user turned that on.
    this.notification?.close();
    this.notification = notifyCall({ callId: state.callId, type: state.type, initiatorName: state.initiator.name });
  }

  /** Stops the prompt (only if it is for that call, when one is given). */
  dismiss(callId?: string): void {
    const { incoming } = this.store.getSnapshot();
    if (callId && incoming?.callId !== callId) return;
    this.stopTimer();
    this.notification?.close();
    this.notification = null;
    if (incoming) this.store.set({ incoming: null });
  }

  stopTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** People asked into this tab's call show as ringing for as long as their prompt rings. */
export class RingingInvitees {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly store: CallStore,
    private readonly isMe: (userId: string) => boolean,
  ) {}

  /** Shows someone as ringing (again from the start if asked twice), unless they are in the call. */
  start(person: CallParticipant): void {
    const call = this.store.call;
    if (!call || this.isMe(person.userId) || call.participants.some((participant) => participant.userId === person.userId)) return;
    const timer = this.timers.get(person.userId);
    if (timer) clearTimeout(timer);
    this.timers.set(
      person.userId,
      setTimeout(() => this.stop(person.userId), CALL_RING_TIMEOUT_MS),
    );
    if (!call.ringing.some((entry) => entry.userId === person.userId)) this.store.updateCall({ ringing: [...call.ringing, person] });
  }

  stop(userId: string): void {
    const timer = this.timers.get(userId);
    if (timer) clearTimeout(timer);
    this.timers.delete(userId);
    const call = this.store.call;
    if (call?.ringing.some((entry) => entry.userId === userId)) this.store.updateCall({ ringing: call.ringing.filter((entry) => entry.userId !== userId) });
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
