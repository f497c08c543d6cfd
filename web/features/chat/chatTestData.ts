import type { Channel, ChatMember, Message } from '../../../domain/chat/chat';
import type { Role } from '../../../domain/permissions/roles';

/**
 * The chat tests' people, conversations, messages and fake socket. The socket mock imports
 * this module, so it must not import the app (chatTestApi.ts holds what does).
 */

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
    /** For a socket shared by a file's tests: forgets the last test's listeners and emits. */
    reset() {
      listeners.clear();
      emitted.length = 0;
    },
  };
  return socket;
}
export type FakeSocket = ReturnType<typeof createFakeSocket>;

/**
 * socket.io-client for vi.mock: each io() makes a new fake socket and keeps it in `fake.socket`, the
 * app's, so a test plays the server through it:
 * `vi.mock('socket.io-client', async () => (await import('./chatTestData')).fakeSocketIo(fake))`.
 */
export function fakeSocketIo(fake: { socket: FakeSocket | null }) {
  return { io: () => (fake.socket = createFakeSocket()) };
}

/** One fake socket for a whole test file, for mocks that hand the same one to every io() call. */
export const fakeSocket = createFakeSocket();

export function member(_id: string, name: string, extra: Partial<ChatMember> = {}): ChatMember {
  return { _id, name, email: `${name.split(' ')[0]!.toLowerCase()}@demo.test`, avatar: null, contactStatus: 'online', lastSeen: null, ...extra };
}

/** Ada Lovelace under the id and email userWithRole(role) signs her in with. */
const signedIn = (role: Role) => member(`user-${role}`, 'Ada Lovelace', { email: `${role}@demo.test` });

/** The signed-in user of the conversation view's tests (chatApi signs in the editor). */
export const ME = signedIn('editor');
/** The signed-in user of the tests that sign in as the owner (the drawer and its dialogs). */
export const ME_AS_OWNER = signedIn('owner');

export const GRACE = member('u-grace', 'Grace Hopper');
export const ALAN = member('u-alan', 'Alan Turing', { contactStatus: 'offline', lastSeen: new Date(Date.now() - 3 * 3600_000).toISOString() });
export const BOB = member('u-bob', 'Bob Stone');
export const CARA = member('u-cara', 'Cara Diaz', { contactStatus: 'offline', lastSeen: '2026-01-01T10:00:00.000Z' });
export const DAN = member('u-dan', 'Dan Wu');

/** A member as a message names its sender. */
export const senderOf = ({ _id, name, email }: ChatMember): NonNullable<Message['sender']> => ({ _id, name, email });

/**
 * Conversations as `viewer` sees them: unless told otherwise, the viewer is their only
 * member and made them, and a direct conversation is the viewer and one other person.
 */
export function conversationsOf(viewer: ChatMember) {
  const channel = (overrides: Partial<Channel> & { _id: string }): Channel => ({
    channelType: 'channel',
    name: overrides._id,
    members: [viewer],
    createdBy: viewer._id,
    unreadCount: 0,
    lastMessage: null,
    isMuted: false,
    isArchived: false,
    isMember: true,
    isGeneral: false,
    isNotices: false,
    lastReadAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
  const direct = (id: string, other: ChatMember, overrides: Partial<Channel> = {}): Channel =>
    channel({ _id: id, channelType: 'direct', name: other.name, members: [viewer, other], ...overrides });
  return { channel, direct };
}

/** Conversations as ME sees them. */
export const { channel, direct } = conversationsOf(ME);

export const general = channel({ _id: 'c-general', name: 'general', isGeneral: true, members: [ME, GRACE, ALAN], createdBy: null });
export const random = channel({ _id: 'c-random', name: 'random', members: [ME, GRACE, ALAN], createdBy: null });
/** Its stored name is empty: the title has to come from the other member. */
export const directWithGrace = direct('c-dm', GRACE, { name: '', createdBy: null });

/**
 * A moment `minutes` before now, kept inside today (local time) so 'Today' separators hold just
 * after midnight too: a moment that would fall yesterday lands in today's first seconds instead,
 * the earlier the more minutes were asked for, so the order of messages is kept.
 */
export function minutesAgo(minutes: number): string {
  const startOfToday = new Date();
  startOfToday.setHours(0, 0, 0, 0);
  const moment = Date.now() - minutes * 60_000;
  return new Date(Math.max(moment, startOfToday.getTime() + Math.max(0, 24 * 60 - minutes))).toISOString();
}

/** Yesterday at noon, local time. */
export function yesterdayAt(hour = 12, minute = 0): string {
  const date = new Date();
  date.setDate(date.getDate() - 1);
  date.setHours(hour, minute, 0, 0);
  return date.toISOString();
}

/** A message from Grace in #general a minute ago, unless told otherwise. */
export function message(overrides: Partial<Message> = {}): Message {
  const _id = overrides._id ?? `m-${Math.random().toString(36).slice(2)}`;
  return {
    _id,
    clientId: null,
    channelId: general._id,
    kind: 'message',
    message: `Message ${_id}`,
    sender: senderOf(GRACE),
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
