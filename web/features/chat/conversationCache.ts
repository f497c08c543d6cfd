import type { QueryClient } from '@tanstack/react-query';
import type { Channel, ChatMember, ContactStatus, Message } from '../../../domain/chat/chat';
import type { ChatServerToClientEvents, StatusChange } from '../../../domain/chat/events';
import { queryKeys } from '../../app/api/queryKeys';
import { lastMessageText } from './conversationDisplay';

/**
 * The conversations cache (queryKeys.conversations), changed in one place: after an
 * action here and on the server's chat events (spec 4, Chat real-time, Sidebar).
 */

type Conversations = Channel[] | undefined;

export function getConversations(queryClient: QueryClient): Channel[] | undefined {
  return queryClient.getQueryData<Channel[]>(queryKeys.conversations);
}

function setConversations(queryClient: QueryClient, change: (list: Channel[]) => Channel[]): void {
  queryClient.setQueryData<Channel[]>(queryKeys.conversations, (current: Conversations) => (current ? change(current) : current));
}

function mergeMembers(existing: readonly ChatMember[], added: readonly ChatMember[]): ChatMember[] {
  const known = new Set(existing.map((member) => member._id));
  return [...existing, ...added.filter((member) => !known.has(member._id))];
}

/** A new or reopened conversation goes in once (by _id); a known one is refreshed. */
export function upsertConversation(queryClient: QueryClient, channel: Channel): void {
  if (!getConversations(queryClient)) {
    // Nothing loaded yet: the list's own fetch will bring it.
    void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
    return;
  }
  setConversations(queryClient, (list) =>
    list.some((item) => item._id === channel._id)
      ? list.map((item) => (item._id === channel._id ? { ...item, ...channel } : item))
      : [...list, channel],
  );
}

export function mergeConversation(queryClient: QueryClient, patch: Partial<Channel> & { _id: string }): void {
  setConversations(queryClient, (list) => list.map((item) => (item._id === patch._id ? { ...item, ...patch } : item)));
}

export function removeConversation(queryClient: QueryClient, channelId: string): void {
  setConversations(queryClient, (list) => list.filter((item) => item._id !== channelId));
}

/**
 * The read state of conversations whose badge was just cleared by opening them: the
 * conversation view may mount after that (its code loads lazily) and still needs it to
 * place 'New messages'.
 */
const clearedOnOpen = new Map<string, { lastReadAt: string | null; unreadCount: number; at: number }>();
const CLEARED_ON_OPEN_MS = 10_000;

/** Opening a conversation: the badge goes at once (the server hears msg_read). */
export function markConversationRead(queryClient: QueryClient, channelId: string): void {
  setConversations(queryClient, (list) =>
    list.map((item) => {
      if (item._id !== channelId || item.unreadCount === 0) return item;
      clearedOnOpen.set(channelId, { lastReadAt: item.lastReadAt, unreadCount: item.unreadCount, at: Date.now() });
      return { ...item, unreadCount: 0 };
    }),
  );
}

/** How read a conversation was when it was opened: before its badge was cleared, if that just happened. */
export function readStateWhenOpened(channel: Channel): { lastReadAt: string | null; unreadCount: number } {
  const cleared = clearedOnOpen.get(channel._id);
  if (channel.unreadCount === 0 && cleared && Date.now() - cleared.at < CLEARED_ON_OPEN_MS) return { lastReadAt: cleared.lastReadAt, unreadCount: cleared.unreadCount };
  return { lastReadAt: channel.lastReadAt, unreadCount: channel.unreadCount };
}

function withStatus<T extends { _id: string; contactStatus: ContactStatus; lastSeen: string | null }>(people: readonly T[], changes: ReadonlyMap<string, StatusChange>): T[] | null {
  if (!people.some((person) => changes.has(person._id))) return null;
  return people.map((person) => {
    const change = changes.get(person._id);
    return change ? { ...person, contactStatus: change.contactStatus, lastSeen: change.lastSeen } : person;
  });
}

/** Presence changes reach every copy of their people, all in one pass: conversations, the channel browser and people searches. */
export function applyStatusChanges(queryClient: QueryClient, list: readonly StatusChange[]): void {
  const changes = new Map(list.map((change) => [change.userId, change]));
  const inChannels = (conversations: Conversations) => {
    if (!conversations) return conversations;
    let changed = false;
    const next = conversations.map((channel) => {
      const members = withStatus(channel.members, changes);
      if (!members) return channel;
      changed = true;
      return { ...channel, members };
    });
    return changed ? next : conversations;
  };
  queryClient.setQueryData<Channel[]>(queryKeys.conversations, inChannels);
  queryClient.setQueryData<Channel[]>(queryKeys.channelDirectory, inChannels);
  queryClient.setQueriesData<ChatMember[]>({ queryKey: ['chat', 'people'] }, (people) => (people ? (withStatus(people, changes) ?? people) : people));
}

export interface ConversationEventContext {
  queryClient: QueryClient;
  /** The signed-in user. */
  userId: string;
  /** The conversation open on /chat right now, if any. */
  openChannelId: () => string | null;
  /** Tell the server the open conversation is read (msg_read). */
  sendRead: (channelId: string) => void;
  playSound: () => void;
  /** Someone else's message: a desktop notification, if wanted and the page is in the background. */
  notify?: (channel: Channel, message: Message) => void;
  /** Someone else's thread reply, with its parent: the same, for a thread you started or one that mentions you. */
  notifyReply?: (channel: Channel, reply: Message, parent: Message) => void;
  /** You left, or were removed from, the open conversation. */
  leaveOpenConversation: () => void;
  /** Your own status changed (another tab, another device). */
  onOwnStatus?: (status: ContactStatus) => void;
}

type Handlers = Pick<
  ChatServerToClientEvents,
  | 'new_message'
  | 'new_thread_reply'
  | 'edit_message'
  | 'delete_message'
  | 'channel_created'
  | 'channel_updated'
  | 'channel_member_added'
  | 'channel_member_removed'
  | 'user_status_changed'
>;

/** What each chat event does to the sidebar's cache (spec 4, Sidebar). */
export function conversationEventHandlers(context: ConversationEventContext): Handlers {
  const { queryClient, userId } = context;
  const refreshDirectory = () => void queryClient.invalidateQueries({ queryKey: queryKeys.channelDirectory });

  // An edit or delete of the conversation's last message changes its preview.
  const onChangedMessage = (message: Message) => {
    if (message.thread.parentMessage) return;
    setConversations(queryClient, (list) =>
      list.map((item) =>
        item._id === message.channelId && item.lastMessage?.timestamp === message.timestamp
          ? { ...item, lastMessage: { message: lastMessageText(message), timestamp: message.timestamp } }
          : item,
      ),
    );
  };

  return {
    new_message: (message) => {
      if (message.thread.parentMessage) return; // thread replies stay out of the sidebar
      const list = getConversations(queryClient);
      if (!list) return;
      const channel = list.find((item) => item._id === message.channelId);
      if (!channel) {
        // A conversation this list does not know yet (created while the socket was away).
        void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
        return;
      }
      const own = message.sender?._id === userId;
      const open = context.openChannelId() === message.channelId;
      const counts = !own && !open;
      mergeConversation(queryClient, {
        _id: channel._id,
        lastMessage: { message: lastMessageText(message), timestamp: message.timestamp },
        unreadCount: counts ? channel.unreadCount + 1 : open ? 0 : channel.unreadCount,
      });
      if (open && !own) context.sendRead(channel._id);
      if (counts && !channel.isMuted) context.playSound();
      if (!own) context.notify?.(channel, message);
    },
    // Replies stay out of the sidebar, but one in your thread may pop up on the desktop.
    new_thread_reply: ({ reply, parent }) => {
      if (reply.sender?._id === userId) return;
      const channel = getConversations(queryClient)?.find((item) => item._id === reply.channelId);
      if (channel) context.notifyReply?.(channel, reply, parent);
    },
    edit_message: onChangedMessage,
    delete_message: onChangedMessage,
    channel_created: (channel) => {
      if (channel.channelType === 'channel') refreshDirectory();
      if (channel.isMember === false) return;
      upsertConversation(queryClient, channel);
    },
    channel_updated: (patch) => {
      mergeConversation(queryClient, patch);
      queryClient.setQueryData<Channel[]>(queryKeys.channelDirectory, (list) =>
        list?.map((item) => (item._id === patch._id ? { ...item, ...patch, isMember: item.isMember } : item)),
      );
    },
    channel_member_added: ({ channelId, members, channel }) => {
      refreshDirectory();
      const list = getConversations(queryClient);
      const known = list?.find((item) => item._id === channelId);
      if (known) {
        mergeConversation(queryClient, { _id: channelId, members: mergeMembers(known.members, members) });
        return;
      }
      const iAmIn = members.some((member) => member._id === userId) || channel.members.some((member) => member._id === userId);
      if (iAmIn) upsertConversation(queryClient, { ...channel, isMember: true });
    },
    channel_member_removed: ({ channelId, userId: removed }) => {
      refreshDirectory();
      if (removed === userId) {
        removeConversation(queryClient, channelId);
        if (context.openChannelId() === channelId) context.leaveOpenConversation();
        return;
      }
      setConversations(queryClient, (list) =>
        list.map((item) => (item._id === channelId ? { ...item, members: item.members.filter((member) => member._id !== removed) } : item)),
      );
    },
    user_status_changed: ({ changes }) => {
      applyStatusChanges(queryClient, changes);
      const own = changes.findLast((change) => change.userId === userId);
      if (own) context.onOwnStatus?.(own.contactStatus);
    },
  };
}
