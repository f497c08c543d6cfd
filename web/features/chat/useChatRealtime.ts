import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AWAY_AFTER_IDLE_MS } from '../../../domain/chat/chatRules';
import { queryKeys } from '../../app/api/queryKeys';
import { useCurrentUser } from '../../app/session/useSession';
import { useUnreadTitleCount } from '../../app/shell/documentTitle';
import { getSocket, useSocket, useSocketEvent } from '../../app/socket';
import { playNotificationSound } from '../notifications/notificationSound';
import { conversationEventHandlers, markConversationRead } from './conversationCache';
import { notifyMessage, notifyThreadReply } from './desktopNotifications';
import { CHAT_PATH, chatPathFor, useOpenChannelId } from './openChannel';
import { effectiveStatus, followOwnStatus, getOwnPresence, setIdle, useOwnPresence, watchIdle } from './presence';
import { useConversations } from './useConversations';

function sendRead(channelId: string): void {
  getSocket()?.emit('msg_read', { channelId });
}

/**
 * The sidebar's real-time side, mounted once in the shell (ChatNavArea): chat events
 * keep the conversations cache current (spec 4, Sidebar), a reconnect refetches
 * everything chat, opening a conversation marks it read, and idleness reports away.
 */
export function useChatRealtime(): void {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openChannelId = useOpenChannelId();
  const openConversation = (channelId: string) => void navigate(chatPathFor(channelId));
  // useSocketEvent always calls the latest handler, so these may close over this render's values.
  const handlers = conversationEventHandlers({
    queryClient,
    userId: user._id,
    openChannelId: () => openChannelId,
    sendRead,
    playSound: playNotificationSound,
    notify: (channel, message) => void notifyMessage(channel, message, user._id, openConversation),
    notifyReply: (channel, reply, parent) => void notifyThreadReply(channel, reply, parent, user._id, openConversation),
    leaveOpenConversation: () => void navigate(CHAT_PATH, { replace: true }),
    onOwnStatus: followOwnStatus,
  });

  useSocketEvent('new_message', handlers.new_message);
  useSocketEvent('edit_message', handlers.edit_message);
  useSocketEvent('delete_message', handlers.delete_message);
  useSocketEvent('channel_created', handlers.channel_created);
  useSocketEvent('channel_updated', handlers.channel_updated);
  useSocketEvent('channel_member_added', handlers.channel_member_added);
  useSocketEvent('channel_member_removed', handlers.channel_member_removed);
  useSocketEvent('user_status_changed', handlers.user_status_changed);
  useSocketEvent('new_thread_reply', handlers.new_thread_reply);

  // A (re)connection: whatever happened while the socket was away is fetched again,
  // and the server hears your chosen (or idle) status.
  useSocketEvent('connect', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat });
    const status = effectiveStatus(getOwnPresence());
    if (status !== 'online') getSocket()?.emit('set_status', { status });
  });

  useMarkOpenConversationRead(openChannelId);
  useIdlePresence();
  useUnreadTitle();
}

/** The browser tab says how many messages wait, in conversations that are not muted. */
function useUnreadTitle(): void {
  const conversations = useConversations();
  const unread = (conversations.data ?? []).reduce((total, channel) => (channel.isMuted ? total : total + channel.unreadCount), 0);
  useUnreadTitleCount(unread);
}

/** Spec 4: opening a conversation with unread sends msg_read and clears the badge. */
function useMarkOpenConversationRead(openChannelId: string | null): void {
  const queryClient = useQueryClient();
  const socket = useSocket();
  const conversations = useConversations();
  const unread = openChannelId ? (conversations.data?.find((channel) => channel._id === openChannelId)?.unreadCount ?? 0) : 0;
  useEffect(() => {
    if (!openChannelId || unread === 0 || !socket) return;
    socket.emit('msg_read', { channelId: openChannelId });
    markConversationRead(queryClient, openChannelId);
  }, [openChannelId, unread, socket, queryClient]);
}

/** Away after AWAY_AFTER_IDLE_MS without input, online again at the next input (busy is left alone). */
function useIdlePresence(): void {
  const socket = useSocket();
  const presence = useOwnPresence();
  useEffect(() => watchIdle({ timeoutMs: AWAY_AFTER_IDLE_MS, onIdle: () => setIdle(true), onActive: () => setIdle(false) }), []);

  const status = effectiveStatus(presence);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!socket) return;
    // The server starts a connection online: nothing to say until that changes.
    if (sent.current === null && status === 'online') {
      sent.current = status;
      return;
    }
    if (sent.current === status) return;
    sent.current = status;
    socket.emit('set_status', { status });
  }, [socket, status]);
}
