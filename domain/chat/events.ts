import type { CallType, Channel, ChatMember, ContactStatus, Message } from './chat';

/**
 * The chat and call socket protocol (spec 7 names). The server's typed event map in
 * server/platform/realtime extends these, and the web's socket handlers read them.
 */

/** Every client-to-server event answers through socket.io's acknowledgement callback. */
export type Ack<T = undefined> = (result: { ok: true; data: T } | { ok: false; message: string }) => void;

export interface CallParticipant {
  userId: string;
  name: string;
}

/** A call as the socket events carry it. */
export interface CallState {
  callId: string;
  channelId: string;
  type: CallType;
  initiator: CallParticipant;
  /** People who accepted and are still in the call, initiator included. */
  participants: CallParticipant[];
  /** People rung and not answered yet, while the call still rings (nobody has answered it). */
  ringing: CallParticipant[];
  startedAt: string;
}

/** Someone in a call asked another member of the conversation in: the tabs in the call show them ringing. */
export interface CallParticipantInvited {
  callId: string;
  participant: CallParticipant;
  /** Who asked them in. */
  invitedBy: string;
}

export interface IceConfiguration {
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
}

export interface ChatClientToServerEvents {
  send_message: (payload: { channelId: string; message: string; clientId: string; parentMessageId?: string; attachmentIds?: string[]; mentions?: string[] }, ack: Ack<Message>) => void;
  edit_message: (payload: { messageId: string; message: string; mentions?: string[] }, ack: Ack<Message>) => void;
  delete_message: (payload: { messageId: string }, ack: Ack<Message>) => void;
  /** Toggles the caller's reaction. */
  add_reaction: (payload: { messageId: string; emoji: string }, ack: Ack<Message>) => void;
  msg_read: (payload: { channelId: string }, ack?: Ack) => void;
  typing: (payload: { channelId: string }) => void;
  stop_typing: (payload: { channelId: string }) => void;
  /** online (active again), away (idle) or busy (chosen). */
  set_status: (payload: { status: 'online' | 'away' | 'busy' }, ack?: Ack) => void;

  call_initiate: (payload: { channelId: string; type: CallType }, ack: Ack<CallState & { ice: IceConfiguration }>) => void;
  call_accept: (payload: { callId: string }, ack: Ack<CallState & { ice: IceConfiguration }>) => void;
  call_reject: (payload: { callId: string }, ack?: Ack) => void;
  call_leave: (payload: { callId: string }, ack?: Ack) => void;
  call_end: (payload: { callId: string }, ack?: Ack) => void;
  /** Ask another member of the conversation into a call in progress. */
  call_invite: (payload: { callId: string; userId: string }, ack?: Ack) => void;
  webrtc_offer: (payload: { callId: string; to: string; sdp: RTCSessionDescriptionInitLike }) => void;
  webrtc_answer: (payload: { callId: string; to: string; sdp: RTCSessionDescriptionInitLike }) => void;
  webrtc_ice_candidate: (payload: { callId: string; to: string; candidate: RTCIceCandidateInitLike }) => void;
}

/** 'ack' for an event answered through its acknowledgement (required or optional), 'none' for one that is not. */
export type ClientEventAck<F> = F extends (...args: infer A) => void ? (A extends [unknown] ? 'none' : 'ack') : never;

/**
 * Every client-to-server event at run time, with whether it is acknowledged. The type makes this
 * list each key of ChatClientToServerEvents exactly once with the right kind, so an event added to
 * the protocol is added here (the socket's generated bad-input test walks this list) or nothing compiles.
 */
export const CHAT_CLIENT_EVENTS: { readonly [E in keyof ChatClientToServerEvents]: ClientEventAck<ChatClientToServerEvents[E]> } = {
  send_message: 'ack',
  edit_message: 'ack',
  delete_message: 'ack',
  add_reaction: 'ack',
  msg_read: 'ack',
  typing: 'none',
  stop_typing: 'none',
  set_status: 'ack',
  call_initiate: 'ack',
  call_accept: 'ack',
  call_reject: 'ack',
  call_leave: 'ack',
  call_end: 'ack',
  call_invite: 'ack',
  webrtc_offer: 'none',
  webrtc_answer: 'none',
  webrtc_ice_candidate: 'none',
};

/** Structural copies of the DOM types, so the server compiles without lib.dom. */
export interface RTCSessionDescriptionInitLike {
  type: 'offer' | 'answer' | 'pranswer' | 'rollback';
  sdp?: string;
}
export interface RTCIceCandidateInitLike {
  candidate?: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}

/** A person's new presence. */
export interface StatusChange {
  userId: string;
  contactStatus: ContactStatus;
  lastSeen: string | null;
}

export interface ChatServerToClientEvents {
  new_message: (message: Message) => void;
  edit_message: (message: Message) => void;
  delete_message: (message: Message) => void;
  reaction_updated: (payload: { messageId: string; channelId: string; reactions: Message['reactions'] }) => void;
  /** A pin or unpin: the message with its new pinned fields. */
  message_pinned: (message: Message) => void;
  /** A thread reply; the parent's new replyCount and lastReplyAt ride along. */
  new_thread_reply: (payload: { reply: Message; parent: Message }) => void;
  /**
   * Presence changes of the organisation's people, several at once: a node gathers the changes of
   * a moment (a team arriving in the morning) into one event, where one each would send every
   * member a frame per arrival. In the order they happened, at most one per person.
   */
  user_status_changed: (payload: { changes: StatusChange[] }) => void;
  user_typing: (payload: { userId: string; channelId: string; name: string }) => void;
  user_stopped_typing: (payload: { userId: string; channelId: string }) => void;
  channel_created: (channel: Channel) => void;
  /** Merged into the sidebar entry: rename, archive, or (to one user's room) their unreadCount / isMuted. */
  channel_updated: (channel: Partial<Channel> & { _id: string }) => void;
  channel_member_added: (payload: { channelId: string; members: ChatMember[]; channel: Channel }) => void;
  /** The caller left, or was removed from, a conversation. */
  channel_member_removed: (payload: { channelId: string; userId: string }) => void;

  call_initiated: (call: CallState) => void;
  call_invitation: (call: CallState) => void;
  call_participant_joined: (payload: { callId: string; participant: CallParticipant }) => void;
  /** To the tabs already in the call; the invitee hears call_invitation. */
  call_participant_invited: (payload: CallParticipantInvited) => void;
  call_participant_left: (payload: { callId: string; userId: string }) => void;
  call_rejected: (payload: { callId: string; userId: string }) => void;
  /** The call is over for everyone (hung up, or nobody answered within 30 s: status missed). */
  call_ended: (payload: { callId: string; channelId: string; status: 'ended' | 'missed' }) => void;
  webrtc_offer: (payload: { callId: string; from: string; sdp: RTCSessionDescriptionInitLike }) => void;
  webrtc_answer: (payload: { callId: string; from: string; sdp: RTCSessionDescriptionInitLike }) => void;
  webrtc_ice_candidate: (payload: { callId: string; from: string; candidate: RTCIceCandidateInitLike }) => void;
}
