import { vi } from 'vitest';
import type { Channel, ChatMember, Message } from '../../../domain/chat/chat';

/** The signed-in user of userWithRole('owner'). */
export const ME: ChatMember = { _id: 'user-owner', name: 'Ada Lovelace', email: 'owner@demo.test', avatar: null, contactStatus: 'online', lastSeen: null };

export function person(id: string, name: string, overrides: Partial<ChatMember> = {}): ChatMember {
  return { _id: id, name, email: `${id}@demo.test`, avatar: null, contactStatus: 'online', lastSeen: null, ...overrides };
}

export const BOB = person('u-bob', 'Bob Stone');
export const CARA = person('u-cara', 'Cara Diaz', { contactStatus: 'offline', lastSeen: '2026-01-01T10:00:00.000Z' });
export const DAN = person('u-dan', 'Dan Wu');

export function channel(overrides: Partial<Channel> & { _id: string }): Channel {
  return {
    channelType: 'channel',
    name: overrides._id,
    members: [ME],
    createdBy: ME._id,
    unreadCount: 0,
    lastMessage: null,
    isMuted: false,
    isArchived: false,
    isMember: true,
    isGeneral: false,
    lastReadAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function direct(id: string, other: ChatMember, overrides: Partial<Channel> = {}): Channel {
  return channel({ _id: id, channelType: 'direct', name: other.name, members: [ME, other], createdBy: ME._id, ...overrides });
}

export function message(overrides: Partial<Message> & { channelId: string }): Message {
  return {
    _id: `m-${Math.random().toString(36).slice(2)}`,
    clientId: null,
    kind: 'message',
    message: 'Hello there',
    sender: { _id: BOB._id, name: BOB.name, email: BOB.email },
    timestamp: '2026-02-01T12:00:00.000Z',
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

/**
 * A stand-in for socket.io-client's socket: `fire` plays a server event to every
 * listener, `emit` records what the client sent.
 */
export function createFakeSocket() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const socket = {
    on: (event: string, listener: (...args: unknown[]) => void) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return socket;
    },
    off: (event: string, listener: (...args: unknown[]) => void) => {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    emit: vi.fn(),
    disconnect: () => {},
    connected: true,
    io: { on: () => {}, off: () => {} },
  };
  return {
    socket,
    fire: (event: string, ...args: unknown[]) => {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    listening: (event: string) => (listeners.get(event)?.size ?? 0) > 0,
    reset: () => {
      listeners.clear();
      socket.emit.mockReset();
    },
  };
}

/** One fake socket for a test file: vi.mock('socket.io-client') hands it out as io()'s answer. */
export const fakeSocket = createFakeSocket();
