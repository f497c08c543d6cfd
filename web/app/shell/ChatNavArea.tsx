import { List, Typography } from '@mui/material';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { NavLinkItem } from './NavLinkItem';

/** Bottom of the drawer: direct messages and channels, for everyone but the super admin. */
export function ChatNavArea({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <List
      component="nav"
      aria-label="Messages"
      dense
      sx={{ px: 1 }}
      subheader={
        <Typography variant="overline" component="h2" sx={{ display: 'block', color: 'text.secondary', px: 1.5, pt: 1 }}>
          Messages
        </Typography>
      }
    >
      <NavLinkItem to="/chat" label="Chat" icon={<ChatBubbleOutlineOutlined fontSize="small" />} onNavigate={onNavigate} />
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 1.5, py: 0.75 }}>
        No conversations yet
      </Typography>
    </List>
  );
}
