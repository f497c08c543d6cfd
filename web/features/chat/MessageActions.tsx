import { useState, type MouseEvent, type ReactElement } from 'react';
import { toast } from 'react-toastify';
import { IconButton, Paper, Tooltip } from '@mui/material';
import AddReactionOutlined from '@mui/icons-material/AddReactionOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import type { Message } from '../../../domain/chat/chat';
import { ConfirmDialog } from '../../app/components/ConfirmDialog';
import { canDelete, canEdit, useConversation } from './ConversationContext';
import { EmojiPicker } from './EmojiPicker';
import { chatPathFor } from './openChannel';

function Action({ label, onClick, icon }: { label: string; onClick: (event: MouseEvent<HTMLButtonElement>) => void; icon: ReactElement }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** The address that opens the conversation at this message and highlights it. */
export function messageLink(message: Message): string {
  return `${window.location.origin}${chatPathFor(message.channelId)}&message=${encodeURIComponent(message._id)}`;
}

async function copyLink(message: Message): Promise<void> {
  try {
    await navigator.clipboard.writeText(messageLink(message));
    toast.success('Link copied');
  } catch {
    toast.error('Could not copy the link');
  }
}

/** The toolbar a message shows on hover or focus: react, reply, copy its link, pin, edit, delete. */
export function MessageActions({ message, inThread }: { message: Message; inThread?: boolean }) {
  const { me, canModerate, actions, openThread, setEditingId, archived } = useActionsContext();
  const [emojiAnchor, setEmojiAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const isReply = Boolean(message.thread.parentMessage);

  return (
    <>
      <Paper
        className={emojiAnchor ? 'message-actions message-actions-open' : 'message-actions'}
        elevation={2}
        role="toolbar"
        aria-label="Message actions"
        // In the main list it floats over the gap above, as in Slack; the thread's narrow column has no
        // such gap (it would cover the previous reply, and clip at the parent), so there it sits inside.
        sx={{ position: 'absolute', top: inThread ? 2 : -14, right: inThread ? 8 : 12, display: 'flex', p: 0.25, gap: 0.25, zIndex: 2, borderRadius: 1.5 }}
      >
        {!archived && <Action label="Add reaction" icon={<AddReactionOutlined fontSize="small" />} onClick={(event) => setEmojiAnchor(event.currentTarget)} />}
        {!inThread && !isReply && <Action label="Reply in thread" icon={<ForumOutlined fontSize="small" />} onClick={() => openThread(message._id)} />}
        {/* A reply lives in its thread, which a link to the conversation does not open. */}
        {!isReply && <Action label="Copy link" icon={<LinkOutlined fontSize="small" />} onClick={() => void copyLink(message)} />}
        {!archived &&
          (message.pinned ? (
            <Action label="Unpin message" icon={<PushPin fontSize="small" />} onClick={() => actions.togglePin(message)} />
          ) : (
            <Action label="Pin message" icon={<PushPinOutlined fontSize="small" />} onClick={() => actions.togglePin(message)} />
          ))}
        {!archived && canEdit(message, me._id) && <Action label="Edit message" icon={<EditOutlined fontSize="small" />} onClick={() => setEditingId(message._id)} />}
        {canDelete(message, me._id, canModerate) && <Action label="Delete message" icon={<DeleteOutline fontSize="small" />} onClick={() => setConfirming(true)} />}
      </Paper>
      {emojiAnchor && (
        <EmojiPicker
          anchorEl={emojiAnchor}
          onClose={() => setEmojiAnchor(null)}
          onPick={(emoji) => {
            setEmojiAnchor(null);
            actions.react(message, emoji);
          }}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete message?"
        confirmLabel="Delete"
        destructive
        pending={actions.removing}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          actions.remove(message).then(
            () => setConfirming(false),
            () => setConfirming(false),
          );
        }}
      >
        {message.sender?._id === me._id ? 'Your message' : `${message.sender?.name ?? 'This'}'s message`} will show as deleted for everyone in the conversation. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

function useActionsContext() {
  const context = useConversation();
  return { ...context, archived: context.channel.isArchived };
}
