import { Box, Button, Typography } from '@mui/material';
import TagRounded from '@mui/icons-material/TagRounded';
import type { Channel } from '../../../domain/chat/chat';
import { EmptyState } from '../../app/components/EmptyState';
import { usePageTitle } from '../../app/shell/documentTitle';
import { memberCountText } from './conversationDisplay';
import { useJoinChannel } from './useChannelMutations';

/**
 * An organisation channel the caller has not joined, opened by a link: what it is and a Join
 * button. Its messages are for members (the server's rule for reading a conversation), so
 * none are shown before joining; once joined, the channel is an ordinary conversation.
 */
export function JoinChannelView({ channel }: { channel: Channel }) {
  usePageTitle(`#${channel.name}`);
  const join = useJoinChannel();
  const count = memberCountText(channel.members.length);
  const creator = channel.members.find((member) => member._id === channel.createdBy);

  return (
    <Box component="section" aria-label="Channel preview" sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
      <Box
        component="header"
        sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', px: { xs: 1.5, sm: 2 }, minHeight: 60, borderBottom: '1px solid', borderColor: 'divider', flexShrink: 0 }}
      >
        <Typography variant="h5" component="h1" noWrap title={`# ${channel.name}`}>
          # {channel.name}
        </Typography>
        <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
          {count}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', overflowY: 'auto' }}>
        <Box sx={{ maxWidth: 460, overflowWrap: 'anywhere' }}>
          <EmptyState
            icon={TagRounded}
            title={`You are not in #${channel.name} yet`}
            description={`${count}${creator ? `, created by ${creator.name}` : ''}. Everyone in your organisation can join it to read its messages and take part.`}
            action={
              <Button variant="contained" size="large" loading={join.isPending} onClick={() => join.mutate(channel)}>
                Join #{channel.name}
              </Button>
            }
          />
        </Box>
      </Box>
    </Box>
  );
}
