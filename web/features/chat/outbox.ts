import { useSyncExternalStore } from 'react';
import type { Attachment, Message } from '../../../domain/chat/chat';

/**
 * Messages written here that the server has not acknowledged yet. They live outside the
 * query cache so that a refetch (after a reconnect) never drops them; each keeps its
 * clientId for every attempt, and the server stores a clientId once.
 */
export type SendStatus = 'pending' | 'failed' | 'sent';

export interface OutboxEntry {
  clientId: string;
  channelId: string;
  parentMessageId: string | null;
  message: string;
  attachments: Attachment[];
  mentions: string[];
  sender: NonNullable<Message['sender']>;
  timestamp: string;
  status: 'pending' | 'failed';
  error: string | null;
}

interface OutboxState {
  entries: readonly OutboxEntry[];
  /** clientIds acknowledged in this session: their messages show 'Sent'. */
  sent: ReadonlySet<string>;
}

let state: OutboxState = { entries: [], sent: new Set() };
const listeners = new Set<() => void>();

function set(next: OutboxState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const outbox = {
  get: (): OutboxState => state,
  entry: (clientId: string): OutboxEntry | undefined => state.entries.find((entry) => entry.clientId === clientId),
  add(entry: OutboxEntry): void {
    set({ ...state, entries: [...state.entries, entry] });
  },
  update(clientId: string, patch: Partial<Pick<OutboxEntry, 'status' | 'error'>>): void {
    if (!outbox.entry(clientId)) return;
    set({ ...state, entries: state.entries.map((entry) => (entry.clientId === clientId ? { ...entry, ...patch } : entry)) });
  },
  /** The server has it: the entry leaves, and its message is marked sent. */
  acknowledge(clientId: string): void {
    if (!outbox.entry(clientId)) return;
    set({ entries: state.entries.filter((entry) => entry.clientId !== clientId), sent: new Set(state.sent).add(clientId) });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Another person signed in on this tab: what the last one left unsent is not theirs to send. */
  keepOnly(userId: string): void {
    if (state.entries.some((entry) => entry.sender._id !== userId)) set({ entries: state.entries.filter((entry) => entry.sender._id === userId), sent: state.sent });
  },
  /** For tests. */
  reset(): void {
    set({ entries: [], sent: new Set() });
  },
};

export function useOutbox(): OutboxState {
  return useSyncExternalStore(outbox.subscribe, outbox.get, outbox.get);
}

/** How an unsent entry shows in a list until the server's message replaces it. */
export function pendingMessage(entry: OutboxEntry): Message {
  return {
    _id: `pending:${entry.clientId}`,
    clientId: entry.clientId,
    channelId: entry.channelId,
    kind: 'message',
    message: entry.message,
    sender: entry.sender,
    timestamp: entry.timestamp,
    edited: false,
    editedAt: null,
    deleted: false,
    mentions: entry.mentions,
    reactions: [],
    pinned: false,
    pinnedBy: null,
    pinnedAt: null,
    thread: { parentMessage: entry.parentMessageId, replyCount: 0, lastReplyAt: null },
    attachments: entry.attachments,
    call: null,
  };
}

export interface DisplayMessage {
  message: Message;
  status?: SendStatus;
  error?: string | null;
}

/**
 * Server messages (oldest first) followed by this list's unsent ones, without the
 * unsent ones the server already holds (matched by clientId).
 */
export function withOutbox(messages: readonly Message[], outboxState: OutboxState, belongs: (entry: OutboxEntry) => boolean): DisplayMessage[] {
  const known = new Set<string>();
  const shown: DisplayMessage[] = messages.map((message) => {
    if (message.clientId) known.add(message.clientId);
    return message.clientId && outboxState.sent.has(message.clientId) ? { message, status: 'sent' } : { message };
  });
  for (const entry of outboxState.entries) {
    if (!belongs(entry) || known.has(entry.clientId)) continue;
    shown.push({ message: pendingMessage(entry), status: entry.status, error: entry.error });
  }
  return shown;
}
