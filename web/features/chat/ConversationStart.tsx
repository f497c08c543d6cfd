import { Avatar, Box, Typography } from '@mui/material';
import TagIcon from '@mui/icons-material/Tag';
import type { Channel } from '../../../domain/chat/chat';
import { UserAvatar } from '../../app/components/UserAvatar';
import { conversationStartText, directPartner } from './conversationDisplay';
import { NoticesAvatar } from './NoticesAvatar';

const SIZE = 56;

/** The conversation's picture: the other person, a group's members, or a channel's '#'. */
function StartPicture({ channel, meId }: { channel: Channel; meId: string }) {
  if (channel.isNotices) return <NoticesAvatar size={SIZE} />;
  if (channel.channelType === 'direct') {
    const partner = directPartner(channel, meId);
    return partner ? <UserAvatar name={partner.name} src={partner.avatar} size={SIZE} /> : null;
  }
  const others = channel.members.filter((member) => member._id !== meId);
  if (channel.channelType === 'group' && others.length > 0) {
    return (
      <Box sx={{ display: 'flex' }}>
        {others.slice(0, 4).map((member, index) => (
          <Box key={member._id} sx={{ display: 'flex', ml: index ? -1.5 : 0, borderRadius: '50%', border: '2px solid', borderColor: 'background.paper' }}>
            <UserAvatar name={member.name} src={member.avatar} size={44} />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Avatar variant="rounded" aria-hidden sx={{ width: SIZE, height: SIZE, bgcolor: 'action.selected', color: 'text.primary' }}>
      <TagIcon sx={{ fontSize: SIZE * 0.6 }} />
    </Avatar>
  );
}

/** An empty conversation's opening, at the bottom of the list beside the composer, as Slack has it. */
export function ConversationStart({ channel, meId }: { channel: Channel; meId: string }) {
  const { title, detail } = conversationStartText(channel, meId);
  return (
    <Box sx={{ mt: 'auto', px: { xs: 2, sm: 2.5 }, pt: 3, pb: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
      <StartPicture channel={channel} meId={meId} />
      <Box>
        {/* Not a heading: the conversation's name in its header is the page's heading, and this line repeats it. */}
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {detail}
        </Typography>
      </Box>
    </Box>
  );
}
