import { Avatar, Box, ListItem, ListItemButton, Typography } from '@mui/material';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { UserAvatar } from '../../app/components/UserAvatar';
import { notificationActions } from '../../app/shell/notificationActions';
import type { AppNotification } from './useNotifications';

/** The server sends HTML; the menu shows its text only, so no markup from it ever runs. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

const timeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

function relativeTime(iso: string): string {
  const minutes = Math.round((new Date(iso).getTime() - Date.now()) / 60000);
  if (Math.abs(minutes) < 60) return timeFormat.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return timeFormat.format(hours, 'hour');
  return timeFormat.format(Math.round(hours / 24), 'day');
}

export function NotificationItem({ notification, onOpen }: { notification: AppNotification; onOpen: () => void }) {
  const { subject, message, senderName, isRead, createdAt, type } = notification;
  const item = (
    <ListItemButton onClick={onOpen} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, borderRadius: 0 }}>
      {type === 'creditReceived' ? (
        // A credit reads as an award, whoever recorded it (automatic credits have no sender at all).
        <Avatar aria-hidden sx={{ width: 32, height: 32, bgcolor: 'warning.main', color: 'warning.contrastText' }}>
          <EmojiEventsOutlined sx={{ fontSize: 18 }} />
        </Avatar>
      ) : (
        <UserAvatar name={senderName || subject} size={32} />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: isRead ? 400 : 650 }}>
          {subject}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {plainText(message)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {senderName ? `${senderName} · ` : ''}
          {relativeTime(createdAt)}
        </Typography>
      </Box>
      {!isRead && (
        <Box
          aria-label="Unread"
          role="img"
          sx={{ width: 8, height: 8, mt: 0.75, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
        />
      )}
    </ListItemButton>
  );
  // What can be done about it here and then (a walk-in waiting at the desk: Approve / Deny), from the
  // feature it belongs to. The buttons sit below the item, not inside it, as a button may not hold another.
  // One list item each: the bell's list is a <ul>, which may hold nothing else.
  const actions = notificationActions(notification);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {actions ? (
        <Box component="div" role="group" aria-label={subject}>
          {item}
          {actions}
        </Box>
      ) : (
        item
      )}
    </ListItem>
  );
}
