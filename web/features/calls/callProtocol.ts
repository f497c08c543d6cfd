import type { CallType } from '../../../domain/chat/chat';
import type { CallParticipant, CallParticipantInvited, CallState, IceConfiguration, RTCIceCandidateInitLike, RTCSessionDescriptionInitLike } from '../../../domain/chat/events';
import type { CallSocket } from './callTypes';

/** The call events of the socket, both ways, as this tab uses them. */

export type AckResult<T> = { ok: true; data: T } | { ok: false; message: string };
export type Joined = CallState & { ice: IceConfiguration };

const ACK_TIMEOUT_MS = 15_000;
export const NO_SERVER_TEXT = 'Calls need a connection to the server. Try again in a moment.';

/** What each acknowledged request sends, and what its acknowledgement carries. */
interface CallRequests {
  call_initiate: { payload: { channelId: string; type: CallType }; answer: Joined };
  call_accept: { payload: { callId: string }; answer: Joined };
  call_invite: { payload: { callId: string; userId: string }; answer: unknown };
  call_reject: { payload: { callId: string }; answer: unknown };
  call_leave: { payload: { callId: string }; answer: unknown };
}

/** Sends a request and waits for its acknowledgement; no socket, or no answer in time, is a failure. */
export function request<E extends keyof CallRequests>(
  socket: CallSocket | null,
  event: E,
  payload: CallRequests[E]['payload'],
): Promise<AckResult<CallRequests[E]['answer']>> {
  if (!socket) return Promise.resolve({ ok: false, message: NO_SERVER_TEXT });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, message: NO_SERVER_TEXT }), ACK_TIMEOUT_MS);
    socket.emit(event, payload, (result: AckResult<CallRequests[E]['answer']>) => {
      clearTimeout(timer);
      resolve(result ?? { ok: false, message: NO_SERVER_TEXT });
    });
  });
}

export type Signal<K extends 'sdp' | 'candidate'> = K extends 'sdp'
  ? { callId: string; from: string; sdp: RTCSessionDescriptionInitLike }
  : { callId: string; from: string; candidate: RTCIceCandidateInitLike };

/** The signals this tab sends to one other participant. */
export function signalsTo(socket: () => CallSocket | null, callId: string, to: string) {
  return {
    offer: (sdp: RTCSessionDescriptionInitLike) => socket()?.emit('webrtc_offer', { callId, to, sdp }),
    answer: (sdp: RTCSessionDescriptionInitLike) => socket()?.emit('webrtc_answer', { callId, to, sdp }),
    candidate: (candidate: RTCIceCandidateInitLike) => socket()?.emit('webrtc_ice_candidate', { callId, to, candidate }),
  };
}

export interface CallEventHandlers {
  call_initiated(state: CallState): void;
  call_invitation(state: CallState): void;
  call_participant_joined(payload: { callId: string; participant: CallParticipant }): void;
  call_participant_invited(payload: CallParticipantInvited): void;
  call_participant_left(payload: { callId: string; userId: string }): void;
  call_rejected(payload: { callId: string; userId: string }): void;
  call_ended(payload: { callId: string }): void;
  webrtc_offer(payload: Signal<'sdp'>): void;
  webrtc_answer(payload: Signal<'sdp'>): void;
  webrtc_ice_candidate(payload: Signal<'candidate'>): void;
  disconnect(reason: string): void;
  connect(): void;
}

/** Listens to every call event of the socket; returns the undo. */
export function listenToCallEvents(socket: CallSocket, handlers: CallEventHandlers): () => void {
  const entries = Object.entries(handlers) as [string, (...args: never[]) => void][];
  for (const [event, handler] of entries) socket.on(event, handler);
  return () => {
    for (const [event, handler] of entries) socket.off?.(event, handler);
  };
}
