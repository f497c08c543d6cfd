import { useEffect, useMemo, useRef } from 'react';
import { Box, Button, Divider, Skeleton, Typography } from '@mui/material';
import { QueryError } from '../../app/components/QueryError';
import { conversationTitle, replyCountText } from './chatText';
import { Composer } from './Composer';
import { useConversation } from './ConversationContext';
import { MessageItem } from './MessageItem';
import { buildRows } from './messageRows';
import { useOutbox, withOutbox } from './outbox';
import { SidePanel } from './SidePanel';
import { useEarlierReplies, useThread } from './useMessages';
import { useNow } from './useNow';
import { useSendMessage } from './useSendMessage';
import { useTypingNotifier } from './useTyping';

/** A thread: its parent on top, the replies in order, and a composer that replies to it. */
export function ThreadPanel({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const { channel, me, members } = useConversation();
  const thread = useThread(messageId);
  const earlier = useEarlierReplies(messageId);
  const outboxState = useOutbox();
  const { send } = useSendMessage(channel._id, messageId);
  const typing = useTypingNotifier(channel._id);
  const now = useNow();
  const endRef = useRef<HTMLDivElement>(null);
  const replies = thread.data?.data;
  const rows = useMemo(() => {
    const shown = withOutbox(replies ?? [], outboxState, (entry) => entry.parentMessageId === messageId);
    return buildRows(shown, { hasOlder: false, firstUnreadId: null, now }).filter((row) => row.kind === 'message');
  }, [replies, outboxState, messageId, now]);
  const others = useMemo(() => members.filter((member) => member._id !== me._id), [members, me._id]);

  // The newest reply stays in view (not when earlier ones are put in front of it).
  const newestKey = rows.at(-1)?.key;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newestKey]);

  const parent = thread.data?.parent;
  const nextCursor = thread.data?.nextCursor ?? null;
  // The parent counts every reply; only the newest page may be loaded.
  const replyCount = Math.max(parent?.thread.replyCount ?? 0, rows.length);
  return (
    <SidePanel
      title="Thread"
      closeLabel="Close thread"
      onClose={onClose}
      footer={
        <Composer
          key={messageId}
          channelId={channel._id}
          draftKey={`thread:${messageId}`}
          members={others}
          label="Reply"
          placeholder="Reply…"
          onSend={send}
          typing={typing}
          disabledReason={channel.isArchived ? 'This conversation is archived: replies are closed.' : parent?.deleted ? 'The message of this thread was deleted.' : null}
          autoFocus
        />
      }
    >
      {thread.isPending ? (
        <Box sx={{ p: 2 }}>
          <Skeleton width="40%" />
          <Skeleton height={48} />
          <Skeleton width="60%" />
        </Box>
      ) : thread.isError ? (
        <QueryError message={thread.error.message} onRetry={() => void thread.refetch()} />
      ) : (
        <Box role="log" aria-live="off" aria-label={`Thread in ${conversationTitle(channel, me._id)}`} sx={{ pb: 1 }}>
          {parent && <MessageItem item={{ message: parent }} inThread />}
          <Divider textAlign="left" sx={{ my: 1, px: 2 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 650 }}>
              {replyCount ? replyCountText(replyCount) : 'No replies yet'}
            </Typography>
          </Divider>
          {nextCursor && (
            // The text lines up with the avatars: the button's own padding makes up the rest.
            <Box sx={{ px: 1, pb: 1 }}>
              <Button size="small" onClick={() => earlier.mutate(nextCursor)} disabled={earlier.isPending}>
                {earlier.isPending ? 'Loading earlier replies…' : 'Show earlier replies'}
              </Button>
              {earlier.isError && (
                <Typography variant="caption" role="alert" sx={{ color: 'error.main', display: 'block', px: 1 }}>
                  {earlier.error.message}
                </Typography>
              )}
            </Box>
          )}
          {rows.map((row) => (row.kind === 'message' ? <MessageItem key={row.key} item={row} grouped={row.grouped} inThread /> : null))}
          <div ref={endRef} />
        </Box>
      )}
    </SidePanel>
  );
}
