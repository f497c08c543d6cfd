import { Box, List, Typography } from '@mui/material';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../app/session/useSession';
import { NavLinkItem } from '../../app/shell/NavLinkItem';
import { ConversationList } from './ConversationList';
import { CHAT_PATH, useOpenChannelId } from './openChannel';
import { QuickSwitcher } from './QuickSwitcher';
import { StatusMenu } from './StatusMenu';
import { useChatRealtime } from './useChatRealtime';

/** Bottom of the drawer: direct messages, groups and channels, for everyone but the super admin. */
export function ChatNavArea({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  if (user.role === 'super_admin') return null;
  return <ChatNav onNavigate={onNavigate} />;
}

function ChatNav({ onNavigate }: { onNavigate?: () => void }) {
  // Mounted once, with the shell: the sidebar's live updates, read receipts and presence.
  useChatRealtime();
  return (
    <Box
      component="nav"
      aria-label="Messages"
      // Shares the drawer with the main menu: at most about half of it, scrolling on its own.
      sx={{ flex: '0 1 auto', minHeight: 120, maxHeight: '55%', overflowY: 'auto', overflowX: 'hidden', px: 1, pb: 1 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          pl: 1.5,
          pr: 0.5,
          pt: 1,
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
          Messages
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <QuickSwitcher onNavigate={onNavigate} />
          <StatusMenu />
        </Box>
      </Box>
      <List dense disablePadding sx={{ mb: 0.5 }}>
        <ChatLink onNavigate={onNavigate} />
      </List>
      <ConversationList onNavigate={onNavigate} />
    </Box>
  );
}

/** The chat page; highlighted only while no conversation is open (the open one is highlighted below). */
function ChatLink({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const openChannelId = useOpenChannelId();
  const active = pathname === CHAT_PATH && !openChannelId;
  return <NavLinkItem to={CHAT_PATH} label="Chat" icon={<ChatBubbleOutlineOutlined fontSize="small" />} active={active} onNavigate={onNavigate} />;
}
