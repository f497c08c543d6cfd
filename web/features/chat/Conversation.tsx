import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Skeleton, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { Channel, SearchHit } from '../../../domain/chat/chat';
import { callApi } from '../../app/api/client';
import { QueryError } from '../../app/components/QueryError';
import { usePageTitle } from '../../app/shell/documentTitle';
import { useCurrentUser } from '../../app/session/useSession';
import { getSocket, useSocketEvent } from '../../app/socket';
import { composerPlaceholder, conversationName, NOTICES_READ_ONLY_TEXT } from './chatText';
import { Composer } from './Composer';
import { ConversationContext, canEdit, type ConversationContextValue } from './ConversationContext';
import { ConversationHeader } from './ConversationHeader';
import { ConversationStart } from './ConversationStart';
import { useMessageEvents } from './messageCache';
import { MessageList } from './MessageList';
import { readStateWhenOpened } from './conversationCache';
import { firstUnread, type ReadSnapshot } from './messageRows';
import { chatPathFor } from './openChannel';
import { outbox, useOutbox, withOutbox } from './outbox';
import { PinnedPanel } from './PinnedPanel';
import { NEW_SEARCH, SearchPanel, type SearchQuery } from './SearchPanel';
import { ThreadPanel } from './ThreadPanel';
import { TypingIndicator } from './TypingIndicator';
import { useMessageActions } from './useMessageActions';
import { useMessages } from './useMessages';
import { useNow } from './useNow';
import { flushOutbox, useSendMessage } from './useSendMessage';
import { useTypingNotifier, useTypingUsers } from './useTyping';

/** The side panel: kept by the page, so search stays open while its results switch conversations. */
export type Panel = { kind: 'pins' } | { kind: 'search' } | { kind: 'thread'; channelId: string; messageId: string } | null;

/** msg_read over the socket, or over HTTP while it is down; duplicates are harmless. */
function markRead(channelId: string): void {
  const socket = getSocket();
  if (socket?.connected) socket.emit('msg_read', { channelId });
  else void callApi('POST /api/channel/:id/read', { params: { id: channelId } }).catch(() => undefined);
}

/** Whether the socket is up; false only after it dropped (not while it first connects). */
function useConnected(): boolean {
  const [connected, setConnected] = useState(true);
  useSocketEvent('connect', () => setConnected(true));
  useSocketEvent('disconnect', () => setConnected(false));
  return connected;
}

interface ConversationProps {
  channel: Channel;
  panel: Panel;
  setPanel: (panel: Panel) => void;
  /** The search panel's text and scope, kept by the page across conversations until search is closed. */
  search: SearchQuery;
  setSearch: (search: SearchQuery) => void;
}

export function Conversation({ channel, panel, setPanel, search, setSearch }: ConversationProps) {
  const me = useCurrentUser();
  usePageTitle(conversationName(channel, me._id));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [searchParams] = useSearchParams();
  const now = useNow();
  const connected = useConnected();
  const query = useMessages(channel._id);
  const outboxState = useOutbox();
  const { send, retry } = useSendMessage(channel._id);
  const typing = useTypingNotifier(channel._id);
  const typists = useTypingUsers(channel._id, me._id);
  const actions = useMessageActions();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  // Where 'New messages' goes: the conversation as it was when opened.
  const [snapshot] = useState<ReadSnapshot>(() => readStateWhenOpened(channel));
  const highlightTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useMessageEvents(channel._id, {
    onEdited: (message) => setEditingId((current) => (current === message._id ? null : current)),
    onConnect: () => flushOutbox(queryClient),
  });

  // Sends left pending while this page was closed go out now (only mine, should someone else have signed in since).
  useEffect(() => {
    outbox.keepOnly(me._id);
    flushOutbox(queryClient);
    return () => clearTimeout(highlightTimer.current);
  }, [queryClient, me._id]);

  const messages = query.messages;
  const shown = useMemo(() => withOutbox(messages, outboxState, (entry) => entry.channelId === channel._id && !entry.parentMessageId), [messages, outboxState, channel._id]);
  const unreadId = useMemo(() => firstUnread(shown, snapshot, me._id, query.hasNextPage), [shown, snapshot, me._id, query.hasNextPage]);

  // Read while open and looked at: on open, on each new message, and when the window comes back.
  const newestId = messages[messages.length - 1]?._id;
  useEffect(() => {
    if (!newestId) return;
    let readUpTo: string | null = null;
    const read = () => {
      if (readUpTo === newestId || document.visibilityState !== 'visible' || !document.hasFocus()) return;
      readUpTo = newestId;
      markRead(channel._id);
    };
    read();
    window.addEventListener('focus', read);
    return () => window.removeEventListener('focus', read);
  }, [newestId, channel._id]);

  const openThread = useCallback((messageId: string) => setPanel({ kind: 'thread', channelId: channel._id, messageId }), [setPanel, channel._id]);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  const jumpTo = query.isSuccess ? searchParams.get('message') : null;
  const onJumpDone = useCallback(
    (messageId: string, found: boolean) => {
      void navigate(chatPathFor(channel._id), { replace: true });
      if (!found) {
        toast.info('That message is not in this conversation any more.');
        return;
      }
      setHighlightedId(messageId);
      clearTimeout(highlightTimer.current);
      highlightTimer.current = setTimeout(() => setHighlightedId(null), 2500);
    },
    [navigate, channel._id],
  );
  const jump = (channelId: string, messageId: string) => void navigate(`${chatPathFor(channelId)}&message=${encodeURIComponent(messageId)}`);

  const openHit = (hit: SearchHit) => {
    const parentId = hit.message.thread.parentMessage;
    if (parentId) {
      if (hit.channel._id !== channel._id) void navigate(chatPathFor(hit.channel._id));
      setPanel({ kind: 'thread', channelId: hit.channel._id, messageId: parentId });
      return;
    }
    if (mobile) setPanel(null);
    jump(hit.channel._id, hit.message._id);
  };

  const members = channel.members;
  const context = useMemo<ConversationContextValue>(
    () => ({
      channel,
      me,
      canModerate: me.role === 'owner' || me.role === 'admin',
      members,
      memberNames: members.map((member) => member.name),
      editingId,
      setEditingId,
      openThread,
      retry,
      actions,
      highlightedId,
    }),
    [channel, me, members, editingId, openThread, retry, actions, highlightedId],
  );
  const others = useMemo(() => members.filter((member) => member._id !== me._id), [members, me._id]);
  const editLast = () => {
    const mine = [...messages].reverse().find((message) => canEdit(message, me._id));
    if (mine) setEditingId(mine._id);
  };

  const openPanel = panel?.kind === 'thread' && panel.channelId !== channel._id ? null : panel;
  const closeSearch = () => {
    setPanel(null);
    setSearch(NEW_SEARCH);
  };
  const toggle = (kind: 'pins' | 'search') => {
    if (openPanel?.kind === 'search') closeSearch();
    setPanel(openPanel?.kind === kind ? null : { kind });
  };

  return (
    <ConversationContext.Provider value={context}>
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0, position: 'relative' }}>
        <Box component="section" aria-label="Conversation" sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          <ConversationHeader channel={channel} meId={me._id} now={now} onPins={() => toggle('pins')} onSearch={() => toggle('search')} activePanel={openPanel?.kind ?? null} />
          {!connected && (
            <Alert severity="warning" square sx={{ py: 0 }}>
              Connection lost. Reconnecting… Messages you send now go out when it is back.
            </Alert>
          )}
          {query.isPending ? (
            <Box aria-busy sx={{ flex: 1, p: 2, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', gap: 2 }}>
              {[0, 1, 2].map((index) => (
                <Box key={index} sx={{ display: 'flex', gap: 1.5 }}>
                  <Skeleton variant="circular" width={36} height={36} />
                  <Box sx={{ flex: 1 }}>
                    <Skeleton width="30%" />
                    <Skeleton width={`${80 - index * 15}%`} />
                  </Box>
                </Box>
              ))}
            </Box>
          ) : query.isError ? (
            <Box sx={{ flex: 1 }}>
              <QueryError message={query.error.message} onRetry={() => void query.refetch()} />
            </Box>
          ) : (
            <MessageList
              messages={shown}
              hasOlder={query.hasNextPage}
              loadingOlder={query.isFetchingNextPage}
              loadOlder={loadOlder}
              firstUnreadId={unreadId}
              jumpTo={jumpTo}
              onJumpDone={onJumpDone}
              meId={me._id}
              empty={<ConversationStart channel={channel} meId={me._id} />}
            />
          )}
          <TypingIndicator names={typists} />
          <Composer
            key={channel._id}
            channelId={channel._id}
            draftKey={channel._id}
            members={others}
            label="Message"
            placeholder={composerPlaceholder(channel, me._id)}
            onSend={send}
            onEditLast={editLast}
            typing={typing}
            disabledReason={
              channel.isNotices ? NOTICES_READ_ONLY_TEXT : channel.isArchived ? 'This conversation is archived. You can read it, but no new messages can be sent.' : null
            }
            autoFocus={!mobile}
          />
        </Box>
        {openPanel?.kind === 'thread' && <ThreadPanel key={openPanel.messageId} messageId={openPanel.messageId} onClose={() => setPanel(null)} />}
        {openPanel?.kind === 'pins' && (
          <PinnedPanel
            onClose={() => setPanel(null)}
            onJump={(messageId) => {
              if (mobile) setPanel(null);
              jump(channel._id, messageId);
            }}
          />
        )}
        {openPanel?.kind === 'search' && <SearchPanel search={search} onSearchChange={setSearch} onClose={closeSearch} onOpen={openHit} />}
      </Box>
    </ConversationContext.Provider>
  );
}
