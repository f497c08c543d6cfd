import { Avatar, AvatarGroup, Badge, Box, IconButton, Tooltip, Typography } from '@mui/material';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import SearchIcon from '@mui/icons-material/Search';
import type { Channel, ContactStatus } from '../../../domain/chat/chat';
import { avatarColor, contrastText, initials } from '../../../domain/color/color';
import { UserAvatar } from '../../app/components/UserAvatar';
import { CallButtons } from '../calls/CallButtons';
import { conversationTitle, NOTICES_ABOUT_TEXT, presenceText } from './chatText';
import { directPartner, memberCountText } from './conversationDisplay';
import { NoticesAvatar } from './NoticesAvatar';

const PRESENCE_COLORS: Record<ContactStatus, string> = { online: 'success.main', away: 'warning.main', busy: 'error.main', offline: 'grey.500' };

/** An avatar with its presence dot (online, away, busy, offline). */
export function PresenceAvatar({ name, src, status, size = 36 }: { name: string; src?: string | null; status: ContactStatus; size?: number }) {
  return (
    <Badge
      overlap="circular"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      variant="dot"
      sx={{ '& .MuiBadge-badge': { bgcolor: PRESENCE_COLORS[status], width: 11, height: 11, borderRadius: '50%', border: '2px solid', borderColor: 'background.paper' } }}
    >
      <UserAvatar name={name} src={src} size={size} />
    </Badge>
  );
}

interface ConversationHeaderProps {
  channel: Channel;
  meId: string;
  now: number;
  onPins: () => void;
  onSearch: () => void;
  activePanel: 'pins' | 'search' | 'thread' | null;
}

/** Name (# for channels), members or the other person's presence (what it brings, for Visitors), pins, search and calls. */
export function ConversationHeader({ channel, meId, now, onPins, onSearch, activePanel }: ConversationHeaderProps) {
  const title = conversationTitle(channel, meId);
  const partner = channel.channelType === 'direct' ? directPartner(channel, meId) : undefined;
  const count = channel.members.length;
  // Visitors' conversation has nobody to show or call, and nothing pinned: only its badge and what it brings.
  const notices = channel.isNotices;
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, px: { xs: 1.5, sm: 2 }, minHeight: 60, borderBottom: '1px solid', borderColor: 'divider', flexShrink: 0 }}
    >
      {notices && <NoticesAvatar size={36} />}
      {partner && <PresenceAvatar name={partner.name} src={partner.avatar} status={partner.contactStatus} />}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="h5" component="h1" noWrap title={title}>
          {title}
          {channel.isArchived && (
            <Typography component="span" variant="caption" sx={{ ml: 1, px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'action.selected', color: 'text.secondary', verticalAlign: 'middle' }}>
              Archived
            </Typography>
          )}
        </Typography>
        <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
          {notices ? NOTICES_ABOUT_TEXT : partner ? presenceText(partner, now) : memberCountText(count)}
        </Typography>
      </Box>
      {!partner && !notices && count > 0 && (
        <Tooltip title={channel.members.map((member) => member.name).join(', ')}>
          <AvatarGroup
            max={4}
            total={count}
            aria-label={`${count} members`}
            role="img"
            sx={{ display: { xs: 'none', sm: 'flex' }, '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12, borderColor: 'background.paper' } }}
          >
            {channel.members.slice(0, 4).map((member) => (
              <Avatar key={member._id} aria-hidden sx={{ bgcolor: avatarColor(member.name), color: contrastText(avatarColor(member.name)), fontWeight: 600 }}>
                {initials(member.name)}
              </Avatar>
            ))}
          </AvatarGroup>
        </Tooltip>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, flexShrink: 0 }}>
        {!notices && <CallButtons channelId={channel._id} channelType={channel.channelType} />}
        {/* Nothing is pinned there: pins are refused with the rest. */}
        {!notices && (
          <Tooltip title="Pinned messages">
            <IconButton aria-label="Pinned messages" aria-pressed={activePanel === 'pins'} onClick={onPins} color={activePanel === 'pins' ? 'primary' : 'default'}>
              <PushPinOutlined />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Search messages">
          <IconButton aria-label="Search messages" aria-pressed={activePanel === 'search'} onClick={onSearch} color={activePanel === 'search' ? 'primary' : 'default'}>
            <SearchIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
