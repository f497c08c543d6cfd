import { memo } from 'react';
import { Box, Button, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import CallOutlined from '@mui/icons-material/CallOutlined';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import PhoneMissedOutlined from '@mui/icons-material/PhoneMissedOutlined';
import PushPin from '@mui/icons-material/PushPin';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import type { Message } from '../../../domain/chat/chat';
import { UserAvatar } from '../../app/components/UserAvatar';
import { formatDateTime, formatRelative } from '../../app/format';
import { AttachmentPreview } from './AttachmentPreview';
import { authorName, callEntryText, formatTime, replyCountText } from './chatText';
import { useConversation } from './ConversationContext';
import { MessageActions } from './MessageActions';
import { MessageBody } from './MessageBody';
import { MessageEditor } from './MessageEditor';
import { NoticesAvatar } from './NoticesAvatar';
import type { DisplayMessage } from './outbox';
import { ReactionBar } from './ReactionBar';
import { NOT_SENT_TEXT } from './useSendMessage';

/** A call's line in the conversation: who started it, when, and how long it lasted or that it was missed. */
function CallEntry({ message }: { message: Message }) {
  const call = message.call!;
  const { title, detail } = callEntryText(call);
  const Icon = call.status === 'missed' ? PhoneMissedOutlined : call.type === 'video' ? VideocamOutlined : CallOutlined;
  return (
    <Box role="article" aria-label={`${title} · ${formatTime(message.timestamp)}`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 0.75 }}>
      <Box sx={{ width: 36, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
        <Icon fontSize="small" sx={{ color: call.status === 'missed' ? 'error.main' : 'text.secondary' }} aria-hidden />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 0 }}>
        {title} · <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
        <Box component="span" sx={{ display: 'block', color: call.status === 'missed' ? 'error.main' : 'text.secondary', fontSize: 12 }}>
          {detail}
        </Box>
      </Typography>
    </Box>
  );
}

function SendState({ item }: { item: DisplayMessage }) {
  const { retry } = useConversation();
  if (item.status === 'pending') {
    return (
      <Typography variant="caption" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        Sending…
      </Typography>
    );
  }
  if (item.status === 'failed') {
    return (
      <Typography variant="caption" role="alert" title={item.error ?? undefined} sx={{ color: 'error.main', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ErrorOutline sx={{ fontSize: 16 }} aria-hidden />
        {NOT_SENT_TEXT} —
        <Button size="small" color="error" onClick={() => retry(item.message.clientId!)} sx={{ minWidth: 0, px: 0.5, py: 0, fontSize: 12 }}>
          Retry
        </Button>
      </Typography>
    );
  }
  if (item.status === 'sent') {
    return (
      <Tooltip title="Sent">
        <CheckRounded role="img" aria-label="Sent" aria-hidden={false} sx={{ fontSize: 14, color: 'text.secondary', verticalAlign: 'middle' }} />
      </Tooltip>
    );
  }
  return null;
}

interface MessageItemProps {
  item: DisplayMessage;
  /** Follows a message of the same sender: no avatar or name. */
  grouped?: boolean;
  /** Shown inside the thread panel (no thread summary or 'Reply in thread'). */
  inThread?: boolean;
}

export const MessageItem = memo(function MessageItem({ item, grouped = false, inThread = false }: MessageItemProps) {
  const { me, memberNames, editingId, openThread, highlightedId, actions } = useConversation();
  const { message, status } = item;
  if (message.kind === 'call' && message.call) return <CallEntry message={message} />;

  // #general's welcome and Visitors' notices come from the product, not from a person.
  const name = authorName(message);
  // A notice is the product's word: nobody reacts to it, answers it, pins, edits or deletes it.
  const notice = message.kind === 'notice';
  const time = formatTime(message.timestamp);
  const unsent = status === 'pending' || status === 'failed';
  const editing = editingId === message._id;
  const replies = message.thread.replyCount;

  return (
    <Box
      role="article"
      aria-label={`${name}, ${time}`}
      data-message-id={message._id}
      tabIndex={-1}
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        gap: 1.5,
        px: 2,
        pt: grouped ? 0.25 : 1,
        pb: 0.25,
        outline: 'none',
        opacity: unsent ? 0.75 : 1,
        transition: 'background-color 600ms',
        bgcolor: highlightedId === message._id ? alpha(theme.palette.primary.main, 0.14) : editing ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
        // Hidden until the message is hovered or focused (a tap focuses it on touch screens).
        '& .message-actions': { opacity: 0 },
        '@media (hover: none)': { '& .message-actions': { pointerEvents: 'none' } },
        '& .message-actions-open, &:hover .message-actions, &:focus-within .message-actions': { opacity: 1, pointerEvents: 'auto' },
        '&:hover, &:focus-within': { bgcolor: highlightedId === message._id ? undefined : 'action.hover' },
        '&:hover .grouped-time, &:focus-within .grouped-time': { visibility: 'visible' },
      })}
    >
      <Box sx={{ width: 36, flexShrink: 0, pt: grouped ? 0.25 : 0 }}>
        {grouped ? (
          <Typography className="grouped-time" component="time" dateTime={message.timestamp} variant="caption" sx={{ visibility: 'hidden', color: 'text.secondary', fontSize: 10.5, whiteSpace: 'nowrap' }}>
            {time}
          </Typography>
        ) : notice ? (
          <NoticesAvatar size={36} />
        ) : (
          <UserAvatar name={name} size={36} />
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {message.pinned && message.pinnedBy && (
          <Typography variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <PushPin sx={{ fontSize: 13 }} aria-hidden /> Pinned by {message.pinnedBy._id === me._id ? 'you' : message.pinnedBy.name}
          </Typography>
        )}
        {!grouped && (
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 650 }}>
              {name}
            </Typography>
            <Tooltip title={formatDateTime(message.timestamp)}>
              <Typography component="time" dateTime={message.timestamp} variant="caption" sx={{ color: 'text.secondary' }}>
                {time}
              </Typography>
            </Tooltip>
          </Box>
        )}
        {message.deleted ? (
          <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
            This message was deleted
          </Typography>
        ) : editing ? (
          <MessageEditor message={message} />
        ) : (
          <>
            {message.message && <MessageBody text={message.message} memberNames={memberNames} myName={me.name} />}
            <AttachmentPreview attachments={message.attachments} />
          </>
        )}
        {(message.edited && !message.deleted && !editing) || status ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 18 }}>
            {message.edited && !message.deleted && !editing && (
              <Tooltip title={`Edited ${formatDateTime(message.editedAt ?? message.timestamp)}`}>
                <Typography variant="caption" tabIndex={0} sx={{ color: 'text.secondary' }}>
                  (edited)
                </Typography>
              </Tooltip>
            )}
            <SendState item={item} />
          </Box>
        ) : null}
        {!message.deleted && !notice && <ReactionBar reactions={message.reactions} meId={me._id} onToggle={(emoji) => actions.react(message, emoji)} disabled={unsent} />}
        {!inThread && replies > 0 && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25, flexWrap: 'wrap' }}>
            <Button size="small" onClick={() => openThread(message._id)} sx={{ px: 0.75, minWidth: 0, fontWeight: 650 }} aria-label={`${replyCountText(replies)}, open thread`}>
              {replyCountText(replies)}
            </Button>
            {message.thread.lastReplyAt && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                Last reply {formatRelative(message.thread.lastReplyAt)}
              </Typography>
            )}
          </Box>
        )}
      </Box>
      {!unsent && !editing && !message.deleted && !notice && <MessageActions message={message} inThread={inThread} />}
    </Box>
  );
});

