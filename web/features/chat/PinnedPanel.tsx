import { Box, Button, Skeleton, Typography } from '@mui/material';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { EmptyState } from '../../app/components/EmptyState';
import { QueryError } from '../../app/components/QueryError';
import { UserAvatar } from '../../app/components/UserAvatar';
import { formatDateTime } from '../../app/format';
import { useConversation } from './ConversationContext';
import { MessageBody } from './MessageBody';
import { SidePanel } from './SidePanel';
import { usePinnedMessages } from './useMessages';

/** The conversation's pinned messages, newest pin first, each with a jump to it. */
export function PinnedPanel({ onClose, onJump }: { onClose: () => void; onJump: (messageId: string) => void }) {
  const { channel, me, memberNames, actions } = useConversation();
  const pins = usePinnedMessages(channel._id);
  return (
    <SidePanel title="Pinned messages" closeLabel="Close pinned messages" onClose={onClose}>
      {pins.isPending ? (
        <Box sx={{ p: 2 }}>
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Box>
      ) : pins.isError ? (
        <QueryError message={pins.error.message} onRetry={() => void pins.refetch()} />
      ) : pins.data.length === 0 ? (
        <EmptyState compact icon={PushPinOutlined} title="No pinned messages" description="Pin an important message from its actions menu and it will be listed here." />
      ) : (
        <Box component="ul" aria-label="Pinned messages" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {pins.data.map((pin) => {
            const name = pin.sender?.name ?? 'Former member';
            return (
              <Box component="li" key={pin._id} sx={{ px: 2, py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                  <UserAvatar name={name} size={24} />
                  <Typography variant="body2" sx={{ fontWeight: 650, minWidth: 0 }} noWrap>
                    {name}
                  </Typography>
                  <Typography variant="caption" component="time" dateTime={pin.timestamp} sx={{ color: 'text.secondary', ml: 'auto', flexShrink: 0 }}>
                    {formatDateTime(pin.timestamp)}
                  </Typography>
                </Box>
                {pin.deleted ? (
                  <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
                    This message was deleted
                  </Typography>
                ) : (
                  <Box sx={{ maxHeight: 160, overflow: 'hidden' }}>
                    <MessageBody text={pin.message || (pin.attachments.length ? `${pin.attachments.length} attachment(s)` : '')} memberNames={memberNames} myName={me.name} />
                  </Box>
                )}
                {pin.pinnedBy && (
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    Pinned by {pin.pinnedBy._id === me._id ? 'you' : pin.pinnedBy.name}
                  </Typography>
                )}
                <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                  <Button size="small" onClick={() => onJump(pin._id)} aria-label={`Jump to message from ${name}`}>
                    Jump to message
                  </Button>
                  {!channel.isArchived && (
                    <Button size="small" color="inherit" onClick={() => actions.togglePin(pin)} aria-label={`Unpin message from ${name}`}>
                      Unpin
                    </Button>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </SidePanel>
  );
}
