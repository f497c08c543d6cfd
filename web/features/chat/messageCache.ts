import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Message, MessagePage, ThreadPage } from '../../../domain/chat/chat';
import { queryKeys } from '../../app/api/queryKeys';
import { useSocketEvent } from '../../app/socket';
import { outbox } from './outbox';

/**
 * The one place chat socket events (and action results) are written into the query
 * cache: the open conversation's pages, open threads and pinned lists.
 */
export type MessagePages = InfiniteData<MessagePage, string | null>;
/** An open thread: the parent, the replies loaded so far (oldest first) and the cursor for earlier ones. */
export type ThreadData = ThreadPage;

const byId = (id: string) => (message: Message) => message._id === id;

function mapPages(data: MessagePages | undefined, map: (message: Message) => Message): MessagePages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const messages = page.data.map((message) => {
      const next = map(message);
      if (next !== message) pageChanged = true;
      return next;
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, data: messages };
  });
  return changed ? { ...data, pages } : data;
}

/** Applies `map` to a message wherever it is cached: its conversation, threads, pins. */
export function patchMessage(queryClient: QueryClient, channelId: string, messageId: string, map: (message: Message) => Message): void {
  const apply = (message: Message) => (message._id === messageId ? map(message) : message);
  queryClient.setQueryData<MessagePages>(queryKeys.messages(channelId), (data) => mapPages(data, apply));
  queryClient.setQueryData<Message[]>(queryKeys.pinnedMessages(channelId), (data) => (data?.some(byId(messageId)) ? data.map(apply) : data));
  for (const [key, thread] of queryClient.getQueriesData<ThreadData>({ queryKey: ['chat', 'replies'] })) {
    if (!thread) continue;
    const parent = apply(thread.parent);
    const replies = thread.data.some(byId(messageId)) ? thread.data.map(apply) : thread.data;
    if (parent !== thread.parent || replies !== thread.data) queryClient.setQueryData<ThreadData>(key, { ...thread, parent, data: replies });
  }
}

/** A newer copy of a message (edit, delete, pin, reactions) replaces the cached one, wherever it is. */
export function replaceMessage(queryClient: QueryClient, message: Message): void {
  patchMessage(queryClient, message.channelId, message._id, () => message);
}

/** Adds a message once (by _id), or replaces it: top-level into its conversation, a reply into its thread. */
export function upsertMessage(queryClient: QueryClient, message: Message): void {
  if (message.clientId) outbox.acknowledge(message.clientId);
  const parentId = message.thread.parentMessage;
  if (parentId) {
    queryClient.setQueryData<ThreadData>(queryKeys.threadReplies(parentId), (thread) => {
      if (!thread) return thread;
      if (thread.data.some(byId(message._id))) return { ...thread, data: thread.data.map((m) => (m._id === message._id ? message : m)) };
      const data = [...thread.data, message].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
      return { ...thread, data };
    });
    return;
  }
  queryClient.setQueryData<MessagePages>(queryKeys.messages(message.channelId), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.data.some(byId(message._id)))) return mapPages(data, (m) => (m._id === message._id ? message : m));
    // Newest first: after every message that is newer (normally none).
    const [first, ...rest] = data.pages;
    if (!first) return data;
    const at = first.data.findIndex((m) => m.timestamp <= message.timestamp);
    const messages = at === -1 ? [...first.data, message] : [...first.data.slice(0, at), message, ...first.data.slice(at)];
    return { ...data, pages: [{ ...first, data: messages }, ...rest] };
  });
}

/**
 * Spec 4: a new message is added only if it is for the open conversation and not a thread
 * reply. A cached other conversation is only marked stale, so opening it refetches.
 */
export function onNewMessage(queryClient: QueryClient, message: Message, openChannelId: string | null): void {
  if (message.thread.parentMessage) {
    // Only for an open thread; the main list never shows replies.
    upsertMessage(queryClient, message);
    return;
  }
  if (message.channelId !== openChannelId) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.messages(message.channelId), refetchType: 'none' });
    return;
  }
  upsertMessage(queryClient, message);
}

export function onReactionUpdated(queryClient: QueryClient, event: { messageId: string; channelId: string; reactions: Message['reactions'] }): void {
  patchMessage(queryClient, event.channelId, event.messageId, (message) => ({ ...message, reactions: event.reactions }));
}

/** A pin or unpin: the message's pinned fields, and the conversation's pinned list. */
export function onMessagePinned(queryClient: QueryClient, message: Message): void {
  replaceMessage(queryClient, message);
  queryClient.setQueryData<Message[]>(queryKeys.pinnedMessages(message.channelId), (pins) => {
    if (!pins) return pins;
    const others = pins.filter((pin) => pin._id !== message._id);
    return message.pinned ? [message, ...others].sort((a, b) => (b.pinnedAt ?? '').localeCompare(a.pinnedAt ?? '')) : others;
  });
}

/** A thread reply: appended to its open thread; the parent's replyCount and lastReplyAt follow. */
export function onThreadReply(queryClient: QueryClient, event: { reply: Message; parent: Message }): void {
  upsertMessage(queryClient, event.reply);
  replaceMessage(queryClient, event.parent);
}

/** Toggles my reaction locally, as the server will (its reaction_updated then confirms). */
export function toggleReaction(message: Message, emoji: string, me: { _id: string; name: string }): Message {
  const existing = message.reactions.find((reaction) => reaction.emoji === emoji);
  let reactions: Message['reactions'];
  if (!existing) reactions = [...message.reactions, { emoji, count: 1, users: [{ _id: me._id, name: me.name }] }];
  else if (existing.users.some((user) => user._id === me._id)) {
    reactions = message.reactions
      .map((reaction) => (reaction.emoji === emoji ? { ...reaction, count: reaction.count - 1, users: reaction.users.filter((user) => user._id !== me._id) } : reaction))
      .filter((reaction) => reaction.count > 0);
  } else {
    reactions = message.reactions.map((reaction) => (reaction.emoji === emoji ? { ...reaction, count: reaction.count + 1, users: [...reaction.users, { _id: me._id, name: me.name }] } : reaction));
  }
  return { ...message, reactions };
}

/** Wires the chat message events to the cache while the chat page is open. */
export function useMessageEvents(openChannelId: string | null, handlers: { onEdited?: (message: Message) => void; onConnect?: () => void }): void {
  const queryClient = useQueryClient();
  useSocketEvent('new_message', (message) => onNewMessage(queryClient, message, openChannelId));
  useSocketEvent('edit_message', (message) => {
    replaceMessage(queryClient, message);
    handlers.onEdited?.(message);
  });
  useSocketEvent('delete_message', (message) => {
    replaceMessage(queryClient, message);
    handlers.onEdited?.(message);
  });
  useSocketEvent('reaction_updated', (event) => onReactionUpdated(queryClient, event));
  useSocketEvent('message_pinned', (message) => onMessagePinned(queryClient, message));
  useSocketEvent('new_thread_reply', (event) => onThreadReply(queryClient, event));
  // What was missed while the socket was away (the open conversation, its thread and pins) is
  // fetched again by the chat's one reconnect handler (useChatRealtime), which refetches all of chat.
  useSocketEvent('connect', () => handlers.onConnect?.());
}
