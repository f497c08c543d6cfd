import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { useNavigate } from 'react-router';
import { LOADING_CONVERSATIONS_TEXT } from '../../../domain/chat/chatRules';
import type { Channel } from '../../../domain/chat/chat';
import { EmptyState } from '../../app/components/EmptyState';
import { QueryError } from '../../app/components/QueryError';
import { FullHeightPage } from '../../app/components/FullHeightPage';
import { Conversation, type Panel } from './Conversation';
import { JoinChannelView } from './JoinChannelView';
import { chatPathFor, useOpenChannelId } from './openChannel';
import { NEW_SEARCH, type SearchQuery } from './SearchPanel';
import { useChannelDirectory } from './useChannelMutations';
import { useConversations } from './useConversations';

/** Spec 4: the first loaded channel is selected automatically (#general first), else the first conversation. */
export function defaultConversation(conversations: readonly Channel[]): Channel | undefined {
  const channels = conversations.filter((conversation) => conversation.channelType === 'channel' && conversation.isMember);
  return channels.find((channel) => channel.isGeneral) ?? channels[0] ?? conversations[0];
}

function Centered({ children }: { children: ReactNode }) {
  return <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3 }}>{children}</Box>;
}

/**
 * /chat: the open conversation (`?channel=`) with its messages, composer and side panels.
 * The conversation list itself is in the drawer. Full-bleed and as tall as the window.
 */
export function ChatPage() {
  const conversations = useConversations();
  const openId = useOpenChannelId();
  const navigate = useNavigate();
  const [panel, setPanel] = useState<Panel>(null);
  // Here, not in the conversation: a search result may open another conversation, which remounts it.
  const [search, setSearch] = useState<SearchQuery>(NEW_SEARCH);
  const fallback = conversations.data ? defaultConversation(conversations.data) : undefined;
  const channel = openId ? conversations.data?.find((conversation) => conversation._id === openId) : undefined;
  // A link to a conversation that is not mine may be an organisation channel I can join.
  const directory = useChannelDirectory(Boolean(openId) && conversations.isSuccess && !channel);
  const joinable = openId && !channel ? directory.data?.find((entry) => entry._id === openId && !entry.isMember && !entry.isArchived) : undefined;

  useEffect(() => {
    if (!openId && fallback) void navigate(chatPathFor(fallback._id), { replace: true });
  }, [openId, fallback, navigate]);

  let content: ReactNode;
  if (conversations.isPending || directory.isLoading) {
    content = (
      <Centered>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{LOADING_CONVERSATIONS_TEXT}</Typography>
        </Box>
      </Centered>
    );
  } else if (conversations.isError) {
    content = <QueryError message={conversations.error.message} onRetry={() => void conversations.refetch()} />;
  } else if (joinable) {
    content = <JoinChannelView channel={joinable} />;
  } else if (conversations.data.length === 0) {
    content = (
      <Centered>
        <EmptyState
          icon={ForumOutlined}
          title="No conversations yet"
          description="Start a direct message or a group from the chat list in the menu, or join a channel. Your conversations will open here."
        />
      </Centered>
    );
  } else if (channel) {
    content = <Conversation key={channel._id} channel={channel} panel={panel} setPanel={setPanel} search={search} setSearch={setSearch} />;
  } else if (openId) {
    content = (
      <Centered>
        <EmptyState
          icon={ForumOutlined}
          title="Conversation not found"
          description="It may have been removed, or you are no longer one of its members."
          action={
            fallback && (
              <Button variant="contained" onClick={() => void navigate(chatPathFor(fallback._id), { replace: true })}>
                Open {fallback.channelType === 'channel' ? `#${fallback.name}` : 'a conversation'}
              </Button>
            )
          }
        />
      </Centered>
    );
  } else {
    content = null;
  }

  return <FullHeightPage>{content}</FullHeightPage>;
}
