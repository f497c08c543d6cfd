import { Box, ListItem, ListItemButton, Typography } from '@mui/material';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import { Link as RouterLink } from 'react-router';
import { unreadBadgeText } from '../../../domain/chat/chatRules';
import type { Channel } from '../../../domain/chat/chat';
import { ConversationAvatar, visuallyHidden } from './PresenceDot';
import { ConversationOptionsButton } from './ConversationOptionsButton';
import { conversationLabel, directPartner, lastMessagePreview } from './conversationDisplay';
import { chatPathFor } from './openChannel';

interface ConversationListItemProps {
  channel: Channel;
  myId: string;
  selected: boolean;
  onNavigate?: () => void;
}

/** One conversation in the drawer: avatar (with presence for a direct message), name, preview, unread badge, muted marker, ⋯ menu. */
export function ConversationListItem({ channel, myId, selected, onNavigate }: ConversationListItemProps) {
  const title = conversationLabel(channel, myId);
  const partner = channel.channelType === 'direct' ? directPartner(channel, myId) : undefined;
  const preview = lastMessagePreview(channel);
  const badge = unreadBadgeText(channel.unreadCount);
  const unread = badge !== '';

  return (
    <ListItem
      disablePadding
      data-channel-id={channel._id}
      secondaryAction={<ConversationOptionsButton channel={channel} title={title} />}
      sx={{
        '& .MuiListItemSecondaryAction-root': { right: 4 },
        // Touch screens: the ⋯ button always shows, beside the badge.
        '& > .MuiListItemButton-root': { paddingRight: '36px' },
        // With a mouse, it shows on hover or keyboard focus, over the badge, so names get the width.
        '@media (hover: hover)': {
          '& > .MuiListItemButton-root': { paddingRight: '8px' },
          '& .conversation-options': { opacity: 0, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } },
          '&:hover .conversation-options, & .conversation-options:focus-visible, & .conversation-options[aria-expanded="true"]': { opacity: 1 },
        },
      }}
    >
      <ListItemButton
        component={RouterLink}
        to={chatPathFor(channel._id)}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        title={title}
        sx={{ minHeight: 40, py: 0.5, pl: 1.5, gap: 1.25, borderRadius: 1 }}
      >
        <ConversationAvatar name={title} notices={channel.isNotices} src={partner?.avatar} status={partner?.contactStatus} lastSeen={partner?.lastSeen} size={26} />
        <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>
          <Typography
            variant="body2"
            noWrap
            component="span"
            sx={{ display: 'block', fontWeight: unread ? 700 : selected ? 600 : 500, color: unread || selected ? 'text.primary' : undefined, lineHeight: 1.35 }}
          >
            {channel.channelType === 'channel' && (
              <Box component="span" aria-hidden sx={{ color: 'text.secondary', mr: 0.25 }}>
                #
              </Box>
            )}
            {title}
          </Typography>
          {preview && (
            <Typography variant="caption" noWrap component="span" sx={{ display: 'block', color: 'text.secondary', lineHeight: 1.3, fontWeight: unread ? 500 : 400 }}>
              {preview}
            </Typography>
          )}
        </Box>
        {channel.isMuted && <NotificationsOffOutlined role="img" aria-label="Muted" aria-hidden={false} sx={{ fontSize: 16, color: 'text.disabled', flexShrink: 0 }} />}
        {unread && (
          <Box
            component="span"
            data-testid="unread-badge"
            sx={{
              flexShrink: 0,
              minWidth: 20,
              height: 20,
              px: 0.75,
              borderRadius: 10,
              fontSize: 11,
              fontWeight: 700,
              lineHeight: '20px',
              textAlign: 'center',
              fontVariantNumeric: 'tabular-nums',
              bgcolor: channel.isMuted ? 'action.selected' : 'primary.main',
              color: channel.isMuted ? 'text.primary' : 'primary.contrastText',
            }}
          >
            {badge}
            <Box component="span" sx={visuallyHidden}>
              {' unread'}
            </Box>
          </Box>
        )}
      </ListItemButton>
    </ListItem>
  );
}
