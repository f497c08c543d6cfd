import type { Channel, ChatMember, Message } from '../../../domain/chat/chat';

/** Fixtures and a fake socket for the conversation view's tests. */

type Listener = (...args: unknown[]) => void;

export interface Emitted {
  event: string;
  payload: unknown;
  ack?: (result: unknown) => void;
}

/** Stands in for socket.io's client: records emits, and `fire` plays a server event. */
export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const emitted: Emitted[] = [];
  const socket = {
    connected: true,
    id: 'fake-socket',
    emitted,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return socket;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    emit(event: string, payload?: unknown, ack?: (result: unknown) => void) {
      emitted.push({ event, payload, ack });
      return socket;
    },
    timeout() {
      return socket;
    },
    connect() {
      return socket;
    },
    disconnect() {
      return socket;
    },
    io: { on: () => undefined, off: () => undefined },
    fire(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
    },
    listening(event: string) {
      return (listeners.get(event)?.size ?? 0) > 0;
    },
    sent(event: string) {
      return emitted.filter((item) => item.event === event);
    },
  };
  return socket;
}
export type FakeSocket = ReturnType<typeof createFakeSocket>;

export const ME_ID = 'user-editor';
export const ME_NAME = 'Ada Lovelace';

export function member(_id: string, name: string, extra: Partial<ChatMember> = {}): ChatMember {
  return { _id, name, email: `${name.split(' ')[0]!.toLowerCase()}@demo.test`, avatar: null, contactStatus: 'online', lastSeen: null, ...extra };
}

export const me = member(ME_ID, ME_NAME);
export const grace = member('u-grace', 'Grace Hopper');
export const alan = member('u-alan', 'Alan Turing', { contactStatus: 'offline', lastSeen: new Date(Date.now() - 3 * 3600_000).toISOString() });

export function channel(overrides: Partial<Channel> & { _id: string }): Channel {
  return {
    channelType: 'channel',
    name: 'general',
    members: [me, grace, alan],
    createdBy: null,
    unreadCount: 0,
    lastMessage: null,
    isMuted: false,
    isArchived: false,
    isMember: true,
    isGeneral: false,
    lastReadAt: null,
    createdAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    ...overrides,
  };
}

export const general = channel({ _id: 'c-general', name: 'general', isGeneral: true });
export const random = channel({ _id: 'c-random', name: 'random' });
export const directWithGrace = channel({ _id: 'c-dm', channelType: 'direct', name: '', members: [me, grace] });

/** A moment `minutesAgo` before now (kept inside today when asked for a small number). */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

/** Yesterday at noon, local time. */
export function yesterdayAt(hour = 12, minute = 0): string {
  const date = new Date();
  date.setDate(date.getDate() - 1);
  date.setHours(hour, minute, 0, 0);
  return date.toISOString();
}

export function message(overrides: Partial<Message> & { _id: string }): Message {
  return {
    clientId: null,
    channelId: general._id,
    kind: 'message',
    message: `Message ${overrides._id}`,
    sender: { _id: grace._id, name: grace.name, email: grace.email },
    timestamp: minutesAgo(1),
    edited: false,
    editedAt: null,
    deleted: false,
    mentions: [],
    reactions: [],
    pinned: false,
    pinnedBy: null,
    pinnedAt: null,
    thread: { parentMessage: null, replyCount: 0, lastReplyAt: null },
    attachments: [],
    call: null,
    ...overrides,
  };
}

export const fromMe = { _id: ME_ID, name: ME_NAME, email: 'editor@demo.test' };
export const fromGrace = { _id: grace._id, name: grace.name, email: grace.email };
